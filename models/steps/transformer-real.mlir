#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1) -> (d0)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0) -> (d0)>
#map13 = affine_map<(d0) -> ()>
#map14 = affine_map<() -> ()>
#map15 = affine_map<(d0, d1) -> ()>
#map16 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map17 = affine_map<(d0, d1) -> (0, d1)>
#map18 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<8x512xi64>, %arg1: tensor<8x512xi64>, %arg2: tensor<512x768xf32>, %arg3: tensor<30522xf32>, %arg4: tensor<30522x768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<2304x768xf32>, %arg8: tensor<2304xf32>, %arg9: tensor<768x768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768xf32>, %arg12: tensor<768xf32>, %arg13: tensor<3072x768xf32>, %arg14: tensor<3072xf32>, %arg15: tensor<768x3072xf32>, %arg16: tensor<768xf32>, %arg17: tensor<768xf32>, %arg18: tensor<768xf32>, %arg19: tensor<2304x768xf32>, %arg20: tensor<2304xf32>, %arg21: tensor<768x768xf32>, %arg22: tensor<768xf32>, %arg23: tensor<768xf32>, %arg24: tensor<768xf32>, %arg25: tensor<3072x768xf32>, %arg26: tensor<3072xf32>, %arg27: tensor<768x3072xf32>, %arg28: tensor<768xf32>, %arg29: tensor<768xf32>, %arg30: tensor<768xf32>, %arg31: tensor<2304x768xf32>, %arg32: tensor<2304xf32>, %arg33: tensor<768x768xf32>, %arg34: tensor<768xf32>, %arg35: tensor<768xf32>, %arg36: tensor<768xf32>, %arg37: tensor<3072x768xf32>, %arg38: tensor<3072xf32>, %arg39: tensor<768x3072xf32>, %arg40: tensor<768xf32>, %arg41: tensor<768xf32>, %arg42: tensor<768xf32>, %arg43: tensor<2304x768xf32>, %arg44: tensor<2304xf32>, %arg45: tensor<768x768xf32>, %arg46: tensor<768xf32>, %arg47: tensor<768xf32>, %arg48: tensor<768xf32>, %arg49: tensor<3072x768xf32>, %arg50: tensor<3072xf32>, %arg51: tensor<768x3072xf32>, %arg52: tensor<768xf32>, %arg53: tensor<768xf32>, %arg54: tensor<768xf32>, %arg55: tensor<2304x768xf32>, %arg56: tensor<2304xf32>, %arg57: tensor<768x768xf32>, %arg58: tensor<768xf32>, %arg59: tensor<768xf32>, %arg60: tensor<768xf32>, %arg61: tensor<3072x768xf32>, %arg62: tensor<3072xf32>, %arg63: tensor<768x3072xf32>, %arg64: tensor<768xf32>, %arg65: tensor<768xf32>, %arg66: tensor<768xf32>, %arg67: tensor<2304x768xf32>, %arg68: tensor<2304xf32>, %arg69: tensor<768x768xf32>, %arg70: tensor<768xf32>, %arg71: tensor<768xf32>, %arg72: tensor<768xf32>, %arg73: tensor<3072x768xf32>, %arg74: tensor<3072xf32>, %arg75: tensor<768x3072xf32>, %arg76: tensor<768xf32>, %arg77: tensor<768xf32>, %arg78: tensor<768xf32>, %arg79: tensor<2304x768xf32>, %arg80: tensor<2304xf32>, %arg81: tensor<768x768xf32>, %arg82: tensor<768xf32>, %arg83: tensor<768xf32>, %arg84: tensor<768xf32>, %arg85: tensor<3072x768xf32>, %arg86: tensor<3072xf32>, %arg87: tensor<768x3072xf32>, %arg88: tensor<768xf32>, %arg89: tensor<768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<2304x768xf32>, %arg92: tensor<2304xf32>, %arg93: tensor<768x768xf32>, %arg94: tensor<768xf32>, %arg95: tensor<768xf32>, %arg96: tensor<768xf32>, %arg97: tensor<3072x768xf32>, %arg98: tensor<3072xf32>, %arg99: tensor<768x3072xf32>, %arg100: tensor<768xf32>, %arg101: tensor<768xf32>, %arg102: tensor<768xf32>, %arg103: tensor<2304x768xf32>, %arg104: tensor<2304xf32>, %arg105: tensor<768x768xf32>, %arg106: tensor<768xf32>, %arg107: tensor<768xf32>, %arg108: tensor<768xf32>, %arg109: tensor<3072x768xf32>, %arg110: tensor<3072xf32>, %arg111: tensor<768x3072xf32>, %arg112: tensor<768xf32>, %arg113: tensor<768xf32>, %arg114: tensor<768xf32>, %arg115: tensor<2304x768xf32>, %arg116: tensor<2304xf32>, %arg117: tensor<768x768xf32>, %arg118: tensor<768xf32>, %arg119: tensor<768xf32>, %arg120: tensor<768xf32>, %arg121: tensor<3072x768xf32>, %arg122: tensor<3072xf32>, %arg123: tensor<768x3072xf32>, %arg124: tensor<768xf32>, %arg125: tensor<768xf32>, %arg126: tensor<768xf32>, %arg127: tensor<2304x768xf32>, %arg128: tensor<2304xf32>, %arg129: tensor<768x768xf32>, %arg130: tensor<768xf32>, %arg131: tensor<768xf32>, %arg132: tensor<768xf32>, %arg133: tensor<3072x768xf32>, %arg134: tensor<3072xf32>, %arg135: tensor<768x3072xf32>, %arg136: tensor<768xf32>, %arg137: tensor<768xf32>, %arg138: tensor<768xf32>, %arg139: tensor<2304x768xf32>, %arg140: tensor<2304xf32>, %arg141: tensor<768x768xf32>, %arg142: tensor<768xf32>, %arg143: tensor<768xf32>, %arg144: tensor<768xf32>, %arg145: tensor<3072x768xf32>, %arg146: tensor<3072xf32>, %arg147: tensor<768x3072xf32>, %arg148: tensor<768xf32>, %arg149: tensor<768xf32>, %arg150: tensor<768xf32>, %arg151: tensor<768x768xf32>, %arg152: tensor<768xf32>, %arg153: tensor<768xf32>, %arg154: tensor<768xf32>) -> (tensor<f32>, tensor<512x768xf32>, tensor<30522xf32>, tensor<30522x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c30522 = arith.constant 30522 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant 0.3989422804014327 : f64
    %cst_6 = arith.constant 0.70710678118654757 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant 7.680000e+02 : f32
    %cst_9 = arith.constant 8.000000e+00 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %cst_11 = arith.constant -5.000000e-01 : f32
    %cst_12 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<8x512x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x512xi64>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1615 = arith.index_cast %in : i64 to index
      %1616 = linalg.index 2 : index
      %1617 = arith.cmpi slt, %1615, %c30522 : index
      cf.assert %1617, "index must be smaller than dim size"
      %1618 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1618, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg4[%1615, %1616] : tensor<30522x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x512x768xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<8x512x768xf32>, tensor<512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %3 = tensor.empty() : tensor<8x512x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %6 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %15 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %16 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg5 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg6 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %23 = tensor.empty() : tensor<768x2304xf32>
    %transposed = linalg.transpose ins(%arg7 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %24 = tensor.empty() : tensor<4096x2304xf32>
    %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %26 = linalg.matmul ins(%collapsed, %transposed : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%26, %27 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded = tensor.expand_shape %28 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_15 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %29 = tensor.empty() : tensor<8x12x512x64xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_17 = tensor.expand_shape %extracted_slice_13 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_18 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %30 = tensor.empty() : tensor<8x12x64x512xf32>
    %transposed_20 = linalg.transpose ins(%expanded_17 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_21 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_22 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %31 = tensor.empty() : tensor<96x512x512xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %33 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_23 = tensor.expand_shape %33 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %34 = tensor.empty() : tensor<8x12x512x512xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %36 = tensor.empty() : tensor<8x12x512xi64>
    %37 = linalg.fill ins(%c0_i64 : i64) outs(%36 : tensor<8x12x512xi64>) -> tensor<8x12x512xi64>
    %38 = tensor.empty() : tensor<8x12x512xf32>
    %39 = linalg.fill ins(%cst_0 : f32) outs(%38 : tensor<8x12x512xf32>) -> tensor<8x12x512xf32>
    %40:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%35 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_24 = tensor.expand_shape %40#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %41 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_24 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %42 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %43 = tensor.empty() : tensor<8x12x512x1xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<8x12x512x1xf32>) -> tensor<8x12x512x1xf32>
    %45 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %46 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_25 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_26 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %47 = tensor.empty() : tensor<96x512x64xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %49 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_27 = tensor.expand_shape %49 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %50 = tensor.empty() : tensor<8x512x12x64xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %51 = tensor.empty() : tensor<768x768xf32>
    %transposed_29 = linalg.transpose ins(%arg9 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %52 = tensor.empty() : tensor<4096x768xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %54 = linalg.matmul ins(%collapsed_30, %transposed_29 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%54, %55 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_31 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %expanded_31 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %59 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %60 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %61 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %68 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %69 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %71 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %arg11 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg12 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %76 = tensor.empty() : tensor<768x3072xf32>
    %transposed_32 = linalg.transpose ins(%arg13 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_33 = tensor.collapse_shape %75 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %77 = tensor.empty() : tensor<4096x3072xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %79 = linalg.matmul ins(%collapsed_33, %transposed_32 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %80 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %81 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%79, %80 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_34 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %82 = tensor.empty() : tensor<8x512x3072xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %84 = tensor.empty() : tensor<3072x768xf32>
    %transposed_35 = linalg.transpose ins(%arg15 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %85 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %87 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%85, %86 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_37 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %expanded_37 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%91 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %91 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %92 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %96 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %99 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %100 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %102 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %arg17 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %arg18 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_38 = linalg.transpose ins(%arg19 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %107 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %109 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%107, %108 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_40 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_40[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_40[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_40[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_44 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_46 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_47 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%expanded_46 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_50 = tensor.collapse_shape %transposed_45 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %110 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_52 = tensor.expand_shape %110 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %111 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %112:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%111 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_53 = tensor.expand_shape %112#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %113 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_53 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%114 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %116 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %115 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_54 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %117 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_56 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_58 = linalg.transpose ins(%arg21 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_59 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %118 = linalg.matmul ins(%collapsed_59, %transposed_58 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%118, %119 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_60 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %expanded_60 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %123 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %124 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %125 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %129 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %132 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %133 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %135 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %arg23 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %arg24 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_61 = linalg.transpose ins(%arg25 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_62 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %140 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %141 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %142 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_63 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_64 = linalg.transpose ins(%arg27 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_65 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %144 = linalg.matmul ins(%collapsed_65, %transposed_64 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %145 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %146 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_66 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %expanded_66 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %149 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %150 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %151 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %155 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %158 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %159 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %161 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %arg29 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %arg30 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_67 = linalg.transpose ins(%arg31 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_68 = tensor.collapse_shape %165 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %166 = linalg.matmul ins(%collapsed_68, %transposed_67 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %167 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %168 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%166, %167 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_69 = tensor.expand_shape %168 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_70 = tensor.extract_slice %expanded_69[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_71 = tensor.extract_slice %expanded_69[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_72 = tensor.extract_slice %expanded_69[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_73 = tensor.expand_shape %extracted_slice_70 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_75 = tensor.expand_shape %extracted_slice_71 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_76 = tensor.expand_shape %extracted_slice_72 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_78 = linalg.transpose ins(%expanded_75 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_79 = tensor.collapse_shape %transposed_74 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_80 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %169 = linalg.batch_matmul ins(%collapsed_79, %collapsed_80 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_81 = tensor.expand_shape %169 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %170 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %171:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%170 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_82 = tensor.expand_shape %171#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %172 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_82 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %173 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %174 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%173 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %175 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %174 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_83 = tensor.collapse_shape %175 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_84 = tensor.collapse_shape %transposed_77 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %176 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_85 = tensor.expand_shape %176 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_86 = linalg.transpose ins(%expanded_85 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_87 = linalg.transpose ins(%arg33 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_88 = tensor.collapse_shape %transposed_86 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %177 = linalg.matmul ins(%collapsed_88, %transposed_87 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %178 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %179 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%177, %178 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_89 = tensor.expand_shape %179 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %expanded_89 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%180 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %182 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %183 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %184 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %188 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %191 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %192 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %arg35 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %arg36 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_90 = linalg.transpose ins(%arg37 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_91 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %199 = linalg.matmul ins(%collapsed_91, %transposed_90 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %200 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %201 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%199, %200 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_92 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_93 = linalg.transpose ins(%arg39 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_94 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %203 = linalg.matmul ins(%collapsed_94, %transposed_93 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %204 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %205 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%203, %204 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_95 = tensor.expand_shape %205 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %expanded_95 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%206 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %208 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %209 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%211 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %210 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %214 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %217 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %218 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %220 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %arg41 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %arg42 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_96 = linalg.transpose ins(%arg43 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_97 = tensor.collapse_shape %224 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %225 = linalg.matmul ins(%collapsed_97, %transposed_96 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %226 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %227 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%225, %226 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_98 = tensor.expand_shape %227 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_99 = tensor.extract_slice %expanded_98[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_100 = tensor.extract_slice %expanded_98[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_101 = tensor.extract_slice %expanded_98[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_102 = tensor.expand_shape %extracted_slice_99 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_103 = linalg.transpose ins(%expanded_102 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_104 = tensor.expand_shape %extracted_slice_100 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_105 = tensor.expand_shape %extracted_slice_101 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_106 = linalg.transpose ins(%expanded_105 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_107 = linalg.transpose ins(%expanded_104 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_108 = tensor.collapse_shape %transposed_103 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_109 = tensor.collapse_shape %transposed_107 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %228 = linalg.batch_matmul ins(%collapsed_108, %collapsed_109 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_110 = tensor.expand_shape %228 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %229 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %230:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%229 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_111 = tensor.expand_shape %230#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %231 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_111 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %232 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %233 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%232 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %234 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %233 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_112 = tensor.collapse_shape %234 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_113 = tensor.collapse_shape %transposed_106 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %235 = linalg.batch_matmul ins(%collapsed_112, %collapsed_113 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_114 = tensor.expand_shape %235 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_115 = linalg.transpose ins(%expanded_114 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_116 = linalg.transpose ins(%arg45 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_117 = tensor.collapse_shape %transposed_115 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %236 = linalg.matmul ins(%collapsed_117, %transposed_116 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %237 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %238 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%236, %237 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_118 = tensor.expand_shape %238 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %expanded_118 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%239 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %241 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%242 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %242 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%244 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %243 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %247 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %250 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %251 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %253 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %arg47 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %arg48 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_119 = linalg.transpose ins(%arg49 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_120 = tensor.collapse_shape %257 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %258 = linalg.matmul ins(%collapsed_120, %transposed_119 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %259 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %260 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%258, %259 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_121 = tensor.expand_shape %260 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_122 = linalg.transpose ins(%arg51 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_123 = tensor.collapse_shape %261 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %262 = linalg.matmul ins(%collapsed_123, %transposed_122 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %263 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %264 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%262, %263 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_124 = tensor.expand_shape %264 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %expanded_124 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%265 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %267 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%268 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %268 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%270 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %269 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %273 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %276 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %277 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %279 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %arg53 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %arg54 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_125 = linalg.transpose ins(%arg55 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_126 = tensor.collapse_shape %283 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %284 = linalg.matmul ins(%collapsed_126, %transposed_125 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %285 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %286 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%284, %285 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_127 = tensor.expand_shape %286 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_128 = tensor.extract_slice %expanded_127[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_129 = tensor.extract_slice %expanded_127[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_130 = tensor.extract_slice %expanded_127[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_131 = tensor.expand_shape %extracted_slice_128 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_132 = linalg.transpose ins(%expanded_131 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_133 = tensor.expand_shape %extracted_slice_129 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_134 = tensor.expand_shape %extracted_slice_130 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_135 = linalg.transpose ins(%expanded_134 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_136 = linalg.transpose ins(%expanded_133 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_137 = tensor.collapse_shape %transposed_132 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_138 = tensor.collapse_shape %transposed_136 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %287 = linalg.batch_matmul ins(%collapsed_137, %collapsed_138 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_139 = tensor.expand_shape %287 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %288 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_139 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %289:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%288 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_140 = tensor.expand_shape %289#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %290 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %expanded_140 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %291 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %292 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%291 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %293 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %292 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_141 = tensor.collapse_shape %293 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_142 = tensor.collapse_shape %transposed_135 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %294 = linalg.batch_matmul ins(%collapsed_141, %collapsed_142 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_143 = tensor.expand_shape %294 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_144 = linalg.transpose ins(%expanded_143 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_145 = linalg.transpose ins(%arg57 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_146 = tensor.collapse_shape %transposed_144 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %295 = linalg.matmul ins(%collapsed_146, %transposed_145 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %296 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %297 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%295, %296 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_147 = tensor.expand_shape %297 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %expanded_147 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%298 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %300 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %301 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%303 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %302 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %306 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %309 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %310 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %312 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %arg59 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %arg60 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_148 = linalg.transpose ins(%arg61 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_149 = tensor.collapse_shape %316 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %317 = linalg.matmul ins(%collapsed_149, %transposed_148 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %318 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %319 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%317, %318 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_150 = tensor.expand_shape %319 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_151 = linalg.transpose ins(%arg63 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_152 = tensor.collapse_shape %320 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %321 = linalg.matmul ins(%collapsed_152, %transposed_151 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %322 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %323 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%321, %322 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_153 = tensor.expand_shape %323 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %expanded_153 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%324 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %326 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%327 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %327 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%329 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %328 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %332 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %335 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %336 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %338 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %arg65 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %arg66 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_154 = linalg.transpose ins(%arg67 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_155 = tensor.collapse_shape %342 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %343 = linalg.matmul ins(%collapsed_155, %transposed_154 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %344 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %345 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%343, %344 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_156 = tensor.expand_shape %345 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_157 = tensor.extract_slice %expanded_156[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_158 = tensor.extract_slice %expanded_156[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_159 = tensor.extract_slice %expanded_156[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_160 = tensor.expand_shape %extracted_slice_157 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_161 = linalg.transpose ins(%expanded_160 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_162 = tensor.expand_shape %extracted_slice_158 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_163 = tensor.expand_shape %extracted_slice_159 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_164 = linalg.transpose ins(%expanded_163 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_165 = linalg.transpose ins(%expanded_162 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_166 = tensor.collapse_shape %transposed_161 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_167 = tensor.collapse_shape %transposed_165 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %346 = linalg.batch_matmul ins(%collapsed_166, %collapsed_167 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_168 = tensor.expand_shape %346 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %347 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_168 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %348:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%347 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_169 = tensor.expand_shape %348#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %349 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %expanded_169 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %350 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %351 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%350 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %352 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %351 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_170 = tensor.collapse_shape %352 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_171 = tensor.collapse_shape %transposed_164 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %353 = linalg.batch_matmul ins(%collapsed_170, %collapsed_171 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_172 = tensor.expand_shape %353 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_173 = linalg.transpose ins(%expanded_172 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_174 = linalg.transpose ins(%arg69 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_175 = tensor.collapse_shape %transposed_173 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %354 = linalg.matmul ins(%collapsed_175, %transposed_174 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %355 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %356 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%354, %355 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_176 = tensor.expand_shape %356 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %expanded_176 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%357 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %359 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%360 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %360 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%362 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %361 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %365 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %368 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %369 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %371 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %arg71 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %arg72 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_177 = linalg.transpose ins(%arg73 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_178 = tensor.collapse_shape %375 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %376 = linalg.matmul ins(%collapsed_178, %transposed_177 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %377 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %378 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%376, %377 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_179 = tensor.expand_shape %378 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_179 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_180 = linalg.transpose ins(%arg75 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_181 = tensor.collapse_shape %379 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %380 = linalg.matmul ins(%collapsed_181, %transposed_180 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %381 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %382 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%380, %381 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_182 = tensor.expand_shape %382 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %expanded_182 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%383 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %385 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%386 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %386 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%388 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %387 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %391 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %394 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %395 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %397 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %arg77 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %arg78 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_183 = linalg.transpose ins(%arg79 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_184 = tensor.collapse_shape %401 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %402 = linalg.matmul ins(%collapsed_184, %transposed_183 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %403 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %404 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%402, %403 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_185 = tensor.expand_shape %404 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_186 = tensor.extract_slice %expanded_185[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_187 = tensor.extract_slice %expanded_185[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_188 = tensor.extract_slice %expanded_185[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_189 = tensor.expand_shape %extracted_slice_186 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_190 = linalg.transpose ins(%expanded_189 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_191 = tensor.expand_shape %extracted_slice_187 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_192 = tensor.expand_shape %extracted_slice_188 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_193 = linalg.transpose ins(%expanded_192 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_194 = linalg.transpose ins(%expanded_191 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_195 = tensor.collapse_shape %transposed_190 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_196 = tensor.collapse_shape %transposed_194 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %405 = linalg.batch_matmul ins(%collapsed_195, %collapsed_196 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_197 = tensor.expand_shape %405 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %406 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_197 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %407:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%406 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_198 = tensor.expand_shape %407#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %408 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %expanded_198 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %409 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %410 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%409 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %411 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %410 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_199 = tensor.collapse_shape %411 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_200 = tensor.collapse_shape %transposed_193 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %412 = linalg.batch_matmul ins(%collapsed_199, %collapsed_200 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_201 = tensor.expand_shape %412 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_202 = linalg.transpose ins(%expanded_201 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_203 = linalg.transpose ins(%arg81 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_204 = tensor.collapse_shape %transposed_202 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %413 = linalg.matmul ins(%collapsed_204, %transposed_203 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %414 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg82 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %415 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%413, %414 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_205 = tensor.expand_shape %415 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %expanded_205 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%416 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %418 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%419 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %419 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%421 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %420 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %424 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %427 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %428 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431, %430 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %arg83 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %arg84 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_206 = linalg.transpose ins(%arg85 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_207 = tensor.collapse_shape %434 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %435 = linalg.matmul ins(%collapsed_207, %transposed_206 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %436 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %437 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%435, %436 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_208 = tensor.expand_shape %437 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_208 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_209 = linalg.transpose ins(%arg87 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_210 = tensor.collapse_shape %438 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %439 = linalg.matmul ins(%collapsed_210, %transposed_209 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %440 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %441 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%439, %440 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_211 = tensor.expand_shape %441 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %expanded_211 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%442 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %444 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%445 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %445 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%447 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %446 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %450 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %453 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %454 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %456 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %arg89 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459, %arg90 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_212 = linalg.transpose ins(%arg91 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_213 = tensor.collapse_shape %460 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %461 = linalg.matmul ins(%collapsed_213, %transposed_212 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %462 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg92 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %463 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%461, %462 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_214 = tensor.expand_shape %463 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_215 = tensor.extract_slice %expanded_214[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_216 = tensor.extract_slice %expanded_214[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_217 = tensor.extract_slice %expanded_214[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_218 = tensor.expand_shape %extracted_slice_215 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_219 = linalg.transpose ins(%expanded_218 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_220 = tensor.expand_shape %extracted_slice_216 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_221 = tensor.expand_shape %extracted_slice_217 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_222 = linalg.transpose ins(%expanded_221 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_223 = linalg.transpose ins(%expanded_220 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_224 = tensor.collapse_shape %transposed_219 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_225 = tensor.collapse_shape %transposed_223 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %464 = linalg.batch_matmul ins(%collapsed_224, %collapsed_225 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_226 = tensor.expand_shape %464 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %465 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_226 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %466:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%465 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_227 = tensor.expand_shape %466#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %467 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %expanded_227 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %468 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %469 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%468 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %470 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468, %469 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_228 = tensor.collapse_shape %470 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_229 = tensor.collapse_shape %transposed_222 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %471 = linalg.batch_matmul ins(%collapsed_228, %collapsed_229 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_230 = tensor.expand_shape %471 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_231 = linalg.transpose ins(%expanded_230 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_232 = linalg.transpose ins(%arg93 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_233 = tensor.collapse_shape %transposed_231 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %472 = linalg.matmul ins(%collapsed_233, %transposed_232 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %473 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg94 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %474 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%472, %473 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_234 = tensor.expand_shape %474 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %expanded_234 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%475 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %477 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%478 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %478 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%480 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %479 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %483 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477, %486 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %487 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %489 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491, %arg95 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %arg96 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_235 = linalg.transpose ins(%arg97 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_236 = tensor.collapse_shape %493 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %494 = linalg.matmul ins(%collapsed_236, %transposed_235 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %495 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg98 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %496 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%494, %495 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_237 = tensor.expand_shape %496 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_238 = linalg.transpose ins(%arg99 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_239 = tensor.collapse_shape %497 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %498 = linalg.matmul ins(%collapsed_239, %transposed_238 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %499 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg100 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %500 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%498, %499 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_240 = tensor.expand_shape %500 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %expanded_240 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%501 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %503 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%504 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504, %504 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%506 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505, %505 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %509 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %512 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %513 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %515 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %arg101 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %arg102 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_241 = linalg.transpose ins(%arg103 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_242 = tensor.collapse_shape %519 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %520 = linalg.matmul ins(%collapsed_242, %transposed_241 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %521 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg104 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %522 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%520, %521 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_243 = tensor.expand_shape %522 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_244 = tensor.extract_slice %expanded_243[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_245 = tensor.extract_slice %expanded_243[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_246 = tensor.extract_slice %expanded_243[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_247 = tensor.expand_shape %extracted_slice_244 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_248 = linalg.transpose ins(%expanded_247 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_249 = tensor.expand_shape %extracted_slice_245 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_250 = tensor.expand_shape %extracted_slice_246 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_251 = linalg.transpose ins(%expanded_250 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_252 = linalg.transpose ins(%expanded_249 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_253 = tensor.collapse_shape %transposed_248 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_254 = tensor.collapse_shape %transposed_252 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %523 = linalg.batch_matmul ins(%collapsed_253, %collapsed_254 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_255 = tensor.expand_shape %523 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %524 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_255 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %525:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%524 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_256 = tensor.expand_shape %525#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %526 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524, %expanded_256 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %527 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %528 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%527 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %529 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527, %528 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_257 = tensor.collapse_shape %529 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_258 = tensor.collapse_shape %transposed_251 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %530 = linalg.batch_matmul ins(%collapsed_257, %collapsed_258 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_259 = tensor.expand_shape %530 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_260 = linalg.transpose ins(%expanded_259 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_261 = linalg.transpose ins(%arg105 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_262 = tensor.collapse_shape %transposed_260 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %531 = linalg.matmul ins(%collapsed_262, %transposed_261 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %532 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg106 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %533 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%531, %532 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_263 = tensor.expand_shape %533 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %534 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %expanded_263 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%534 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %537 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %536 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%537 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537, %537 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%539 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %538 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %543 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %542 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536, %545 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %547 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %546 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %548 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550, %arg107 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551, %arg108 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_264 = linalg.transpose ins(%arg109 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_265 = tensor.collapse_shape %552 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %553 = linalg.matmul ins(%collapsed_265, %transposed_264 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %554 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg110 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %555 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%553, %554 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_266 = tensor.expand_shape %555 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_266 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_267 = linalg.transpose ins(%arg111 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_268 = tensor.collapse_shape %556 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %557 = linalg.matmul ins(%collapsed_268, %transposed_267 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %558 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %559 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%557, %558 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_269 = tensor.expand_shape %559 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %expanded_269 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%560 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %562 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%563 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %563 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%565 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %564 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %568 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562, %571 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %572 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %574 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %arg113 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577, %arg114 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_270 = linalg.transpose ins(%arg115 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_271 = tensor.collapse_shape %578 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %579 = linalg.matmul ins(%collapsed_271, %transposed_270 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %580 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg116 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %581 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%579, %580 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_272 = tensor.expand_shape %581 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_273 = tensor.extract_slice %expanded_272[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_274 = tensor.extract_slice %expanded_272[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_275 = tensor.extract_slice %expanded_272[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_276 = tensor.expand_shape %extracted_slice_273 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_277 = linalg.transpose ins(%expanded_276 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_278 = tensor.expand_shape %extracted_slice_274 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_279 = tensor.expand_shape %extracted_slice_275 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_280 = linalg.transpose ins(%expanded_279 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_281 = linalg.transpose ins(%expanded_278 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_282 = tensor.collapse_shape %transposed_277 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_283 = tensor.collapse_shape %transposed_281 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %582 = linalg.batch_matmul ins(%collapsed_282, %collapsed_283 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_284 = tensor.expand_shape %582 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %583 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_284 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %584:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%583 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_285 = tensor.expand_shape %584#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %585 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %expanded_285 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %586 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %587 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%586 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %588 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%586, %587 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_286 = tensor.collapse_shape %588 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_287 = tensor.collapse_shape %transposed_280 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %589 = linalg.batch_matmul ins(%collapsed_286, %collapsed_287 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_288 = tensor.expand_shape %589 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_289 = linalg.transpose ins(%expanded_288 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_290 = linalg.transpose ins(%arg117 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_291 = tensor.collapse_shape %transposed_289 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %590 = linalg.matmul ins(%collapsed_291, %transposed_290 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %591 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg118 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %592 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%590, %591 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_292 = tensor.expand_shape %592 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %expanded_292 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%593 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593, %595 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%596 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %596 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %599 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%598 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %600 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %597 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %601 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599, %601 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %603 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %604 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593, %605 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608, %607 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609, %arg119 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %611 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610, %arg120 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_293 = linalg.transpose ins(%arg121 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_294 = tensor.collapse_shape %611 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %612 = linalg.matmul ins(%collapsed_294, %transposed_293 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %613 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %614 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%612, %613 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_295 = tensor.expand_shape %614 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_296 = linalg.transpose ins(%arg123 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_297 = tensor.collapse_shape %615 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %616 = linalg.matmul ins(%collapsed_297, %transposed_296 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %617 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg124 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %618 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%616, %617 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_298 = tensor.expand_shape %618 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611, %expanded_298 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%619 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619, %621 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%622 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %622 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%624 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623, %623 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625, %627 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %629 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %630 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %631 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621, %630 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %632 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %633 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %634 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619, %631 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %635 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %633 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635, %arg125 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636, %arg126 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_299 = linalg.transpose ins(%arg127 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_300 = tensor.collapse_shape %637 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %638 = linalg.matmul ins(%collapsed_300, %transposed_299 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %639 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg128 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %640 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%638, %639 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_301 = tensor.expand_shape %640 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_302 = tensor.extract_slice %expanded_301[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_303 = tensor.extract_slice %expanded_301[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_304 = tensor.extract_slice %expanded_301[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_305 = tensor.expand_shape %extracted_slice_302 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_306 = linalg.transpose ins(%expanded_305 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_307 = tensor.expand_shape %extracted_slice_303 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_308 = tensor.expand_shape %extracted_slice_304 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_309 = linalg.transpose ins(%expanded_308 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_310 = linalg.transpose ins(%expanded_307 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_311 = tensor.collapse_shape %transposed_306 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_312 = tensor.collapse_shape %transposed_310 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %641 = linalg.batch_matmul ins(%collapsed_311, %collapsed_312 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_313 = tensor.expand_shape %641 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %642 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_313 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %643:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%642 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_314 = tensor.expand_shape %643#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %644 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%642, %expanded_314 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %645 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%644 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %646 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%645 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %647 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%645, %646 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_315 = tensor.collapse_shape %647 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_316 = tensor.collapse_shape %transposed_309 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %648 = linalg.batch_matmul ins(%collapsed_315, %collapsed_316 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_317 = tensor.expand_shape %648 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_318 = linalg.transpose ins(%expanded_317 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_319 = linalg.transpose ins(%arg129 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_320 = tensor.collapse_shape %transposed_318 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %649 = linalg.matmul ins(%collapsed_320, %transposed_319 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %650 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg130 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %651 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%649, %650 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_321 = tensor.expand_shape %651 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %652 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637, %expanded_321 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %653 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%652 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %654 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %655 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %654 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %656 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%655 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %657 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655, %655 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %658 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%657 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %659 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656, %656 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658, %660 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %662 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %663 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %664 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%654, %663 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %665 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %666 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%665 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %667 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %664 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %668 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667, %666 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %669 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668, %arg131 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %670 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669, %arg132 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_322 = linalg.transpose ins(%arg133 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_323 = tensor.collapse_shape %670 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %671 = linalg.matmul ins(%collapsed_323, %transposed_322 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %672 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg134 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %673 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%671, %672 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_324 = tensor.expand_shape %673 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %674 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_324 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_325 = linalg.transpose ins(%arg135 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_326 = tensor.collapse_shape %674 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %675 = linalg.matmul ins(%collapsed_326, %transposed_325 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %676 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg136 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %677 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%675, %676 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_327 = tensor.expand_shape %677 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %678 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670, %expanded_327 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %679 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%678 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %680 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%679 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %681 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678, %680 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %682 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%681 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681, %681 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%683 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682, %682 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %687 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684, %686 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %688 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %689 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %690 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680, %689 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %691 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %692 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %693 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678, %690 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %694 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693, %692 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %695 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694, %arg137 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695, %arg138 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_328 = linalg.transpose ins(%arg139 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_329 = tensor.collapse_shape %696 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %697 = linalg.matmul ins(%collapsed_329, %transposed_328 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %698 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %699 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%697, %698 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%24 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x2304xf32>
    %expanded_330 = tensor.expand_shape %699 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_331 = tensor.extract_slice %expanded_330[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_332 = tensor.extract_slice %expanded_330[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_333 = tensor.extract_slice %expanded_330[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_334 = tensor.expand_shape %extracted_slice_331 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_335 = linalg.transpose ins(%expanded_334 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_336 = tensor.expand_shape %extracted_slice_332 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_337 = tensor.expand_shape %extracted_slice_333 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_338 = linalg.transpose ins(%expanded_337 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_339 = linalg.transpose ins(%expanded_336 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_340 = tensor.collapse_shape %transposed_335 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_341 = tensor.collapse_shape %transposed_339 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %700 = linalg.batch_matmul ins(%collapsed_340, %collapsed_341 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_342 = tensor.expand_shape %700 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %701 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_342 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %702:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%701 : tensor<8x12x512x512xf32>) outs(%39, %37 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 3 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_343 = tensor.expand_shape %702#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %703 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %expanded_343 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %704 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%703 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %705 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%704 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %706 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%704, %705 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_344 = tensor.collapse_shape %706 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_345 = tensor.collapse_shape %transposed_338 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %707 = linalg.batch_matmul ins(%collapsed_344, %collapsed_345 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_346 = tensor.expand_shape %707 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_347 = linalg.transpose ins(%expanded_346 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_348 = linalg.transpose ins(%arg141 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_349 = tensor.collapse_shape %transposed_347 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %708 = linalg.matmul ins(%collapsed_349, %transposed_348 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %709 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %710 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%708, %709 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_350 = tensor.expand_shape %710 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %711 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %expanded_350 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%711 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %713 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %714 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%711, %713 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %715 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%714 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %716 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %714 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %717 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%716 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %718 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%715, %715 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %719 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %720 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717, %719 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %721 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %722 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%715 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %723 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %722 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%721 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %726 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%711, %723 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %727 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726, %725 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %728 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727, %arg143 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %729 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%728, %arg144 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_351 = linalg.transpose ins(%arg145 : tensor<3072x768xf32>) outs(%76 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_352 = tensor.collapse_shape %729 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %730 = linalg.matmul ins(%collapsed_352, %transposed_351 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %731 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg146 : tensor<3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %732 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%730, %731 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%77 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x3072xf32>
    %expanded_353 = tensor.expand_shape %732 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %733 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_353 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_354 = linalg.transpose ins(%arg147 : tensor<768x3072xf32>) outs(%84 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_355 = tensor.collapse_shape %733 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %734 = linalg.matmul ins(%collapsed_355, %transposed_354 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %735 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg148 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %736 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%734, %735 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_356 = tensor.expand_shape %736 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %737 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729, %expanded_356 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %738 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%737 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %739 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %740 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %739 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %741 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%740 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %742 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%740, %740 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %743 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%742 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %744 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741, %741 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %745 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%744 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %746 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%743, %745 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %747 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%746 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %748 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %749 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%739, %748 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %750 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %751 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%750 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %752 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %749 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %753 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752, %751 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %754 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %arg149 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %755 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754, %arg150 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %transposed_357 = linalg.transpose ins(%arg151 : tensor<768x768xf32>) outs(%51 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_358 = tensor.collapse_shape %755 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %756 = linalg.matmul ins(%collapsed_358, %transposed_357 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %757 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %758 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%756, %757 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%52 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x768xf32>
    %expanded_359 = tensor.expand_shape %758 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %759 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_359 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_10 : f32
      %1616 = math.erf %1615 : f32
      %1617 = arith.addf %1616, %cst_1 : f32
      %1618 = arith.mulf %1617, %cst_2 : f32
      %1619 = arith.mulf %in, %1618 : f32
      linalg.yield %1619 : f32
    } -> tensor<8x512x768xf32>
    %760 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%759 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %761 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%760 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %762 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759, %761 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %763 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%762 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %764 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762, %762 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%764 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %766 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763, %763 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %767 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%766 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %768 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765, %767 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %769 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %770 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %771 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761, %770 : tensor<8x512x1xf32>, tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %772 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_7 : f64 to f32
      %1616 = arith.addf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x1xf32>
    %773 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%772 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.rsqrt %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %774 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759, %771 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %775 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%774, %773 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %776 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%775, %arg153 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %777 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%776, %arg154 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %778 = tensor.empty() : tensor<768x30522xf32>
    %transposed_360 = linalg.transpose ins(%arg4 : tensor<30522x768xf32>) outs(%778 : tensor<768x30522xf32>) permutation = [1, 0] 
    %collapsed_361 = tensor.collapse_shape %777 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %779 = tensor.empty() : tensor<4096x30522xf32>
    %780 = linalg.fill ins(%cst : f32) outs(%779 : tensor<4096x30522xf32>) -> tensor<4096x30522xf32>
    %781 = linalg.matmul ins(%collapsed_361, %transposed_360 : tensor<4096x768xf32>, tensor<768x30522xf32>) outs(%780 : tensor<4096x30522xf32>) -> tensor<4096x30522xf32>
    %expanded_362 = tensor.expand_shape %781 [[0, 1], [2]] output_shape [8, 512, 30522] : tensor<4096x30522xf32> into tensor<8x512x30522xf32>
    %782 = tensor.empty() : tensor<8x512x30522xf32>
    %783 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_362, %arg3 : tensor<8x512x30522xf32>, tensor<30522xf32>) outs(%782 : tensor<8x512x30522xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x30522xf32>
    %collapsed_363 = tensor.collapse_shape %783 [[0, 1], [2]] : tensor<8x512x30522xf32> into tensor<4096x30522xf32>
    %collapsed_364 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<8x512xi64> into tensor<4096xi64>
    %784 = tensor.empty() : tensor<4096xi64>
    %785 = linalg.fill ins(%c0_i64 : i64) outs(%784 : tensor<4096xi64>) -> tensor<4096xi64>
    %786 = tensor.empty() : tensor<4096xf32>
    %787 = linalg.fill ins(%cst_0 : f32) outs(%786 : tensor<4096xf32>) -> tensor<4096xf32>
    %788:2 = linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "reduction"]} ins(%collapsed_363 : tensor<4096x30522xf32>) outs(%787, %785 : tensor<4096xf32>, tensor<4096xi64>) {
    ^bb0(%in: f32, %out: f32, %out_790: i64):
      %1615 = linalg.index 1 : index
      %1616 = arith.index_cast %1615 : index to i64
      %1617 = arith.maximumf %in, %out : f32
      %1618 = arith.cmpf ugt, %in, %out : f32
      %1619 = arith.cmpf ord, %out, %out : f32
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = arith.select %1620, %1616, %out_790 : i64
      linalg.yield %1617, %1621 : f32, i64
    } -> (tensor<4096xf32>, tensor<4096xi64>)
    %expanded_365 = tensor.expand_shape %788#0 [[0, 1]] output_shape [4096, 1] : tensor<4096xf32> into tensor<4096x1xf32>
    %789 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_363, %expanded_365 : tensor<4096x30522xf32>, tensor<4096x1xf32>) outs(%779 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x30522xf32>
    %790 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%789 : tensor<4096x30522xf32>) outs(%779 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x30522xf32>
    %791 = tensor.empty() : tensor<4096x1xf32>
    %792 = linalg.fill ins(%cst : f32) outs(%791 : tensor<4096x1xf32>) -> tensor<4096x1xf32>
    %793 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "reduction"]} ins(%790 : tensor<4096x30522xf32>) outs(%792 : tensor<4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x1xf32>
    %794 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%793 : tensor<4096x1xf32>) outs(%791 : tensor<4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.log %in : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x1xf32>
    %795 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%789, %794 : tensor<4096x30522xf32>, tensor<4096x1xf32>) outs(%779 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x30522xf32>
    %796 = tensor.empty() : tensor<4096xi1>
    %797 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_364 : tensor<4096xi64>) outs(%796 : tensor<4096xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1615 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1615 : i1
    } -> tensor<4096xi1>
    %798 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%797, %collapsed_364, %cst_12 : tensor<4096xi1>, tensor<4096xi64>, tensor<i64>) outs(%784 : tensor<4096xi64>) {
    ^bb0(%in: i1, %in_790: i64, %in_791: i64, %out: i64):
      %1615 = arith.select %in, %in_790, %in_791 : i64
      linalg.yield %1615 : i64
    } -> tensor<4096xi64>
    %expanded_366 = tensor.expand_shape %798 [[0, 1]] output_shape [4096, 1] : tensor<4096xi64> into tensor<4096x1xi64>
    %799 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_366 : tensor<4096x1xi64>) outs(%792 : tensor<4096x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1615 = linalg.index 0 : index
      %1616 = arith.index_cast %in : i64 to index
      %1617 = arith.cmpi slt, %1616, %c30522 : index
      cf.assert %1617, "index must be smaller than dim size"
      %1618 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1618, "index must be larger or equal to 0"
      %extracted = tensor.extract %795[%1615, %1616] : tensor<4096x30522xf32>
      linalg.yield %extracted : f32
    } -> tensor<4096x1xf32>
    %collapsed_367 = tensor.collapse_shape %799 [[0, 1]] : tensor<4096x1xf32> into tensor<4096xf32>
    %800 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_367 : tensor<4096xf32>) outs(%786 : tensor<4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.negf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<4096xf32>
    %801 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%797, %800, %cst_4 : tensor<4096xi1>, tensor<4096xf32>, tensor<f32>) outs(%786 : tensor<4096xf32>) {
    ^bb0(%in: i1, %in_790: f32, %in_791: f32, %out: f32):
      %1615 = arith.select %in, %in_790, %in_791 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096xf32>
    %802 = tensor.empty() : tensor<i64>
    %803 = linalg.fill ins(%c0_i64 : i64) outs(%802 : tensor<i64>) -> tensor<i64>
    %804 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%797 : tensor<4096xi1>) outs(%803 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1615 = arith.extui %in : i1 to i64
      %1616 = arith.addi %1615, %out : i64
      linalg.yield %1616 : i64
    } -> tensor<i64>
    %805 = tensor.empty() : tensor<f32>
    %806 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%804 : tensor<i64>) outs(%805 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1615 = arith.sitofp %in : i64 to f32
      linalg.yield %1615 : f32
    } -> tensor<f32>
    %807 = linalg.fill ins(%cst : f32) outs(%805 : tensor<f32>) -> tensor<f32>
    %808 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%801 : tensor<4096xf32>) outs(%807 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<f32>
    %809 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%808, %806 : tensor<f32>, tensor<f32>) outs(%805 : tensor<f32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<f32>
    %810 = tensor.empty() : tensor<30522xi64>
    %811 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel"]} outs(%810 : tensor<30522xi64>) {
    ^bb0(%out: i64):
      %1615 = linalg.index 0 : index
      %1616 = arith.index_cast %1615 : index to i64
      linalg.yield %1616 : i64
    } -> tensor<30522xi64>
    %expanded_368 = tensor.expand_shape %collapsed_364 [[0, 1]] output_shape [4096, 1] : tensor<4096xi64> into tensor<4096x1xi64>
    %812 = tensor.empty() : tensor<4096x30522xi1>
    %813 = linalg.generic {indexing_maps = [#map11, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_368, %811 : tensor<4096x1xi64>, tensor<30522xi64>) outs(%812 : tensor<4096x30522xi1>) {
    ^bb0(%in: i64, %in_790: i64, %out: i1):
      %1615 = arith.cmpi eq, %in, %in_790 : i64
      linalg.yield %1615 : i1
    } -> tensor<4096x30522xi1>
    %expanded_369 = tensor.expand_shape %797 [[0, 1]] output_shape [4096, 1] : tensor<4096xi1> into tensor<4096x1xi1>
    %814 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%813, %expanded_369 : tensor<4096x30522xi1>, tensor<4096x1xi1>) outs(%812 : tensor<4096x30522xi1>) {
    ^bb0(%in: i1, %in_790: i1, %out: i1):
      %1615 = arith.andi %in, %in_790 : i1
      linalg.yield %1615 : i1
    } -> tensor<4096x30522xi1>
    %815 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%cst_3 : tensor<f32>) outs(%805 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.negf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<f32>
    %816 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%815, %806 : tensor<f32>, tensor<f32>) outs(%805 : tensor<f32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.divf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<f32>
    %817 = linalg.generic {indexing_maps = [#map6, #map15, #map15, #map6], iterator_types = ["parallel", "parallel"]} ins(%814, %816, %cst_4 : tensor<4096x30522xi1>, tensor<f32>, tensor<f32>) outs(%779 : tensor<4096x30522xf32>) {
    ^bb0(%in: i1, %in_790: f32, %in_791: f32, %out: f32):
      %1615 = arith.select %in, %in_790, %in_791 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x30522xf32>
    %818 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%795 : tensor<4096x30522xf32>) outs(%779 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x30522xf32>
    %819 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "reduction"]} ins(%817 : tensor<4096x30522xf32>) outs(%792 : tensor<4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x1xf32>
    %820 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%818, %819 : tensor<4096x30522xf32>, tensor<4096x1xf32>) outs(%779 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x30522xf32>
    %821 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%817, %820 : tensor<4096x30522xf32>, tensor<4096x30522xf32>) outs(%779 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<4096x30522xf32>
    %expanded_370 = tensor.expand_shape %821 [[0, 1], [2]] output_shape [8, 512, 30522] : tensor<4096x30522xf32> into tensor<8x512x30522xf32>
    %822 = tensor.empty() : tensor<1x1x30522xf32>
    %823 = linalg.fill ins(%cst : f32) outs(%822 : tensor<1x1x30522xf32>) -> tensor<1x1x30522xf32>
    %824 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_370 : tensor<8x512x30522xf32>) outs(%823 : tensor<1x1x30522xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x1x30522xf32>
    %collapsed_371 = tensor.collapse_shape %824 [[0, 1, 2]] : tensor<1x1x30522xf32> into tensor<30522xf32>
    %825 = tensor.empty() : tensor<30522x4096xf32>
    %transposed_372 = linalg.transpose ins(%821 : tensor<4096x30522xf32>) outs(%825 : tensor<30522x4096xf32>) permutation = [1, 0] 
    %826 = tensor.empty() : tensor<30522x768xf32>
    %827 = linalg.fill ins(%cst : f32) outs(%826 : tensor<30522x768xf32>) -> tensor<30522x768xf32>
    %828 = linalg.matmul ins(%transposed_372, %collapsed_361 : tensor<30522x4096xf32>, tensor<4096x768xf32>) outs(%827 : tensor<30522x768xf32>) -> tensor<30522x768xf32>
    %829 = linalg.matmul ins(%821, %arg4 : tensor<4096x30522xf32>, tensor<30522x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %expanded_373 = tensor.expand_shape %829 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %830 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_373, %arg153 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%830 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830, %775 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%833 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %835 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%775, %834 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %836 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831, %832 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %837 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836, %835 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %838 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %839 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%838, %837 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %840 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_373, %775 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %841 = tensor.empty() : tensor<768xf32>
    %842 = linalg.fill ins(%cst : f32) outs(%841 : tensor<768xf32>) -> tensor<768xf32>
    %843 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%840 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %844 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_373 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %845 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_359 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x768xf32>
    %846 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%845 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %847 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%846 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %848 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%847 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %849 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_359, %expanded_359 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %850 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%849 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %851 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %852 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%851 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x768xf32>
    %853 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_359, %852 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %854 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%848, %853 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %855 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839, %854 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %collapsed_374 = tensor.collapse_shape %855 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %856 = linalg.matmul ins(%collapsed_374, %arg151 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %857 = tensor.empty() : tensor<768x4096xf32>
    %transposed_375 = linalg.transpose ins(%collapsed_374 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %858 = linalg.fill ins(%cst : f32) outs(%51 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %859 = linalg.matmul ins(%transposed_375, %collapsed_358 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %860 = tensor.empty() : tensor<1x768xf32>
    %861 = linalg.fill ins(%cst : f32) outs(%860 : tensor<1x768xf32>) -> tensor<1x768xf32>
    %862 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_374 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_376 = tensor.collapse_shape %862 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_377 = tensor.expand_shape %856 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %863 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_377, %arg149 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %864 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %865 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%863 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %866 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863, %753 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %867 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%866 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %868 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %867 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %869 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%864, %865 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %870 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869, %868 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %871 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%751 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %872 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%871, %870 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %873 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_377, %753 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %874 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%873 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %875 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_377 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_378 = tensor.collapse_shape %872 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %876 = linalg.matmul ins(%collapsed_378, %arg147 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_379 = linalg.transpose ins(%collapsed_378 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %877 = linalg.fill ins(%cst : f32) outs(%76 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %878 = linalg.matmul ins(%transposed_379, %collapsed_355 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %879 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_378 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_380 = tensor.collapse_shape %879 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_381 = tensor.expand_shape %876 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %880 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_353 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %881 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %882 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%881 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %883 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%882 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %884 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_353, %expanded_353 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %885 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%884 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %886 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %887 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %888 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_353, %887 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %889 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%883, %888 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %890 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_381, %889 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_382 = tensor.collapse_shape %890 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %891 = linalg.matmul ins(%collapsed_382, %arg145 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %892 = tensor.empty() : tensor<3072x4096xf32>
    %transposed_383 = linalg.transpose ins(%collapsed_382 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %893 = linalg.fill ins(%cst : f32) outs(%84 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %894 = linalg.matmul ins(%transposed_383, %collapsed_352 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %895 = tensor.empty() : tensor<1x3072xf32>
    %896 = linalg.fill ins(%cst : f32) outs(%895 : tensor<1x3072xf32>) -> tensor<1x3072xf32>
    %897 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_382 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_384 = tensor.collapse_shape %897 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_385 = tensor.expand_shape %891 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %898 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872, %expanded_385 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %899 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%898, %arg143 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %900 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%899 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %901 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%899 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %902 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%899, %727 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %903 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%902 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %904 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727, %903 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %905 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%900, %901 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %906 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%905, %904 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %907 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %908 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%907, %906 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %909 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%898, %727 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %910 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%909 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %911 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%898 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_386 = tensor.collapse_shape %908 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %912 = linalg.matmul ins(%collapsed_386, %arg141 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_387 = linalg.transpose ins(%collapsed_386 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %913 = linalg.matmul ins(%transposed_387, %collapsed_349 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %914 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_386 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_388 = tensor.collapse_shape %914 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_389 = tensor.expand_shape %912 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_390 = linalg.transpose ins(%expanded_389 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_391 = tensor.collapse_shape %transposed_390 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_392 = linalg.transpose ins(%collapsed_344 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %915 = linalg.batch_matmul ins(%transposed_392, %collapsed_391 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %916 = tensor.empty() : tensor<96x64x512xf32>
    %transposed_393 = linalg.transpose ins(%collapsed_345 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %917 = linalg.batch_matmul ins(%collapsed_391, %transposed_393 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_394 = tensor.expand_shape %915 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_395 = tensor.expand_shape %917 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %918 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_395, %706 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %919 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%918 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %920 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%706, %919 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %921 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%918, %920 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %922 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%921 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_396 = tensor.collapse_shape %922 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_397 = linalg.transpose ins(%collapsed_340 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %923 = linalg.fill ins(%cst : f32) outs(%916 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %924 = linalg.batch_matmul ins(%transposed_397, %collapsed_396 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_398 = linalg.transpose ins(%collapsed_341 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %925 = linalg.batch_matmul ins(%collapsed_396, %transposed_398 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_399 = tensor.expand_shape %924 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_400 = tensor.expand_shape %925 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_401 = linalg.transpose ins(%expanded_394 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_402 = tensor.collapse_shape %transposed_401 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_403 = linalg.transpose ins(%expanded_399 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_404 = tensor.collapse_shape %transposed_403 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_405 = linalg.transpose ins(%expanded_400 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_406 = tensor.collapse_shape %transposed_405 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat = tensor.concat dim(2) %collapsed_406, %collapsed_404, %collapsed_402 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_407 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %926 = linalg.matmul ins(%collapsed_407, %arg139 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %927 = tensor.empty() : tensor<2304x4096xf32>
    %transposed_408 = linalg.transpose ins(%collapsed_407 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %928 = tensor.empty() : tensor<2304x768xf32>
    %929 = linalg.fill ins(%cst : f32) outs(%928 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %930 = linalg.matmul ins(%transposed_408, %collapsed_329 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %931 = tensor.empty() : tensor<1x2304xf32>
    %932 = linalg.fill ins(%cst : f32) outs(%931 : tensor<1x2304xf32>) -> tensor<1x2304xf32>
    %933 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_407 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_409 = tensor.collapse_shape %933 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_410 = tensor.expand_shape %926 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %934 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908, %expanded_410 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %935 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%934, %arg137 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %936 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%935 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %937 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%935 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %938 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%935, %694 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %939 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%938 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %940 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694, %939 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %941 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%936, %937 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %942 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%941, %940 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %943 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %944 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%943, %942 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %945 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%934, %694 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %946 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%945 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %947 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%934 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_411 = tensor.collapse_shape %944 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %948 = linalg.matmul ins(%collapsed_411, %arg135 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_412 = linalg.transpose ins(%collapsed_411 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %949 = linalg.matmul ins(%transposed_412, %collapsed_326 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %950 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_411 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_413 = tensor.collapse_shape %950 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_414 = tensor.expand_shape %948 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %951 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_324 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %952 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%951 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %953 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%952 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %954 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%953 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %955 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_324, %expanded_324 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %956 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %957 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%956 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %958 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%957 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %959 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_324, %958 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %960 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%954, %959 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %961 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_414, %960 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_415 = tensor.collapse_shape %961 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %962 = linalg.matmul ins(%collapsed_415, %arg133 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_416 = linalg.transpose ins(%collapsed_415 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %963 = linalg.matmul ins(%transposed_416, %collapsed_323 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %964 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_415 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_417 = tensor.collapse_shape %964 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_418 = tensor.expand_shape %962 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %965 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%944, %expanded_418 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %966 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%965, %arg131 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %967 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%966 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %968 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%966 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %969 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%966, %668 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %970 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%969 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %971 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668, %970 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %972 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%967, %968 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %973 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%972, %971 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %974 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %975 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%974, %973 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %976 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%965, %668 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %977 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%976 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %978 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%965 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_419 = tensor.collapse_shape %975 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %979 = linalg.matmul ins(%collapsed_419, %arg129 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_420 = linalg.transpose ins(%collapsed_419 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %980 = linalg.matmul ins(%transposed_420, %collapsed_320 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %981 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_419 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_421 = tensor.collapse_shape %981 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_422 = tensor.expand_shape %979 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_423 = linalg.transpose ins(%expanded_422 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_424 = tensor.collapse_shape %transposed_423 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_425 = linalg.transpose ins(%collapsed_315 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %982 = linalg.batch_matmul ins(%transposed_425, %collapsed_424 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_426 = linalg.transpose ins(%collapsed_316 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %983 = linalg.batch_matmul ins(%collapsed_424, %transposed_426 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_427 = tensor.expand_shape %982 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_428 = tensor.expand_shape %983 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %984 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_428, %647 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %985 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%984 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %986 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%647, %985 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %987 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%984, %986 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %988 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%987 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_429 = tensor.collapse_shape %988 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_430 = linalg.transpose ins(%collapsed_311 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %989 = linalg.batch_matmul ins(%transposed_430, %collapsed_429 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_431 = linalg.transpose ins(%collapsed_312 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %990 = linalg.batch_matmul ins(%collapsed_429, %transposed_431 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_432 = tensor.expand_shape %989 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_433 = tensor.expand_shape %990 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_434 = linalg.transpose ins(%expanded_427 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_435 = tensor.collapse_shape %transposed_434 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_436 = linalg.transpose ins(%expanded_432 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_437 = tensor.collapse_shape %transposed_436 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_438 = linalg.transpose ins(%expanded_433 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_439 = tensor.collapse_shape %transposed_438 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_440 = tensor.concat dim(2) %collapsed_439, %collapsed_437, %collapsed_435 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_441 = tensor.collapse_shape %concat_440 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %991 = linalg.matmul ins(%collapsed_441, %arg127 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_442 = linalg.transpose ins(%collapsed_441 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %992 = linalg.matmul ins(%transposed_442, %collapsed_300 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %993 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_441 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_443 = tensor.collapse_shape %993 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_444 = tensor.expand_shape %991 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %994 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%975, %expanded_444 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %995 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%994, %arg125 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %996 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%995 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %997 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%995 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %998 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%995, %635 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %999 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%998 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1000 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635, %999 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1001 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%996, %997 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1002 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1001, %1000 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1003 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1004 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1003, %1002 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1005 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%994, %635 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1006 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1005 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1007 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%994 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_445 = tensor.collapse_shape %1004 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1008 = linalg.matmul ins(%collapsed_445, %arg123 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_446 = linalg.transpose ins(%collapsed_445 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1009 = linalg.matmul ins(%transposed_446, %collapsed_297 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1010 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_445 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_447 = tensor.collapse_shape %1010 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_448 = tensor.expand_shape %1008 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1011 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1012 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1011 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1013 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1012 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1014 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1013 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1015 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295, %expanded_295 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1016 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1015 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1017 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1016 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1018 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1017 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1019 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295, %1018 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1020 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1014, %1019 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1021 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_448, %1020 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_449 = tensor.collapse_shape %1021 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1022 = linalg.matmul ins(%collapsed_449, %arg121 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_450 = linalg.transpose ins(%collapsed_449 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1023 = linalg.matmul ins(%transposed_450, %collapsed_294 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1024 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_449 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_451 = tensor.collapse_shape %1024 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_452 = tensor.expand_shape %1022 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1025 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1004, %expanded_452 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1026 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1025, %arg119 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1027 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1026 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1028 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1026 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1029 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1026, %609 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1030 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1029 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1031 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609, %1030 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1032 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1027, %1028 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1033 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1032, %1031 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1034 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1035 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1034, %1033 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1036 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1025, %609 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1037 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1036 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1038 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1025 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_453 = tensor.collapse_shape %1035 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1039 = linalg.matmul ins(%collapsed_453, %arg117 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_454 = linalg.transpose ins(%collapsed_453 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1040 = linalg.matmul ins(%transposed_454, %collapsed_291 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1041 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_453 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_455 = tensor.collapse_shape %1041 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_456 = tensor.expand_shape %1039 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_457 = linalg.transpose ins(%expanded_456 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_458 = tensor.collapse_shape %transposed_457 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_459 = linalg.transpose ins(%collapsed_286 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1042 = linalg.batch_matmul ins(%transposed_459, %collapsed_458 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_460 = linalg.transpose ins(%collapsed_287 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1043 = linalg.batch_matmul ins(%collapsed_458, %transposed_460 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_461 = tensor.expand_shape %1042 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_462 = tensor.expand_shape %1043 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1044 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_462, %588 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1045 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1044 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %1046 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588, %1045 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1047 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1044, %1046 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1048 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1047 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_463 = tensor.collapse_shape %1048 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_464 = linalg.transpose ins(%collapsed_282 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1049 = linalg.batch_matmul ins(%transposed_464, %collapsed_463 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_465 = linalg.transpose ins(%collapsed_283 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1050 = linalg.batch_matmul ins(%collapsed_463, %transposed_465 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_466 = tensor.expand_shape %1049 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_467 = tensor.expand_shape %1050 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_468 = linalg.transpose ins(%expanded_461 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_469 = tensor.collapse_shape %transposed_468 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_470 = linalg.transpose ins(%expanded_466 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_471 = tensor.collapse_shape %transposed_470 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_472 = linalg.transpose ins(%expanded_467 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_473 = tensor.collapse_shape %transposed_472 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_474 = tensor.concat dim(2) %collapsed_473, %collapsed_471, %collapsed_469 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_475 = tensor.collapse_shape %concat_474 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1051 = linalg.matmul ins(%collapsed_475, %arg115 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_476 = linalg.transpose ins(%collapsed_475 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1052 = linalg.matmul ins(%transposed_476, %collapsed_271 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1053 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_475 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_477 = tensor.collapse_shape %1053 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_478 = tensor.expand_shape %1051 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1054 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1035, %expanded_478 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1055 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1054, %arg113 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1056 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1055 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1057 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1055 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1058 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1055, %576 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1059 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1058 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1060 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %1059 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1061 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1056, %1057 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1062 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1061, %1060 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1063 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1064 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1063, %1062 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1065 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1054, %576 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1066 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1065 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1067 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1054 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_479 = tensor.collapse_shape %1064 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1068 = linalg.matmul ins(%collapsed_479, %arg111 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_480 = linalg.transpose ins(%collapsed_479 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1069 = linalg.matmul ins(%transposed_480, %collapsed_268 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1070 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_479 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_481 = tensor.collapse_shape %1070 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_482 = tensor.expand_shape %1068 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1071 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_266 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1072 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1071 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1073 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1072 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1074 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1073 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1075 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_266, %expanded_266 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1076 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1075 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1077 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1076 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1078 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1077 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1079 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_266, %1078 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1080 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1074, %1079 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1081 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_482, %1080 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_483 = tensor.collapse_shape %1081 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1082 = linalg.matmul ins(%collapsed_483, %arg109 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_484 = linalg.transpose ins(%collapsed_483 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1083 = linalg.matmul ins(%transposed_484, %collapsed_265 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1084 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_483 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_485 = tensor.collapse_shape %1084 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_486 = tensor.expand_shape %1082 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1085 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1064, %expanded_486 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1086 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085, %arg107 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1087 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1086 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1088 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1086 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1089 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1086, %550 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1090 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1089 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1091 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550, %1090 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1092 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1087, %1088 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1093 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1092, %1091 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1094 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1095 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1094, %1093 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1096 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085, %550 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1097 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1096 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1098 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1085 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_487 = tensor.collapse_shape %1095 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1099 = linalg.matmul ins(%collapsed_487, %arg105 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_488 = linalg.transpose ins(%collapsed_487 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1100 = linalg.matmul ins(%transposed_488, %collapsed_262 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1101 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_487 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_489 = tensor.collapse_shape %1101 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_490 = tensor.expand_shape %1099 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_491 = linalg.transpose ins(%expanded_490 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_492 = tensor.collapse_shape %transposed_491 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_493 = linalg.transpose ins(%collapsed_257 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1102 = linalg.batch_matmul ins(%transposed_493, %collapsed_492 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_494 = linalg.transpose ins(%collapsed_258 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1103 = linalg.batch_matmul ins(%collapsed_492, %transposed_494 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_495 = tensor.expand_shape %1102 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_496 = tensor.expand_shape %1103 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1104 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_496, %529 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1105 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1104 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %1106 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529, %1105 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1107 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1104, %1106 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1108 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1107 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_497 = tensor.collapse_shape %1108 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_498 = linalg.transpose ins(%collapsed_253 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1109 = linalg.batch_matmul ins(%transposed_498, %collapsed_497 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_499 = linalg.transpose ins(%collapsed_254 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1110 = linalg.batch_matmul ins(%collapsed_497, %transposed_499 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_500 = tensor.expand_shape %1109 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_501 = tensor.expand_shape %1110 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_502 = linalg.transpose ins(%expanded_495 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_503 = tensor.collapse_shape %transposed_502 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_504 = linalg.transpose ins(%expanded_500 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_505 = tensor.collapse_shape %transposed_504 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_506 = linalg.transpose ins(%expanded_501 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_507 = tensor.collapse_shape %transposed_506 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_508 = tensor.concat dim(2) %collapsed_507, %collapsed_505, %collapsed_503 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_509 = tensor.collapse_shape %concat_508 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1111 = linalg.matmul ins(%collapsed_509, %arg103 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_510 = linalg.transpose ins(%collapsed_509 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1112 = linalg.matmul ins(%transposed_510, %collapsed_242 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1113 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_509 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_511 = tensor.collapse_shape %1113 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_512 = tensor.expand_shape %1111 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1095, %expanded_512 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1115 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1114, %arg101 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1115 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1117 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1115 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1115, %517 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1119 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1118 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1120 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %1119 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1121 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1116, %1117 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1121, %1120 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1124 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1123, %1122 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1114, %517 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1126 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1125 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1127 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1114 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_513 = tensor.collapse_shape %1124 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1128 = linalg.matmul ins(%collapsed_513, %arg99 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_514 = linalg.transpose ins(%collapsed_513 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1129 = linalg.matmul ins(%transposed_514, %collapsed_239 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1130 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_513 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_515 = tensor.collapse_shape %1130 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_516 = tensor.expand_shape %1128 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1131 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1132 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1133 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237, %expanded_237 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1135 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1136 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1137 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237, %1138 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1134, %1139 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_516, %1140 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_517 = tensor.collapse_shape %1141 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1142 = linalg.matmul ins(%collapsed_517, %arg97 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_518 = linalg.transpose ins(%collapsed_517 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1143 = linalg.matmul ins(%transposed_518, %collapsed_236 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1144 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_517 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_519 = tensor.collapse_shape %1144 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_520 = tensor.expand_shape %1142 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1124, %expanded_520 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1146 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1145, %arg95 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1148 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1146 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146, %491 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1150 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1149 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1151 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491, %1150 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1152 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1147, %1148 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1152, %1151 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1155 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1154, %1153 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1145, %491 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1157 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1156 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1158 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1145 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_521 = tensor.collapse_shape %1155 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1159 = linalg.matmul ins(%collapsed_521, %arg93 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_522 = linalg.transpose ins(%collapsed_521 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1160 = linalg.matmul ins(%transposed_522, %collapsed_233 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1161 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_521 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_523 = tensor.collapse_shape %1161 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_524 = tensor.expand_shape %1159 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_525 = linalg.transpose ins(%expanded_524 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_526 = tensor.collapse_shape %transposed_525 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_527 = linalg.transpose ins(%collapsed_228 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1162 = linalg.batch_matmul ins(%transposed_527, %collapsed_526 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_528 = linalg.transpose ins(%collapsed_229 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1163 = linalg.batch_matmul ins(%collapsed_526, %transposed_528 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_529 = tensor.expand_shape %1162 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_530 = tensor.expand_shape %1163 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1164 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_530, %470 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1165 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1164 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %1166 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470, %1165 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1167 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1164, %1166 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1168 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1167 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_531 = tensor.collapse_shape %1168 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_532 = linalg.transpose ins(%collapsed_224 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1169 = linalg.batch_matmul ins(%transposed_532, %collapsed_531 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_533 = linalg.transpose ins(%collapsed_225 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1170 = linalg.batch_matmul ins(%collapsed_531, %transposed_533 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_534 = tensor.expand_shape %1169 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_535 = tensor.expand_shape %1170 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_536 = linalg.transpose ins(%expanded_529 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_537 = tensor.collapse_shape %transposed_536 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_538 = linalg.transpose ins(%expanded_534 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_539 = tensor.collapse_shape %transposed_538 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_540 = linalg.transpose ins(%expanded_535 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_541 = tensor.collapse_shape %transposed_540 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_542 = tensor.concat dim(2) %collapsed_541, %collapsed_539, %collapsed_537 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_543 = tensor.collapse_shape %concat_542 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1171 = linalg.matmul ins(%collapsed_543, %arg91 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_544 = linalg.transpose ins(%collapsed_543 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1172 = linalg.matmul ins(%transposed_544, %collapsed_213 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1173 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_543 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_545 = tensor.collapse_shape %1173 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_546 = tensor.expand_shape %1171 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1155, %expanded_546 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1175 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1174, %arg89 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1175 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1177 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1175 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1175, %458 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1179 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1178 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1180 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %1179 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1181 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1176, %1177 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1181, %1180 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1184 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1183, %1182 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1174, %458 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1186 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1185 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1187 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1174 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_547 = tensor.collapse_shape %1184 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1188 = linalg.matmul ins(%collapsed_547, %arg87 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_548 = linalg.transpose ins(%collapsed_547 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1189 = linalg.matmul ins(%transposed_548, %collapsed_210 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1190 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_547 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_549 = tensor.collapse_shape %1190 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_550 = tensor.expand_shape %1188 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_208 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1191 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1192 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1193 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1195 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_208, %expanded_208 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1195 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1196 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1197 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_208, %1198 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1194, %1199 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_550, %1200 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_551 = tensor.collapse_shape %1201 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1202 = linalg.matmul ins(%collapsed_551, %arg85 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_552 = linalg.transpose ins(%collapsed_551 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1203 = linalg.matmul ins(%transposed_552, %collapsed_207 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1204 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_551 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_553 = tensor.collapse_shape %1204 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_554 = tensor.expand_shape %1202 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1184, %expanded_554 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1206 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1205, %arg83 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1206 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1208 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1206 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1206, %432 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1210 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1209 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1211 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %1210 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1212 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1207, %1208 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1212, %1211 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1215 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1214, %1213 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1205, %432 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1217 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1216 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1218 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1205 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_555 = tensor.collapse_shape %1215 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1219 = linalg.matmul ins(%collapsed_555, %arg81 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_556 = linalg.transpose ins(%collapsed_555 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1220 = linalg.matmul ins(%transposed_556, %collapsed_204 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1221 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_555 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_557 = tensor.collapse_shape %1221 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_558 = tensor.expand_shape %1219 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_559 = linalg.transpose ins(%expanded_558 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_560 = tensor.collapse_shape %transposed_559 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_561 = linalg.transpose ins(%collapsed_199 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1222 = linalg.batch_matmul ins(%transposed_561, %collapsed_560 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_562 = linalg.transpose ins(%collapsed_200 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1223 = linalg.batch_matmul ins(%collapsed_560, %transposed_562 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_563 = tensor.expand_shape %1222 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_564 = tensor.expand_shape %1223 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1224 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_564, %411 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1225 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1224 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %1226 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %1225 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1227 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1224, %1226 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1228 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1227 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_565 = tensor.collapse_shape %1228 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_566 = linalg.transpose ins(%collapsed_195 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1229 = linalg.batch_matmul ins(%transposed_566, %collapsed_565 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_567 = linalg.transpose ins(%collapsed_196 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1230 = linalg.batch_matmul ins(%collapsed_565, %transposed_567 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_568 = tensor.expand_shape %1229 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_569 = tensor.expand_shape %1230 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_570 = linalg.transpose ins(%expanded_563 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_571 = tensor.collapse_shape %transposed_570 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_572 = linalg.transpose ins(%expanded_568 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_573 = tensor.collapse_shape %transposed_572 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_574 = linalg.transpose ins(%expanded_569 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_575 = tensor.collapse_shape %transposed_574 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_576 = tensor.concat dim(2) %collapsed_575, %collapsed_573, %collapsed_571 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_577 = tensor.collapse_shape %concat_576 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1231 = linalg.matmul ins(%collapsed_577, %arg79 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_578 = linalg.transpose ins(%collapsed_577 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1232 = linalg.matmul ins(%transposed_578, %collapsed_184 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1233 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_577 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_579 = tensor.collapse_shape %1233 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_580 = tensor.expand_shape %1231 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1215, %expanded_580 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1235 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1234, %arg77 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1235 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1237 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1235 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1235, %399 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1239 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1238 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1240 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %1239 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1241 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1236, %1237 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1241, %1240 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1244 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1243, %1242 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1234, %399 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1246 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1245 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1247 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1234 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_581 = tensor.collapse_shape %1244 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1248 = linalg.matmul ins(%collapsed_581, %arg75 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_582 = linalg.transpose ins(%collapsed_581 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1249 = linalg.matmul ins(%transposed_582, %collapsed_181 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1250 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_581 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_583 = tensor.collapse_shape %1250 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_584 = tensor.expand_shape %1248 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_179 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1251 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1252 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1253 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_179, %expanded_179 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1255 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1256 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1257 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_179, %1258 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1254, %1259 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_584, %1260 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_585 = tensor.collapse_shape %1261 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1262 = linalg.matmul ins(%collapsed_585, %arg73 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_586 = linalg.transpose ins(%collapsed_585 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1263 = linalg.matmul ins(%transposed_586, %collapsed_178 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1264 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_585 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_587 = tensor.collapse_shape %1264 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_588 = tensor.expand_shape %1262 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1244, %expanded_588 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1266 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1265, %arg71 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1266 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1268 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1266 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1266, %373 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1270 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1269 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1271 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %1270 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1272 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1267, %1268 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1273 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1272, %1271 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1275 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1274, %1273 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1265, %373 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1277 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1276 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1278 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1265 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_589 = tensor.collapse_shape %1275 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1279 = linalg.matmul ins(%collapsed_589, %arg69 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_590 = linalg.transpose ins(%collapsed_589 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1280 = linalg.matmul ins(%transposed_590, %collapsed_175 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1281 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_589 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_591 = tensor.collapse_shape %1281 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_592 = tensor.expand_shape %1279 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_593 = linalg.transpose ins(%expanded_592 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_594 = tensor.collapse_shape %transposed_593 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_595 = linalg.transpose ins(%collapsed_170 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1282 = linalg.batch_matmul ins(%transposed_595, %collapsed_594 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_596 = linalg.transpose ins(%collapsed_171 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1283 = linalg.batch_matmul ins(%collapsed_594, %transposed_596 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_597 = tensor.expand_shape %1282 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_598 = tensor.expand_shape %1283 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1284 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_598, %352 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1285 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1284 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %1286 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %1285 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1287 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1284, %1286 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1288 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1287 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_599 = tensor.collapse_shape %1288 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_600 = linalg.transpose ins(%collapsed_166 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1289 = linalg.batch_matmul ins(%transposed_600, %collapsed_599 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_601 = linalg.transpose ins(%collapsed_167 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1290 = linalg.batch_matmul ins(%collapsed_599, %transposed_601 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_602 = tensor.expand_shape %1289 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_603 = tensor.expand_shape %1290 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_604 = linalg.transpose ins(%expanded_597 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_605 = tensor.collapse_shape %transposed_604 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_606 = linalg.transpose ins(%expanded_602 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_607 = tensor.collapse_shape %transposed_606 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_608 = linalg.transpose ins(%expanded_603 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_609 = tensor.collapse_shape %transposed_608 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_610 = tensor.concat dim(2) %collapsed_609, %collapsed_607, %collapsed_605 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_611 = tensor.collapse_shape %concat_610 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1291 = linalg.matmul ins(%collapsed_611, %arg67 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_612 = linalg.transpose ins(%collapsed_611 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1292 = linalg.matmul ins(%transposed_612, %collapsed_155 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1293 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_611 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_613 = tensor.collapse_shape %1293 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_614 = tensor.expand_shape %1291 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1275, %expanded_614 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1295 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1294, %arg65 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1295 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1297 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1295 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1295, %340 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1299 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1298 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1300 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %1299 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1301 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1296, %1297 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1302 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1301, %1300 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1304 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1303, %1302 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1305 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1294, %340 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1306 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1305 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1307 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1294 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_615 = tensor.collapse_shape %1304 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1308 = linalg.matmul ins(%collapsed_615, %arg63 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_616 = linalg.transpose ins(%collapsed_615 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1309 = linalg.matmul ins(%transposed_616, %collapsed_152 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1310 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_615 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_617 = tensor.collapse_shape %1310 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_618 = tensor.expand_shape %1308 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1311 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1312 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1313 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150, %expanded_150 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1315 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1317 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1319 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150, %1318 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1314, %1319 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_618, %1320 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_619 = tensor.collapse_shape %1321 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1322 = linalg.matmul ins(%collapsed_619, %arg61 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_620 = linalg.transpose ins(%collapsed_619 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1323 = linalg.matmul ins(%transposed_620, %collapsed_149 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1324 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_619 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_621 = tensor.collapse_shape %1324 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_622 = tensor.expand_shape %1322 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1304, %expanded_622 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1326 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1325, %arg59 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1326 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1328 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1326 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1326, %314 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1330 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1329 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1331 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %1330 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1332 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1327, %1328 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1332, %1331 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1335 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1334, %1333 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1325, %314 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1337 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1336 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1338 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1325 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_623 = tensor.collapse_shape %1335 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1339 = linalg.matmul ins(%collapsed_623, %arg57 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_624 = linalg.transpose ins(%collapsed_623 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1340 = linalg.matmul ins(%transposed_624, %collapsed_146 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1341 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_623 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_625 = tensor.collapse_shape %1341 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_626 = tensor.expand_shape %1339 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_627 = linalg.transpose ins(%expanded_626 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_628 = tensor.collapse_shape %transposed_627 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_629 = linalg.transpose ins(%collapsed_141 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1342 = linalg.batch_matmul ins(%transposed_629, %collapsed_628 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_630 = linalg.transpose ins(%collapsed_142 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1343 = linalg.batch_matmul ins(%collapsed_628, %transposed_630 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_631 = tensor.expand_shape %1342 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_632 = tensor.expand_shape %1343 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1344 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_632, %293 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1345 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1344 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %1346 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %1345 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1347 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1344, %1346 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1348 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1347 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_633 = tensor.collapse_shape %1348 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_634 = linalg.transpose ins(%collapsed_137 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1349 = linalg.batch_matmul ins(%transposed_634, %collapsed_633 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_635 = linalg.transpose ins(%collapsed_138 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1350 = linalg.batch_matmul ins(%collapsed_633, %transposed_635 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_636 = tensor.expand_shape %1349 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_637 = tensor.expand_shape %1350 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_638 = linalg.transpose ins(%expanded_631 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_639 = tensor.collapse_shape %transposed_638 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_640 = linalg.transpose ins(%expanded_636 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_641 = tensor.collapse_shape %transposed_640 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_642 = linalg.transpose ins(%expanded_637 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_643 = tensor.collapse_shape %transposed_642 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_644 = tensor.concat dim(2) %collapsed_643, %collapsed_641, %collapsed_639 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_645 = tensor.collapse_shape %concat_644 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1351 = linalg.matmul ins(%collapsed_645, %arg55 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_646 = linalg.transpose ins(%collapsed_645 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1352 = linalg.matmul ins(%transposed_646, %collapsed_126 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1353 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_645 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_647 = tensor.collapse_shape %1353 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_648 = tensor.expand_shape %1351 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1335, %expanded_648 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1355 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1354, %arg53 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1355 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1357 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1355 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1355, %281 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1359 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1358 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1360 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %1359 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1361 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1356, %1357 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1361, %1360 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1364 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1363, %1362 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1354, %281 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1366 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1365 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1367 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1354 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_649 = tensor.collapse_shape %1364 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1368 = linalg.matmul ins(%collapsed_649, %arg51 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_650 = linalg.transpose ins(%collapsed_649 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1369 = linalg.matmul ins(%transposed_650, %collapsed_123 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1370 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_649 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_651 = tensor.collapse_shape %1370 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_652 = tensor.expand_shape %1368 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1371 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1372 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1373 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1375 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %expanded_121 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1375 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1377 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1376 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1377 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %1378 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1374, %1379 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_652, %1380 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_653 = tensor.collapse_shape %1381 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1382 = linalg.matmul ins(%collapsed_653, %arg49 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_654 = linalg.transpose ins(%collapsed_653 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1383 = linalg.matmul ins(%transposed_654, %collapsed_120 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1384 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_653 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_655 = tensor.collapse_shape %1384 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_656 = tensor.expand_shape %1382 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1385 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1364, %expanded_656 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1386 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1385, %arg47 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1386 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1388 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1386 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1386, %255 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1390 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1389 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1391 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %1390 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1392 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1387, %1388 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1393 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1392, %1391 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1395 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1394, %1393 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1396 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1385, %255 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1397 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1396 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1398 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1385 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_657 = tensor.collapse_shape %1395 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1399 = linalg.matmul ins(%collapsed_657, %arg45 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_658 = linalg.transpose ins(%collapsed_657 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1400 = linalg.matmul ins(%transposed_658, %collapsed_117 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1401 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_657 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_659 = tensor.collapse_shape %1401 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_660 = tensor.expand_shape %1399 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_661 = linalg.transpose ins(%expanded_660 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_662 = tensor.collapse_shape %transposed_661 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_663 = linalg.transpose ins(%collapsed_112 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1402 = linalg.batch_matmul ins(%transposed_663, %collapsed_662 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_664 = linalg.transpose ins(%collapsed_113 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1403 = linalg.batch_matmul ins(%collapsed_662, %transposed_664 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_665 = tensor.expand_shape %1402 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_666 = tensor.expand_shape %1403 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1404 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_666, %234 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1405 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1404 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %1406 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %1405 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1407 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1404, %1406 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1408 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1407 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_667 = tensor.collapse_shape %1408 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_668 = linalg.transpose ins(%collapsed_108 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1409 = linalg.batch_matmul ins(%transposed_668, %collapsed_667 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_669 = linalg.transpose ins(%collapsed_109 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1410 = linalg.batch_matmul ins(%collapsed_667, %transposed_669 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_670 = tensor.expand_shape %1409 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_671 = tensor.expand_shape %1410 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_672 = linalg.transpose ins(%expanded_665 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_673 = tensor.collapse_shape %transposed_672 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_674 = linalg.transpose ins(%expanded_670 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_675 = tensor.collapse_shape %transposed_674 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_676 = linalg.transpose ins(%expanded_671 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_677 = tensor.collapse_shape %transposed_676 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_678 = tensor.concat dim(2) %collapsed_677, %collapsed_675, %collapsed_673 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_679 = tensor.collapse_shape %concat_678 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1411 = linalg.matmul ins(%collapsed_679, %arg43 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_680 = linalg.transpose ins(%collapsed_679 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1412 = linalg.matmul ins(%transposed_680, %collapsed_97 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1413 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_679 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_681 = tensor.collapse_shape %1413 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_682 = tensor.expand_shape %1411 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1414 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1395, %expanded_682 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1415 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1414, %arg41 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1415 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1417 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1415 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1418 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1415, %222 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1419 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1418 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1420 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %1419 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1421 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1416, %1417 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1422 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1421, %1420 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1423 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1424 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1423, %1422 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1414, %222 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1426 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1425 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1427 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1414 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_683 = tensor.collapse_shape %1424 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1428 = linalg.matmul ins(%collapsed_683, %arg39 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_684 = linalg.transpose ins(%collapsed_683 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1429 = linalg.matmul ins(%transposed_684, %collapsed_94 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1430 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_683 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_685 = tensor.collapse_shape %1430 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_686 = tensor.expand_shape %1428 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1431 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1432 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1434 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1433 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1435 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %expanded_92 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1436 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1435 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1437 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1436 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1438 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1437 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1439 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %1438 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1440 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1434, %1439 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1441 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_686, %1440 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_687 = tensor.collapse_shape %1441 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1442 = linalg.matmul ins(%collapsed_687, %arg37 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_688 = linalg.transpose ins(%collapsed_687 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1443 = linalg.matmul ins(%transposed_688, %collapsed_91 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1444 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_687 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_689 = tensor.collapse_shape %1444 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_690 = tensor.expand_shape %1442 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1445 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1424, %expanded_690 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1446 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1445, %arg35 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1446 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1448 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1446 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1449 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1446, %196 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1450 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1449 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1451 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %1450 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1452 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1447, %1448 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1453 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1452, %1451 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1454 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1455 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1454, %1453 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1456 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1445, %196 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1457 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1456 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1458 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1445 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_691 = tensor.collapse_shape %1455 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1459 = linalg.matmul ins(%collapsed_691, %arg33 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_692 = linalg.transpose ins(%collapsed_691 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1460 = linalg.matmul ins(%transposed_692, %collapsed_88 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1461 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_691 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_693 = tensor.collapse_shape %1461 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_694 = tensor.expand_shape %1459 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_695 = linalg.transpose ins(%expanded_694 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_696 = tensor.collapse_shape %transposed_695 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_697 = linalg.transpose ins(%collapsed_83 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1462 = linalg.batch_matmul ins(%transposed_697, %collapsed_696 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_698 = linalg.transpose ins(%collapsed_84 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1463 = linalg.batch_matmul ins(%collapsed_696, %transposed_698 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_699 = tensor.expand_shape %1462 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_700 = tensor.expand_shape %1463 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1464 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_700, %175 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1465 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1464 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %1466 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %1465 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1467 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1464, %1466 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1468 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1467 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_701 = tensor.collapse_shape %1468 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_702 = linalg.transpose ins(%collapsed_79 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1469 = linalg.batch_matmul ins(%transposed_702, %collapsed_701 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_703 = linalg.transpose ins(%collapsed_80 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1470 = linalg.batch_matmul ins(%collapsed_701, %transposed_703 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_704 = tensor.expand_shape %1469 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_705 = tensor.expand_shape %1470 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_706 = linalg.transpose ins(%expanded_699 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_707 = tensor.collapse_shape %transposed_706 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_708 = linalg.transpose ins(%expanded_704 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_709 = tensor.collapse_shape %transposed_708 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_710 = linalg.transpose ins(%expanded_705 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_711 = tensor.collapse_shape %transposed_710 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_712 = tensor.concat dim(2) %collapsed_711, %collapsed_709, %collapsed_707 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_713 = tensor.collapse_shape %concat_712 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1471 = linalg.matmul ins(%collapsed_713, %arg31 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_714 = linalg.transpose ins(%collapsed_713 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1472 = linalg.matmul ins(%transposed_714, %collapsed_68 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1473 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_713 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_715 = tensor.collapse_shape %1473 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_716 = tensor.expand_shape %1471 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1474 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1455, %expanded_716 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1475 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1474, %arg29 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1476 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1475 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1477 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1475 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1478 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1475, %163 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1479 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1478 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1480 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %1479 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1481 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1476, %1477 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1481, %1480 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1484 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1483, %1482 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1474, %163 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1486 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1485 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1487 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1474 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_717 = tensor.collapse_shape %1484 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1488 = linalg.matmul ins(%collapsed_717, %arg27 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_718 = linalg.transpose ins(%collapsed_717 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1489 = linalg.matmul ins(%transposed_718, %collapsed_65 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1490 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_717 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_719 = tensor.collapse_shape %1490 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_720 = tensor.expand_shape %1488 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1492 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1491 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1493 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1492 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1493 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1495 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %expanded_63 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1495 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1496 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1498 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1497 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1499 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %1498 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1494, %1499 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1501 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_720, %1500 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_721 = tensor.collapse_shape %1501 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1502 = linalg.matmul ins(%collapsed_721, %arg25 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_722 = linalg.transpose ins(%collapsed_721 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1503 = linalg.matmul ins(%transposed_722, %collapsed_62 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1504 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_721 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_723 = tensor.collapse_shape %1504 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_724 = tensor.expand_shape %1502 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1505 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1484, %expanded_724 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1506 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1505, %arg23 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1506 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1508 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1506 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1506, %137 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1510 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1509 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1511 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %1510 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1512 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1507, %1508 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1513 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1512, %1511 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1515 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1514, %1513 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1516 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1505, %137 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1517 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1516 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1518 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1505 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_725 = tensor.collapse_shape %1515 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1519 = linalg.matmul ins(%collapsed_725, %arg21 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_726 = linalg.transpose ins(%collapsed_725 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1520 = linalg.matmul ins(%transposed_726, %collapsed_59 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1521 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_725 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_727 = tensor.collapse_shape %1521 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_728 = tensor.expand_shape %1519 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_729 = linalg.transpose ins(%expanded_728 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_730 = tensor.collapse_shape %transposed_729 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_731 = linalg.transpose ins(%collapsed_54 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1522 = linalg.batch_matmul ins(%transposed_731, %collapsed_730 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_732 = linalg.transpose ins(%collapsed_55 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1523 = linalg.batch_matmul ins(%collapsed_730, %transposed_732 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_733 = tensor.expand_shape %1522 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_734 = tensor.expand_shape %1523 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1524 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_734, %116 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1525 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1524 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %1526 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %1525 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1527 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1524, %1526 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1528 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1527 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_735 = tensor.collapse_shape %1528 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_736 = linalg.transpose ins(%collapsed_50 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1529 = linalg.batch_matmul ins(%transposed_736, %collapsed_735 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_737 = linalg.transpose ins(%collapsed_51 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1530 = linalg.batch_matmul ins(%collapsed_735, %transposed_737 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_738 = tensor.expand_shape %1529 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_739 = tensor.expand_shape %1530 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_740 = linalg.transpose ins(%expanded_733 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_741 = tensor.collapse_shape %transposed_740 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_742 = linalg.transpose ins(%expanded_738 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_743 = tensor.collapse_shape %transposed_742 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_744 = linalg.transpose ins(%expanded_739 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_745 = tensor.collapse_shape %transposed_744 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_746 = tensor.concat dim(2) %collapsed_745, %collapsed_743, %collapsed_741 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_747 = tensor.collapse_shape %concat_746 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1531 = linalg.matmul ins(%collapsed_747, %arg19 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_748 = linalg.transpose ins(%collapsed_747 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1532 = linalg.matmul ins(%transposed_748, %collapsed_39 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1533 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_747 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_749 = tensor.collapse_shape %1533 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_750 = tensor.expand_shape %1531 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1534 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1515, %expanded_750 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1535 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1534, %arg17 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1536 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1535 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1537 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1535 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1538 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1535, %104 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1539 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1538 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1540 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %1539 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1541 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1536, %1537 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1542 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1541, %1540 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1543 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1544 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1543, %1542 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1545 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1534, %104 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1546 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1545 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1547 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1534 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_751 = tensor.collapse_shape %1544 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1548 = linalg.matmul ins(%collapsed_751, %arg15 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%78 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_752 = linalg.transpose ins(%collapsed_751 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1549 = linalg.matmul ins(%transposed_752, %collapsed_36 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%877 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1550 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_751 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_753 = tensor.collapse_shape %1550 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_754 = tensor.expand_shape %1548 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1551 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_6 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1552 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1551 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.erf %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1553 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1552 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %cst_1 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1554 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1553 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1555 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_34 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1556 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1555 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_11 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1556 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = math.exp %in : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1557 : tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.truncf %cst_5 : f64 to f32
      %1616 = arith.mulf %in, %1615 : f32
      linalg.yield %1616 : f32
    } -> tensor<8x512x3072xf32>
    %1559 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %1558 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1554, %1559 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %1561 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_754, %1560 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%82 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_755 = tensor.collapse_shape %1561 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1562 = linalg.matmul ins(%collapsed_755, %arg13 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_756 = linalg.transpose ins(%collapsed_755 : tensor<4096x3072xf32>) outs(%892 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1563 = linalg.matmul ins(%transposed_756, %collapsed_33 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%893 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1564 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_755 : tensor<4096x3072xf32>) outs(%896 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x3072xf32>
    %collapsed_757 = tensor.collapse_shape %1564 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_758 = tensor.expand_shape %1562 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1565 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1544, %expanded_758 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1566 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1565, %arg11 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1567 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1566 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1568 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1566 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1569 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1566, %73 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1570 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1569 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1571 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %1570 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1572 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1567, %1568 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1573 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1572, %1571 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1575 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1574, %1573 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1576 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1565, %73 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1577 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1576 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1578 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1565 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %collapsed_759 = tensor.collapse_shape %1575 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1579 = linalg.matmul ins(%collapsed_759, %arg9 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_760 = linalg.transpose ins(%collapsed_759 : tensor<4096x768xf32>) outs(%857 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1580 = linalg.matmul ins(%transposed_760, %collapsed_30 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%858 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1581 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_759 : tensor<4096x768xf32>) outs(%861 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x768xf32>
    %collapsed_761 = tensor.collapse_shape %1581 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_762 = tensor.expand_shape %1579 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_763 = linalg.transpose ins(%expanded_762 : tensor<8x512x12x64xf32>) outs(%29 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_764 = tensor.collapse_shape %transposed_763 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_765 = linalg.transpose ins(%collapsed_25 : tensor<96x512x512xf32>) outs(%31 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1582 = linalg.batch_matmul ins(%transposed_765, %collapsed_764 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_766 = linalg.transpose ins(%collapsed_26 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1583 = linalg.batch_matmul ins(%collapsed_764, %transposed_766 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_767 = tensor.expand_shape %1582 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_768 = tensor.expand_shape %1583 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1584 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_768, %46 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1585 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1584 : tensor<8x12x512x512xf32>) outs(%44 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x1xf32>
    %1586 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %1585 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1587 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1584, %1586 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %1588 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1587 : tensor<8x12x512x512xf32>) outs(%34 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_9 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_769 = tensor.collapse_shape %1588 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_770 = linalg.transpose ins(%collapsed_21 : tensor<96x512x64xf32>) outs(%916 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1589 = linalg.batch_matmul ins(%transposed_770, %collapsed_769 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%923 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_771 = linalg.transpose ins(%collapsed_22 : tensor<96x64x512xf32>) outs(%47 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1590 = linalg.batch_matmul ins(%collapsed_769, %transposed_771 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_772 = tensor.expand_shape %1589 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_773 = tensor.expand_shape %1590 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_774 = linalg.transpose ins(%expanded_767 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_775 = tensor.collapse_shape %transposed_774 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_776 = linalg.transpose ins(%expanded_772 : tensor<8x12x64x512xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_777 = tensor.collapse_shape %transposed_776 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_778 = linalg.transpose ins(%expanded_773 : tensor<8x12x512x64xf32>) outs(%50 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_779 = tensor.collapse_shape %transposed_778 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_780 = tensor.concat dim(2) %collapsed_779, %collapsed_777, %collapsed_775 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_781 = tensor.collapse_shape %concat_780 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1591 = linalg.matmul ins(%collapsed_781, %arg7 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_782 = linalg.transpose ins(%collapsed_781 : tensor<4096x2304xf32>) outs(%927 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1592 = linalg.matmul ins(%transposed_782, %collapsed : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%929 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1593 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_781 : tensor<4096x2304xf32>) outs(%932 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x2304xf32>
    %collapsed_783 = tensor.collapse_shape %1593 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_784 = tensor.expand_shape %1591 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1594 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1575, %expanded_784 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1595 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1594, %arg5 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1596 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1595 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1597 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1595 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1598 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1595, %20 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1599 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1598 : tensor<8x512x768xf32>) outs(%4 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1600 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %1599 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1601 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1596, %1597 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1602 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1601, %1600 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.subf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1603 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<8x512x1xf32>) outs(%3 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.divf %in, %cst_8 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x1xf32>
    %1604 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1603, %1602 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1605 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1594, %20 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.mulf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<8x512x768xf32>
    %1606 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1605 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1607 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1594 : tensor<8x512x768xf32>) outs(%842 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<768xf32>
    %1608 = tensor.empty() : tensor<1x512x768xf32>
    %1609 = linalg.fill ins(%cst : f32) outs(%1608 : tensor<1x512x768xf32>) -> tensor<1x512x768xf32>
    %1610 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1604 : tensor<8x512x768xf32>) outs(%1609 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1615 = arith.addf %in, %out : f32
      linalg.yield %1615 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_785 = tensor.collapse_shape %1610 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %collapsed_786 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x512xi64> into tensor<4096xi64>
    %collapsed_787 = tensor.collapse_shape %1604 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %expanded_788 = tensor.expand_shape %collapsed_786 [[0, 1]] output_shape [4096, 1] : tensor<4096xi64> into tensor<4096x1xi64>
    %1611 = linalg.generic {indexing_maps = [#map11, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_788, %811 : tensor<4096x1xi64>, tensor<30522xi64>) outs(%812 : tensor<4096x30522xi1>) {
    ^bb0(%in: i64, %in_790: i64, %out: i1):
      %1615 = arith.cmpi eq, %in, %in_790 : i64
      linalg.yield %1615 : i1
    } -> tensor<4096x30522xi1>
    %1612 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1611 : tensor<4096x30522xi1>) outs(%779 : tensor<4096x30522xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1615 = arith.uitofp %in : i1 to f32
      linalg.yield %1615 : f32
    } -> tensor<4096x30522xf32>
    %transposed_789 = linalg.transpose ins(%1612 : tensor<4096x30522xf32>) outs(%825 : tensor<30522x4096xf32>) permutation = [1, 0] 
    %1613 = linalg.matmul ins(%transposed_789, %collapsed_787 : tensor<30522x4096xf32>, tensor<4096x768xf32>) outs(%827 : tensor<30522x768xf32>) -> tensor<30522x768xf32>
    %1614 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%828, %1613 : tensor<30522x768xf32>, tensor<30522x768xf32>) outs(%826 : tensor<30522x768xf32>) {
    ^bb0(%in: f32, %in_790: f32, %out: f32):
      %1615 = arith.addf %in, %in_790 : f32
      linalg.yield %1615 : f32
    } -> tensor<30522x768xf32>
    return %809, %collapsed_785, %collapsed_371, %1614, %1606, %1607, %1592, %collapsed_783, %1580, %collapsed_761, %1577, %1578, %1563, %collapsed_757, %1549, %collapsed_753, %1546, %1547, %1532, %collapsed_749, %1520, %collapsed_727, %1517, %1518, %1503, %collapsed_723, %1489, %collapsed_719, %1486, %1487, %1472, %collapsed_715, %1460, %collapsed_693, %1457, %1458, %1443, %collapsed_689, %1429, %collapsed_685, %1426, %1427, %1412, %collapsed_681, %1400, %collapsed_659, %1397, %1398, %1383, %collapsed_655, %1369, %collapsed_651, %1366, %1367, %1352, %collapsed_647, %1340, %collapsed_625, %1337, %1338, %1323, %collapsed_621, %1309, %collapsed_617, %1306, %1307, %1292, %collapsed_613, %1280, %collapsed_591, %1277, %1278, %1263, %collapsed_587, %1249, %collapsed_583, %1246, %1247, %1232, %collapsed_579, %1220, %collapsed_557, %1217, %1218, %1203, %collapsed_553, %1189, %collapsed_549, %1186, %1187, %1172, %collapsed_545, %1160, %collapsed_523, %1157, %1158, %1143, %collapsed_519, %1129, %collapsed_515, %1126, %1127, %1112, %collapsed_511, %1100, %collapsed_489, %1097, %1098, %1083, %collapsed_485, %1069, %collapsed_481, %1066, %1067, %1052, %collapsed_477, %1040, %collapsed_455, %1037, %1038, %1023, %collapsed_451, %1009, %collapsed_447, %1006, %1007, %992, %collapsed_443, %980, %collapsed_421, %977, %978, %963, %collapsed_417, %949, %collapsed_413, %946, %947, %930, %collapsed_409, %913, %collapsed_388, %910, %911, %894, %collapsed_384, %878, %collapsed_380, %874, %875, %859, %collapsed_376, %843, %844 : tensor<f32>, tensor<512x768xf32>, tensor<30522xf32>, tensor<30522x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>
  }
}
