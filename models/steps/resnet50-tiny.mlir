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
  func.func @train_step(%arg0: tensor<2x3x128x128xf32>, %arg1: tensor<2xi64>, %arg2: tensor<8x3x7x7xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8x8x1x1xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x8x3x3xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<32x8x1x1xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x8x1x1xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<8x32x1x1xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8x8x3x3xf32>, %arg21: tensor<8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<32x8x1x1xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<8x32x1x1xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8x8x3x3xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8xf32>, %arg32: tensor<32x8x1x1xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<16x32x1x1xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16x16x3x3xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<64x16x1x1xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64x32x1x1xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<16x64x1x1xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16x16x3x3xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16xf32>, %arg53: tensor<64x16x1x1xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64xf32>, %arg56: tensor<16x64x1x1xf32>, %arg57: tensor<16xf32>, %arg58: tensor<16xf32>, %arg59: tensor<16x16x3x3xf32>, %arg60: tensor<16xf32>, %arg61: tensor<16xf32>, %arg62: tensor<64x16x1x1xf32>, %arg63: tensor<64xf32>, %arg64: tensor<64xf32>, %arg65: tensor<16x64x1x1xf32>, %arg66: tensor<16xf32>, %arg67: tensor<16xf32>, %arg68: tensor<16x16x3x3xf32>, %arg69: tensor<16xf32>, %arg70: tensor<16xf32>, %arg71: tensor<64x16x1x1xf32>, %arg72: tensor<64xf32>, %arg73: tensor<64xf32>, %arg74: tensor<32x64x1x1xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32x32x3x3xf32>, %arg78: tensor<32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<128x32x1x1xf32>, %arg81: tensor<128xf32>, %arg82: tensor<128xf32>, %arg83: tensor<128x64x1x1xf32>, %arg84: tensor<128xf32>, %arg85: tensor<128xf32>, %arg86: tensor<32x128x1x1xf32>, %arg87: tensor<32xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32x32x3x3xf32>, %arg90: tensor<32xf32>, %arg91: tensor<32xf32>, %arg92: tensor<128x32x1x1xf32>, %arg93: tensor<128xf32>, %arg94: tensor<128xf32>, %arg95: tensor<32x128x1x1xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32x32x3x3xf32>, %arg99: tensor<32xf32>, %arg100: tensor<32xf32>, %arg101: tensor<128x32x1x1xf32>, %arg102: tensor<128xf32>, %arg103: tensor<128xf32>, %arg104: tensor<32x128x1x1xf32>, %arg105: tensor<32xf32>, %arg106: tensor<32xf32>, %arg107: tensor<32x32x3x3xf32>, %arg108: tensor<32xf32>, %arg109: tensor<32xf32>, %arg110: tensor<128x32x1x1xf32>, %arg111: tensor<128xf32>, %arg112: tensor<128xf32>, %arg113: tensor<32x128x1x1xf32>, %arg114: tensor<32xf32>, %arg115: tensor<32xf32>, %arg116: tensor<32x32x3x3xf32>, %arg117: tensor<32xf32>, %arg118: tensor<32xf32>, %arg119: tensor<128x32x1x1xf32>, %arg120: tensor<128xf32>, %arg121: tensor<128xf32>, %arg122: tensor<32x128x1x1xf32>, %arg123: tensor<32xf32>, %arg124: tensor<32xf32>, %arg125: tensor<32x32x3x3xf32>, %arg126: tensor<32xf32>, %arg127: tensor<32xf32>, %arg128: tensor<128x32x1x1xf32>, %arg129: tensor<128xf32>, %arg130: tensor<128xf32>, %arg131: tensor<64x128x1x1xf32>, %arg132: tensor<64xf32>, %arg133: tensor<64xf32>, %arg134: tensor<64x64x3x3xf32>, %arg135: tensor<64xf32>, %arg136: tensor<64xf32>, %arg137: tensor<256x64x1x1xf32>, %arg138: tensor<256xf32>, %arg139: tensor<256xf32>, %arg140: tensor<256x128x1x1xf32>, %arg141: tensor<256xf32>, %arg142: tensor<256xf32>, %arg143: tensor<64x256x1x1xf32>, %arg144: tensor<64xf32>, %arg145: tensor<64xf32>, %arg146: tensor<64x64x3x3xf32>, %arg147: tensor<64xf32>, %arg148: tensor<64xf32>, %arg149: tensor<256x64x1x1xf32>, %arg150: tensor<256xf32>, %arg151: tensor<256xf32>, %arg152: tensor<64x256x1x1xf32>, %arg153: tensor<64xf32>, %arg154: tensor<64xf32>, %arg155: tensor<64x64x3x3xf32>, %arg156: tensor<64xf32>, %arg157: tensor<64xf32>, %arg158: tensor<256x64x1x1xf32>, %arg159: tensor<256xf32>, %arg160: tensor<256xf32>, %arg161: tensor<10x256xf32>, %arg162: tensor<10xf32>) -> (tensor<f32>, tensor<8x3x7x7xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %c10 = arith.constant 10 : index
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 8.192000e+03 : f32
    %cst_5 = arith.constant 2.048000e+03 : f32
    %cst_6 = arith.constant 5.120000e+02 : f32
    %cst_7 = arith.constant 1.280000e+02 : f32
    %cst_8 = arith.constant 3.200000e+01 : f32
    %cst_9 = arith.constant 1.600000e+01 : f32
    %cst_10 = arith.constant 3.125000e-02 : f32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_11 = arith.constant 7.812500e-03 : f32
    %cst_12 = arith.constant 0.001953125 : f32
    %cst_13 = arith.constant 4.8828125E-4 : f32
    %cst_14 = arith.constant 1.22070313E-4 : f32
    %cst_15 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x3x128x128xf32> to tensor<2x3x134x134xf32>
    %0 = tensor.empty() : tensor<2x8x64x64xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x64x64xf32>) -> tensor<2x8x64x64xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x134x134xf32>, tensor<8x3x7x7xf32>) outs(%1 : tensor<2x8x64x64xf32>) -> tensor<2x8x64x64xf32>
    %3 = tensor.empty() : tensor<2x8x64x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x8x64x1xf32>) -> tensor<2x8x64x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2 : tensor<2x8x64x64xf32>) outs(%4 : tensor<2x8x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x1xf32>
    %6 = tensor.empty() : tensor<2x8x1x1xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<2x8x1x1xf32>) -> tensor<2x8x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%5 : tensor<2x8x64x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %9 = tensor.empty() : tensor<1x8x1x1xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_4 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %12 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<2x8x64x64xf32>) outs(%4 : tensor<2x8x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%14 : tensor<2x8x64x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x8x64x64xf32>, tensor<2x8x64x64xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x64x64xf32>) outs(%4 : tensor<2x8x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%18 : tensor<2x8x64x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%19 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %16 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_4 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_4 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_4 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %25 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x8x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %26 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %collapsed = tensor.collapse_shape %28 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded : tensor<2x8x64x64xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %expanded_16 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_16 : tensor<2x8x64x64xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x64x64xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %padded_17 = tensor.pad %33 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst_0 : f32
    } : tensor<2x8x64x64xf32> to tensor<2x8x66x66xf32>
    %34 = tensor.empty() : tensor<2x8x32x32xf32>
    %35 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %36 = tensor.empty() : tensor<3x3xf32>
    %37 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_17, %36 : tensor<2x8x66x66xf32>, tensor<3x3xf32>) outs(%35 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%34 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%37, %arg5 : tensor<2x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %40 = tensor.empty() : tensor<2x8x32x1xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<2x8x32x1xf32>) -> tensor<2x8x32x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%42 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %45 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%47 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %46 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%51 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %49 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %55 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %58 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x8x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %59 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %61 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %collapsed_18 = tensor.collapse_shape %61 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded_19 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_19 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_20 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_20 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_21 = tensor.pad %66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x34x34xf32>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_21, %arg8 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%68 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %71 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%73 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%76 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%77 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %75 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %84 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x8x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %85 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %87 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %collapsed_22 = tensor.collapse_shape %87 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded_23 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_23 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_24 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_24 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %93 = tensor.empty() : tensor<2x32x32x32xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %95 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%92, %arg11 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%94 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %96 = tensor.empty() : tensor<2x32x32x1xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<2x32x32x1xf32>) -> tensor<2x32x32x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%95 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %99 = tensor.empty() : tensor<2x32x1x1xf32>
    %100 = linalg.fill ins(%cst : f32) outs(%99 : tensor<2x32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%98 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %102 = tensor.empty() : tensor<1x32x1x1xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%101 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %105 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%106 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%107 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%108 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %106 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%110 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%111 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%112 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %109 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %118 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %119 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %121 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %collapsed_25 = tensor.collapse_shape %121 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_26 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_26 : tensor<2x32x32x32xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_27 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_27 : tensor<2x32x32x32xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%37, %arg14 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%94 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%127 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%128 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %130 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%131 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%132 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%133 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %131 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%135 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%136 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%137 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %134 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %140 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %143 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %144 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %146 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %collapsed_28 = tensor.collapse_shape %146 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_29 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_29 : tensor<2x32x32x32xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_30 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_30 : tensor<2x32x32x32xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %150 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %153 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%152, %arg17 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%153 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%154 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %157 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%158 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%159 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %158 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%162 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%163 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %161 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %167 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %170 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x8x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %171 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %173 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %collapsed_31 = tensor.collapse_shape %173 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded_32 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_32 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_33 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_33 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_34 = tensor.pad %178 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x34x34xf32>
    %179 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_34, %arg20 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%179 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%180 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%181 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %183 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%184 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%185 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %184 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%188 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%189 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%190 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %187 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %193 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %196 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x8x1x1xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %197 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %199 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %collapsed_35 = tensor.collapse_shape %199 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded_36 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_36 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_37 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_37 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %205 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%204, %arg23 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%94 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%205 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%206 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%207 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %209 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%210 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%211 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%212 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %210 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%214 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%215 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%216 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %213 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %219 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %222 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %223 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %225 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %collapsed_38 = tensor.collapse_shape %225 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_39 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %expanded_39 : tensor<2x32x32x32xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_40 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %expanded_40 : tensor<2x32x32x32xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %152 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230 : tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %232 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%231, %arg26 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%232 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%233 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%234 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %236 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%237 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%238 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%239 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %237 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%241 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%242 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%243 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %240 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %246 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %249 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x8x1x1xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %250 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %252 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %collapsed_41 = tensor.collapse_shape %252 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded_42 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_42 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_43 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %expanded_43 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256 : tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_44 = tensor.pad %257 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x34x34xf32>
    %258 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_44, %arg29 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%258 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%259 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%260 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %262 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%263 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%264 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%265 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %263 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%267 : tensor<2x8x32x32xf32>) outs(%41 : tensor<2x8x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x1xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%268 : tensor<2x8x32x1xf32>) outs(%7 : tensor<2x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%269 : tensor<2x8x1x1xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %266 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %272 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %275 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x8x1x1xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x8x1x1xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %276 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %278 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %collapsed_45 = tensor.collapse_shape %278 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %expanded_46 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_46 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %expanded_47 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %expanded_47 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %284 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%283, %arg32 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%94 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%284 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%285 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%286 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %288 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%289 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%290 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%291 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %289 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%293 : tensor<2x32x32x32xf32>) outs(%97 : tensor<2x32x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x1xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%294 : tensor<2x32x32x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%295 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %292 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %298 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %301 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %302 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %304 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %collapsed_48 = tensor.collapse_shape %304 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_49 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %expanded_49 : tensor<2x32x32x32xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %expanded_50 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %expanded_50 : tensor<2x32x32x32xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %231 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %311 = tensor.empty() : tensor<2x16x32x32xf32>
    %312 = linalg.fill ins(%cst : f32) outs(%311 : tensor<2x16x32x32xf32>) -> tensor<2x16x32x32xf32>
    %313 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%310, %arg35 : tensor<2x32x32x32xf32>, tensor<16x32x1x1xf32>) outs(%312 : tensor<2x16x32x32xf32>) -> tensor<2x16x32x32xf32>
    %314 = tensor.empty() : tensor<2x16x32x1xf32>
    %315 = linalg.fill ins(%cst : f32) outs(%314 : tensor<2x16x32x1xf32>) -> tensor<2x16x32x1xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%313 : tensor<2x16x32x32xf32>) outs(%315 : tensor<2x16x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x1xf32>
    %317 = tensor.empty() : tensor<2x16x1x1xf32>
    %318 = linalg.fill ins(%cst : f32) outs(%317 : tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %319 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%316 : tensor<2x16x32x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %320 = tensor.empty() : tensor<1x16x1x1xf32>
    %321 = linalg.fill ins(%cst : f32) outs(%320 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%319 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %323 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%324 : tensor<2x16x32x32xf32>) outs(%315 : tensor<2x16x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x1xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%325 : tensor<2x16x32x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%326 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %324 : tensor<2x16x32x32xf32>, tensor<2x16x32x32xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%328 : tensor<2x16x32x32xf32>) outs(%315 : tensor<2x16x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x1xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%329 : tensor<2x16x32x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%330 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %327 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %333 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_5 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %336 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x16x1x1xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %337 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %339 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %collapsed_51 = tensor.collapse_shape %339 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %expanded_52 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_52 : tensor<2x16x32x32xf32>, tensor<16x1x1xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %expanded_53 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_53 : tensor<2x16x32x32xf32>, tensor<16x1x1xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343 : tensor<2x16x32x32xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %padded_54 = tensor.pad %344 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x16x32x32xf32> to tensor<2x16x34x34xf32>
    %345 = tensor.empty() : tensor<2x16x16x16xf32>
    %346 = linalg.fill ins(%cst : f32) outs(%345 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %347 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_54, %arg38 : tensor<2x16x34x34xf32>, tensor<16x16x3x3xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %348 = tensor.empty() : tensor<2x16x16x1xf32>
    %349 = linalg.fill ins(%cst : f32) outs(%348 : tensor<2x16x16x1xf32>) -> tensor<2x16x16x1xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%347 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%350 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%351 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %353 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %355 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%354 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%355 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%356 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %354 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%358 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%359 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%360 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %357 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %363 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %366 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x16x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %367 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %369 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %369 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %expanded_56 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %expanded_56 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_57 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %expanded_57 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373 : tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %375 = tensor.empty() : tensor<2x64x16x16xf32>
    %376 = linalg.fill ins(%cst : f32) outs(%375 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %377 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%374, %arg41 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%376 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %378 = tensor.empty() : tensor<2x64x16x1xf32>
    %379 = linalg.fill ins(%cst : f32) outs(%378 : tensor<2x64x16x1xf32>) -> tensor<2x64x16x1xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%377 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %381 = tensor.empty() : tensor<2x64x1x1xf32>
    %382 = linalg.fill ins(%cst : f32) outs(%381 : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%380 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %384 = tensor.empty() : tensor<1x64x1x1xf32>
    %385 = linalg.fill ins(%cst : f32) outs(%384 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%383 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %387 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%388 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%389 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%390 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388, %388 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%392 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%393 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%394 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %391 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %397 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %400 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%399 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %401 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %403 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %collapsed_58 = tensor.collapse_shape %403 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_59 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405, %expanded_59 : tensor<2x64x16x16xf32>, tensor<64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_60 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %expanded_60 : tensor<2x64x16x16xf32>, tensor<64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %408 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%310, %arg44 : tensor<2x32x32x32xf32>, tensor<64x32x1x1xf32>) outs(%376 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%408 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%409 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%410 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %412 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%413 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%414 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%415 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %417 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %413 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%417 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%418 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %420 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%419 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %416 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %422 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %425 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %425 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %429 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %426 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %430 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %428 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %collapsed_61 = tensor.collapse_shape %428 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_62 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %431 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %expanded_62 : tensor<2x64x16x16xf32>, tensor<64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_63 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %432 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431, %expanded_63 : tensor<2x64x16x16xf32>, tensor<64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %433 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %432 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433 : tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %435 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%434, %arg47 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%435 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %437 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%436 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%437 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %439 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%440 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%441 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%442 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %440 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%444 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%445 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%446 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443, %443 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %450 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %449 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %451 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %452 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x16x1x1xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %453 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %457 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %455 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %collapsed_64 = tensor.collapse_shape %455 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %expanded_65 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %expanded_65 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_66 = tensor.expand_shape %arg49 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_66 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459 : tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %padded_67 = tensor.pad %460 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x16x16x16xf32> to tensor<2x16x18x18xf32>
    %461 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_67, %arg50 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%461 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%462 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%463 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %465 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%466 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%467 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%468 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %466 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%470 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%471 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%472 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %469 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %475 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %478 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x16x1x1xf32>
    %481 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %479 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %483 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %481 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %collapsed_68 = tensor.collapse_shape %481 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %expanded_69 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %expanded_69 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_70 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %expanded_70 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485 : tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %487 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%486, %arg53 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%376 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%487 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %489 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%488 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %490 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%489 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %491 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %491 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%492 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%493 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%494 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492, %492 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%496 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%497 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%498 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %500 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495, %495 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499, %501 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %505 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %504 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %506 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%503 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %505 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %509 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508, %507 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %collapsed_71 = tensor.collapse_shape %507 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_72 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %510 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509, %expanded_72 : tensor<2x64x16x16xf32>, tensor<64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_73 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %expanded_73 : tensor<2x64x16x16xf32>, tensor<64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511, %434 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512 : tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %514 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%513, %arg56 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%514 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %516 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%515 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%516 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %518 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%519 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%520 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%521 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %519 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%523 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%524 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %526 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%525 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522, %522 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526, %528 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %530 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %532 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518, %531 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %533 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x16x1x1xf32>
    %534 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %535 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %532 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %536 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535, %534 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %collapsed_74 = tensor.collapse_shape %534 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %expanded_75 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %537 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %expanded_75 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_76 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %538 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %expanded_76 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538 : tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %padded_77 = tensor.pad %539 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x16x16x16xf32> to tensor<2x16x18x18xf32>
    %540 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_77, %arg59 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%540 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%541 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%542 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %545 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540, %544 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %546 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%545 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %547 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%546 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %548 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%547 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %549 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545, %545 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %550 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%549 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %551 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%550 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %552 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%551 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %553 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %548 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %555 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552, %554 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %556 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %557 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %558 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544, %557 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x16x1x1xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %561 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540, %558 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %562 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%561, %560 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %collapsed_78 = tensor.collapse_shape %560 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %expanded_79 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %563 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562, %expanded_79 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_80 = tensor.expand_shape %arg61 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %564 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %expanded_80 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %565 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564 : tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %566 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%565, %arg62 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%376 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %567 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%566 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %568 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%567 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %569 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%568 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %570 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%569 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %571 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566, %570 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %572 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%571 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %573 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%572 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %574 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%573 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %575 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%571, %571 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %576 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%575 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %577 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%576 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %578 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%577 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %579 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%574, %574 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%579 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%578, %580 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%581 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %583 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%574 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %584 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%570, %583 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %585 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%582 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %586 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %587 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566, %584 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %588 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587, %586 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %collapsed_81 = tensor.collapse_shape %586 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_82 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %589 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588, %expanded_82 : tensor<2x64x16x16xf32>, tensor<64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_83 = tensor.expand_shape %arg64 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %590 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%589, %expanded_83 : tensor<2x64x16x16xf32>, tensor<64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590, %513 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %592 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%591 : tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %593 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%592, %arg65 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %594 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%593 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %595 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%594 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %596 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%595 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %597 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%596 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %598 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593, %597 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %599 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%598 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %600 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%599 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%600 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %602 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%598, %598 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %603 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%602 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %604 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%603 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %605 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%604 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %606 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%601, %601 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %607 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %608 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %607 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %609 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%608 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%601 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %611 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%597, %610 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%609 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x16x1x1xf32>
    %613 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %614 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593, %611 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %615 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%614, %613 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %collapsed_84 = tensor.collapse_shape %613 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %expanded_85 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %616 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%615, %expanded_85 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_86 = tensor.expand_shape %arg67 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %617 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616, %expanded_86 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %618 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617 : tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %padded_87 = tensor.pad %618 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x16x16x16xf32> to tensor<2x16x18x18xf32>
    %619 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_87, %arg68 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %620 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%619 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %621 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%620 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %622 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%621 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %623 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %624 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %623 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %625 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%624 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %626 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%625 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %627 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%626 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %628 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %624 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %629 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%628 : tensor<2x16x16x16xf32>) outs(%349 : tensor<2x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x1xf32>
    %630 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%629 : tensor<2x16x16x1xf32>) outs(%318 : tensor<2x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x1x1xf32>
    %631 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%630 : tensor<2x16x1x1xf32>) outs(%321 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %632 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%627, %627 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %633 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%632 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %634 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%631, %633 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %635 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%634 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %636 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%627 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %637 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623, %636 : tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %638 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%635 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x16x1x1xf32>
    %639 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638 : tensor<1x16x1x1xf32>) outs(%320 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x16x1x1xf32>
    %640 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %637 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %641 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640, %639 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %collapsed_88 = tensor.collapse_shape %639 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %expanded_89 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %642 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%641, %expanded_89 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %expanded_90 = tensor.expand_shape %arg70 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %643 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%642, %expanded_90 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %644 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%643 : tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %645 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%644, %arg71 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%376 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %646 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%645 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %647 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%646 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %648 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%647 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %649 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %650 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%645, %649 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %651 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%650 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %652 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%651 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %653 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%652 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %654 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%650, %650 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %655 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%654 : tensor<2x64x16x16xf32>) outs(%379 : tensor<2x64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x1xf32>
    %656 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%655 : tensor<2x64x16x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %657 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%656 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %658 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653, %653 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %659 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%658 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %660 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%657, %659 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %661 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %662 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %663 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%649, %662 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %664 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %665 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%664 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %666 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%645, %663 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %667 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666, %665 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %collapsed_91 = tensor.collapse_shape %665 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_92 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %668 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667, %expanded_92 : tensor<2x64x16x16xf32>, tensor<64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %expanded_93 = tensor.expand_shape %arg73 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %669 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%668, %expanded_93 : tensor<2x64x16x16xf32>, tensor<64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %670 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%669, %592 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %671 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%670 : tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %672 = tensor.empty() : tensor<2x32x16x16xf32>
    %673 = linalg.fill ins(%cst : f32) outs(%672 : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
    %674 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%671, %arg74 : tensor<2x64x16x16xf32>, tensor<32x64x1x1xf32>) outs(%673 : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
    %675 = tensor.empty() : tensor<2x32x16x1xf32>
    %676 = linalg.fill ins(%cst : f32) outs(%675 : tensor<2x32x16x1xf32>) -> tensor<2x32x16x1xf32>
    %677 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%674 : tensor<2x32x16x16xf32>) outs(%676 : tensor<2x32x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x1xf32>
    %678 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%677 : tensor<2x32x16x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %679 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%678 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %680 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %681 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674, %680 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %682 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%681 : tensor<2x32x16x16xf32>) outs(%676 : tensor<2x32x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x1xf32>
    %683 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%682 : tensor<2x32x16x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %684 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%683 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %685 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%681, %681 : tensor<2x32x16x16xf32>, tensor<2x32x16x16xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %686 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%685 : tensor<2x32x16x16xf32>) outs(%676 : tensor<2x32x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x1xf32>
    %687 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%686 : tensor<2x32x16x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %688 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%687 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %689 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %684 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%689 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %691 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%688, %690 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %692 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%691 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %693 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_6 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %694 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%680, %693 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %695 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%692 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %696 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%695 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %697 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674, %694 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %698 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%697, %696 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %collapsed_94 = tensor.collapse_shape %696 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_95 = tensor.expand_shape %arg75 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %699 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%698, %expanded_95 : tensor<2x32x16x16xf32>, tensor<32x1x1xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %expanded_96 = tensor.expand_shape %arg76 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %700 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%699, %expanded_96 : tensor<2x32x16x16xf32>, tensor<32x1x1xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %701 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%700 : tensor<2x32x16x16xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %padded_97 = tensor.pad %701 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x16x16xf32> to tensor<2x32x18x18xf32>
    %702 = tensor.empty() : tensor<2x32x8x8xf32>
    %703 = linalg.fill ins(%cst : f32) outs(%702 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %704 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_97, %arg77 : tensor<2x32x18x18xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %705 = tensor.empty() : tensor<2x32x8x1xf32>
    %706 = linalg.fill ins(%cst : f32) outs(%705 : tensor<2x32x8x1xf32>) -> tensor<2x32x8x1xf32>
    %707 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%704 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %708 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%707 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %709 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%708 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %710 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %711 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%704, %710 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %712 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%711 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %713 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%712 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %714 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%713 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %715 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%711, %711 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %716 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%715 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %717 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%716 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %718 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%717 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %719 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%714, %714 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %720 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%719 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %721 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%718, %720 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %723 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%714 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %724 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%710, %723 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %725 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%722 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %726 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%725 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %727 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%704, %724 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %728 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%727, %726 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_98 = tensor.collapse_shape %726 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_99 = tensor.expand_shape %arg78 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %729 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%728, %expanded_99 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_100 = tensor.expand_shape %arg79 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %730 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%729, %expanded_100 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %731 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%730 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %732 = tensor.empty() : tensor<2x128x8x8xf32>
    %733 = linalg.fill ins(%cst : f32) outs(%732 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %734 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%731, %arg80 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %735 = tensor.empty() : tensor<2x128x8x1xf32>
    %736 = linalg.fill ins(%cst : f32) outs(%735 : tensor<2x128x8x1xf32>) -> tensor<2x128x8x1xf32>
    %737 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%734 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %738 = tensor.empty() : tensor<2x128x1x1xf32>
    %739 = linalg.fill ins(%cst : f32) outs(%738 : tensor<2x128x1x1xf32>) -> tensor<2x128x1x1xf32>
    %740 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%737 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %741 = tensor.empty() : tensor<1x128x1x1xf32>
    %742 = linalg.fill ins(%cst : f32) outs(%741 : tensor<1x128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %743 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%740 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %744 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%743 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %745 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%734, %744 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %746 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%745 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %747 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%746 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %748 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%747 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %749 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%745, %745 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %750 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%749 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %751 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%750 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %752 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%751 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %753 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%748, %748 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %754 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%753 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %755 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752, %754 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %756 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%755 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %757 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%748 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %758 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%744, %757 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %759 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%756 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x128x1x1xf32>
    %760 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%759 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %761 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%734, %758 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %762 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%761, %760 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %collapsed_101 = tensor.collapse_shape %760 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_102 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %763 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762, %expanded_102 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_103 = tensor.expand_shape %arg82 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %764 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%763, %expanded_103 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %765 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%671, %arg83 : tensor<2x64x16x16xf32>, tensor<128x64x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %766 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%765 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %767 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%766 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %768 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%767 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %769 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%768 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %770 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765, %769 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %771 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%770 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %772 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%771 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %773 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%772 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %774 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%770, %770 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %775 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%774 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %776 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%775 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %777 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%776 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %778 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%773, %773 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %779 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%778 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %780 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777, %779 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %781 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%780 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %782 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%773 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %783 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%769, %782 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %784 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%781 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x128x1x1xf32>
    %785 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%784 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %786 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765, %783 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %787 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %785 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %collapsed_104 = tensor.collapse_shape %785 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_105 = tensor.expand_shape %arg84 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %788 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%787, %expanded_105 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_106 = tensor.expand_shape %arg85 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %789 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%788, %expanded_106 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %790 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%764, %789 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %791 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%790 : tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %792 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%791, %arg86 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %793 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%792 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %794 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%793 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %795 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%794 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %796 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%795 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %797 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792, %796 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %798 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%797 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %799 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%798 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %800 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%799 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %801 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%797, %797 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %802 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%801 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %803 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%802 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %804 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%803 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %805 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%800, %800 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %806 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%805 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %807 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%804, %806 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %808 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%807 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %809 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%800 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %810 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%796, %809 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %811 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%808 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %812 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %813 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792, %810 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %814 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%813, %812 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_107 = tensor.collapse_shape %812 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_108 = tensor.expand_shape %arg87 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %815 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%814, %expanded_108 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_109 = tensor.expand_shape %arg88 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %816 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%815, %expanded_109 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %817 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%816 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %padded_110 = tensor.pad %817 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x8xf32> to tensor<2x32x10x10xf32>
    %818 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_110, %arg89 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %819 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%818 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %820 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%819 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %821 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%820 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %822 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%821 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %823 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%818, %822 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %824 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%823 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %825 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%824 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %826 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%825 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %827 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%823, %823 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %828 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%827 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %829 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%828 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %830 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%829 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %831 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%826, %826 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %832 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%831 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %833 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%830, %832 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %834 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%833 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %835 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%826 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %836 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%822, %835 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %837 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%834 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %838 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%837 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %839 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%818, %836 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %840 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%839, %838 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_111 = tensor.collapse_shape %838 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_112 = tensor.expand_shape %arg90 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %841 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%840, %expanded_112 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_113 = tensor.expand_shape %arg91 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %842 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%841, %expanded_113 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %843 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%842 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %844 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%843, %arg92 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %845 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%844 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %846 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%845 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %847 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%846 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %848 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%847 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %849 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%844, %848 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %850 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%849 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %851 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%850 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %852 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%851 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %853 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%849, %849 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %854 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%853 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %855 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%854 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %856 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%855 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %857 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%852, %852 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %858 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %859 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856, %858 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %860 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%859 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %861 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%852 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %862 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%848, %861 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %863 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x128x1x1xf32>
    %864 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%863 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %865 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%844, %862 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %866 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%865, %864 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %collapsed_114 = tensor.collapse_shape %864 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_115 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %867 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%866, %expanded_115 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_116 = tensor.expand_shape %arg94 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %868 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%867, %expanded_116 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %869 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%868, %791 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %870 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869 : tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %871 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%870, %arg95 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %872 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%871 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %873 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%872 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %874 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%873 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %875 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%874 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %876 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%871, %875 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %877 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%876 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %878 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%877 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %879 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%878 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %880 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%876, %876 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %881 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%880 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %882 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%881 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %883 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%882 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %884 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879, %879 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %885 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %886 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%883, %885 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %887 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%886 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %888 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %889 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%875, %888 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %890 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%887 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %891 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%890 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %892 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%871, %889 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %893 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892, %891 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_117 = tensor.collapse_shape %891 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_118 = tensor.expand_shape %arg96 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %894 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%893, %expanded_118 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_119 = tensor.expand_shape %arg97 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %895 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894, %expanded_119 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %896 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%895 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %padded_120 = tensor.pad %896 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x8xf32> to tensor<2x32x10x10xf32>
    %897 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_120, %arg98 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %898 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%897 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %899 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%898 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %900 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%899 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %901 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%900 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %902 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897, %901 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %903 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%902 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %904 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%903 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %905 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%904 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %906 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%902, %902 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %907 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%906 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %908 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%907 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %909 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%908 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %910 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905, %905 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %911 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%910 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %912 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909, %911 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %913 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%912 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %914 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %915 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%901, %914 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %916 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %917 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%916 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %918 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897, %915 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %919 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%918, %917 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_121 = tensor.collapse_shape %917 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_122 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %920 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%919, %expanded_122 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_123 = tensor.expand_shape %arg100 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %921 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%920, %expanded_123 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %922 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%921 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %923 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%922, %arg101 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %924 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%923 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %925 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%924 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %926 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%925 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %927 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%926 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %928 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%923, %927 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %929 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%928 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %930 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%929 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %931 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%930 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %932 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%928, %928 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %933 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%932 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %934 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%933 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %935 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%934 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %936 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931, %931 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %937 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%936 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %938 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%935, %937 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %939 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%938 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %940 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %941 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%927, %940 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %942 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%939 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x128x1x1xf32>
    %943 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%942 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %944 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%923, %941 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %945 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%944, %943 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %collapsed_124 = tensor.collapse_shape %943 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_125 = tensor.expand_shape %arg102 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %946 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%945, %expanded_125 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_126 = tensor.expand_shape %arg103 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %947 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%946, %expanded_126 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %948 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%947, %870 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %949 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%948 : tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %950 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%949, %arg104 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %951 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%950 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %952 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%951 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %953 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%952 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %954 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%953 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %955 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%950, %954 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %956 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%955 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %957 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%956 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %958 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%957 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %959 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%955, %955 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %960 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%959 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %961 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%960 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %962 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%961 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %963 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%958, %958 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %964 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%963 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %965 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%962, %964 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %966 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%965 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %967 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%958 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %968 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%954, %967 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %969 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%966 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %970 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%969 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %971 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%950, %968 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %972 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%971, %970 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_127 = tensor.collapse_shape %970 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_128 = tensor.expand_shape %arg105 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %973 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%972, %expanded_128 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_129 = tensor.expand_shape %arg106 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %974 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%973, %expanded_129 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %975 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%974 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %padded_130 = tensor.pad %975 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x8xf32> to tensor<2x32x10x10xf32>
    %976 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_130, %arg107 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %977 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%976 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %978 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%977 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %979 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%978 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %980 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%979 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %981 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%976, %980 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %982 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%981 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %983 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%982 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %984 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%983 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %985 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%981, %981 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %986 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%985 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %987 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%986 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %988 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%987 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %989 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%984, %984 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %990 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %991 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%988, %990 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %992 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%991 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %993 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%984 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %994 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%980, %993 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %995 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%992 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %996 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%995 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %997 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%976, %994 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %998 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997, %996 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_131 = tensor.collapse_shape %996 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_132 = tensor.expand_shape %arg108 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %999 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%998, %expanded_132 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_133 = tensor.expand_shape %arg109 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %1000 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%999, %expanded_133 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1001 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1000 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1002 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1001, %arg110 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %1003 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1002 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %1004 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1003 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %1005 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1004 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1006 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1005 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1007 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1002, %1006 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1008 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1007 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %1009 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1008 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %1010 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1009 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1011 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007, %1007 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1012 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1011 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %1013 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1012 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %1014 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1013 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1015 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1010, %1010 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1016 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1015 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1014, %1016 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1018 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1017 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1019 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1010 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1020 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1006, %1019 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1021 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1018 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x128x1x1xf32>
    %1022 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1021 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1023 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1002, %1020 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1024 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1023, %1022 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %collapsed_134 = tensor.collapse_shape %1022 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_135 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1025 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1024, %expanded_135 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_136 = tensor.expand_shape %arg112 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1026 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1025, %expanded_136 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1027 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1026, %949 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1028 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1027 : tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1029 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1028, %arg113 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %1030 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1029 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1031 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1030 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1032 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1031 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1033 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1032 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1034 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1029, %1033 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1035 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1034 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1036 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1035 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1037 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1036 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1038 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1034, %1034 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1039 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1038 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1040 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1039 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1041 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1040 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1042 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1037, %1037 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1043 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1042 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1044 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1041, %1043 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1045 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1044 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1046 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1037 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1047 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1033, %1046 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1048 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1045 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %1049 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1048 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1050 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1029, %1047 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1051 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1050, %1049 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_137 = tensor.collapse_shape %1049 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_138 = tensor.expand_shape %arg114 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %1052 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1051, %expanded_138 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_139 = tensor.expand_shape %arg115 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %1053 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1052, %expanded_139 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1054 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1053 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %padded_140 = tensor.pad %1054 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x8xf32> to tensor<2x32x10x10xf32>
    %1055 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_140, %arg116 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %1056 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1055 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1057 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1056 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1058 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1057 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1059 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1058 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1060 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055, %1059 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1061 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1060 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1062 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1061 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1063 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1062 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1064 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1060, %1060 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1065 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1064 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1066 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1065 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1067 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1066 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1068 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1063, %1063 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1069 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1068 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1070 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1067, %1069 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1071 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1070 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1072 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1063 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1073 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1059, %1072 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1074 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1071 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %1075 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1074 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1076 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055, %1073 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1077 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1076, %1075 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_141 = tensor.collapse_shape %1075 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_142 = tensor.expand_shape %arg117 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %1078 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1077, %expanded_142 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_143 = tensor.expand_shape %arg118 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %1079 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1078, %expanded_143 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1080 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1079 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1081 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1080, %arg119 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %1082 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1081 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %1083 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1082 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %1084 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1083 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1085 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1084 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1086 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1081, %1085 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1087 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1086 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %1088 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1087 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %1089 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1088 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1090 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1086, %1086 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1091 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1090 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %1092 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1091 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %1093 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1092 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1094 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1089, %1089 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1095 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1094 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1096 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1093, %1095 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1097 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1096 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1098 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1089 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1099 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1085, %1098 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1097 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x128x1x1xf32>
    %1101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1100 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1102 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1081, %1099 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1103 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1102, %1101 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %collapsed_144 = tensor.collapse_shape %1101 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_145 = tensor.expand_shape %arg120 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1104 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1103, %expanded_145 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_146 = tensor.expand_shape %arg121 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1105 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1104, %expanded_146 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1106 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1105, %1028 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1106 : tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1108 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1107, %arg122 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %1109 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1108 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1110 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1109 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1111 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1110 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1111 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1113 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1108, %1112 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1114 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1113 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1115 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1114 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1116 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1115 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1117 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1113, %1113 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1118 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1117 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1119 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1118 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1120 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1119 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1116, %1116 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1121 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1123 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1120, %1122 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1123 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1116 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1112, %1125 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1124 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %1128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1127 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1129 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1108, %1126 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1130 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1129, %1128 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_147 = tensor.collapse_shape %1128 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_148 = tensor.expand_shape %arg123 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %1131 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1130, %expanded_148 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_149 = tensor.expand_shape %arg124 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %1132 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1131, %expanded_149 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1132 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %padded_150 = tensor.pad %1133 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x8xf32> to tensor<2x32x10x10xf32>
    %1134 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_150, %arg125 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %1135 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1134 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1136 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1135 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1137 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1136 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1137 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1139 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1134, %1138 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1140 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1139 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1141 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1140 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1142 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1141 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1143 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1139, %1139 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1144 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1143 : tensor<2x32x8x8xf32>) outs(%706 : tensor<2x32x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x1xf32>
    %1145 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1144 : tensor<2x32x8x1xf32>) outs(%100 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x1x1xf32>
    %1146 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1145 : tensor<2x32x1x1xf32>) outs(%103 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1142, %1142 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1147 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1146, %1148 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1149 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1142 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1138, %1151 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1150 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x32x1x1xf32>
    %1154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1153 : tensor<1x32x1x1xf32>) outs(%102 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x32x1x1xf32>
    %1155 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1134, %1152 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1156 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1155, %1154 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %collapsed_151 = tensor.collapse_shape %1154 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %expanded_152 = tensor.expand_shape %arg126 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %1157 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1156, %expanded_152 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %expanded_153 = tensor.expand_shape %arg127 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %1158 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1157, %expanded_153 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1158 : tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1160 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1159, %arg128 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %1161 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1160 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %1162 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1161 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %1163 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1162 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1163 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1165 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1160, %1164 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1166 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1165 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %1167 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1166 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %1168 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1167 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1165, %1165 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1170 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1169 : tensor<2x128x8x8xf32>) outs(%736 : tensor<2x128x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x1xf32>
    %1171 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1170 : tensor<2x128x8x1xf32>) outs(%739 : tensor<2x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x1x1xf32>
    %1172 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1171 : tensor<2x128x1x1xf32>) outs(%742 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1168, %1168 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1173 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1172, %1174 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1175 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1168 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1178 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1164, %1177 : tensor<1x128x1x1xf32>, tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1176 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x128x1x1xf32>
    %1180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1179 : tensor<1x128x1x1xf32>) outs(%741 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x128x1x1xf32>
    %1181 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1160, %1178 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1182 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1181, %1180 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %collapsed_154 = tensor.collapse_shape %1180 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %expanded_155 = tensor.expand_shape %arg129 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1183 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1182, %expanded_155 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %expanded_156 = tensor.expand_shape %arg130 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1184 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1183, %expanded_156 : tensor<2x128x8x8xf32>, tensor<128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1184, %1107 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1185 : tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1187 = tensor.empty() : tensor<2x64x8x8xf32>
    %1188 = linalg.fill ins(%cst : f32) outs(%1187 : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
    %1189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1186, %arg131 : tensor<2x128x8x8xf32>, tensor<64x128x1x1xf32>) outs(%1188 : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
    %1190 = tensor.empty() : tensor<2x64x8x1xf32>
    %1191 = linalg.fill ins(%cst : f32) outs(%1190 : tensor<2x64x8x1xf32>) -> tensor<2x64x8x1xf32>
    %1192 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1189 : tensor<2x64x8x8xf32>) outs(%1191 : tensor<2x64x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x1xf32>
    %1193 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1192 : tensor<2x64x8x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1194 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1193 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1194 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1196 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1189, %1195 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %1197 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1196 : tensor<2x64x8x8xf32>) outs(%1191 : tensor<2x64x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x1xf32>
    %1198 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1197 : tensor<2x64x8x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1199 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1198 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1196, %1196 : tensor<2x64x8x8xf32>, tensor<2x64x8x8xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %1201 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1200 : tensor<2x64x8x8xf32>) outs(%1191 : tensor<2x64x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x1xf32>
    %1202 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1201 : tensor<2x64x8x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1203 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1202 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1199, %1199 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1204 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1203, %1205 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1206 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1199 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_7 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1195, %1208 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1207 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %1211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1210 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1212 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1189, %1209 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %1213 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1212, %1211 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %collapsed_157 = tensor.collapse_shape %1211 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_158 = tensor.expand_shape %arg132 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1214 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1213, %expanded_158 : tensor<2x64x8x8xf32>, tensor<64x1x1xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %expanded_159 = tensor.expand_shape %arg133 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1215 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1214, %expanded_159 : tensor<2x64x8x8xf32>, tensor<64x1x1xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %1216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1215 : tensor<2x64x8x8xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %padded_160 = tensor.pad %1216 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x64x8x8xf32> to tensor<2x64x10x10xf32>
    %1217 = tensor.empty() : tensor<2x64x4x4xf32>
    %1218 = linalg.fill ins(%cst : f32) outs(%1217 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %1219 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_160, %arg134 : tensor<2x64x10x10xf32>, tensor<64x64x3x3xf32>) outs(%1218 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %1220 = tensor.empty() : tensor<2x64x4x1xf32>
    %1221 = linalg.fill ins(%cst : f32) outs(%1220 : tensor<2x64x4x1xf32>) -> tensor<2x64x4x1xf32>
    %1222 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1219 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1223 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1222 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1224 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1223 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1224 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1226 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1219, %1225 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1227 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1226 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1228 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1227 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1229 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1228 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1230 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1226, %1226 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1231 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1230 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1232 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1231 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1233 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1232 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1234 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1229, %1229 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1234 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1233, %1235 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1236 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1229 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1225, %1238 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1237 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %1241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1240 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1242 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1219, %1239 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1243 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1242, %1241 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %collapsed_161 = tensor.collapse_shape %1241 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_162 = tensor.expand_shape %arg135 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1244 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1243, %expanded_162 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_163 = tensor.expand_shape %arg136 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1245 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1244, %expanded_163 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1245 : tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1247 = tensor.empty() : tensor<2x256x4x4xf32>
    %1248 = linalg.fill ins(%cst : f32) outs(%1247 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %1249 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1246, %arg137 : tensor<2x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%1248 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %1250 = tensor.empty() : tensor<2x256x4x1xf32>
    %1251 = linalg.fill ins(%cst : f32) outs(%1250 : tensor<2x256x4x1xf32>) -> tensor<2x256x4x1xf32>
    %1252 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1249 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1253 = tensor.empty() : tensor<2x256x1x1xf32>
    %1254 = linalg.fill ins(%cst : f32) outs(%1253 : tensor<2x256x1x1xf32>) -> tensor<2x256x1x1xf32>
    %1255 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1252 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1256 = tensor.empty() : tensor<1x256x1x1xf32>
    %1257 = linalg.fill ins(%cst : f32) outs(%1256 : tensor<1x256x1x1xf32>) -> tensor<1x256x1x1xf32>
    %1258 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1255 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1258 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1260 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1249, %1259 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1261 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1260 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1262 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1261 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1263 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1262 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1264 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1260, %1260 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1265 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1264 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1266 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1265 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1267 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1266 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1268 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1263, %1263 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1268 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1270 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1267, %1269 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1270 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1263 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1273 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1259, %1272 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1271 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x256x1x1xf32>
    %1275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1274 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1276 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1249, %1273 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1277 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1276, %1275 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %collapsed_164 = tensor.collapse_shape %1275 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_165 = tensor.expand_shape %arg138 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %1278 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1277, %expanded_165 : tensor<2x256x4x4xf32>, tensor<256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_166 = tensor.expand_shape %arg139 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %1279 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1278, %expanded_166 : tensor<2x256x4x4xf32>, tensor<256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1280 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%1186, %arg140 : tensor<2x128x8x8xf32>, tensor<256x128x1x1xf32>) outs(%1248 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %1281 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1280 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1282 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1281 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1283 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1282 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1283 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1285 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1280, %1284 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1286 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1285 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1287 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1286 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1288 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1287 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1285, %1285 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1290 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1289 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1291 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1290 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1292 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1291 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1293 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1288, %1288 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1293 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1292, %1294 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1296 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1295 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1297 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1288 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1298 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1284, %1297 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1296 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x256x1x1xf32>
    %1300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1299 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1301 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1280, %1298 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1302 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1301, %1300 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %collapsed_167 = tensor.collapse_shape %1300 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_168 = tensor.expand_shape %arg141 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %1303 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1302, %expanded_168 : tensor<2x256x4x4xf32>, tensor<256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_169 = tensor.expand_shape %arg142 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %1304 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1303, %expanded_169 : tensor<2x256x4x4xf32>, tensor<256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1279, %1304 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1305 : tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1307 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1306, %arg143 : tensor<2x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%1218 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %1308 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1307 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1309 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1308 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1310 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1309 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1310 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1312 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1307, %1311 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1313 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1312 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1314 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1313 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1315 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1314 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1316 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1312, %1312 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1317 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1316 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1318 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1317 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1319 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1318 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1320 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1315, %1315 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1320 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1322 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1319, %1321 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1322 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1324 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1315 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1325 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1311, %1324 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1323 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %1327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1326 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1328 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1307, %1325 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1329 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1328, %1327 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %collapsed_170 = tensor.collapse_shape %1327 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_171 = tensor.expand_shape %arg144 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1330 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1329, %expanded_171 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_172 = tensor.expand_shape %arg145 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1331 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1330, %expanded_172 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1331 : tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %padded_173 = tensor.pad %1332 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x64x4x4xf32> to tensor<2x64x6x6xf32>
    %1333 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_173, %arg146 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%1218 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %1334 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1333 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1335 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1334 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1336 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1335 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1336 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1338 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1333, %1337 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1339 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1338 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1340 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1339 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1341 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1340 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1342 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1338, %1338 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1343 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1342 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1344 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1343 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1345 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1344 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1346 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1341, %1341 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1346 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1348 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1345, %1347 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1348 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1350 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1341 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1351 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1337, %1350 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1352 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1349 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %1353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1352 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1354 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1333, %1351 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1355 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1354, %1353 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %collapsed_174 = tensor.collapse_shape %1353 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_175 = tensor.expand_shape %arg147 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1356 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1355, %expanded_175 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_176 = tensor.expand_shape %arg148 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1357 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1356, %expanded_176 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1358 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1357 : tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1359 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1358, %arg149 : tensor<2x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%1248 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %1360 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1359 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1361 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1360 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1362 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1361 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1362 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1364 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1359, %1363 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1365 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1364 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1366 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1365 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1367 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1366 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1368 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1364, %1364 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1369 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1368 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1370 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1369 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1371 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1370 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1372 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1367, %1367 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1372 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1374 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1371, %1373 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1374 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1367 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1363, %1376 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1375 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x256x1x1xf32>
    %1379 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1378 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1380 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1359, %1377 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1381 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1380, %1379 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %collapsed_177 = tensor.collapse_shape %1379 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_178 = tensor.expand_shape %arg150 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %1382 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1381, %expanded_178 : tensor<2x256x4x4xf32>, tensor<256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_179 = tensor.expand_shape %arg151 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %1383 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1382, %expanded_179 : tensor<2x256x4x4xf32>, tensor<256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1384 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1383, %1306 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1384 : tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1386 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1385, %arg152 : tensor<2x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%1218 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %1387 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1386 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1388 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1387 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1389 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1388 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1389 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1391 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1386, %1390 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1392 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1391 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1393 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1392 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1394 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1393 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1391, %1391 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1396 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1395 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1397 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1396 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1398 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1397 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1399 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1394, %1394 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1400 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1399 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1401 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1398, %1400 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1401 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1394 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1404 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1390, %1403 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1405 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1402 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %1406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1405 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1407 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1386, %1404 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1408 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1407, %1406 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %collapsed_180 = tensor.collapse_shape %1406 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_181 = tensor.expand_shape %arg153 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1409 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1408, %expanded_181 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_182 = tensor.expand_shape %arg154 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1410 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1409, %expanded_182 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1410 : tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %padded_183 = tensor.pad %1411 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x64x4x4xf32> to tensor<2x64x6x6xf32>
    %1412 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_183, %arg155 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%1218 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %1413 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1412 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1414 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1413 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1415 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1414 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1416 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1415 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1417 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1412, %1416 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1418 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1417 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1419 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1418 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1420 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1419 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1421 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1417, %1417 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1422 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1421 : tensor<2x64x4x4xf32>) outs(%1221 : tensor<2x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x1xf32>
    %1423 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1422 : tensor<2x64x4x1xf32>) outs(%382 : tensor<2x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x1x1xf32>
    %1424 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1423 : tensor<2x64x1x1xf32>) outs(%385 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1425 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1420, %1420 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1426 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1425 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1427 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1424, %1426 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1427 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1429 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1420 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1430 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1416, %1429 : tensor<1x64x1x1xf32>, tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1431 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1428 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x64x1x1xf32>
    %1432 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1431 : tensor<1x64x1x1xf32>) outs(%384 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x64x1x1xf32>
    %1433 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1412, %1430 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1434 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1433, %1432 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %collapsed_184 = tensor.collapse_shape %1432 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %expanded_185 = tensor.expand_shape %arg156 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1435 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1434, %expanded_185 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %expanded_186 = tensor.expand_shape %arg157 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %1436 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1435, %expanded_186 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1436 : tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1438 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1437, %arg158 : tensor<2x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%1248 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %1439 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1438 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1440 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1439 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1441 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1440 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1442 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1441 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1443 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1438, %1442 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1444 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1443 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1445 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1444 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1446 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1445 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1447 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1443, %1443 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1448 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1447 : tensor<2x256x4x4xf32>) outs(%1251 : tensor<2x256x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x1xf32>
    %1449 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%1448 : tensor<2x256x4x1xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1450 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1449 : tensor<2x256x1x1xf32>) outs(%1257 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1451 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1446, %1446 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1451 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1450, %1452 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1453 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1446 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_8 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1456 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1442, %1455 : tensor<1x256x1x1xf32>, tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1457 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1454 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.truncf %cst_3 : f64 to f32
      %2649 = arith.addf %in, %2648 : f32
      linalg.yield %2649 : f32
    } -> tensor<1x256x1x1xf32>
    %1458 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1457 : tensor<1x256x1x1xf32>) outs(%1256 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.rsqrt %in : f32
      linalg.yield %2648 : f32
    } -> tensor<1x256x1x1xf32>
    %1459 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1438, %1456 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1460 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1459, %1458 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %collapsed_187 = tensor.collapse_shape %1458 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %expanded_188 = tensor.expand_shape %arg159 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %1461 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1460, %expanded_188 : tensor<2x256x4x4xf32>, tensor<256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %expanded_189 = tensor.expand_shape %arg160 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %1462 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1461, %expanded_189 : tensor<2x256x4x4xf32>, tensor<256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1463 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1462, %1385 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1464 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1463 : tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.maximumf %in, %cst : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1465 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1464 : tensor<2x256x4x4xf32>) outs(%1254 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %1466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1465 : tensor<2x256x1x1xf32>) outs(%1253 : tensor<2x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_9 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x1x1xf32>
    %collapsed_190 = tensor.collapse_shape %1466 [[0], [1, 2, 3]] : tensor<2x256x1x1xf32> into tensor<2x256xf32>
    %1467 = tensor.empty() : tensor<256x10xf32>
    %transposed = linalg.transpose ins(%arg161 : tensor<10x256xf32>) outs(%1467 : tensor<256x10xf32>) permutation = [1, 0] 
    %1468 = tensor.empty() : tensor<2x10xf32>
    %1469 = linalg.fill ins(%cst : f32) outs(%1468 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %1470 = linalg.matmul ins(%collapsed_190, %transposed : tensor<2x256xf32>, tensor<256x10xf32>) outs(%1469 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %1471 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel"]} ins(%arg162 : tensor<10xf32>) outs(%1468 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x10xf32>
    %1472 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%1470, %1471 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%1468 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x10xf32>
    %1473 = tensor.empty() : tensor<2xi64>
    %1474 = linalg.fill ins(%c0_i64 : i64) outs(%1473 : tensor<2xi64>) -> tensor<2xi64>
    %1475 = tensor.empty() : tensor<2xf32>
    %1476 = linalg.fill ins(%cst_0 : f32) outs(%1475 : tensor<2xf32>) -> tensor<2xf32>
    %1477:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "reduction"]} ins(%1472 : tensor<2x10xf32>) outs(%1476, %1474 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_601: i64):
      %2648 = linalg.index 1 : index
      %2649 = arith.index_cast %2648 : index to i64
      %2650 = arith.maximumf %in, %out : f32
      %2651 = arith.cmpf ugt, %in, %out : f32
      %2652 = arith.cmpf ord, %out, %out : f32
      %2653 = arith.andi %2651, %2652 : i1
      %2654 = arith.select %2653, %2649, %out_601 : i64
      linalg.yield %2650, %2654 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_191 = tensor.expand_shape %1477#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %1478 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%1472, %expanded_191 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%1468 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x10xf32>
    %1479 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%1478 : tensor<2x10xf32>) outs(%1468 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.exp %in : f32
      linalg.yield %2648 : f32
    } -> tensor<2x10xf32>
    %1480 = tensor.empty() : tensor<2x1xf32>
    %1481 = linalg.fill ins(%cst : f32) outs(%1480 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %1482 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "reduction"]} ins(%1479 : tensor<2x10xf32>) outs(%1481 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x1xf32>
    %1483 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%1482 : tensor<2x1xf32>) outs(%1480 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.log %in : f32
      linalg.yield %2648 : f32
    } -> tensor<2x1xf32>
    %1484 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%1478, %1483 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%1468 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x10xf32>
    %1485 = tensor.empty() : tensor<2xi1>
    %1486 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%1485 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2648 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %2648 : i1
    } -> tensor<2xi1>
    %1487 = linalg.generic {indexing_maps = [#map11, #map11, #map12, #map11], iterator_types = ["parallel"]} ins(%1486, %arg1, %cst_15 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%1473 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_601: i64, %in_602: i64, %out: i64):
      %2648 = arith.select %in, %in_601, %in_602 : i64
      linalg.yield %2648 : i64
    } -> tensor<2xi64>
    %expanded_192 = tensor.expand_shape %1487 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %1488 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_192 : tensor<2x1xi64>) outs(%1481 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %2648 = linalg.index 0 : index
      %2649 = arith.index_cast %in : i64 to index
      %2650 = arith.cmpi slt, %2649, %c10 : index
      cf.assert %2650, "index must be smaller than dim size"
      %2651 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %2651, "index must be larger or equal to 0"
      %extracted = tensor.extract %1484[%2648, %2649] : tensor<2x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_193 = tensor.collapse_shape %1488 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %1489 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_193 : tensor<2xf32>) outs(%1475 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.negf %in : f32
      linalg.yield %2648 : f32
    } -> tensor<2xf32>
    %1490 = linalg.generic {indexing_maps = [#map11, #map11, #map12, #map11], iterator_types = ["parallel"]} ins(%1486, %1489, %cst_2 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%1475 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2xf32>
    %1491 = tensor.empty() : tensor<i64>
    %1492 = linalg.fill ins(%c0_i64 : i64) outs(%1491 : tensor<i64>) -> tensor<i64>
    %1493 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["reduction"]} ins(%1486 : tensor<2xi1>) outs(%1492 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %2648 = arith.extui %in : i1 to i64
      %2649 = arith.addi %2648, %out : i64
      linalg.yield %2649 : i64
    } -> tensor<i64>
    %1494 = tensor.empty() : tensor<f32>
    %1495 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%1493 : tensor<i64>) outs(%1494 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %2648 = arith.sitofp %in : i64 to f32
      linalg.yield %2648 : f32
    } -> tensor<f32>
    %1496 = linalg.fill ins(%cst : f32) outs(%1494 : tensor<f32>) -> tensor<f32>
    %1497 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["reduction"]} ins(%1490 : tensor<2xf32>) outs(%1496 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<f32>
    %1498 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%1497, %1495 : tensor<f32>, tensor<f32>) outs(%1494 : tensor<f32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.divf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<f32>
    %1499 = tensor.empty() : tensor<10xi64>
    %1500 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel"]} outs(%1499 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %2648 = linalg.index 0 : index
      %2649 = arith.index_cast %2648 : index to i64
      linalg.yield %2649 : i64
    } -> tensor<10xi64>
    %expanded_194 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %1501 = tensor.empty() : tensor<2x10xi1>
    %1502 = linalg.generic {indexing_maps = [#map10, #map7, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_194, %1500 : tensor<2x1xi64>, tensor<10xi64>) outs(%1501 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_601: i64, %out: i1):
      %2648 = arith.cmpi eq, %in, %in_601 : i64
      linalg.yield %2648 : i1
    } -> tensor<2x10xi1>
    %expanded_195 = tensor.expand_shape %1486 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %1503 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%1502, %expanded_195 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%1501 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.andi %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x10xi1>
    %1504 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%1494 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.negf %in : f32
      linalg.yield %2648 : f32
    } -> tensor<f32>
    %1505 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%1504, %1495 : tensor<f32>, tensor<f32>) outs(%1494 : tensor<f32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.divf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<f32>
    %1506 = linalg.generic {indexing_maps = [#map8, #map14, #map14, #map8], iterator_types = ["parallel", "parallel"]} ins(%1503, %1505, %cst_2 : tensor<2x10xi1>, tensor<f32>, tensor<f32>) outs(%1468 : tensor<2x10xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x10xf32>
    %1507 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%1484 : tensor<2x10xf32>) outs(%1468 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = math.exp %in : f32
      linalg.yield %2648 : f32
    } -> tensor<2x10xf32>
    %1508 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "reduction"]} ins(%1506 : tensor<2x10xf32>) outs(%1481 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<2x1xf32>
    %1509 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%1507, %1508 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%1468 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x10xf32>
    %1510 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%1506, %1509 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%1468 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x10xf32>
    %1511 = tensor.empty() : tensor<2x256xf32>
    %1512 = linalg.fill ins(%cst : f32) outs(%1511 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %1513 = linalg.matmul ins(%1510, %arg161 : tensor<2x10xf32>, tensor<10x256xf32>) outs(%1512 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %1514 = tensor.empty() : tensor<10x2xf32>
    %transposed_196 = linalg.transpose ins(%1510 : tensor<2x10xf32>) outs(%1514 : tensor<10x2xf32>) permutation = [1, 0] 
    %1515 = tensor.empty() : tensor<10x256xf32>
    %1516 = linalg.fill ins(%cst : f32) outs(%1515 : tensor<10x256xf32>) -> tensor<10x256xf32>
    %1517 = linalg.matmul ins(%transposed_196, %collapsed_190 : tensor<10x2xf32>, tensor<2x256xf32>) outs(%1516 : tensor<10x256xf32>) -> tensor<10x256xf32>
    %1518 = tensor.empty() : tensor<1x10xf32>
    %1519 = linalg.fill ins(%cst : f32) outs(%1518 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %1520 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction", "parallel"]} ins(%1510 : tensor<2x10xf32>) outs(%1519 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<1x10xf32>
    %collapsed_197 = tensor.collapse_shape %1520 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32>
    %1521 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1513 : tensor<2x256xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x256x4x4xf32>
    %1522 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1521 : tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.divf %in, %cst_9 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1523 = tensor.empty() : tensor<2x256x4x4xi1>
    %1524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1464 : tensor<2x256x4x4xf32>) outs(%1523 : tensor<2x256x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x256x4x4xi1>
    %1525 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1524, %cst_2, %1522 : tensor<2x256x4x4xi1>, tensor<f32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1526 = tensor.empty() : tensor<256xf32>
    %1527 = linalg.fill ins(%cst : f32) outs(%1526 : tensor<256xf32>) -> tensor<256xf32>
    %1528 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1525 : tensor<2x256x4x4xf32>) outs(%1527 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1529 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1525, %1459 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1530 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1529 : tensor<2x256x4x4xf32>) outs(%1527 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1531 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1528 : tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_198 = tensor.expand_shape %1531 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1532 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1530 : tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1533 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_187, %collapsed_187 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1534 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1532, %1533 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_199 = tensor.expand_shape %1534 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1535 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_187, %arg159 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_200 = tensor.expand_shape %1535 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1536 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1459, %expanded_199 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1537 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1525, %1536 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1538 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1537, %expanded_198 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1539 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1538, %expanded_200 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1540 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1530, %collapsed_187 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1541 = tensor.empty() : tensor<64x256x1x1xf32>
    %1542 = linalg.fill ins(%cst : f32) outs(%1541 : tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %1543 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1542 : tensor<64x256x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg158[%2649, %2648, %c0, %c0] : tensor<256x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x256x1x1xf32>
    %1544 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1539, %1543 : tensor<2x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%1218 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %1545 = tensor.empty() : tensor<64x2x4x4xf32>
    %transposed_201 = linalg.transpose ins(%1437 : tensor<2x64x4x4xf32>) outs(%1545 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1546 = tensor.empty() : tensor<256x2x4x4xf32>
    %transposed_202 = linalg.transpose ins(%1539 : tensor<2x256x4x4xf32>) outs(%1546 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1547 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_201, %transposed_202 : tensor<64x2x4x4xf32>, tensor<256x2x4x4xf32>) outs(%1542 : tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %1548 = tensor.empty() : tensor<256x64x1x1xf32>
    %transposed_203 = linalg.transpose ins(%1547 : tensor<64x256x1x1xf32>) outs(%1548 : tensor<256x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1549 = tensor.empty() : tensor<2x64x4x4xi1>
    %1550 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1437 : tensor<2x64x4x4xf32>) outs(%1549 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x64x4x4xi1>
    %1551 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1550, %cst_2, %1544 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1552 = tensor.empty() : tensor<64xf32>
    %1553 = linalg.fill ins(%cst : f32) outs(%1552 : tensor<64xf32>) -> tensor<64xf32>
    %1554 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1551 : tensor<2x64x4x4xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1555 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1551, %1433 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1556 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1555 : tensor<2x64x4x4xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1557 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1554 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_204 = tensor.expand_shape %1557 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1558 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1556 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1559 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_184, %collapsed_184 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1560 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1558, %1559 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_205 = tensor.expand_shape %1560 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1561 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_184, %arg156 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_206 = tensor.expand_shape %1561 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1562 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1433, %expanded_205 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1563 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1551, %1562 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1564 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1563, %expanded_204 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1565 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1564, %expanded_206 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1566 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1556, %collapsed_184 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1567 = tensor.empty() : tensor<64x64x3x3xf32>
    %1568 = linalg.fill ins(%cst : f32) outs(%1567 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %1569 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1568 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg155[%2649, %2648, %2652, %2653] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %1570 = tensor.empty() : tensor<2x64x6x6xf32>
    %1571 = linalg.fill ins(%cst : f32) outs(%1570 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32>
    %inserted_slice = tensor.insert_slice %1565 into %1571[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x6x6xf32>
    %1572 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %1569 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%1218 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %transposed_207 = linalg.transpose ins(%1411 : tensor<2x64x4x4xf32>) outs(%1545 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_208 = linalg.transpose ins(%1565 : tensor<2x64x4x4xf32>) outs(%1545 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_209 = tensor.pad %transposed_207 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<64x2x4x4xf32> to tensor<64x2x6x6xf32>
    %1573 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_209, %transposed_208 : tensor<64x2x6x6xf32>, tensor<64x2x4x4xf32>) outs(%1568 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_210 = linalg.transpose ins(%1573 : tensor<64x64x3x3xf32>) outs(%1567 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1411 : tensor<2x64x4x4xf32>) outs(%1549 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x64x4x4xi1>
    %1575 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1574, %cst_2, %1572 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1576 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1575 : tensor<2x64x4x4xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1577 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1575, %1407 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1578 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1577 : tensor<2x64x4x4xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1579 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1576 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_211 = tensor.expand_shape %1579 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1580 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1578 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1581 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_180, %collapsed_180 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1582 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1580, %1581 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_212 = tensor.expand_shape %1582 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1583 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_180, %arg153 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_213 = tensor.expand_shape %1583 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1584 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1407, %expanded_212 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1585 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1575, %1584 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1586 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1585, %expanded_211 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1587 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1586, %expanded_213 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1588 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1578, %collapsed_180 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1589 = linalg.fill ins(%cst : f32) outs(%1548 : tensor<256x64x1x1xf32>) -> tensor<256x64x1x1xf32>
    %1590 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1589 : tensor<256x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg152[%2649, %2648, %c0, %c0] : tensor<64x256x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x64x1x1xf32>
    %1591 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1587, %1590 : tensor<2x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%1248 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %transposed_214 = linalg.transpose ins(%1385 : tensor<2x256x4x4xf32>) outs(%1546 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_215 = linalg.transpose ins(%1587 : tensor<2x64x4x4xf32>) outs(%1545 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1592 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_214, %transposed_215 : tensor<256x2x4x4xf32>, tensor<64x2x4x4xf32>) outs(%1589 : tensor<256x64x1x1xf32>) -> tensor<256x64x1x1xf32>
    %transposed_216 = linalg.transpose ins(%1592 : tensor<256x64x1x1xf32>) outs(%1541 : tensor<64x256x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1593 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1525, %1591 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1594 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1385 : tensor<2x256x4x4xf32>) outs(%1523 : tensor<2x256x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x256x4x4xi1>
    %1595 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1594, %cst_2, %1593 : tensor<2x256x4x4xi1>, tensor<f32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1596 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1595 : tensor<2x256x4x4xf32>) outs(%1527 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1597 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1595, %1380 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1598 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1597 : tensor<2x256x4x4xf32>) outs(%1527 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1599 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1596 : tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_217 = tensor.expand_shape %1599 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1600 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1598 : tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1601 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_177, %collapsed_177 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1602 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1600, %1601 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_218 = tensor.expand_shape %1602 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1603 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_177, %arg150 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_219 = tensor.expand_shape %1603 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1604 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1380, %expanded_218 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1605 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1595, %1604 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1606 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1605, %expanded_217 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1607 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1606, %expanded_219 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1608 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1598, %collapsed_177 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1609 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1542 : tensor<64x256x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg149[%2649, %2648, %c0, %c0] : tensor<256x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x256x1x1xf32>
    %1610 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1607, %1609 : tensor<2x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%1218 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %transposed_220 = linalg.transpose ins(%1358 : tensor<2x64x4x4xf32>) outs(%1545 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_221 = linalg.transpose ins(%1607 : tensor<2x256x4x4xf32>) outs(%1546 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1611 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_220, %transposed_221 : tensor<64x2x4x4xf32>, tensor<256x2x4x4xf32>) outs(%1542 : tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %transposed_222 = linalg.transpose ins(%1611 : tensor<64x256x1x1xf32>) outs(%1548 : tensor<256x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1612 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1358 : tensor<2x64x4x4xf32>) outs(%1549 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x64x4x4xi1>
    %1613 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1612, %cst_2, %1610 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1614 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1613 : tensor<2x64x4x4xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1615 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1613, %1354 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1616 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1615 : tensor<2x64x4x4xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1617 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1614 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_223 = tensor.expand_shape %1617 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1618 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1616 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1619 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_174, %collapsed_174 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1620 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1618, %1619 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_224 = tensor.expand_shape %1620 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1621 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_174, %arg147 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_225 = tensor.expand_shape %1621 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1622 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1354, %expanded_224 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1623 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1613, %1622 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1624 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1623, %expanded_223 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1625 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1624, %expanded_225 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1626 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1616, %collapsed_174 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1627 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1568 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg146[%2649, %2648, %2652, %2653] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %inserted_slice_226 = tensor.insert_slice %1625 into %1571[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x6x6xf32>
    %1628 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_226, %1627 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%1218 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %transposed_227 = linalg.transpose ins(%1332 : tensor<2x64x4x4xf32>) outs(%1545 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_228 = linalg.transpose ins(%1625 : tensor<2x64x4x4xf32>) outs(%1545 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_229 = tensor.pad %transposed_227 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<64x2x4x4xf32> to tensor<64x2x6x6xf32>
    %1629 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_229, %transposed_228 : tensor<64x2x6x6xf32>, tensor<64x2x4x4xf32>) outs(%1568 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32>
    %transposed_230 = linalg.transpose ins(%1629 : tensor<64x64x3x3xf32>) outs(%1567 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1630 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1332 : tensor<2x64x4x4xf32>) outs(%1549 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x64x4x4xi1>
    %1631 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1630, %cst_2, %1628 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1632 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1631 : tensor<2x64x4x4xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1633 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1631, %1328 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1634 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1633 : tensor<2x64x4x4xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1635 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1632 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_231 = tensor.expand_shape %1635 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1636 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1634 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1637 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_170, %collapsed_170 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1638 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1636, %1637 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_232 = tensor.expand_shape %1638 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1639 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_170, %arg144 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_233 = tensor.expand_shape %1639 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1640 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1328, %expanded_232 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1641 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1631, %1640 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1642 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1641, %expanded_231 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1643 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1642, %expanded_233 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1644 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1634, %collapsed_170 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1645 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1589 : tensor<256x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg143[%2649, %2648, %c0, %c0] : tensor<64x256x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x64x1x1xf32>
    %1646 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1643, %1645 : tensor<2x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%1248 : tensor<2x256x4x4xf32>) -> tensor<2x256x4x4xf32>
    %transposed_234 = linalg.transpose ins(%1306 : tensor<2x256x4x4xf32>) outs(%1546 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_235 = linalg.transpose ins(%1643 : tensor<2x64x4x4xf32>) outs(%1545 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1647 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_234, %transposed_235 : tensor<256x2x4x4xf32>, tensor<64x2x4x4xf32>) outs(%1589 : tensor<256x64x1x1xf32>) -> tensor<256x64x1x1xf32>
    %transposed_236 = linalg.transpose ins(%1647 : tensor<256x64x1x1xf32>) outs(%1541 : tensor<64x256x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1648 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1595, %1646 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1649 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1306 : tensor<2x256x4x4xf32>) outs(%1523 : tensor<2x256x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x256x4x4xi1>
    %1650 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1649, %cst_2, %1648 : tensor<2x256x4x4xi1>, tensor<f32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1651 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1650 : tensor<2x256x4x4xf32>) outs(%1527 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1652 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1650, %1301 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1653 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1652 : tensor<2x256x4x4xf32>) outs(%1527 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1654 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1651 : tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_237 = tensor.expand_shape %1654 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1655 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1653 : tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1656 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_167, %collapsed_167 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1657 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1655, %1656 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_238 = tensor.expand_shape %1657 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1658 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_167, %arg141 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_239 = tensor.expand_shape %1658 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1659 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1301, %expanded_238 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1660 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1650, %1659 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1661 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1660, %expanded_237 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1662 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1661, %expanded_239 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1663 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1653, %collapsed_167 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1664 = tensor.empty() : tensor<128x256x1x1xf32>
    %1665 = linalg.fill ins(%cst : f32) outs(%1664 : tensor<128x256x1x1xf32>) -> tensor<128x256x1x1xf32>
    %1666 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1665 : tensor<128x256x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg140[%2649, %2648, %c0, %c0] : tensor<256x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x1x1xf32>
    %1667 = tensor.empty() : tensor<2x256x8x8xf32>
    %1668 = linalg.fill ins(%cst : f32) outs(%1667 : tensor<2x256x8x8xf32>) -> tensor<2x256x8x8xf32>
    %inserted_slice_240 = tensor.insert_slice %1662 into %1668[0, 0, 0, 0] [2, 256, 4, 4] [1, 1, 2, 2] : tensor<2x256x4x4xf32> into tensor<2x256x8x8xf32>
    %1669 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_240, %1666 : tensor<2x256x8x8xf32>, tensor<128x256x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %1670 = tensor.empty() : tensor<128x2x8x8xf32>
    %transposed_241 = linalg.transpose ins(%1186 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_242 = linalg.transpose ins(%1662 : tensor<2x256x4x4xf32>) outs(%1546 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1671 = tensor.empty() : tensor<128x256x2x2xf32>
    %1672 = linalg.fill ins(%cst : f32) outs(%1671 : tensor<128x256x2x2xf32>) -> tensor<128x256x2x2xf32>
    %1673 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_241, %transposed_242 : tensor<128x2x8x8xf32>, tensor<256x2x4x4xf32>) outs(%1672 : tensor<128x256x2x2xf32>) -> tensor<128x256x2x2xf32>
    %extracted_slice = tensor.extract_slice %1673[0, 0, 0, 0] [128, 256, 1, 2] [1, 1, 1, 1] : tensor<128x256x2x2xf32> to tensor<128x256x1x2xf32>
    %extracted_slice_243 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [128, 256, 1, 1] [1, 1, 1, 1] : tensor<128x256x1x2xf32> to tensor<128x256x1x1xf32>
    %1674 = tensor.empty() : tensor<256x128x1x1xf32>
    %transposed_244 = linalg.transpose ins(%extracted_slice_243 : tensor<128x256x1x1xf32>) outs(%1674 : tensor<256x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1675 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1650, %1276 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1676 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1675 : tensor<2x256x4x4xf32>) outs(%1527 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1677 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1676 : tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1678 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_164, %collapsed_164 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1679 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1677, %1678 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_245 = tensor.expand_shape %1679 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1680 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_164, %arg138 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %expanded_246 = tensor.expand_shape %1680 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %1681 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1276, %expanded_245 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1682 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1650, %1681 : tensor<2x256x4x4xf32>, tensor<2x256x4x4xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1683 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1682, %expanded_237 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1684 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1683, %expanded_246 : tensor<2x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%1247 : tensor<2x256x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x256x4x4xf32>
    %1685 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1676, %collapsed_164 : tensor<256xf32>, tensor<256xf32>) outs(%1526 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<256xf32>
    %1686 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1542 : tensor<64x256x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg137[%2649, %2648, %c0, %c0] : tensor<256x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x256x1x1xf32>
    %1687 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1684, %1686 : tensor<2x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%1218 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %transposed_247 = linalg.transpose ins(%1246 : tensor<2x64x4x4xf32>) outs(%1545 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_248 = linalg.transpose ins(%1684 : tensor<2x256x4x4xf32>) outs(%1546 : tensor<256x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %1688 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_247, %transposed_248 : tensor<64x2x4x4xf32>, tensor<256x2x4x4xf32>) outs(%1542 : tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %transposed_249 = linalg.transpose ins(%1688 : tensor<64x256x1x1xf32>) outs(%1548 : tensor<256x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1689 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1246 : tensor<2x64x4x4xf32>) outs(%1549 : tensor<2x64x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x64x4x4xi1>
    %1690 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1689, %cst_2, %1687 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1691 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1690 : tensor<2x64x4x4xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1692 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1690, %1242 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1693 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1692 : tensor<2x64x4x4xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1694 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1691 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_250 = tensor.expand_shape %1694 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1695 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1693 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1696 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_161, %collapsed_161 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1697 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1695, %1696 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_251 = tensor.expand_shape %1697 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1698 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_161, %arg135 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_252 = tensor.expand_shape %1698 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1699 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1242, %expanded_251 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1700 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1690, %1699 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1701 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1700, %expanded_250 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1702 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1701, %expanded_252 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%1217 : tensor<2x64x4x4xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x4x4xf32>
    %1703 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1693, %collapsed_161 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1704 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1568 : tensor<64x64x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg134[%2649, %2648, %2652, %2653] : tensor<64x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x3x3xf32>
    %1705 = tensor.empty() : tensor<2x64x10x10xf32>
    %1706 = linalg.fill ins(%cst : f32) outs(%1705 : tensor<2x64x10x10xf32>) -> tensor<2x64x10x10xf32>
    %inserted_slice_253 = tensor.insert_slice %1702 into %1706[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 2, 2] : tensor<2x64x4x4xf32> into tensor<2x64x10x10xf32>
    %1707 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_253, %1704 : tensor<2x64x10x10xf32>, tensor<64x64x3x3xf32>) outs(%1188 : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
    %1708 = tensor.empty() : tensor<64x2x8x8xf32>
    %transposed_254 = linalg.transpose ins(%1216 : tensor<2x64x8x8xf32>) outs(%1708 : tensor<64x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_255 = linalg.transpose ins(%1702 : tensor<2x64x4x4xf32>) outs(%1545 : tensor<64x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_256 = tensor.pad %transposed_254 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<64x2x8x8xf32> to tensor<64x2x10x10xf32>
    %1709 = tensor.empty() : tensor<64x64x4x4xf32>
    %1710 = linalg.fill ins(%cst : f32) outs(%1709 : tensor<64x64x4x4xf32>) -> tensor<64x64x4x4xf32>
    %1711 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_256, %transposed_255 : tensor<64x2x10x10xf32>, tensor<64x2x4x4xf32>) outs(%1710 : tensor<64x64x4x4xf32>) -> tensor<64x64x4x4xf32>
    %extracted_slice_257 = tensor.extract_slice %1711[0, 0, 0, 0] [64, 64, 3, 4] [1, 1, 1, 1] : tensor<64x64x4x4xf32> to tensor<64x64x3x4xf32>
    %extracted_slice_258 = tensor.extract_slice %extracted_slice_257[0, 0, 0, 0] [64, 64, 3, 3] [1, 1, 1, 1] : tensor<64x64x3x4xf32> to tensor<64x64x3x3xf32>
    %transposed_259 = linalg.transpose ins(%extracted_slice_258 : tensor<64x64x3x3xf32>) outs(%1567 : tensor<64x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1712 = tensor.empty() : tensor<2x64x8x8xi1>
    %1713 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1216 : tensor<2x64x8x8xf32>) outs(%1712 : tensor<2x64x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x64x8x8xi1>
    %1714 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1713, %cst_2, %1707 : tensor<2x64x8x8xi1>, tensor<f32>, tensor<2x64x8x8xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %1715 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1714 : tensor<2x64x8x8xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1716 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1714, %1212 : tensor<2x64x8x8xf32>, tensor<2x64x8x8xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %1717 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1716 : tensor<2x64x8x8xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1718 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1715 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_260 = tensor.expand_shape %1718 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1719 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1717 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1720 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_157, %collapsed_157 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1721 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1719, %1720 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_261 = tensor.expand_shape %1721 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1722 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_157, %arg132 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_262 = tensor.expand_shape %1722 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %1723 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1212, %expanded_261 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %1724 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1714, %1723 : tensor<2x64x8x8xf32>, tensor<2x64x8x8xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %1725 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1724, %expanded_260 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %1726 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1725, %expanded_262 : tensor<2x64x8x8xf32>, tensor<1x64x1x1xf32>) outs(%1187 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x8x8xf32>
    %1727 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1717, %collapsed_157 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %1728 = tensor.empty() : tensor<128x64x1x1xf32>
    %1729 = linalg.fill ins(%cst : f32) outs(%1728 : tensor<128x64x1x1xf32>) -> tensor<128x64x1x1xf32>
    %1730 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1729 : tensor<128x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg131[%2649, %2648, %c0, %c0] : tensor<64x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x64x1x1xf32>
    %1731 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1726, %1730 : tensor<2x64x8x8xf32>, tensor<128x64x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_263 = linalg.transpose ins(%1726 : tensor<2x64x8x8xf32>) outs(%1708 : tensor<64x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1732 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_241, %transposed_263 : tensor<128x2x8x8xf32>, tensor<64x2x8x8xf32>) outs(%1729 : tensor<128x64x1x1xf32>) -> tensor<128x64x1x1xf32>
    %1733 = tensor.empty() : tensor<64x128x1x1xf32>
    %transposed_264 = linalg.transpose ins(%1732 : tensor<128x64x1x1xf32>) outs(%1733 : tensor<64x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1734 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1669, %1731 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1735 = tensor.empty() : tensor<2x128x8x8xi1>
    %1736 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1186 : tensor<2x128x8x8xf32>) outs(%1735 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x128x8x8xi1>
    %1737 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1736, %cst_2, %1734 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1738 = tensor.empty() : tensor<128xf32>
    %1739 = linalg.fill ins(%cst : f32) outs(%1738 : tensor<128xf32>) -> tensor<128xf32>
    %1740 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1737 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1741 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1737, %1181 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1742 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1741 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1743 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1740 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_265 = tensor.expand_shape %1743 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1744 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1742 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1745 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_154, %collapsed_154 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1746 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1744, %1745 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_266 = tensor.expand_shape %1746 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1747 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_154, %arg129 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_267 = tensor.expand_shape %1747 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1748 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1181, %expanded_266 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1749 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1737, %1748 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1750 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1749, %expanded_265 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1751 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1750, %expanded_267 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1752 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1742, %collapsed_154 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1753 = tensor.empty() : tensor<32x128x1x1xf32>
    %1754 = linalg.fill ins(%cst : f32) outs(%1753 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %1755 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1754 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg128[%2649, %2648, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1756 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1751, %1755 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %1757 = tensor.empty() : tensor<32x2x8x8xf32>
    %transposed_268 = linalg.transpose ins(%1159 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_269 = linalg.transpose ins(%1751 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1758 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_268, %transposed_269 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1754 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %1759 = tensor.empty() : tensor<128x32x1x1xf32>
    %transposed_270 = linalg.transpose ins(%1758 : tensor<32x128x1x1xf32>) outs(%1759 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1760 = tensor.empty() : tensor<2x32x8x8xi1>
    %1761 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1159 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %1762 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1761, %cst_2, %1756 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1763 = tensor.empty() : tensor<32xf32>
    %1764 = linalg.fill ins(%cst : f32) outs(%1763 : tensor<32xf32>) -> tensor<32xf32>
    %1765 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1762 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1766 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1762, %1155 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1767 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1766 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1768 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1765 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_271 = tensor.expand_shape %1768 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1769 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1767 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1770 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_151, %collapsed_151 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1771 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1769, %1770 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_272 = tensor.expand_shape %1771 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1772 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_151, %arg126 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_273 = tensor.expand_shape %1772 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1773 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1155, %expanded_272 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1774 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1762, %1773 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1775 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1774, %expanded_271 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1776 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1775, %expanded_273 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1777 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1767, %collapsed_151 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1778 = tensor.empty() : tensor<32x32x3x3xf32>
    %1779 = linalg.fill ins(%cst : f32) outs(%1778 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %1780 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1779 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg125[%2649, %2648, %2652, %2653] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %1781 = tensor.empty() : tensor<2x32x10x10xf32>
    %1782 = linalg.fill ins(%cst : f32) outs(%1781 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32>
    %inserted_slice_274 = tensor.insert_slice %1776 into %1782[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32>
    %1783 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_274, %1780 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_275 = linalg.transpose ins(%1133 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_276 = linalg.transpose ins(%1776 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_277 = tensor.pad %transposed_275 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x8x8xf32> to tensor<32x2x10x10xf32>
    %1784 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_277, %transposed_276 : tensor<32x2x10x10xf32>, tensor<32x2x8x8xf32>) outs(%1779 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_278 = linalg.transpose ins(%1784 : tensor<32x32x3x3xf32>) outs(%1778 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1785 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1133 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %1786 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1785, %cst_2, %1783 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1787 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1786 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1788 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1786, %1129 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1789 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1788 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1790 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1787 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_279 = tensor.expand_shape %1790 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1791 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1789 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1792 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_147, %collapsed_147 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1793 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1791, %1792 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_280 = tensor.expand_shape %1793 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1794 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_147, %arg123 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_281 = tensor.expand_shape %1794 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1795 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1129, %expanded_280 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1796 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1786, %1795 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1797 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1796, %expanded_279 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1798 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1797, %expanded_281 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1799 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1789, %collapsed_147 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1800 = linalg.fill ins(%cst : f32) outs(%1759 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %1801 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1800 : tensor<128x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg122[%2649, %2648, %c0, %c0] : tensor<32x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x32x1x1xf32>
    %1802 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1798, %1801 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_282 = linalg.transpose ins(%1107 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_283 = linalg.transpose ins(%1798 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1803 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_282, %transposed_283 : tensor<128x2x8x8xf32>, tensor<32x2x8x8xf32>) outs(%1800 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %transposed_284 = linalg.transpose ins(%1803 : tensor<128x32x1x1xf32>) outs(%1753 : tensor<32x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1804 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1737, %1802 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1805 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1107 : tensor<2x128x8x8xf32>) outs(%1735 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x128x8x8xi1>
    %1806 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1805, %cst_2, %1804 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1807 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1806 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1808 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1806, %1102 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1809 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1808 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1810 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1807 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_285 = tensor.expand_shape %1810 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1811 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1809 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1812 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_144, %collapsed_144 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1813 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1811, %1812 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_286 = tensor.expand_shape %1813 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1814 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_144, %arg120 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_287 = tensor.expand_shape %1814 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1815 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1102, %expanded_286 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1816 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1806, %1815 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1817 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1816, %expanded_285 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1818 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1817, %expanded_287 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1819 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1809, %collapsed_144 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1820 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1754 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg119[%2649, %2648, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1821 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1818, %1820 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_288 = linalg.transpose ins(%1080 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_289 = linalg.transpose ins(%1818 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1822 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_288, %transposed_289 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1754 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %transposed_290 = linalg.transpose ins(%1822 : tensor<32x128x1x1xf32>) outs(%1759 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1823 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1080 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %1824 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1823, %cst_2, %1821 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1825 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1824 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1826 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1824, %1076 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1827 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1826 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1828 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1825 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_291 = tensor.expand_shape %1828 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1829 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1827 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1830 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_141, %collapsed_141 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1831 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1829, %1830 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_292 = tensor.expand_shape %1831 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1832 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_141, %arg117 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_293 = tensor.expand_shape %1832 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1833 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1076, %expanded_292 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1834 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1824, %1833 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1835 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1834, %expanded_291 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1836 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1835, %expanded_293 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1837 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1827, %collapsed_141 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1838 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1779 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg116[%2649, %2648, %2652, %2653] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_294 = tensor.insert_slice %1836 into %1782[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32>
    %1839 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_294, %1838 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_295 = linalg.transpose ins(%1054 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_296 = linalg.transpose ins(%1836 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_297 = tensor.pad %transposed_295 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x8x8xf32> to tensor<32x2x10x10xf32>
    %1840 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_297, %transposed_296 : tensor<32x2x10x10xf32>, tensor<32x2x8x8xf32>) outs(%1779 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_298 = linalg.transpose ins(%1840 : tensor<32x32x3x3xf32>) outs(%1778 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1841 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1054 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %1842 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1841, %cst_2, %1839 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1843 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1842 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1844 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1842, %1050 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1845 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1844 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1846 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1843 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_299 = tensor.expand_shape %1846 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1847 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1845 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1848 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_137, %collapsed_137 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1849 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1847, %1848 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_300 = tensor.expand_shape %1849 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1850 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_137, %arg114 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_301 = tensor.expand_shape %1850 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1851 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1050, %expanded_300 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1852 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1842, %1851 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1853 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1852, %expanded_299 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1854 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1853, %expanded_301 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1855 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1845, %collapsed_137 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1856 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1800 : tensor<128x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg113[%2649, %2648, %c0, %c0] : tensor<32x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x32x1x1xf32>
    %1857 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1854, %1856 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_302 = linalg.transpose ins(%1028 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_303 = linalg.transpose ins(%1854 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1858 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_302, %transposed_303 : tensor<128x2x8x8xf32>, tensor<32x2x8x8xf32>) outs(%1800 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %transposed_304 = linalg.transpose ins(%1858 : tensor<128x32x1x1xf32>) outs(%1753 : tensor<32x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1859 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1806, %1857 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1860 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1028 : tensor<2x128x8x8xf32>) outs(%1735 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x128x8x8xi1>
    %1861 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1860, %cst_2, %1859 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1862 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1861 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1863 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1861, %1023 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1864 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1863 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1865 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1862 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_305 = tensor.expand_shape %1865 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1866 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1864 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1867 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_134, %collapsed_134 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1868 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1866, %1867 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_306 = tensor.expand_shape %1868 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1869 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_134, %arg111 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_307 = tensor.expand_shape %1869 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1870 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1023, %expanded_306 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1871 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1861, %1870 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1872 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1871, %expanded_305 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1873 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1872, %expanded_307 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1874 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1864, %collapsed_134 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1875 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1754 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg110[%2649, %2648, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1876 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1873, %1875 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_308 = linalg.transpose ins(%1001 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_309 = linalg.transpose ins(%1873 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1877 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_308, %transposed_309 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1754 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %transposed_310 = linalg.transpose ins(%1877 : tensor<32x128x1x1xf32>) outs(%1759 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1878 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1001 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %1879 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1878, %cst_2, %1876 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1880 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1879 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1881 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1879, %997 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1882 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1881 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1883 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1880 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_311 = tensor.expand_shape %1883 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1884 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1882 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1885 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_131, %collapsed_131 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1886 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1884, %1885 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_312 = tensor.expand_shape %1886 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1887 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_131, %arg108 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_313 = tensor.expand_shape %1887 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1888 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997, %expanded_312 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1889 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1879, %1888 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1890 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1889, %expanded_311 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1891 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1890, %expanded_313 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1892 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1882, %collapsed_131 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1893 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1779 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg107[%2649, %2648, %2652, %2653] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_314 = tensor.insert_slice %1891 into %1782[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32>
    %1894 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_314, %1893 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_315 = linalg.transpose ins(%975 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_316 = linalg.transpose ins(%1891 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_317 = tensor.pad %transposed_315 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x8x8xf32> to tensor<32x2x10x10xf32>
    %1895 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_317, %transposed_316 : tensor<32x2x10x10xf32>, tensor<32x2x8x8xf32>) outs(%1779 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_318 = linalg.transpose ins(%1895 : tensor<32x32x3x3xf32>) outs(%1778 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1896 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%975 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %1897 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1896, %cst_2, %1894 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1898 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1897 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1899 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1897, %971 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1900 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1899 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1901 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1898 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_319 = tensor.expand_shape %1901 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1902 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1900 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1903 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_127, %collapsed_127 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1904 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1902, %1903 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_320 = tensor.expand_shape %1904 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1905 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_127, %arg105 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_321 = tensor.expand_shape %1905 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1906 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%971, %expanded_320 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1907 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1897, %1906 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1908 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1907, %expanded_319 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1909 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1908, %expanded_321 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1910 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1900, %collapsed_127 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1911 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1800 : tensor<128x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg104[%2649, %2648, %c0, %c0] : tensor<32x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x32x1x1xf32>
    %1912 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1909, %1911 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_322 = linalg.transpose ins(%949 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_323 = linalg.transpose ins(%1909 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1913 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_322, %transposed_323 : tensor<128x2x8x8xf32>, tensor<32x2x8x8xf32>) outs(%1800 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %transposed_324 = linalg.transpose ins(%1913 : tensor<128x32x1x1xf32>) outs(%1753 : tensor<32x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1914 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1861, %1912 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1915 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%949 : tensor<2x128x8x8xf32>) outs(%1735 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x128x8x8xi1>
    %1916 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1915, %cst_2, %1914 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1917 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1916 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1918 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1916, %944 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1919 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1918 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1920 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1917 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_325 = tensor.expand_shape %1920 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1921 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1919 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1922 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_124, %collapsed_124 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1923 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1921, %1922 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_326 = tensor.expand_shape %1923 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1924 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_124, %arg102 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_327 = tensor.expand_shape %1924 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1925 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%944, %expanded_326 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1926 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1916, %1925 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1927 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1926, %expanded_325 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1928 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1927, %expanded_327 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1929 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1919, %collapsed_124 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1930 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1754 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg101[%2649, %2648, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1931 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1928, %1930 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_328 = linalg.transpose ins(%922 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_329 = linalg.transpose ins(%1928 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1932 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_328, %transposed_329 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1754 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %transposed_330 = linalg.transpose ins(%1932 : tensor<32x128x1x1xf32>) outs(%1759 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1933 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%922 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %1934 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1933, %cst_2, %1931 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1935 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1934 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1936 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1934, %918 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1937 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1936 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1938 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1935 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_331 = tensor.expand_shape %1938 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1939 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1937 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1940 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_121, %collapsed_121 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1941 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1939, %1940 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_332 = tensor.expand_shape %1941 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1942 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_121, %arg99 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_333 = tensor.expand_shape %1942 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1943 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%918, %expanded_332 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1944 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1934, %1943 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1945 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1944, %expanded_331 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1946 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1945, %expanded_333 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1947 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1937, %collapsed_121 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1948 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1779 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg98[%2649, %2648, %2652, %2653] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_334 = tensor.insert_slice %1946 into %1782[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32>
    %1949 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_334, %1948 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_335 = linalg.transpose ins(%896 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_336 = linalg.transpose ins(%1946 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_337 = tensor.pad %transposed_335 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x8x8xf32> to tensor<32x2x10x10xf32>
    %1950 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_337, %transposed_336 : tensor<32x2x10x10xf32>, tensor<32x2x8x8xf32>) outs(%1779 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_338 = linalg.transpose ins(%1950 : tensor<32x32x3x3xf32>) outs(%1778 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %1951 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%896 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %1952 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1951, %cst_2, %1949 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1953 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1952 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1954 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1952, %892 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1955 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1954 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1956 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1953 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_339 = tensor.expand_shape %1956 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1957 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1955 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1958 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_117, %collapsed_117 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1959 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1957, %1958 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_340 = tensor.expand_shape %1959 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1960 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_117, %arg96 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_341 = tensor.expand_shape %1960 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1961 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892, %expanded_340 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1962 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1952, %1961 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1963 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1962, %expanded_339 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1964 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1963, %expanded_341 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1965 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1955, %collapsed_117 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1966 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1800 : tensor<128x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg95[%2649, %2648, %c0, %c0] : tensor<32x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x32x1x1xf32>
    %1967 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1964, %1966 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_342 = linalg.transpose ins(%870 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_343 = linalg.transpose ins(%1964 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1968 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_342, %transposed_343 : tensor<128x2x8x8xf32>, tensor<32x2x8x8xf32>) outs(%1800 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %transposed_344 = linalg.transpose ins(%1968 : tensor<128x32x1x1xf32>) outs(%1753 : tensor<32x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1969 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1916, %1967 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1970 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%870 : tensor<2x128x8x8xf32>) outs(%1735 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x128x8x8xi1>
    %1971 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1970, %cst_2, %1969 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1972 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1971 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1973 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1971, %865 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1974 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1973 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1975 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1972 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_345 = tensor.expand_shape %1975 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1976 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1974 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1977 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_114, %collapsed_114 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1978 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1976, %1977 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_346 = tensor.expand_shape %1978 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1979 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_114, %arg93 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_347 = tensor.expand_shape %1979 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %1980 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%865, %expanded_346 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1981 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1971, %1980 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1982 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1981, %expanded_345 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1983 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1982, %expanded_347 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %1984 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1974, %collapsed_114 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %1985 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1754 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg92[%2649, %2648, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %1986 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1983, %1985 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_348 = linalg.transpose ins(%843 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_349 = linalg.transpose ins(%1983 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %1987 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_348, %transposed_349 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1754 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %transposed_350 = linalg.transpose ins(%1987 : tensor<32x128x1x1xf32>) outs(%1759 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %1988 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%843 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %1989 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1988, %cst_2, %1986 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1990 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1989 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1991 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1989, %839 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1992 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1991 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1993 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1990 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_351 = tensor.expand_shape %1993 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1994 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%1992 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1995 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_111, %collapsed_111 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %1996 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1994, %1995 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_352 = tensor.expand_shape %1996 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1997 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_111, %arg90 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_353 = tensor.expand_shape %1997 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %1998 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%839, %expanded_352 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %1999 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1989, %1998 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2000 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1999, %expanded_351 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2001 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2000, %expanded_353 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2002 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%1992, %collapsed_111 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2003 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1779 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg89[%2649, %2648, %2652, %2653] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_354 = tensor.insert_slice %2001 into %1782[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32>
    %2004 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_354, %2003 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_355 = linalg.transpose ins(%817 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_356 = linalg.transpose ins(%2001 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_357 = tensor.pad %transposed_355 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x8x8xf32> to tensor<32x2x10x10xf32>
    %2005 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_357, %transposed_356 : tensor<32x2x10x10xf32>, tensor<32x2x8x8xf32>) outs(%1779 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_358 = linalg.transpose ins(%2005 : tensor<32x32x3x3xf32>) outs(%1778 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %2006 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%817 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %2007 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2006, %cst_2, %2004 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2008 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2007 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2009 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2007, %813 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2010 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2009 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2011 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2008 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_359 = tensor.expand_shape %2011 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2012 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2010 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2013 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_107, %collapsed_107 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2014 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2012, %2013 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_360 = tensor.expand_shape %2014 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2015 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_107, %arg87 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_361 = tensor.expand_shape %2015 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2016 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%813, %expanded_360 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2007, %2016 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2018 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2017, %expanded_359 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2019 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2018, %expanded_361 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2020 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2010, %collapsed_107 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2021 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1800 : tensor<128x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg86[%2649, %2648, %c0, %c0] : tensor<32x128x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x32x1x1xf32>
    %2022 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2019, %2021 : tensor<2x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%733 : tensor<2x128x8x8xf32>) -> tensor<2x128x8x8xf32>
    %transposed_362 = linalg.transpose ins(%791 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_363 = linalg.transpose ins(%2019 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %2023 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_362, %transposed_363 : tensor<128x2x8x8xf32>, tensor<32x2x8x8xf32>) outs(%1800 : tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %transposed_364 = linalg.transpose ins(%2023 : tensor<128x32x1x1xf32>) outs(%1753 : tensor<32x128x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2024 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1971, %2022 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2025 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%791 : tensor<2x128x8x8xf32>) outs(%1735 : tensor<2x128x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x128x8x8xi1>
    %2026 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2025, %cst_2, %2024 : tensor<2x128x8x8xi1>, tensor<f32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2027 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2026 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %2028 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2026, %786 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2029 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2028 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %2030 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2027 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_365 = tensor.expand_shape %2030 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %2031 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2029 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %2032 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_104, %collapsed_104 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %2033 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2031, %2032 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_366 = tensor.expand_shape %2033 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %2034 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_104, %arg84 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_367 = tensor.expand_shape %2034 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %2035 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %expanded_366 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2036 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2026, %2035 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2037 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2036, %expanded_365 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2038 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2037, %expanded_367 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2039 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2029, %collapsed_104 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %2040 = linalg.fill ins(%cst : f32) outs(%1733 : tensor<64x128x1x1xf32>) -> tensor<64x128x1x1xf32>
    %2041 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2040 : tensor<64x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg83[%2649, %2648, %c0, %c0] : tensor<128x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x1x1xf32>
    %2042 = tensor.empty() : tensor<2x128x16x16xf32>
    %2043 = linalg.fill ins(%cst : f32) outs(%2042 : tensor<2x128x16x16xf32>) -> tensor<2x128x16x16xf32>
    %inserted_slice_368 = tensor.insert_slice %2038 into %2043[0, 0, 0, 0] [2, 128, 8, 8] [1, 1, 2, 2] : tensor<2x128x8x8xf32> into tensor<2x128x16x16xf32>
    %2044 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_368, %2041 : tensor<2x128x16x16xf32>, tensor<64x128x1x1xf32>) outs(%376 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %2045 = tensor.empty() : tensor<64x2x16x16xf32>
    %transposed_369 = linalg.transpose ins(%671 : tensor<2x64x16x16xf32>) outs(%2045 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_370 = linalg.transpose ins(%2038 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %2046 = tensor.empty() : tensor<64x128x2x2xf32>
    %2047 = linalg.fill ins(%cst : f32) outs(%2046 : tensor<64x128x2x2xf32>) -> tensor<64x128x2x2xf32>
    %2048 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_369, %transposed_370 : tensor<64x2x16x16xf32>, tensor<128x2x8x8xf32>) outs(%2047 : tensor<64x128x2x2xf32>) -> tensor<64x128x2x2xf32>
    %extracted_slice_371 = tensor.extract_slice %2048[0, 0, 0, 0] [64, 128, 1, 2] [1, 1, 1, 1] : tensor<64x128x2x2xf32> to tensor<64x128x1x2xf32>
    %extracted_slice_372 = tensor.extract_slice %extracted_slice_371[0, 0, 0, 0] [64, 128, 1, 1] [1, 1, 1, 1] : tensor<64x128x1x2xf32> to tensor<64x128x1x1xf32>
    %transposed_373 = linalg.transpose ins(%extracted_slice_372 : tensor<64x128x1x1xf32>) outs(%1728 : tensor<128x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2049 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2026, %761 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2050 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2049 : tensor<2x128x8x8xf32>) outs(%1739 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %2051 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2050 : tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %2052 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_101, %collapsed_101 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %2053 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2051, %2052 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_374 = tensor.expand_shape %2053 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %2054 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_101, %arg81 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %expanded_375 = tensor.expand_shape %2054 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %2055 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%761, %expanded_374 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2056 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2026, %2055 : tensor<2x128x8x8xf32>, tensor<2x128x8x8xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2057 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2056, %expanded_365 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2058 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2057, %expanded_375 : tensor<2x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%732 : tensor<2x128x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x128x8x8xf32>
    %2059 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2050, %collapsed_101 : tensor<128xf32>, tensor<128xf32>) outs(%1738 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<128xf32>
    %2060 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1754 : tensor<32x128x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg80[%2649, %2648, %c0, %c0] : tensor<128x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x128x1x1xf32>
    %2061 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2058, %2060 : tensor<2x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%703 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %transposed_376 = linalg.transpose ins(%731 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_377 = linalg.transpose ins(%2058 : tensor<2x128x8x8xf32>) outs(%1670 : tensor<128x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %2062 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_376, %transposed_377 : tensor<32x2x8x8xf32>, tensor<128x2x8x8xf32>) outs(%1754 : tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %transposed_378 = linalg.transpose ins(%2062 : tensor<32x128x1x1xf32>) outs(%1759 : tensor<128x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2063 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%731 : tensor<2x32x8x8xf32>) outs(%1760 : tensor<2x32x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x8x8xi1>
    %2064 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2063, %cst_2, %2061 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2065 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2064 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2066 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2064, %727 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2067 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2066 : tensor<2x32x8x8xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2068 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2065 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_379 = tensor.expand_shape %2068 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2069 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2067 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_11 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2070 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_98, %collapsed_98 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2071 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2069, %2070 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_380 = tensor.expand_shape %2071 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2072 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_98, %arg78 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_381 = tensor.expand_shape %2072 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2073 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%727, %expanded_380 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2074 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2064, %2073 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2075 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2074, %expanded_379 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2076 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2075, %expanded_381 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%702 : tensor<2x32x8x8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x8x8xf32>
    %2077 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2067, %collapsed_98 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2078 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1779 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg77[%2649, %2648, %2652, %2653] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %2079 = tensor.empty() : tensor<2x32x18x18xf32>
    %2080 = linalg.fill ins(%cst : f32) outs(%2079 : tensor<2x32x18x18xf32>) -> tensor<2x32x18x18xf32>
    %inserted_slice_382 = tensor.insert_slice %2076 into %2080[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 2, 2] : tensor<2x32x8x8xf32> into tensor<2x32x18x18xf32>
    %2081 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_382, %2078 : tensor<2x32x18x18xf32>, tensor<32x32x3x3xf32>) outs(%673 : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
    %2082 = tensor.empty() : tensor<32x2x16x16xf32>
    %transposed_383 = linalg.transpose ins(%701 : tensor<2x32x16x16xf32>) outs(%2082 : tensor<32x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_384 = linalg.transpose ins(%2076 : tensor<2x32x8x8xf32>) outs(%1757 : tensor<32x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_385 = tensor.pad %transposed_383 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<32x2x16x16xf32> to tensor<32x2x18x18xf32>
    %2083 = tensor.empty() : tensor<32x32x4x4xf32>
    %2084 = linalg.fill ins(%cst : f32) outs(%2083 : tensor<32x32x4x4xf32>) -> tensor<32x32x4x4xf32>
    %2085 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_385, %transposed_384 : tensor<32x2x18x18xf32>, tensor<32x2x8x8xf32>) outs(%2084 : tensor<32x32x4x4xf32>) -> tensor<32x32x4x4xf32>
    %extracted_slice_386 = tensor.extract_slice %2085[0, 0, 0, 0] [32, 32, 3, 4] [1, 1, 1, 1] : tensor<32x32x4x4xf32> to tensor<32x32x3x4xf32>
    %extracted_slice_387 = tensor.extract_slice %extracted_slice_386[0, 0, 0, 0] [32, 32, 3, 3] [1, 1, 1, 1] : tensor<32x32x3x4xf32> to tensor<32x32x3x3xf32>
    %transposed_388 = linalg.transpose ins(%extracted_slice_387 : tensor<32x32x3x3xf32>) outs(%1778 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %2086 = tensor.empty() : tensor<2x32x16x16xi1>
    %2087 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701 : tensor<2x32x16x16xf32>) outs(%2086 : tensor<2x32x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x16x16xi1>
    %2088 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2087, %cst_2, %2081 : tensor<2x32x16x16xi1>, tensor<f32>, tensor<2x32x16x16xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %2089 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2088 : tensor<2x32x16x16xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2090 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2088, %697 : tensor<2x32x16x16xf32>, tensor<2x32x16x16xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %2091 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2090 : tensor<2x32x16x16xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2092 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2089 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_389 = tensor.expand_shape %2092 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2093 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2091 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2094 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_94, %collapsed_94 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2095 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2093, %2094 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_390 = tensor.expand_shape %2095 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2096 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_94, %arg75 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_391 = tensor.expand_shape %2096 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2097 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%697, %expanded_390 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %2098 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2088, %2097 : tensor<2x32x16x16xf32>, tensor<2x32x16x16xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %2099 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2098, %expanded_389 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %2100 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2099, %expanded_391 : tensor<2x32x16x16xf32>, tensor<1x32x1x1xf32>) outs(%672 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x16x16xf32>
    %2101 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2091, %collapsed_94 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2102 = tensor.empty() : tensor<64x32x1x1xf32>
    %2103 = linalg.fill ins(%cst : f32) outs(%2102 : tensor<64x32x1x1xf32>) -> tensor<64x32x1x1xf32>
    %2104 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2103 : tensor<64x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg74[%2649, %2648, %c0, %c0] : tensor<32x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x32x1x1xf32>
    %2105 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2100, %2104 : tensor<2x32x16x16xf32>, tensor<64x32x1x1xf32>) outs(%376 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %transposed_392 = linalg.transpose ins(%2100 : tensor<2x32x16x16xf32>) outs(%2082 : tensor<32x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_369, %transposed_392 : tensor<64x2x16x16xf32>, tensor<32x2x16x16xf32>) outs(%2103 : tensor<64x32x1x1xf32>) -> tensor<64x32x1x1xf32>
    %2107 = tensor.empty() : tensor<32x64x1x1xf32>
    %transposed_393 = linalg.transpose ins(%2106 : tensor<64x32x1x1xf32>) outs(%2107 : tensor<32x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2044, %2105 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2109 = tensor.empty() : tensor<2x64x16x16xi1>
    %2110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671 : tensor<2x64x16x16xf32>) outs(%2109 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x64x16x16xi1>
    %2111 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2110, %cst_2, %2108 : tensor<2x64x16x16xi1>, tensor<f32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2112 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2111 : tensor<2x64x16x16xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2111, %666 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2114 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2113 : tensor<2x64x16x16xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2115 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2112 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_394 = tensor.expand_shape %2115 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2116 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2114 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2117 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_91, %collapsed_91 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2118 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2116, %2117 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_395 = tensor.expand_shape %2118 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2119 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_91, %arg72 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_396 = tensor.expand_shape %2119 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2120 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666, %expanded_395 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2111, %2120 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2122 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2121, %expanded_394 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2123 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2122, %expanded_396 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2124 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2114, %collapsed_91 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2125 = tensor.empty() : tensor<16x64x1x1xf32>
    %2126 = linalg.fill ins(%cst : f32) outs(%2125 : tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %2127 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2126 : tensor<16x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg71[%2649, %2648, %c0, %c0] : tensor<64x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x64x1x1xf32>
    %2128 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2123, %2127 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %2129 = tensor.empty() : tensor<16x2x16x16xf32>
    %transposed_397 = linalg.transpose ins(%644 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_398 = linalg.transpose ins(%2123 : tensor<2x64x16x16xf32>) outs(%2045 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2130 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_397, %transposed_398 : tensor<16x2x16x16xf32>, tensor<64x2x16x16xf32>) outs(%2126 : tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %2131 = tensor.empty() : tensor<64x16x1x1xf32>
    %transposed_399 = linalg.transpose ins(%2130 : tensor<16x64x1x1xf32>) outs(%2131 : tensor<64x16x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2132 = tensor.empty() : tensor<2x16x16x16xi1>
    %2133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%644 : tensor<2x16x16x16xf32>) outs(%2132 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x16x16x16xi1>
    %2134 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2133, %cst_2, %2128 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2135 = tensor.empty() : tensor<16xf32>
    %2136 = linalg.fill ins(%cst : f32) outs(%2135 : tensor<16xf32>) -> tensor<16xf32>
    %2137 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2134 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2134, %640 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2139 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2138 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2140 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2137 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_400 = tensor.expand_shape %2140 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2141 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2139 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2142 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_88, %collapsed_88 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2143 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2141, %2142 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_401 = tensor.expand_shape %2143 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2144 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_88, %arg69 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_402 = tensor.expand_shape %2144 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2145 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640, %expanded_401 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2146 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2134, %2145 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2147 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2146, %expanded_400 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2148 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2147, %expanded_402 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2149 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2139, %collapsed_88 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2150 = tensor.empty() : tensor<16x16x3x3xf32>
    %2151 = linalg.fill ins(%cst : f32) outs(%2150 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %2152 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2151 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg68[%2649, %2648, %2652, %2653] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %2153 = tensor.empty() : tensor<2x16x18x18xf32>
    %2154 = linalg.fill ins(%cst : f32) outs(%2153 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32>
    %inserted_slice_403 = tensor.insert_slice %2148 into %2154[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32>
    %2155 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_403, %2152 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_404 = linalg.transpose ins(%618 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_405 = linalg.transpose ins(%2148 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_406 = tensor.pad %transposed_404 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<16x2x16x16xf32> to tensor<16x2x18x18xf32>
    %2156 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_406, %transposed_405 : tensor<16x2x18x18xf32>, tensor<16x2x16x16xf32>) outs(%2151 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_407 = linalg.transpose ins(%2156 : tensor<16x16x3x3xf32>) outs(%2150 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %2157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%618 : tensor<2x16x16x16xf32>) outs(%2132 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x16x16x16xi1>
    %2158 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2157, %cst_2, %2155 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2159 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2158 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2158, %614 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2161 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2160 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2162 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2159 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_408 = tensor.expand_shape %2162 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2163 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2161 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2164 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_84, %collapsed_84 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2165 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2163, %2164 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_409 = tensor.expand_shape %2165 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2166 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_84, %arg66 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_410 = tensor.expand_shape %2166 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2167 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%614, %expanded_409 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2158, %2167 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2169 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2168, %expanded_408 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2170 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2169, %expanded_410 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2171 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2161, %collapsed_84 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2172 = linalg.fill ins(%cst : f32) outs(%2131 : tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %2173 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2172 : tensor<64x16x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg65[%2649, %2648, %c0, %c0] : tensor<16x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x16x1x1xf32>
    %2174 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2170, %2173 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%376 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %transposed_411 = linalg.transpose ins(%592 : tensor<2x64x16x16xf32>) outs(%2045 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_412 = linalg.transpose ins(%2170 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2175 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_411, %transposed_412 : tensor<64x2x16x16xf32>, tensor<16x2x16x16xf32>) outs(%2172 : tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %transposed_413 = linalg.transpose ins(%2175 : tensor<64x16x1x1xf32>) outs(%2125 : tensor<16x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2176 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2111, %2174 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592 : tensor<2x64x16x16xf32>) outs(%2109 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x64x16x16xi1>
    %2178 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2177, %cst_2, %2176 : tensor<2x64x16x16xi1>, tensor<f32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2179 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2178 : tensor<2x64x16x16xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2180 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2178, %587 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2181 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2180 : tensor<2x64x16x16xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2182 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2179 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_414 = tensor.expand_shape %2182 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2183 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2181 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2184 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_81, %collapsed_81 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2185 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2183, %2184 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_415 = tensor.expand_shape %2185 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2186 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_81, %arg63 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_416 = tensor.expand_shape %2186 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2187 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587, %expanded_415 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2178, %2187 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2189 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2188, %expanded_414 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2190 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2189, %expanded_416 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2191 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2181, %collapsed_81 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2192 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2126 : tensor<16x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg62[%2649, %2648, %c0, %c0] : tensor<64x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x64x1x1xf32>
    %2193 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2190, %2192 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_417 = linalg.transpose ins(%565 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_418 = linalg.transpose ins(%2190 : tensor<2x64x16x16xf32>) outs(%2045 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2194 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_417, %transposed_418 : tensor<16x2x16x16xf32>, tensor<64x2x16x16xf32>) outs(%2126 : tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %transposed_419 = linalg.transpose ins(%2194 : tensor<16x64x1x1xf32>) outs(%2131 : tensor<64x16x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%565 : tensor<2x16x16x16xf32>) outs(%2132 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x16x16x16xi1>
    %2196 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2195, %cst_2, %2193 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2197 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2196 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2196, %561 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2199 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2198 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2200 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2197 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_420 = tensor.expand_shape %2200 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2201 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2199 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2202 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_78, %collapsed_78 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2203 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2201, %2202 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_421 = tensor.expand_shape %2203 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2204 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_78, %arg60 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_422 = tensor.expand_shape %2204 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2205 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%561, %expanded_421 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2196, %2205 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2207 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2206, %expanded_420 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2208 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2207, %expanded_422 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2209 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2199, %collapsed_78 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2210 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2151 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg59[%2649, %2648, %2652, %2653] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %inserted_slice_423 = tensor.insert_slice %2208 into %2154[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32>
    %2211 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_423, %2210 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_424 = linalg.transpose ins(%539 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_425 = linalg.transpose ins(%2208 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_426 = tensor.pad %transposed_424 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<16x2x16x16xf32> to tensor<16x2x18x18xf32>
    %2212 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_426, %transposed_425 : tensor<16x2x18x18xf32>, tensor<16x2x16x16xf32>) outs(%2151 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_427 = linalg.transpose ins(%2212 : tensor<16x16x3x3xf32>) outs(%2150 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %2213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539 : tensor<2x16x16x16xf32>) outs(%2132 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x16x16x16xi1>
    %2214 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2213, %cst_2, %2211 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2215 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2214 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2216 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2214, %535 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2217 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2216 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2218 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2215 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_428 = tensor.expand_shape %2218 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2219 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2217 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2220 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_74, %collapsed_74 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2221 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2219, %2220 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_429 = tensor.expand_shape %2221 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2222 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_74, %arg57 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_430 = tensor.expand_shape %2222 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2223 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535, %expanded_429 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2214, %2223 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2225 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2224, %expanded_428 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2226 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2225, %expanded_430 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2227 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2217, %collapsed_74 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2228 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2172 : tensor<64x16x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg56[%2649, %2648, %c0, %c0] : tensor<16x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x16x1x1xf32>
    %2229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2226, %2228 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%376 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %transposed_431 = linalg.transpose ins(%513 : tensor<2x64x16x16xf32>) outs(%2045 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_432 = linalg.transpose ins(%2226 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2230 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_431, %transposed_432 : tensor<64x2x16x16xf32>, tensor<16x2x16x16xf32>) outs(%2172 : tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %transposed_433 = linalg.transpose ins(%2230 : tensor<64x16x1x1xf32>) outs(%2125 : tensor<16x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2178, %2229 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513 : tensor<2x64x16x16xf32>) outs(%2109 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x64x16x16xi1>
    %2233 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2232, %cst_2, %2231 : tensor<2x64x16x16xi1>, tensor<f32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2234 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2233 : tensor<2x64x16x16xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2235 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2233, %508 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2236 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2235 : tensor<2x64x16x16xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2237 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2234 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_434 = tensor.expand_shape %2237 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2238 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2236 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2239 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_71, %collapsed_71 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2240 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2238, %2239 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_435 = tensor.expand_shape %2240 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2241 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_71, %arg54 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_436 = tensor.expand_shape %2241 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2242 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508, %expanded_435 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2233, %2242 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2244 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2243, %expanded_434 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2245 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2244, %expanded_436 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2246 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2236, %collapsed_71 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2247 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2126 : tensor<16x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%2649, %2648, %c0, %c0] : tensor<64x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x64x1x1xf32>
    %2248 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2245, %2247 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_437 = linalg.transpose ins(%486 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_438 = linalg.transpose ins(%2245 : tensor<2x64x16x16xf32>) outs(%2045 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2249 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_437, %transposed_438 : tensor<16x2x16x16xf32>, tensor<64x2x16x16xf32>) outs(%2126 : tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %transposed_439 = linalg.transpose ins(%2249 : tensor<16x64x1x1xf32>) outs(%2131 : tensor<64x16x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486 : tensor<2x16x16x16xf32>) outs(%2132 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x16x16x16xi1>
    %2251 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2250, %cst_2, %2248 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2252 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2251 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2251, %482 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2254 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2253 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2255 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2252 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_440 = tensor.expand_shape %2255 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2256 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2254 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2257 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_68, %collapsed_68 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2258 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2256, %2257 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_441 = tensor.expand_shape %2258 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2259 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_68, %arg51 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_442 = tensor.expand_shape %2259 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2260 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %expanded_441 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2261 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2251, %2260 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2262 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2261, %expanded_440 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2263 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2262, %expanded_442 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2264 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2254, %collapsed_68 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2265 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2151 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg50[%2649, %2648, %2652, %2653] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %inserted_slice_443 = tensor.insert_slice %2263 into %2154[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32>
    %2266 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_443, %2265 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_444 = linalg.transpose ins(%460 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_445 = linalg.transpose ins(%2263 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_446 = tensor.pad %transposed_444 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<16x2x16x16xf32> to tensor<16x2x18x18xf32>
    %2267 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_446, %transposed_445 : tensor<16x2x18x18xf32>, tensor<16x2x16x16xf32>) outs(%2151 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_447 = linalg.transpose ins(%2267 : tensor<16x16x3x3xf32>) outs(%2150 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %2268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460 : tensor<2x16x16x16xf32>) outs(%2132 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x16x16x16xi1>
    %2269 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2268, %cst_2, %2266 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2270 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2269 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2271 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2269, %456 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2272 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2271 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2273 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2270 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_448 = tensor.expand_shape %2273 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2274 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2272 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2275 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_64, %collapsed_64 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2276 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2274, %2275 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_449 = tensor.expand_shape %2276 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2277 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_64, %arg48 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_450 = tensor.expand_shape %2277 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2278 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_449 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2269, %2278 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2280 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2279, %expanded_448 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2281 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2280, %expanded_450 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2282 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2272, %collapsed_64 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2283 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2172 : tensor<64x16x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg47[%2649, %2648, %c0, %c0] : tensor<16x64x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x16x1x1xf32>
    %2284 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2281, %2283 : tensor<2x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%376 : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
    %transposed_451 = linalg.transpose ins(%434 : tensor<2x64x16x16xf32>) outs(%2045 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_452 = linalg.transpose ins(%2281 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2285 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_451, %transposed_452 : tensor<64x2x16x16xf32>, tensor<16x2x16x16xf32>) outs(%2172 : tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %transposed_453 = linalg.transpose ins(%2285 : tensor<64x16x1x1xf32>) outs(%2125 : tensor<16x64x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2286 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2233, %2284 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434 : tensor<2x64x16x16xf32>) outs(%2109 : tensor<2x64x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x64x16x16xi1>
    %2288 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2287, %cst_2, %2286 : tensor<2x64x16x16xi1>, tensor<f32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2289 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2288 : tensor<2x64x16x16xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2288, %429 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2291 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2290 : tensor<2x64x16x16xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2292 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2289 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_454 = tensor.expand_shape %2292 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2293 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2291 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2294 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_61, %collapsed_61 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2295 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2293, %2294 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_455 = tensor.expand_shape %2295 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2296 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_61, %arg45 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_456 = tensor.expand_shape %2296 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2297 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %expanded_455 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2298 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2288, %2297 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2299 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2298, %expanded_454 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2300 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2299, %expanded_456 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2301 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2291, %collapsed_61 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2302 = linalg.fill ins(%cst : f32) outs(%2107 : tensor<32x64x1x1xf32>) -> tensor<32x64x1x1xf32>
    %2303 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2302 : tensor<32x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg44[%2649, %2648, %c0, %c0] : tensor<64x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64x1x1xf32>
    %2304 = tensor.empty() : tensor<2x64x32x32xf32>
    %2305 = linalg.fill ins(%cst : f32) outs(%2304 : tensor<2x64x32x32xf32>) -> tensor<2x64x32x32xf32>
    %inserted_slice_457 = tensor.insert_slice %2300 into %2305[0, 0, 0, 0] [2, 64, 16, 16] [1, 1, 2, 2] : tensor<2x64x16x16xf32> into tensor<2x64x32x32xf32>
    %2306 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_457, %2303 : tensor<2x64x32x32xf32>, tensor<32x64x1x1xf32>) outs(%94 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %2307 = tensor.empty() : tensor<32x2x32x32xf32>
    %transposed_458 = linalg.transpose ins(%310 : tensor<2x32x32x32xf32>) outs(%2307 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2308 = tensor.empty() : tensor<32x128x2x2xf32>
    %expanded_459 = tensor.expand_shape %transposed_458 [[0], [1, 2], [3], [4]] output_shape [32, 2, 1, 32, 32] : tensor<32x2x32x32xf32> into tensor<32x2x1x32x32xf32>
    %expanded_460 = tensor.expand_shape %2300 [[0], [1], [2, 3], [4]] output_shape [2, 64, 1, 16, 16] : tensor<2x64x16x16xf32> into tensor<2x64x1x16x16xf32>
    %expanded_461 = tensor.expand_shape %2308 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 2, 2] : tensor<32x128x2x2xf32> into tensor<32x2x64x2x2xf32>
    %2309 = linalg.fill ins(%cst : f32) outs(%expanded_461 : tensor<32x2x64x2x2xf32>) -> tensor<32x2x64x2x2xf32>
    %2310 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_459, %expanded_460 : tensor<32x2x1x32x32xf32>, tensor<2x64x1x16x16xf32>) outs(%2309 : tensor<32x2x64x2x2xf32>) -> tensor<32x2x64x2x2xf32>
    %collapsed_462 = tensor.collapse_shape %2310 [[0], [1, 2], [3], [4]] : tensor<32x2x64x2x2xf32> into tensor<32x128x2x2xf32>
    %extracted_slice_463 = tensor.extract_slice %collapsed_462[0, 0, 0, 0] [32, 128, 1, 2] [1, 1, 1, 1] : tensor<32x128x2x2xf32> to tensor<32x128x1x2xf32>
    %extracted_slice_464 = tensor.extract_slice %extracted_slice_463[0, 0, 0, 0] [32, 128, 1, 1] [1, 1, 1, 1] : tensor<32x128x1x2xf32> to tensor<32x128x1x1xf32>
    %expanded_465 = tensor.expand_shape %extracted_slice_464 [[0], [1, 2], [3], [4]] output_shape [32, 2, 64, 1, 1] : tensor<32x128x1x1xf32> into tensor<32x2x64x1x1xf32>
    %2311 = tensor.empty() : tensor<2x64x32x1x1xf32>
    %transposed_466 = linalg.transpose ins(%expanded_465 : tensor<32x2x64x1x1xf32>) outs(%2311 : tensor<2x64x32x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %2312 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_466 : tensor<2x64x32x1x1xf32>) outs(%2103 : tensor<64x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64x32x1x1xf32>
    %2313 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2288, %404 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2314 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2313 : tensor<2x64x16x16xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2315 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2314 : tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2316 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_58, %collapsed_58 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2317 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2315, %2316 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_467 = tensor.expand_shape %2317 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2318 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_58, %arg42 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %expanded_468 = tensor.expand_shape %2318 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %2319 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %expanded_467 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2320 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2288, %2319 : tensor<2x64x16x16xf32>, tensor<2x64x16x16xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2321 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2320, %expanded_454 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2322 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2321, %expanded_468 : tensor<2x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%375 : tensor<2x64x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x64x16x16xf32>
    %2323 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2314, %collapsed_58 : tensor<64xf32>, tensor<64xf32>) outs(%1552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<64xf32>
    %2324 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2126 : tensor<16x64x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg41[%2649, %2648, %c0, %c0] : tensor<64x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x64x1x1xf32>
    %2325 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2322, %2324 : tensor<2x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%346 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %transposed_469 = linalg.transpose ins(%374 : tensor<2x16x16x16xf32>) outs(%2129 : tensor<16x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_470 = linalg.transpose ins(%2322 : tensor<2x64x16x16xf32>) outs(%2045 : tensor<64x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %2326 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_469, %transposed_470 : tensor<16x2x16x16xf32>, tensor<64x2x16x16xf32>) outs(%2126 : tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %transposed_471 = linalg.transpose ins(%2326 : tensor<16x64x1x1xf32>) outs(%2131 : tensor<64x16x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<2x16x16x16xf32>) outs(%2132 : tensor<2x16x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x16x16x16xi1>
    %2328 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2327, %cst_2, %2325 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2329 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2328 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2330 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2328, %370 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2331 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2330 : tensor<2x16x16x16xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2332 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2329 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_472 = tensor.expand_shape %2332 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2333 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2331 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_12 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2334 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_55, %collapsed_55 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2335 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2333, %2334 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_473 = tensor.expand_shape %2335 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2336 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_55, %arg39 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_474 = tensor.expand_shape %2336 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2337 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %expanded_473 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2338 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2328, %2337 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2339 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2338, %expanded_472 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2340 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2339, %expanded_474 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%345 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x16x16xf32>
    %2341 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2331, %collapsed_55 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2342 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2151 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg38[%2649, %2648, %2652, %2653] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %2343 = tensor.empty() : tensor<2x16x34x34xf32>
    %2344 = linalg.fill ins(%cst : f32) outs(%2343 : tensor<2x16x34x34xf32>) -> tensor<2x16x34x34xf32>
    %inserted_slice_475 = tensor.insert_slice %2340 into %2344[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 2, 2] : tensor<2x16x16x16xf32> into tensor<2x16x34x34xf32>
    %2345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_475, %2342 : tensor<2x16x34x34xf32>, tensor<16x16x3x3xf32>) outs(%312 : tensor<2x16x32x32xf32>) -> tensor<2x16x32x32xf32>
    %2346 = tensor.empty() : tensor<16x2x32x32xf32>
    %transposed_476 = linalg.transpose ins(%344 : tensor<2x16x32x32xf32>) outs(%2346 : tensor<16x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_477 = tensor.pad %transposed_476 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<16x2x32x32xf32> to tensor<16x2x34x34xf32>
    %2347 = tensor.empty() : tensor<16x32x4x4xf32>
    %expanded_478 = tensor.expand_shape %padded_477 [[0], [1, 2], [3], [4]] output_shape [16, 2, 1, 34, 34] : tensor<16x2x34x34xf32> into tensor<16x2x1x34x34xf32>
    %expanded_479 = tensor.expand_shape %2340 [[0], [1], [2, 3], [4]] output_shape [2, 16, 1, 16, 16] : tensor<2x16x16x16xf32> into tensor<2x16x1x16x16xf32>
    %expanded_480 = tensor.expand_shape %2347 [[0], [1, 2], [3], [4]] output_shape [16, 2, 16, 4, 4] : tensor<16x32x4x4xf32> into tensor<16x2x16x4x4xf32>
    %2348 = linalg.fill ins(%cst : f32) outs(%expanded_480 : tensor<16x2x16x4x4xf32>) -> tensor<16x2x16x4x4xf32>
    %2349 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_478, %expanded_479 : tensor<16x2x1x34x34xf32>, tensor<2x16x1x16x16xf32>) outs(%2348 : tensor<16x2x16x4x4xf32>) -> tensor<16x2x16x4x4xf32>
    %collapsed_481 = tensor.collapse_shape %2349 [[0], [1, 2], [3], [4]] : tensor<16x2x16x4x4xf32> into tensor<16x32x4x4xf32>
    %extracted_slice_482 = tensor.extract_slice %collapsed_481[0, 0, 0, 0] [16, 32, 3, 4] [1, 1, 1, 1] : tensor<16x32x4x4xf32> to tensor<16x32x3x4xf32>
    %extracted_slice_483 = tensor.extract_slice %extracted_slice_482[0, 0, 0, 0] [16, 32, 3, 3] [1, 1, 1, 1] : tensor<16x32x3x4xf32> to tensor<16x32x3x3xf32>
    %expanded_484 = tensor.expand_shape %extracted_slice_483 [[0], [1, 2], [3], [4]] output_shape [16, 2, 16, 3, 3] : tensor<16x32x3x3xf32> into tensor<16x2x16x3x3xf32>
    %2350 = tensor.empty() : tensor<2x16x16x3x3xf32>
    %transposed_485 = linalg.transpose ins(%expanded_484 : tensor<16x2x16x3x3xf32>) outs(%2350 : tensor<2x16x16x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %2351 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_485 : tensor<2x16x16x3x3xf32>) outs(%2151 : tensor<16x16x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16x16x3x3xf32>
    %2352 = tensor.empty() : tensor<2x16x32x32xi1>
    %2353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344 : tensor<2x16x32x32xf32>) outs(%2352 : tensor<2x16x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x16x32x32xi1>
    %2354 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2353, %cst_2, %2345 : tensor<2x16x32x32xi1>, tensor<f32>, tensor<2x16x32x32xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %2355 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2354 : tensor<2x16x32x32xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2356 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2354, %340 : tensor<2x16x32x32xf32>, tensor<2x16x32x32xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %2357 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2356 : tensor<2x16x32x32xf32>) outs(%2136 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2358 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2355 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_486 = tensor.expand_shape %2358 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2359 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2357 : tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2360 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_51, %collapsed_51 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2361 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2359, %2360 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_487 = tensor.expand_shape %2361 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2362 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_51, %arg36 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %expanded_488 = tensor.expand_shape %2362 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %2363 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %expanded_487 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %2364 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2354, %2363 : tensor<2x16x32x32xf32>, tensor<2x16x32x32xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %2365 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2364, %expanded_486 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %2366 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2365, %expanded_488 : tensor<2x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%311 : tensor<2x16x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x16x32x32xf32>
    %2367 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2357, %collapsed_51 : tensor<16xf32>, tensor<16xf32>) outs(%2135 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<16xf32>
    %2368 = tensor.empty() : tensor<32x16x1x1xf32>
    %2369 = linalg.fill ins(%cst : f32) outs(%2368 : tensor<32x16x1x1xf32>) -> tensor<32x16x1x1xf32>
    %2370 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2369 : tensor<32x16x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg35[%2649, %2648, %c0, %c0] : tensor<16x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x16x1x1xf32>
    %2371 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2366, %2370 : tensor<2x16x32x32xf32>, tensor<32x16x1x1xf32>) outs(%94 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %transposed_489 = linalg.transpose ins(%2366 : tensor<2x16x32x32xf32>) outs(%2346 : tensor<16x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2372 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_458, %transposed_489 : tensor<32x2x32x32xf32>, tensor<16x2x32x32xf32>) outs(%2369 : tensor<32x16x1x1xf32>) -> tensor<32x16x1x1xf32>
    %2373 = tensor.empty() : tensor<16x32x1x1xf32>
    %transposed_490 = linalg.transpose ins(%2372 : tensor<32x16x1x1xf32>) outs(%2373 : tensor<16x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2374 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2306, %2371 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2375 = tensor.empty() : tensor<2x32x32x32xi1>
    %2376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<2x32x32x32xf32>) outs(%2375 : tensor<2x32x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x32x32xi1>
    %2377 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2376, %cst_2, %2374 : tensor<2x32x32x32xi1>, tensor<f32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2378 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2377 : tensor<2x32x32x32xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2379 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2377, %305 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2380 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2379 : tensor<2x32x32x32xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2381 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2378 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_491 = tensor.expand_shape %2381 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2382 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2380 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2383 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_48, %collapsed_48 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2384 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2382, %2383 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_492 = tensor.expand_shape %2384 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2385 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_48, %arg33 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_493 = tensor.expand_shape %2385 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2386 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %expanded_492 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2387 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2377, %2386 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2388 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2387, %expanded_491 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2389 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2388, %expanded_493 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2390 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2380, %collapsed_48 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2391 = tensor.empty() : tensor<8x32x1x1xf32>
    %2392 = linalg.fill ins(%cst : f32) outs(%2391 : tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %2393 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2392 : tensor<8x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg32[%2649, %2648, %c0, %c0] : tensor<32x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32x1x1xf32>
    %2394 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2389, %2393 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %2395 = tensor.empty() : tensor<8x2x32x32xf32>
    %transposed_494 = linalg.transpose ins(%283 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_495 = linalg.transpose ins(%2389 : tensor<2x32x32x32xf32>) outs(%2307 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2396 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_494, %transposed_495 : tensor<8x2x32x32xf32>, tensor<32x2x32x32xf32>) outs(%2392 : tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %2397 = tensor.empty() : tensor<32x8x1x1xf32>
    %transposed_496 = linalg.transpose ins(%2396 : tensor<8x32x1x1xf32>) outs(%2397 : tensor<32x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2398 = tensor.empty() : tensor<2x8x32x32xi1>
    %2399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283 : tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2400 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2399, %cst_2, %2394 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2401 = tensor.empty() : tensor<8xf32>
    %2402 = linalg.fill ins(%cst : f32) outs(%2401 : tensor<8xf32>) -> tensor<8xf32>
    %2403 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2400 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2404 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2400, %279 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2405 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2404 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2406 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2403 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_497 = tensor.expand_shape %2406 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2407 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2405 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2408 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_45, %collapsed_45 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2409 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2407, %2408 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_498 = tensor.expand_shape %2409 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2410 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_45, %arg30 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_499 = tensor.expand_shape %2410 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2411 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %expanded_498 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2412 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2400, %2411 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2413 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2412, %expanded_497 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2414 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2413, %expanded_499 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2415 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2405, %collapsed_45 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2416 = tensor.empty() : tensor<8x8x3x3xf32>
    %2417 = linalg.fill ins(%cst : f32) outs(%2416 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %2418 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2417 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg29[%2649, %2648, %2652, %2653] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %2419 = tensor.empty() : tensor<2x8x34x34xf32>
    %2420 = linalg.fill ins(%cst : f32) outs(%2419 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32>
    %inserted_slice_500 = tensor.insert_slice %2414 into %2420[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32>
    %2421 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_500, %2418 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_501 = linalg.transpose ins(%257 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_502 = linalg.transpose ins(%2414 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_503 = tensor.pad %transposed_501 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<8x2x32x32xf32> to tensor<8x2x34x34xf32>
    %2422 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_503, %transposed_502 : tensor<8x2x34x34xf32>, tensor<8x2x32x32xf32>) outs(%2417 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_504 = linalg.transpose ins(%2422 : tensor<8x8x3x3xf32>) outs(%2416 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %2423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2424 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2423, %cst_2, %2421 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2425 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2424 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2426 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2424, %253 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2427 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2426 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2428 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2425 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_505 = tensor.expand_shape %2428 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2429 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2427 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2430 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_41, %collapsed_41 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2431 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2429, %2430 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_506 = tensor.expand_shape %2431 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2432 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_41, %arg27 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_507 = tensor.expand_shape %2432 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2433 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %expanded_506 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2434 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2424, %2433 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2435 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2434, %expanded_505 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2436 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2435, %expanded_507 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2437 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2427, %collapsed_41 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2438 = linalg.fill ins(%cst : f32) outs(%2397 : tensor<32x8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %2439 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2438 : tensor<32x8x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg26[%2649, %2648, %c0, %c0] : tensor<8x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x8x1x1xf32>
    %2440 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2436, %2439 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%94 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %transposed_508 = linalg.transpose ins(%231 : tensor<2x32x32x32xf32>) outs(%2307 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_509 = linalg.transpose ins(%2436 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2441 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_508, %transposed_509 : tensor<32x2x32x32xf32>, tensor<8x2x32x32xf32>) outs(%2438 : tensor<32x8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %transposed_510 = linalg.transpose ins(%2441 : tensor<32x8x1x1xf32>) outs(%2391 : tensor<8x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2377, %2440 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2443 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<2x32x32x32xf32>) outs(%2375 : tensor<2x32x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x32x32xi1>
    %2444 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2443, %cst_2, %2442 : tensor<2x32x32x32xi1>, tensor<f32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2445 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2444 : tensor<2x32x32x32xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2446 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2444, %226 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2447 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2446 : tensor<2x32x32x32xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2448 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2445 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_511 = tensor.expand_shape %2448 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2449 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2447 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2450 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_38, %collapsed_38 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2451 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2449, %2450 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_512 = tensor.expand_shape %2451 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2452 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_38, %arg24 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_513 = tensor.expand_shape %2452 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2453 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %expanded_512 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2454 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2444, %2453 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2455 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2454, %expanded_511 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2456 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2455, %expanded_513 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2457 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2447, %collapsed_38 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2458 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2392 : tensor<8x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg23[%2649, %2648, %c0, %c0] : tensor<32x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32x1x1xf32>
    %2459 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2456, %2458 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_514 = linalg.transpose ins(%204 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_515 = linalg.transpose ins(%2456 : tensor<2x32x32x32xf32>) outs(%2307 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2460 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_514, %transposed_515 : tensor<8x2x32x32xf32>, tensor<32x2x32x32xf32>) outs(%2392 : tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %transposed_516 = linalg.transpose ins(%2460 : tensor<8x32x1x1xf32>) outs(%2397 : tensor<32x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2461 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2462 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2461, %cst_2, %2459 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2463 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2462 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2464 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2462, %200 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2465 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2464 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2466 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2463 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_517 = tensor.expand_shape %2466 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2467 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2465 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2468 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_35, %collapsed_35 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2469 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2467, %2468 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_518 = tensor.expand_shape %2469 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2470 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_35, %arg21 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_519 = tensor.expand_shape %2470 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2471 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %expanded_518 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2472 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2462, %2471 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2473 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2472, %expanded_517 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2474 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2473, %expanded_519 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2475 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2465, %collapsed_35 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2476 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2417 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg20[%2649, %2648, %2652, %2653] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %inserted_slice_520 = tensor.insert_slice %2474 into %2420[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32>
    %2477 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_520, %2476 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_521 = linalg.transpose ins(%178 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_522 = linalg.transpose ins(%2474 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_523 = tensor.pad %transposed_521 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<8x2x32x32xf32> to tensor<8x2x34x34xf32>
    %2478 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_523, %transposed_522 : tensor<8x2x34x34xf32>, tensor<8x2x32x32xf32>) outs(%2417 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_524 = linalg.transpose ins(%2478 : tensor<8x8x3x3xf32>) outs(%2416 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %2479 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2480 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2479, %cst_2, %2477 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2481 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2480 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2482 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2480, %174 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2483 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2482 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2484 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2481 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_525 = tensor.expand_shape %2484 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2485 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2483 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2486 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_31, %collapsed_31 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2487 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2485, %2486 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_526 = tensor.expand_shape %2487 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2488 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_31, %arg18 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_527 = tensor.expand_shape %2488 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2489 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_526 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2490 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2480, %2489 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2491 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2490, %expanded_525 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2492 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2491, %expanded_527 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2493 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2483, %collapsed_31 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2494 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2438 : tensor<32x8x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg17[%2649, %2648, %c0, %c0] : tensor<8x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x8x1x1xf32>
    %2495 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2492, %2494 : tensor<2x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%94 : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
    %transposed_528 = linalg.transpose ins(%152 : tensor<2x32x32x32xf32>) outs(%2307 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_529 = linalg.transpose ins(%2492 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2496 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_528, %transposed_529 : tensor<32x2x32x32xf32>, tensor<8x2x32x32xf32>) outs(%2438 : tensor<32x8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %transposed_530 = linalg.transpose ins(%2496 : tensor<32x8x1x1xf32>) outs(%2391 : tensor<8x32x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2497 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2444, %2495 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<2x32x32x32xf32>) outs(%2375 : tensor<2x32x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x32x32x32xi1>
    %2499 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2498, %cst_2, %2497 : tensor<2x32x32x32xi1>, tensor<f32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2500 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2499 : tensor<2x32x32x32xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2501 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2499, %147 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2502 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2501 : tensor<2x32x32x32xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2503 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2500 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_531 = tensor.expand_shape %2503 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2504 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2502 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2505 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_28, %collapsed_28 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2506 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2504, %2505 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_532 = tensor.expand_shape %2506 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2507 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_28, %arg15 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_533 = tensor.expand_shape %2507 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2508 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_532 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2509 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2499, %2508 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2510 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2509, %expanded_531 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2511 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2510, %expanded_533 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2512 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2502, %collapsed_28 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2513 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2392 : tensor<8x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg14[%2649, %2648, %c0, %c0] : tensor<32x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32x1x1xf32>
    %2514 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2511, %2513 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_534 = linalg.transpose ins(%37 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_535 = linalg.transpose ins(%2511 : tensor<2x32x32x32xf32>) outs(%2307 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2515 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_534, %transposed_535 : tensor<8x2x32x32xf32>, tensor<32x2x32x32xf32>) outs(%2392 : tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %transposed_536 = linalg.transpose ins(%2515 : tensor<8x32x1x1xf32>) outs(%2397 : tensor<32x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2516 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2499, %122 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2517 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2516 : tensor<2x32x32x32xf32>) outs(%1764 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2518 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2517 : tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2519 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_25, %collapsed_25 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2520 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2518, %2519 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_537 = tensor.expand_shape %2520 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2521 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_25, %arg12 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %expanded_538 = tensor.expand_shape %2521 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %2522 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_537 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2523 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2499, %2522 : tensor<2x32x32x32xf32>, tensor<2x32x32x32xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2524 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2523, %expanded_531 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2525 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2524, %expanded_538 : tensor<2x32x32x32xf32>, tensor<1x32x1x1xf32>) outs(%93 : tensor<2x32x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x32x32x32xf32>
    %2526 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2517, %collapsed_25 : tensor<32xf32>, tensor<32xf32>) outs(%1763 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<32xf32>
    %2527 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2392 : tensor<8x32x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg11[%2649, %2648, %c0, %c0] : tensor<32x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32x1x1xf32>
    %2528 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2525, %2527 : tensor<2x32x32x32xf32>, tensor<8x32x1x1xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_539 = linalg.transpose ins(%92 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_540 = linalg.transpose ins(%2525 : tensor<2x32x32x32xf32>) outs(%2307 : tensor<32x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2529 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_539, %transposed_540 : tensor<8x2x32x32xf32>, tensor<32x2x32x32xf32>) outs(%2392 : tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %transposed_541 = linalg.transpose ins(%2529 : tensor<8x32x1x1xf32>) outs(%2397 : tensor<32x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2530 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2531 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2530, %cst_2, %2528 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2532 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2531 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2533 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2531, %88 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2534 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2533 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2535 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2532 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_542 = tensor.expand_shape %2535 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2536 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2534 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2537 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_22, %collapsed_22 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2538 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2536, %2537 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_543 = tensor.expand_shape %2538 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2539 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_22, %arg9 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_544 = tensor.expand_shape %2539 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2540 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_543 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2541 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2531, %2540 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2542 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2541, %expanded_542 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2543 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2542, %expanded_544 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2544 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2534, %collapsed_22 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2545 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2417 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %2650 = linalg.index 2 : index
      %2651 = linalg.index 3 : index
      %2652 = arith.subi %c2, %2650 : index
      %2653 = arith.subi %c2, %2651 : index
      %extracted = tensor.extract %arg8[%2649, %2648, %2652, %2653] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %inserted_slice_545 = tensor.insert_slice %2543 into %2420[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32>
    %2546 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_545, %2545 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_546 = linalg.transpose ins(%66 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %transposed_547 = linalg.transpose ins(%2543 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_548 = tensor.pad %transposed_546 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<8x2x32x32xf32> to tensor<8x2x34x34xf32>
    %2547 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_548, %transposed_547 : tensor<8x2x34x34xf32>, tensor<8x2x32x32xf32>) outs(%2417 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_549 = linalg.transpose ins(%2547 : tensor<8x8x3x3xf32>) outs(%2416 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %2548 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2549 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2548, %cst_2, %2546 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2550 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2549 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2551 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2549, %62 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2552 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2551 : tensor<2x8x32x32xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2553 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2550 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_550 = tensor.expand_shape %2553 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2554 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2552 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2555 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_18, %collapsed_18 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2556 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2554, %2555 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_551 = tensor.expand_shape %2556 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2557 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed_18, %arg6 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_552 = tensor.expand_shape %2557 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2558 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_551 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2559 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2549, %2558 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2560 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2559, %expanded_550 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2561 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2560, %expanded_552 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2562 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2552, %collapsed_18 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2563 = tensor.empty() : tensor<8x8x1x1xf32>
    %2564 = linalg.fill ins(%cst : f32) outs(%2563 : tensor<8x8x1x1xf32>) -> tensor<8x8x1x1xf32>
    %2565 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2564 : tensor<8x8x1x1xf32>) {
    ^bb0(%out: f32):
      %2648 = linalg.index 0 : index
      %2649 = linalg.index 1 : index
      %extracted = tensor.extract %arg5[%2649, %2648, %c0, %c0] : tensor<8x8x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x1x1xf32>
    %2566 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2561, %2565 : tensor<2x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%38 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %transposed_553 = linalg.transpose ins(%2561 : tensor<2x8x32x32xf32>) outs(%2395 : tensor<8x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %2567 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_534, %transposed_553 : tensor<8x2x32x32xf32>, tensor<8x2x32x32xf32>) outs(%2564 : tensor<8x8x1x1xf32>) -> tensor<8x8x1x1xf32>
    %transposed_554 = linalg.transpose ins(%2567 : tensor<8x8x1x1xf32>) outs(%2563 : tensor<8x8x1x1xf32>) permutation = [1, 0, 2, 3] 
    %2568 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2514, %2566 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_555 = tensor.extract_slice %padded_17[0, 0, 0, 0] [2, 8, 32, 66] [1, 1, 2, 1] : tensor<2x8x66x66xf32> to tensor<2x8x32x66xf32>
    %extracted_slice_556 = tensor.extract_slice %extracted_slice_555[0, 0, 0, 0] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %extracted_slice_557 = tensor.extract_slice %extracted_slice_555[0, 0, 0, 1] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2569 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_556, %extracted_slice_557 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.maximumf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_558 = tensor.extract_slice %extracted_slice_555[0, 0, 0, 2] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2570 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2569, %extracted_slice_558 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.maximumf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_559 = tensor.extract_slice %padded_17[0, 0, 1, 0] [2, 8, 32, 66] [1, 1, 2, 1] : tensor<2x8x66x66xf32> to tensor<2x8x32x66xf32>
    %extracted_slice_560 = tensor.extract_slice %extracted_slice_559[0, 0, 0, 0] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2571 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2570, %extracted_slice_560 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.maximumf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_561 = tensor.extract_slice %extracted_slice_559[0, 0, 0, 1] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2572 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2571, %extracted_slice_561 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.maximumf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_562 = tensor.extract_slice %extracted_slice_559[0, 0, 0, 2] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2573 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2572, %extracted_slice_562 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.maximumf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_563 = tensor.extract_slice %padded_17[0, 0, 2, 0] [2, 8, 32, 66] [1, 1, 2, 1] : tensor<2x8x66x66xf32> to tensor<2x8x32x66xf32>
    %extracted_slice_564 = tensor.extract_slice %extracted_slice_563[0, 0, 0, 0] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2574 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2573, %extracted_slice_564 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.maximumf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_565 = tensor.extract_slice %extracted_slice_563[0, 0, 0, 1] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2575 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2574, %extracted_slice_565 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.maximumf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %extracted_slice_566 = tensor.extract_slice %extracted_slice_563[0, 0, 0, 2] [2, 8, 32, 32] [1, 1, 1, 2] : tensor<2x8x32x66xf32> to tensor<2x8x32x32xf32>
    %2576 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2575, %extracted_slice_566 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.maximumf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %2577 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_556, %2576 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_601: f32, %out: i1):
      %2648 = arith.cmpf oeq, %in, %in_601 : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2578 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2577, %2568, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_567 = tensor.pad %2578 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x33x33xf32>
    %2579 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_557, %2576 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_601: f32, %out: i1):
      %2648 = arith.cmpf oeq, %in, %in_601 : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2580 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2577 : tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2648 = arith.xori %in, %true : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2581 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2579, %2580 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.andi %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2582 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2577, %2579 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.ori %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2583 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2581, %2568, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_568 = tensor.pad %2583 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x33x33xf32>
    %2584 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_558, %2576 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_601: f32, %out: i1):
      %2648 = arith.cmpf oeq, %in, %in_601 : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2585 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2582 : tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2648 = arith.xori %in, %true : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2586 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2584, %2585 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.andi %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2587 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2582, %2584 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.ori %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2588 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2586, %2568, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_569 = tensor.pad %2588 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x33x33xf32>
    %2589 = tensor.empty() : tensor<2x8x33x33xf32>
    %2590 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_567, %padded_569 : tensor<2x8x33x33xf32>, tensor<2x8x33x33xf32>) outs(%2589 : tensor<2x8x33x33xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x33x33xf32>
    %2591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_560, %2576 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_601: f32, %out: i1):
      %2648 = arith.cmpf oeq, %in, %in_601 : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2592 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2587 : tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2648 = arith.xori %in, %true : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2593 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2591, %2592 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.andi %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2594 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2587, %2591 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.ori %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2595 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2593, %2568, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_570 = tensor.pad %2595 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x33x33xf32>
    %2596 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_561, %2576 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_601: f32, %out: i1):
      %2648 = arith.cmpf oeq, %in, %in_601 : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2597 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2594 : tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2648 = arith.xori %in, %true : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2598 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2596, %2597 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.andi %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2599 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2594, %2596 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.ori %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2600 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2598, %2568, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_571 = tensor.pad %2600 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x33x33xf32>
    %2601 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_562, %2576 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_601: f32, %out: i1):
      %2648 = arith.cmpf oeq, %in, %in_601 : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2602 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2599 : tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2648 = arith.xori %in, %true : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2603 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2601, %2602 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.andi %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2604 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2599, %2601 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.ori %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2605 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2603, %2568, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_572 = tensor.pad %2605 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x33x33xf32>
    %2606 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_570, %padded_572 : tensor<2x8x33x33xf32>, tensor<2x8x33x33xf32>) outs(%2589 : tensor<2x8x33x33xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x33x33xf32>
    %2607 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_564, %2576 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_601: f32, %out: i1):
      %2648 = arith.cmpf oeq, %in, %in_601 : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2608 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2604 : tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2648 = arith.xori %in, %true : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2609 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2607, %2608 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.andi %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2610 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2604, %2607 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.ori %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2611 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2609, %2568, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_573 = tensor.pad %2611 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x33x33xf32>
    %2612 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2590, %padded_573 : tensor<2x8x33x33xf32>, tensor<2x8x33x33xf32>) outs(%2589 : tensor<2x8x33x33xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x33x33xf32>
    %2613 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_565, %2576 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_601: f32, %out: i1):
      %2648 = arith.cmpf oeq, %in, %in_601 : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2614 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2610 : tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2648 = arith.xori %in, %true : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2615 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2613, %2614 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.andi %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2616 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2610, %2613 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.ori %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2617 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2615, %2568, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_574 = tensor.pad %2617 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x33x33xf32>
    %2618 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_568, %padded_574 : tensor<2x8x33x33xf32>, tensor<2x8x33x33xf32>) outs(%2589 : tensor<2x8x33x33xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x33x33xf32>
    %2619 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_566, %2576 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: f32, %in_601: f32, %out: i1):
      %2648 = arith.cmpf oeq, %in, %in_601 : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2620 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2616 : tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2648 = arith.xori %in, %true : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2621 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2619, %2620 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xi1>) outs(%2398 : tensor<2x8x32x32xi1>) {
    ^bb0(%in: i1, %in_601: i1, %out: i1):
      %2648 = arith.andi %in, %in_601 : i1
      linalg.yield %2648 : i1
    } -> tensor<2x8x32x32xi1>
    %2622 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2621, %2568, %cst_2 : tensor<2x8x32x32xi1>, tensor<2x8x32x32xf32>, tensor<f32>) outs(%34 : tensor<2x8x32x32xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x32x32xf32>
    %padded_575 = tensor.pad %2622 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<2x8x32x32xf32> to tensor<2x8x33x33xf32>
    %2623 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2612, %padded_575 : tensor<2x8x33x33xf32>, tensor<2x8x33x33xf32>) outs(%2589 : tensor<2x8x33x33xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.addf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x33x33xf32>
    %expanded_576 = tensor.expand_shape %2623 [[0], [1], [2], [3, 4]] output_shape [2, 8, 33, 33, 1] : tensor<2x8x33x33xf32> into tensor<2x8x33x33x1xf32>
    %expanded_577 = tensor.expand_shape %2618 [[0], [1], [2], [3, 4]] output_shape [2, 8, 33, 33, 1] : tensor<2x8x33x33xf32> into tensor<2x8x33x33x1xf32>
    %concat = tensor.concat dim(4) %expanded_576, %expanded_577 : (tensor<2x8x33x33x1xf32>, tensor<2x8x33x33x1xf32>) -> tensor<2x8x33x33x2xf32>
    %collapsed_578 = tensor.collapse_shape %concat [[0], [1], [2], [3, 4]] : tensor<2x8x33x33x2xf32> into tensor<2x8x33x66xf32>
    %expanded_579 = tensor.expand_shape %2606 [[0], [1], [2], [3, 4]] output_shape [2, 8, 33, 33, 1] : tensor<2x8x33x33xf32> into tensor<2x8x33x33x1xf32>
    %expanded_580 = tensor.expand_shape %padded_571 [[0], [1], [2], [3, 4]] output_shape [2, 8, 33, 33, 1] : tensor<2x8x33x33xf32> into tensor<2x8x33x33x1xf32>
    %concat_581 = tensor.concat dim(4) %expanded_579, %expanded_580 : (tensor<2x8x33x33x1xf32>, tensor<2x8x33x33x1xf32>) -> tensor<2x8x33x33x2xf32>
    %collapsed_582 = tensor.collapse_shape %concat_581 [[0], [1], [2], [3, 4]] : tensor<2x8x33x33x2xf32> into tensor<2x8x33x66xf32>
    %concat_583 = tensor.concat dim(3) %collapsed_578, %collapsed_582 : (tensor<2x8x33x66xf32>, tensor<2x8x33x66xf32>) -> tensor<2x8x33x132xf32>
    %expanded_584 = tensor.expand_shape %concat_583 [[0], [1], [2], [3, 4]] output_shape [2, 8, 33, 2, 66] : tensor<2x8x33x132xf32> into tensor<2x8x33x2x66xf32>
    %collapsed_585 = tensor.collapse_shape %expanded_584 [[0], [1], [2, 3], [4]] : tensor<2x8x33x2x66xf32> into tensor<2x8x66x66xf32>
    %extracted_slice_586 = tensor.extract_slice %collapsed_585[0, 0, 1, 0] [2, 8, 64, 66] [1, 1, 1, 1] : tensor<2x8x66x66xf32> to tensor<2x8x64x66xf32>
    %extracted_slice_587 = tensor.extract_slice %extracted_slice_586[0, 0, 0, 1] [2, 8, 64, 64] [1, 1, 1, 1] : tensor<2x8x64x66xf32> to tensor<2x8x64x64xf32>
    %2624 = tensor.empty() : tensor<2x8x64x64xi1>
    %2625 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x64x64xf32>) outs(%2624 : tensor<2x8x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2648 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %2648 : i1
    } -> tensor<2x8x64x64xi1>
    %2626 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2625, %cst_2, %extracted_slice_587 : tensor<2x8x64x64xi1>, tensor<f32>, tensor<2x8x64x64xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: i1, %in_601: f32, %in_602: f32, %out: f32):
      %2648 = arith.select %in, %in_601, %in_602 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %2627 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2626 : tensor<2x8x64x64xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2628 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2626, %29 : tensor<2x8x64x64xf32>, tensor<2x8x64x64xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %2629 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2628 : tensor<2x8x64x64xf32>) outs(%2402 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2630 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2627 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_14 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_588 = tensor.expand_shape %2630 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2631 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%2629 : tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.mulf %in, %cst_14 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2632 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed, %collapsed : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2633 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2631, %2632 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_589 = tensor.expand_shape %2633 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2634 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%collapsed, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %expanded_590 = tensor.expand_shape %2634 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %2635 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_589 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %2636 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2626, %2635 : tensor<2x8x64x64xf32>, tensor<2x8x64x64xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %2637 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2636, %expanded_588 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.subf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %2638 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2637, %expanded_590 : tensor<2x8x64x64xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<2x8x64x64xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<2x8x64x64xf32>
    %2639 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%2629, %collapsed : tensor<8xf32>, tensor<8xf32>) outs(%2401 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_601: f32, %out: f32):
      %2648 = arith.mulf %in, %in_601 : f32
      linalg.yield %2648 : f32
    } -> tensor<8xf32>
    %2640 = tensor.empty() : tensor<3x2x128x128xf32>
    %transposed_591 = linalg.transpose ins(%arg0 : tensor<2x3x128x128xf32>) outs(%2640 : tensor<3x2x128x128xf32>) permutation = [1, 0, 2, 3] 
    %padded_592 = tensor.pad %transposed_591 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg163: index, %arg164: index, %arg165: index, %arg166: index):
      tensor.yield %cst : f32
    } : tensor<3x2x128x128xf32> to tensor<3x2x134x134xf32>
    %2641 = tensor.empty() : tensor<3x16x8x8xf32>
    %expanded_593 = tensor.expand_shape %padded_592 [[0], [1, 2], [3], [4]] output_shape [3, 2, 1, 134, 134] : tensor<3x2x134x134xf32> into tensor<3x2x1x134x134xf32>
    %expanded_594 = tensor.expand_shape %2638 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 64, 64] : tensor<2x8x64x64xf32> into tensor<2x8x1x64x64xf32>
    %expanded_595 = tensor.expand_shape %2641 [[0], [1, 2], [3], [4]] output_shape [3, 2, 8, 8, 8] : tensor<3x16x8x8xf32> into tensor<3x2x8x8x8xf32>
    %2642 = linalg.fill ins(%cst : f32) outs(%expanded_595 : tensor<3x2x8x8x8xf32>) -> tensor<3x2x8x8x8xf32>
    %2643 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_593, %expanded_594 : tensor<3x2x1x134x134xf32>, tensor<2x8x1x64x64xf32>) outs(%2642 : tensor<3x2x8x8x8xf32>) -> tensor<3x2x8x8x8xf32>
    %collapsed_596 = tensor.collapse_shape %2643 [[0], [1, 2], [3], [4]] : tensor<3x2x8x8x8xf32> into tensor<3x16x8x8xf32>
    %extracted_slice_597 = tensor.extract_slice %collapsed_596[0, 0, 0, 0] [3, 16, 7, 8] [1, 1, 1, 1] : tensor<3x16x8x8xf32> to tensor<3x16x7x8xf32>
    %extracted_slice_598 = tensor.extract_slice %extracted_slice_597[0, 0, 0, 0] [3, 16, 7, 7] [1, 1, 1, 1] : tensor<3x16x7x8xf32> to tensor<3x16x7x7xf32>
    %expanded_599 = tensor.expand_shape %extracted_slice_598 [[0], [1, 2], [3], [4]] output_shape [3, 2, 8, 7, 7] : tensor<3x16x7x7xf32> into tensor<3x2x8x7x7xf32>
    %2644 = tensor.empty() : tensor<2x8x3x7x7xf32>
    %transposed_600 = linalg.transpose ins(%expanded_599 : tensor<3x2x8x7x7xf32>) outs(%2644 : tensor<2x8x3x7x7xf32>) permutation = [1, 2, 0, 3, 4] 
    %2645 = tensor.empty() : tensor<8x3x7x7xf32>
    %2646 = linalg.fill ins(%cst : f32) outs(%2645 : tensor<8x3x7x7xf32>) -> tensor<8x3x7x7xf32>
    %2647 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_600 : tensor<2x8x3x7x7xf32>) outs(%2646 : tensor<8x3x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2648 = arith.addf %in, %out : f32
      linalg.yield %2648 : f32
    } -> tensor<8x3x7x7xf32>
    return %1498, %2647, %2639, %2627, %transposed_554, %2562, %2550, %transposed_549, %2544, %2532, %transposed_541, %2526, %2500, %transposed_536, %2512, %2500, %transposed_530, %2493, %2481, %transposed_524, %2475, %2463, %transposed_516, %2457, %2445, %transposed_510, %2437, %2425, %transposed_504, %2415, %2403, %transposed_496, %2390, %2378, %transposed_490, %2367, %2355, %2351, %2341, %2329, %transposed_471, %2323, %2289, %2312, %2301, %2289, %transposed_453, %2282, %2270, %transposed_447, %2264, %2252, %transposed_439, %2246, %2234, %transposed_433, %2227, %2215, %transposed_427, %2209, %2197, %transposed_419, %2191, %2179, %transposed_413, %2171, %2159, %transposed_407, %2149, %2137, %transposed_399, %2124, %2112, %transposed_393, %2101, %2089, %transposed_388, %2077, %2065, %transposed_378, %2059, %2027, %transposed_373, %2039, %2027, %transposed_364, %2020, %2008, %transposed_358, %2002, %1990, %transposed_350, %1984, %1972, %transposed_344, %1965, %1953, %transposed_338, %1947, %1935, %transposed_330, %1929, %1917, %transposed_324, %1910, %1898, %transposed_318, %1892, %1880, %transposed_310, %1874, %1862, %transposed_304, %1855, %1843, %transposed_298, %1837, %1825, %transposed_290, %1819, %1807, %transposed_284, %1799, %1787, %transposed_278, %1777, %1765, %transposed_270, %1752, %1740, %transposed_264, %1727, %1715, %transposed_259, %1703, %1691, %transposed_249, %1685, %1651, %transposed_244, %1663, %1651, %transposed_236, %1644, %1632, %transposed_230, %1626, %1614, %transposed_222, %1608, %1596, %transposed_216, %1588, %1576, %transposed_210, %1566, %1554, %transposed_203, %1540, %1528, %1517, %collapsed_197 : tensor<f32>, tensor<8x3x7x7xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>
  }
}
