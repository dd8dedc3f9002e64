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
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant 0.3989422804014327 : f64
    %cst_7 = arith.constant 0.70710678118654757 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant 7.680000e+02 : f64
    %cst_10 = arith.constant 7.680000e+02 : f32
    %cst_11 = arith.constant 8.000000e+00 : f32
    %cst_12 = arith.constant 1.41421354 : f32
    %cst_13 = arith.constant -5.000000e-01 : f32
    %cst_14 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<8x512x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x512xi64>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1566 = arith.index_cast %in : i64 to index
      %1567 = linalg.index 2 : index
      %1568 = arith.cmpi slt, %1566, %c30522 : index
      cf.assert %1568, "index must be smaller than dim size"
      %1569 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1569, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg4[%1566, %1567] : tensor<30522x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x512x768xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<8x512x768xf32>, tensor<512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %3 = tensor.empty() : tensor<8x512x768xf64>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %5 = tensor.empty() : tensor<8x512x1xf64>
    %6 = linalg.fill ins(%cst : f64) outs(%5 : tensor<8x512x1xf64>) -> tensor<8x512x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %13 = tensor.empty() : tensor<8x512x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %17 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg5 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg6 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %24 = tensor.empty() : tensor<768x2304xf32>
    %transposed = linalg.transpose ins(%arg7 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %25 = tensor.empty() : tensor<4096x2304xf32>
    %26 = linalg.fill ins(%cst_0 : f32) outs(%25 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %29 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%27, %28 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded = tensor.expand_shape %29 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_15 = tensor.extract_slice %expanded[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_16 = tensor.extract_slice %expanded[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_17 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %30 = tensor.empty() : tensor<8x12x512x64xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %extracted_slice_15 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_20 = tensor.expand_shape %extracted_slice_16 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %31 = tensor.empty() : tensor<8x12x64x512xf32>
    %transposed_22 = linalg.transpose ins(%expanded_19 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_23 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %32 = tensor.empty() : tensor<96x512x512xf32>
    %33 = linalg.fill ins(%cst_0 : f32) outs(%32 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %34 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_25 = tensor.expand_shape %34 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %35 = tensor.empty() : tensor<8x12x512x512xf32>
    %36 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %37 = tensor.empty() : tensor<8x12x512xi64>
    %38 = linalg.fill ins(%c0_i64 : i64) outs(%37 : tensor<8x12x512xi64>) -> tensor<8x12x512xi64>
    %39 = tensor.empty() : tensor<8x12x512xf32>
    %40 = linalg.fill ins(%cst_1 : f32) outs(%39 : tensor<8x12x512xf32>) -> tensor<8x12x512xf32>
    %41:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%36 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_26 = tensor.expand_shape %41#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %42 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_26 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %43 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %44 = tensor.empty() : tensor<8x12x512x1xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<8x12x512x1xf32>) -> tensor<8x12x512x1xf32>
    %46 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %47 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_27 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %48 = tensor.empty() : tensor<96x512x64xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %50 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_29 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %51 = tensor.empty() : tensor<8x512x12x64xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %52 = tensor.empty() : tensor<768x768xf32>
    %transposed_31 = linalg.transpose ins(%arg9 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %53 = tensor.empty() : tensor<4096x768xf32>
    %54 = linalg.fill ins(%cst_0 : f32) outs(%53 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %55 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%55, %56 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_33 = tensor.expand_shape %57 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %expanded_33 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %60 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%59 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %62 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %61 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %62 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %64 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%58 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %68 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %70 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %arg11 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %arg12 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %75 = tensor.empty() : tensor<768x3072xf32>
    %transposed_34 = linalg.transpose ins(%arg13 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %76 = tensor.empty() : tensor<4096x3072xf32>
    %77 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %78 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %80 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%78, %79 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_36 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %81 = tensor.empty() : tensor<8x512x3072xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %83 = tensor.empty() : tensor<3072x768xf32>
    %transposed_37 = linalg.transpose ins(%arg15 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %82 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %84 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %85 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %86 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_39 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %expanded_39 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %91 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %97 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %99 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %arg17 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg18 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_40 = linalg.transpose ins(%arg19 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %104 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %105 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %106 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%104, %105 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_42 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_42[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_42[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_42[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_48 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_49 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%expanded_48 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_52 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %107 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_54 = tensor.expand_shape %107 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %108 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %109:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%108 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_55 = tensor.expand_shape %109#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %110 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_55 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %111 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %112 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%111 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %113 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %112 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_56 = tensor.collapse_shape %113 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_57 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %114 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_58 = tensor.expand_shape %114 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_60 = linalg.transpose ins(%arg21 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_61 = tensor.collapse_shape %transposed_59 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %115 = linalg.matmul ins(%collapsed_61, %transposed_60 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %117 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%115, %116 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_62 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %expanded_62 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %122 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %121 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %122 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %128 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %130 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg23 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %arg24 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_63 = linalg.transpose ins(%arg25 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_64 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %135 = linalg.matmul ins(%collapsed_64, %transposed_63 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %136 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %137 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%135, %136 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_65 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_66 = linalg.transpose ins(%arg27 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %139 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %140 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %141 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%139, %140 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_68 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %expanded_68 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %144 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %146 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %145 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %146 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %148 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %152 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %154 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %arg29 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %arg30 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_69 = linalg.transpose ins(%arg31 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_70 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %159 = linalg.matmul ins(%collapsed_70, %transposed_69 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %160 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%159, %160 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_71 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_72 = tensor.extract_slice %expanded_71[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_73 = tensor.extract_slice %expanded_71[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_74 = tensor.extract_slice %expanded_71[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_75 = tensor.expand_shape %extracted_slice_72 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_77 = tensor.expand_shape %extracted_slice_73 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_78 = tensor.expand_shape %extracted_slice_74 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_80 = linalg.transpose ins(%expanded_77 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_81 = tensor.collapse_shape %transposed_76 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_82 = tensor.collapse_shape %transposed_80 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %162 = linalg.batch_matmul ins(%collapsed_81, %collapsed_82 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_83 = tensor.expand_shape %162 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %163 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %164:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%163 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_84 = tensor.expand_shape %164#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %165 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_84 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %166 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %167 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %168 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %167 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_85 = tensor.collapse_shape %168 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_86 = tensor.collapse_shape %transposed_79 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %169 = linalg.batch_matmul ins(%collapsed_85, %collapsed_86 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_87 = tensor.expand_shape %169 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_89 = linalg.transpose ins(%arg33 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %transposed_88 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %170 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %171 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %172 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%170, %171 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_91 = tensor.expand_shape %172 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %expanded_91 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %175 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %177 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %176 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %177 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %179 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%178 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%173 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %183 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %185 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %arg35 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %arg36 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_92 = linalg.transpose ins(%arg37 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_93 = tensor.collapse_shape %189 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %190 = linalg.matmul ins(%collapsed_93, %transposed_92 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %191 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %192 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%190, %191 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_94 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_95 = linalg.transpose ins(%arg39 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_96 = tensor.collapse_shape %193 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %194 = linalg.matmul ins(%collapsed_96, %transposed_95 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %195 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %196 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%194, %195 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_97 = tensor.expand_shape %196 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %expanded_97 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %199 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%198 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %201 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %200 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %201 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %203 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%202 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%197 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %207 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %209 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %arg41 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %arg42 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_98 = linalg.transpose ins(%arg43 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_99 = tensor.collapse_shape %213 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %214 = linalg.matmul ins(%collapsed_99, %transposed_98 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %215 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %216 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%214, %215 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_100 = tensor.expand_shape %216 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_101 = tensor.extract_slice %expanded_100[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_102 = tensor.extract_slice %expanded_100[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_103 = tensor.extract_slice %expanded_100[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_104 = tensor.expand_shape %extracted_slice_101 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_106 = tensor.expand_shape %extracted_slice_102 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_107 = tensor.expand_shape %extracted_slice_103 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_108 = linalg.transpose ins(%expanded_107 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_109 = linalg.transpose ins(%expanded_106 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_110 = tensor.collapse_shape %transposed_105 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_111 = tensor.collapse_shape %transposed_109 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %217 = linalg.batch_matmul ins(%collapsed_110, %collapsed_111 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_112 = tensor.expand_shape %217 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %218 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %219:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%218 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_113 = tensor.expand_shape %219#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %220 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_113 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %221 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %222 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%221 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %223 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %222 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_114 = tensor.collapse_shape %223 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_115 = tensor.collapse_shape %transposed_108 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %224 = linalg.batch_matmul ins(%collapsed_114, %collapsed_115 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_116 = tensor.expand_shape %224 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_117 = linalg.transpose ins(%expanded_116 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_118 = linalg.transpose ins(%arg45 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_119 = tensor.collapse_shape %transposed_117 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %225 = linalg.matmul ins(%collapsed_119, %transposed_118 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %226 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %227 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%225, %226 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_120 = tensor.expand_shape %227 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %expanded_120 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %230 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%229 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %232 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %231 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %232 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %234 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%228 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %238 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %240 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %arg47 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %arg48 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_121 = linalg.transpose ins(%arg49 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_122 = tensor.collapse_shape %244 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %245 = linalg.matmul ins(%collapsed_122, %transposed_121 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %246 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %247 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%245, %246 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_123 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_124 = linalg.transpose ins(%arg51 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_125 = tensor.collapse_shape %248 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %249 = linalg.matmul ins(%collapsed_125, %transposed_124 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %250 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %251 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%249, %250 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_126 = tensor.expand_shape %251 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %expanded_126 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %254 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%253 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %256 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %255 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %256 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %258 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%257 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%252 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %262 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %264 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %arg53 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %arg54 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_127 = linalg.transpose ins(%arg55 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_128 = tensor.collapse_shape %268 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %269 = linalg.matmul ins(%collapsed_128, %transposed_127 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %270 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %271 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%269, %270 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_129 = tensor.expand_shape %271 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_130 = tensor.extract_slice %expanded_129[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_131 = tensor.extract_slice %expanded_129[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_132 = tensor.extract_slice %expanded_129[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_133 = tensor.expand_shape %extracted_slice_130 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_135 = tensor.expand_shape %extracted_slice_131 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_136 = tensor.expand_shape %extracted_slice_132 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_137 = linalg.transpose ins(%expanded_136 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_138 = linalg.transpose ins(%expanded_135 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_139 = tensor.collapse_shape %transposed_134 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_140 = tensor.collapse_shape %transposed_138 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %272 = linalg.batch_matmul ins(%collapsed_139, %collapsed_140 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_141 = tensor.expand_shape %272 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %273 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %274:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%273 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_142 = tensor.expand_shape %274#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %275 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %expanded_142 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %276 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %277 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%276 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %278 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %277 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_143 = tensor.collapse_shape %278 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_144 = tensor.collapse_shape %transposed_137 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %279 = linalg.batch_matmul ins(%collapsed_143, %collapsed_144 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_145 = tensor.expand_shape %279 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_146 = linalg.transpose ins(%expanded_145 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_147 = linalg.transpose ins(%arg57 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_148 = tensor.collapse_shape %transposed_146 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %280 = linalg.matmul ins(%collapsed_148, %transposed_147 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %281 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %282 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%280, %281 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_149 = tensor.expand_shape %282 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %expanded_149 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %285 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%284 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %287 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %286 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %287 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %289 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %293 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %295 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %arg59 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %arg60 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_150 = linalg.transpose ins(%arg61 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_151 = tensor.collapse_shape %299 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %300 = linalg.matmul ins(%collapsed_151, %transposed_150 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %301 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %302 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%300, %301 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_152 = tensor.expand_shape %302 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_153 = linalg.transpose ins(%arg63 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_154 = tensor.collapse_shape %303 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %304 = linalg.matmul ins(%collapsed_154, %transposed_153 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %305 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %306 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%304, %305 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_155 = tensor.expand_shape %306 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %expanded_155 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %309 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%308 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %311 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %310 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %311 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %313 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%312 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%307 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %317 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %319 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %arg65 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %arg66 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_156 = linalg.transpose ins(%arg67 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_157 = tensor.collapse_shape %323 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %324 = linalg.matmul ins(%collapsed_157, %transposed_156 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %325 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %326 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%324, %325 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_158 = tensor.expand_shape %326 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_159 = tensor.extract_slice %expanded_158[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_160 = tensor.extract_slice %expanded_158[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_161 = tensor.extract_slice %expanded_158[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_162 = tensor.expand_shape %extracted_slice_159 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_163 = linalg.transpose ins(%expanded_162 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_164 = tensor.expand_shape %extracted_slice_160 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_165 = tensor.expand_shape %extracted_slice_161 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_166 = linalg.transpose ins(%expanded_165 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_167 = linalg.transpose ins(%expanded_164 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_168 = tensor.collapse_shape %transposed_163 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_169 = tensor.collapse_shape %transposed_167 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %327 = linalg.batch_matmul ins(%collapsed_168, %collapsed_169 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_170 = tensor.expand_shape %327 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %328 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_170 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %329:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%328 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_171 = tensor.expand_shape %329#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %330 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %expanded_171 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %331 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %332 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%331 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %333 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %332 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_172 = tensor.collapse_shape %333 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_173 = tensor.collapse_shape %transposed_166 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %334 = linalg.batch_matmul ins(%collapsed_172, %collapsed_173 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_174 = tensor.expand_shape %334 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_175 = linalg.transpose ins(%expanded_174 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_176 = linalg.transpose ins(%arg69 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_177 = tensor.collapse_shape %transposed_175 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %335 = linalg.matmul ins(%collapsed_177, %transposed_176 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %336 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %337 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%335, %336 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_178 = tensor.expand_shape %337 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %expanded_178 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %340 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%339 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %342 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %341 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %342 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %344 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%343 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%338 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %348 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %350 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %arg71 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %arg72 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_179 = linalg.transpose ins(%arg73 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_180 = tensor.collapse_shape %354 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %355 = linalg.matmul ins(%collapsed_180, %transposed_179 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %356 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %357 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%355, %356 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_181 = tensor.expand_shape %357 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_182 = linalg.transpose ins(%arg75 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_183 = tensor.collapse_shape %358 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %359 = linalg.matmul ins(%collapsed_183, %transposed_182 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %360 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %361 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%359, %360 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_184 = tensor.expand_shape %361 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %expanded_184 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %364 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%363 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %366 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %365 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %367 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %366 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %368 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%367 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%362 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %372 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %374 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %arg77 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %arg78 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_185 = linalg.transpose ins(%arg79 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_186 = tensor.collapse_shape %378 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %379 = linalg.matmul ins(%collapsed_186, %transposed_185 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %380 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %381 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%379, %380 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_187 = tensor.expand_shape %381 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_188 = tensor.extract_slice %expanded_187[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_189 = tensor.extract_slice %expanded_187[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_190 = tensor.extract_slice %expanded_187[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_191 = tensor.expand_shape %extracted_slice_188 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_192 = linalg.transpose ins(%expanded_191 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_193 = tensor.expand_shape %extracted_slice_189 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_194 = tensor.expand_shape %extracted_slice_190 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_195 = linalg.transpose ins(%expanded_194 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_196 = linalg.transpose ins(%expanded_193 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_197 = tensor.collapse_shape %transposed_192 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_198 = tensor.collapse_shape %transposed_196 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %382 = linalg.batch_matmul ins(%collapsed_197, %collapsed_198 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_199 = tensor.expand_shape %382 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %383 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_199 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %384:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%383 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_200 = tensor.expand_shape %384#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %385 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_200 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %386 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %387 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%386 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %388 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %387 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_201 = tensor.collapse_shape %388 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_202 = tensor.collapse_shape %transposed_195 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %389 = linalg.batch_matmul ins(%collapsed_201, %collapsed_202 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_203 = tensor.expand_shape %389 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_204 = linalg.transpose ins(%expanded_203 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_205 = linalg.transpose ins(%arg81 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_206 = tensor.collapse_shape %transposed_204 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %390 = linalg.matmul ins(%collapsed_206, %transposed_205 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %391 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg82 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %392 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%390, %391 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_207 = tensor.expand_shape %392 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %expanded_207 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %395 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%394 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %397 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394, %396 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %398 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397, %397 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %399 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%398 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %401 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%393 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %403 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %405 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %arg83 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %arg84 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_208 = linalg.transpose ins(%arg85 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_209 = tensor.collapse_shape %409 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %410 = linalg.matmul ins(%collapsed_209, %transposed_208 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %411 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %412 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%410, %411 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_210 = tensor.expand_shape %412 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_211 = linalg.transpose ins(%arg87 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_212 = tensor.collapse_shape %413 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %414 = linalg.matmul ins(%collapsed_212, %transposed_211 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %415 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %416 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%414, %415 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_213 = tensor.expand_shape %416 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409, %expanded_213 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %419 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%418 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %420 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %421 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %420 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %422 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %421 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %423 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%422 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %424 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %425 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%417 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417, %427 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %429 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431, %arg89 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %arg90 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_214 = linalg.transpose ins(%arg91 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_215 = tensor.collapse_shape %433 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %434 = linalg.matmul ins(%collapsed_215, %transposed_214 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %435 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg92 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %436 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%434, %435 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_216 = tensor.expand_shape %436 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_217 = tensor.extract_slice %expanded_216[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_218 = tensor.extract_slice %expanded_216[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_219 = tensor.extract_slice %expanded_216[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_220 = tensor.expand_shape %extracted_slice_217 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_221 = linalg.transpose ins(%expanded_220 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_222 = tensor.expand_shape %extracted_slice_218 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_223 = tensor.expand_shape %extracted_slice_219 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_224 = linalg.transpose ins(%expanded_223 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_225 = linalg.transpose ins(%expanded_222 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_226 = tensor.collapse_shape %transposed_221 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_227 = tensor.collapse_shape %transposed_225 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %437 = linalg.batch_matmul ins(%collapsed_226, %collapsed_227 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_228 = tensor.expand_shape %437 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %438 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_228 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %439:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%438 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_229 = tensor.expand_shape %439#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %440 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %expanded_229 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %441 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %442 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%441 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %443 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %442 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_230 = tensor.collapse_shape %443 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_231 = tensor.collapse_shape %transposed_224 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %444 = linalg.batch_matmul ins(%collapsed_230, %collapsed_231 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_232 = tensor.expand_shape %444 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_233 = linalg.transpose ins(%expanded_232 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_234 = linalg.transpose ins(%arg93 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_235 = tensor.collapse_shape %transposed_233 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %445 = linalg.matmul ins(%collapsed_235, %transposed_234 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %446 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg94 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %447 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%445, %446 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_236 = tensor.expand_shape %447 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %expanded_236 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %450 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%449 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %451 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %452 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %451 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %453 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %452 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %454 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%453 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%448 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %458 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %460 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %arg95 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %arg96 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_237 = linalg.transpose ins(%arg97 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_238 = tensor.collapse_shape %464 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %465 = linalg.matmul ins(%collapsed_238, %transposed_237 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %466 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg98 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %467 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%465, %466 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_239 = tensor.expand_shape %467 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_240 = linalg.transpose ins(%arg99 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_241 = tensor.collapse_shape %468 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %469 = linalg.matmul ins(%collapsed_241, %transposed_240 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %470 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg100 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %471 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%469, %470 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_242 = tensor.expand_shape %471 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464, %expanded_242 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %474 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%473 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %475 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %476 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %475 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %477 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476, %476 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %478 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%477 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %479 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %480 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%472 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %482 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %484 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %arg101 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487, %arg102 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_243 = linalg.transpose ins(%arg103 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_244 = tensor.collapse_shape %488 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %489 = linalg.matmul ins(%collapsed_244, %transposed_243 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %490 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg104 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %491 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%489, %490 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_245 = tensor.expand_shape %491 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_246 = tensor.extract_slice %expanded_245[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_247 = tensor.extract_slice %expanded_245[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_248 = tensor.extract_slice %expanded_245[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_249 = tensor.expand_shape %extracted_slice_246 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_250 = linalg.transpose ins(%expanded_249 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_251 = tensor.expand_shape %extracted_slice_247 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_252 = tensor.expand_shape %extracted_slice_248 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_253 = linalg.transpose ins(%expanded_252 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_254 = linalg.transpose ins(%expanded_251 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_255 = tensor.collapse_shape %transposed_250 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_256 = tensor.collapse_shape %transposed_254 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %492 = linalg.batch_matmul ins(%collapsed_255, %collapsed_256 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_257 = tensor.expand_shape %492 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %493 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_257 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %494:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%493 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_258 = tensor.expand_shape %494#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %495 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493, %expanded_258 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %496 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %497 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%496 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %498 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %497 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_259 = tensor.collapse_shape %498 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_260 = tensor.collapse_shape %transposed_253 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %499 = linalg.batch_matmul ins(%collapsed_259, %collapsed_260 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_261 = tensor.expand_shape %499 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_262 = linalg.transpose ins(%expanded_261 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_263 = linalg.transpose ins(%arg105 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_264 = tensor.collapse_shape %transposed_262 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %500 = linalg.matmul ins(%collapsed_264, %transposed_263 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %501 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg106 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %502 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%500, %501 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_265 = tensor.expand_shape %502 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488, %expanded_265 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %505 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%504 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %506 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %507 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504, %506 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %508 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %507 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %509 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%508 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%503 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %513 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %515 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %arg107 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %arg108 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_266 = linalg.transpose ins(%arg109 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_267 = tensor.collapse_shape %519 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %520 = linalg.matmul ins(%collapsed_267, %transposed_266 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %521 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg110 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %522 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%520, %521 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_268 = tensor.expand_shape %522 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_268 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_269 = linalg.transpose ins(%arg111 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_270 = tensor.collapse_shape %523 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %524 = linalg.matmul ins(%collapsed_270, %transposed_269 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %525 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %526 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%524, %525 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_271 = tensor.expand_shape %526 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %expanded_271 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %529 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%528 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %530 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %531 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %530 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %532 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %531 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %533 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%532 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %534 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %535 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%527 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %537 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %537 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %539 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541, %arg113 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %543 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %arg114 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_272 = linalg.transpose ins(%arg115 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_273 = tensor.collapse_shape %543 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %544 = linalg.matmul ins(%collapsed_273, %transposed_272 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %545 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg116 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %546 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%544, %545 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_274 = tensor.expand_shape %546 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_275 = tensor.extract_slice %expanded_274[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_276 = tensor.extract_slice %expanded_274[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_277 = tensor.extract_slice %expanded_274[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_278 = tensor.expand_shape %extracted_slice_275 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_279 = linalg.transpose ins(%expanded_278 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_280 = tensor.expand_shape %extracted_slice_276 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_281 = tensor.expand_shape %extracted_slice_277 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_282 = linalg.transpose ins(%expanded_281 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_283 = linalg.transpose ins(%expanded_280 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_284 = tensor.collapse_shape %transposed_279 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_285 = tensor.collapse_shape %transposed_283 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %547 = linalg.batch_matmul ins(%collapsed_284, %collapsed_285 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_286 = tensor.expand_shape %547 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %548 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_286 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %549:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%548 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_287 = tensor.expand_shape %549#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %550 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %expanded_287 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %551 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %552 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%551 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %553 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%551, %552 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_288 = tensor.collapse_shape %553 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_289 = tensor.collapse_shape %transposed_282 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %554 = linalg.batch_matmul ins(%collapsed_288, %collapsed_289 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_290 = tensor.expand_shape %554 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_291 = linalg.transpose ins(%expanded_290 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_292 = linalg.transpose ins(%arg117 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_293 = tensor.collapse_shape %transposed_291 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %555 = linalg.matmul ins(%collapsed_293, %transposed_292 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %556 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg118 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %557 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%555, %556 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_294 = tensor.expand_shape %557 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543, %expanded_294 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %560 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%559 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %561 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %562 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559, %561 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %563 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562, %562 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %564 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%563 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %565 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %566 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%558 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558, %568 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %570 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %arg119 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %arg120 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_295 = linalg.transpose ins(%arg121 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_296 = tensor.collapse_shape %574 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %575 = linalg.matmul ins(%collapsed_296, %transposed_295 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %576 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %577 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%575, %576 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_297 = tensor.expand_shape %577 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_297 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_298 = linalg.transpose ins(%arg123 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_299 = tensor.collapse_shape %578 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %579 = linalg.matmul ins(%collapsed_299, %transposed_298 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %580 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg124 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %581 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%579, %580 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_300 = tensor.expand_shape %581 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574, %expanded_300 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %584 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%583 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %585 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %586 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %585 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %587 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586, %586 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %588 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%587 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %589 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %590 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%582 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %592 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %594 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %arg125 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %arg126 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_301 = linalg.transpose ins(%arg127 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_302 = tensor.collapse_shape %598 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %599 = linalg.matmul ins(%collapsed_302, %transposed_301 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %600 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg128 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %601 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%599, %600 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_303 = tensor.expand_shape %601 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_304 = tensor.extract_slice %expanded_303[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_305 = tensor.extract_slice %expanded_303[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_306 = tensor.extract_slice %expanded_303[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_307 = tensor.expand_shape %extracted_slice_304 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_308 = linalg.transpose ins(%expanded_307 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_309 = tensor.expand_shape %extracted_slice_305 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_310 = tensor.expand_shape %extracted_slice_306 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_311 = linalg.transpose ins(%expanded_310 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_312 = linalg.transpose ins(%expanded_309 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_313 = tensor.collapse_shape %transposed_308 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_314 = tensor.collapse_shape %transposed_312 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %602 = linalg.batch_matmul ins(%collapsed_313, %collapsed_314 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_315 = tensor.expand_shape %602 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %603 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_315 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %604:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%603 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_316 = tensor.expand_shape %604#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %605 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%603, %expanded_316 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %606 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %607 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%606 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %608 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606, %607 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_317 = tensor.collapse_shape %608 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_318 = tensor.collapse_shape %transposed_311 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %609 = linalg.batch_matmul ins(%collapsed_317, %collapsed_318 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_319 = tensor.expand_shape %609 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_320 = linalg.transpose ins(%expanded_319 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_321 = linalg.transpose ins(%arg129 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_322 = tensor.collapse_shape %transposed_320 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %610 = linalg.matmul ins(%collapsed_322, %transposed_321 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %611 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg130 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %612 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%610, %611 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_323 = tensor.expand_shape %612 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %expanded_323 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %615 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%614 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %617 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614, %616 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %618 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617, %617 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %619 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%618 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %620 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %621 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%613 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %623 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626, %625 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %arg131 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %629 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %arg132 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_324 = linalg.transpose ins(%arg133 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_325 = tensor.collapse_shape %629 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %630 = linalg.matmul ins(%collapsed_325, %transposed_324 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %631 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg134 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %632 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%630, %631 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_326 = tensor.expand_shape %632 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %633 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_327 = linalg.transpose ins(%arg135 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_328 = tensor.collapse_shape %633 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %634 = linalg.matmul ins(%collapsed_328, %transposed_327 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %635 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg136 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %636 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%634, %635 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_329 = tensor.expand_shape %636 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629, %expanded_329 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %639 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%638 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %640 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %641 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638, %640 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %642 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641, %641 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %643 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%642 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %644 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %645 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%644 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%637 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %647 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %648 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %649 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %650 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637, %647 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %651 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650, %649 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %652 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651, %arg137 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %653 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %arg138 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_330 = linalg.transpose ins(%arg139 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_331 = tensor.collapse_shape %653 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %654 = linalg.matmul ins(%collapsed_331, %transposed_330 : tensor<4096x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<4096x2304xf32>) -> tensor<4096x2304xf32>
    %655 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2304xf32>
    %656 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%654, %655 : tensor<4096x2304xf32>, tensor<4096x2304xf32>) outs(%25 : tensor<4096x2304xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x2304xf32>
    %expanded_332 = tensor.expand_shape %656 [[0, 1], [2]] output_shape [8, 512, 2304] : tensor<4096x2304xf32> into tensor<8x512x2304xf32>
    %extracted_slice_333 = tensor.extract_slice %expanded_332[0, 0, 0] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_334 = tensor.extract_slice %expanded_332[0, 0, 768] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %extracted_slice_335 = tensor.extract_slice %expanded_332[0, 0, 1536] [8, 512, 768] [1, 1, 1] : tensor<8x512x2304xf32> to tensor<8x512x768xf32>
    %expanded_336 = tensor.expand_shape %extracted_slice_333 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_337 = linalg.transpose ins(%expanded_336 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_338 = tensor.expand_shape %extracted_slice_334 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %expanded_339 = tensor.expand_shape %extracted_slice_335 [[0], [1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<8x512x768xf32> into tensor<8x512x12x64xf32>
    %transposed_340 = linalg.transpose ins(%expanded_339 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_341 = linalg.transpose ins(%expanded_338 : tensor<8x512x12x64xf32>) outs(%31 : tensor<8x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_342 = tensor.collapse_shape %transposed_337 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %collapsed_343 = tensor.collapse_shape %transposed_341 [[0, 1], [2], [3]] : tensor<8x12x64x512xf32> into tensor<96x64x512xf32>
    %657 = linalg.batch_matmul ins(%collapsed_342, %collapsed_343 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_344 = tensor.expand_shape %657 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %658 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_344 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %659:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%658 : tensor<8x12x512x512xf32>) outs(%40, %38 : tensor<8x12x512xf32>, tensor<8x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 3 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<8x12x512xf32>, tensor<8x12x512xi64>)
    %expanded_345 = tensor.expand_shape %659#0 [[0], [1], [2, 3]] output_shape [8, 12, 512, 1] : tensor<8x12x512xf32> into tensor<8x12x512x1xf32>
    %660 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%658, %expanded_345 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %661 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %662 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%661 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %663 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661, %662 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_346 = tensor.collapse_shape %663 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %collapsed_347 = tensor.collapse_shape %transposed_340 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %664 = linalg.batch_matmul ins(%collapsed_346, %collapsed_347 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_348 = tensor.expand_shape %664 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_349 = linalg.transpose ins(%expanded_348 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_350 = linalg.transpose ins(%arg141 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_351 = tensor.collapse_shape %transposed_349 [[0, 1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<4096x768xf32>
    %665 = linalg.matmul ins(%collapsed_351, %transposed_350 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %666 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %667 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%665, %666 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_352 = tensor.expand_shape %667 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %668 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653, %expanded_352 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %669 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %670 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%669 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %671 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %672 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669, %671 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %673 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%672, %672 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %674 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%673 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %675 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%674 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %676 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%675 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %677 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%668 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %678 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %679 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %680 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%679 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %681 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668, %678 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %682 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681, %680 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682, %arg143 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683, %arg144 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_353 = linalg.transpose ins(%arg145 : tensor<3072x768xf32>) outs(%75 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_354 = tensor.collapse_shape %684 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %685 = linalg.matmul ins(%collapsed_354, %transposed_353 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %686 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg146 : tensor<3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x3072xf32>
    %687 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%685, %686 : tensor<4096x3072xf32>, tensor<4096x3072xf32>) outs(%76 : tensor<4096x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x3072xf32>
    %expanded_355 = tensor.expand_shape %687 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %688 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_355 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x3072xf32>
    %transposed_356 = linalg.transpose ins(%arg147 : tensor<768x3072xf32>) outs(%83 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_357 = tensor.collapse_shape %688 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %689 = linalg.matmul ins(%collapsed_357, %transposed_356 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %690 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg148 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %691 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%689, %690 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_358 = tensor.expand_shape %691 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %692 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684, %expanded_358 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %693 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %694 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%693 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %695 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %696 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693, %695 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %697 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %696 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %698 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%697 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %699 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %700 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %701 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%692 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %703 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %705 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692, %702 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %706 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705, %704 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%706, %arg149 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %arg150 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %transposed_359 = linalg.transpose ins(%arg151 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_360 = tensor.collapse_shape %708 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %709 = linalg.matmul ins(%collapsed_360, %transposed_359 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %710 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x768xf32>
    %711 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%709, %710 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%53 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x768xf32>
    %expanded_361 = tensor.expand_shape %711 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_361 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_12 : f32
      %1567 = math.erf %1566 : f32
      %1568 = arith.addf %1567, %cst_2 : f32
      %1569 = arith.mulf %1568, %cst_3 : f32
      %1570 = arith.mulf %in, %1569 : f32
      linalg.yield %1570 : f32
    } -> tensor<8x512x768xf32>
    %713 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712 : tensor<8x512x768xf32>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1566 = arith.extf %in : f32 to f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %714 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%713 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %715 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %716 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %715 : tensor<8x512x768xf64>, tensor<8x512x1xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.subf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %717 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716, %716 : tensor<8x512x768xf64>, tensor<8x512x768xf64>) outs(%3 : tensor<8x512x768xf64>) {
    ^bb0(%in: f64, %in_792: f64, %out: f64):
      %1566 = arith.mulf %in, %in_792 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x768xf64>
    %718 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%717 : tensor<8x512x768xf64>) outs(%6 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.addf %in, %out : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %719 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718 : tensor<8x512x1xf64>) outs(%5 : tensor<8x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1566 = arith.divf %in, %cst_9 : f64
      linalg.yield %1566 : f64
    } -> tensor<8x512x1xf64>
    %720 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719 : tensor<8x512x1xf64>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1566 = arith.truncf %in : f64 to f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %721 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%712 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %722 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%721 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %723 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_8 : f64 to f32
      %1567 = arith.addf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x1xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.rsqrt %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712, %722 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %726 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725, %724 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %727 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726, %arg153 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %728 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727, %arg154 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %729 = tensor.empty() : tensor<768x30522xf32>
    %transposed_362 = linalg.transpose ins(%arg4 : tensor<30522x768xf32>) outs(%729 : tensor<768x30522xf32>) permutation = [1, 0] 
    %collapsed_363 = tensor.collapse_shape %728 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %730 = tensor.empty() : tensor<4096x30522xf32>
    %731 = linalg.fill ins(%cst_0 : f32) outs(%730 : tensor<4096x30522xf32>) -> tensor<4096x30522xf32>
    %732 = linalg.matmul ins(%collapsed_363, %transposed_362 : tensor<4096x768xf32>, tensor<768x30522xf32>) outs(%731 : tensor<4096x30522xf32>) -> tensor<4096x30522xf32>
    %expanded_364 = tensor.expand_shape %732 [[0, 1], [2]] output_shape [8, 512, 30522] : tensor<4096x30522xf32> into tensor<8x512x30522xf32>
    %733 = tensor.empty() : tensor<8x512x30522xf32>
    %734 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_364, %arg3 : tensor<8x512x30522xf32>, tensor<30522xf32>) outs(%733 : tensor<8x512x30522xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x30522xf32>
    %collapsed_365 = tensor.collapse_shape %734 [[0, 1], [2]] : tensor<8x512x30522xf32> into tensor<4096x30522xf32>
    %collapsed_366 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<8x512xi64> into tensor<4096xi64>
    %735 = tensor.empty() : tensor<4096xi64>
    %736 = linalg.fill ins(%c0_i64 : i64) outs(%735 : tensor<4096xi64>) -> tensor<4096xi64>
    %737 = tensor.empty() : tensor<4096xf32>
    %738 = linalg.fill ins(%cst_1 : f32) outs(%737 : tensor<4096xf32>) -> tensor<4096xf32>
    %739:2 = linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "reduction"]} ins(%collapsed_365 : tensor<4096x30522xf32>) outs(%738, %736 : tensor<4096xf32>, tensor<4096xi64>) {
    ^bb0(%in: f32, %out: f32, %out_792: i64):
      %1566 = linalg.index 1 : index
      %1567 = arith.index_cast %1566 : index to i64
      %1568 = arith.maximumf %in, %out : f32
      %1569 = arith.cmpf ogt, %in, %out : f32
      %1570 = arith.select %1569, %1567, %out_792 : i64
      linalg.yield %1568, %1570 : f32, i64
    } -> (tensor<4096xf32>, tensor<4096xi64>)
    %expanded_367 = tensor.expand_shape %739#0 [[0, 1]] output_shape [4096, 1] : tensor<4096xf32> into tensor<4096x1xf32>
    %740 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_365, %expanded_367 : tensor<4096x30522xf32>, tensor<4096x1xf32>) outs(%730 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x30522xf32>
    %741 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%740 : tensor<4096x30522xf32>) outs(%730 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x30522xf32>
    %742 = tensor.empty() : tensor<4096x1xf32>
    %743 = linalg.fill ins(%cst_0 : f32) outs(%742 : tensor<4096x1xf32>) -> tensor<4096x1xf32>
    %744 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "reduction"]} ins(%741 : tensor<4096x30522xf32>) outs(%743 : tensor<4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x1xf32>
    %745 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%744 : tensor<4096x1xf32>) outs(%742 : tensor<4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.log %in : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x1xf32>
    %746 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%740, %745 : tensor<4096x30522xf32>, tensor<4096x1xf32>) outs(%730 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x30522xf32>
    %747 = tensor.empty() : tensor<4096xi1>
    %748 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_366 : tensor<4096xi64>) outs(%747 : tensor<4096xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1566 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1566 : i1
    } -> tensor<4096xi1>
    %749 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%748, %collapsed_366, %cst_14 : tensor<4096xi1>, tensor<4096xi64>, tensor<i64>) outs(%735 : tensor<4096xi64>) {
    ^bb0(%in: i1, %in_792: i64, %in_793: i64, %out: i64):
      %1566 = arith.select %in, %in_792, %in_793 : i64
      linalg.yield %1566 : i64
    } -> tensor<4096xi64>
    %expanded_368 = tensor.expand_shape %749 [[0, 1]] output_shape [4096, 1] : tensor<4096xi64> into tensor<4096x1xi64>
    %750 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_368 : tensor<4096x1xi64>) outs(%743 : tensor<4096x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1566 = linalg.index 0 : index
      %1567 = arith.index_cast %in : i64 to index
      %1568 = arith.cmpi slt, %1567, %c30522 : index
      cf.assert %1568, "index must be smaller than dim size"
      %1569 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1569, "index must be larger or equal to 0"
      %extracted = tensor.extract %746[%1566, %1567] : tensor<4096x30522xf32>
      linalg.yield %extracted : f32
    } -> tensor<4096x1xf32>
    %collapsed_369 = tensor.collapse_shape %750 [[0, 1]] : tensor<4096x1xf32> into tensor<4096xf32>
    %751 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_369 : tensor<4096xf32>) outs(%737 : tensor<4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.negf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<4096xf32>
    %752 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%748, %751, %cst_5 : tensor<4096xi1>, tensor<4096xf32>, tensor<f32>) outs(%737 : tensor<4096xf32>) {
    ^bb0(%in: i1, %in_792: f32, %in_793: f32, %out: f32):
      %1566 = arith.select %in, %in_792, %in_793 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096xf32>
    %753 = tensor.empty() : tensor<i64>
    %754 = linalg.fill ins(%c0_i64 : i64) outs(%753 : tensor<i64>) -> tensor<i64>
    %755 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%748 : tensor<4096xi1>) outs(%754 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1566 = arith.extui %in : i1 to i64
      %1567 = arith.addi %1566, %out : i64
      linalg.yield %1567 : i64
    } -> tensor<i64>
    %756 = tensor.empty() : tensor<f32>
    %757 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%755 : tensor<i64>) outs(%756 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1566 = arith.sitofp %in : i64 to f32
      linalg.yield %1566 : f32
    } -> tensor<f32>
    %758 = linalg.fill ins(%cst_0 : f32) outs(%756 : tensor<f32>) -> tensor<f32>
    %759 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%752 : tensor<4096xf32>) outs(%758 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<f32>
    %760 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%759, %757 : tensor<f32>, tensor<f32>) outs(%756 : tensor<f32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<f32>
    %761 = tensor.empty() : tensor<30522xi64>
    %762 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel"]} outs(%761 : tensor<30522xi64>) {
    ^bb0(%out: i64):
      %1566 = linalg.index 0 : index
      %1567 = arith.index_cast %1566 : index to i64
      linalg.yield %1567 : i64
    } -> tensor<30522xi64>
    %expanded_370 = tensor.expand_shape %collapsed_366 [[0, 1]] output_shape [4096, 1] : tensor<4096xi64> into tensor<4096x1xi64>
    %763 = tensor.empty() : tensor<4096x30522xi1>
    %764 = linalg.generic {indexing_maps = [#map11, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_370, %762 : tensor<4096x1xi64>, tensor<30522xi64>) outs(%763 : tensor<4096x30522xi1>) {
    ^bb0(%in: i64, %in_792: i64, %out: i1):
      %1566 = arith.cmpi eq, %in, %in_792 : i64
      linalg.yield %1566 : i1
    } -> tensor<4096x30522xi1>
    %expanded_371 = tensor.expand_shape %748 [[0, 1]] output_shape [4096, 1] : tensor<4096xi1> into tensor<4096x1xi1>
    %765 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%764, %expanded_371 : tensor<4096x30522xi1>, tensor<4096x1xi1>) outs(%763 : tensor<4096x30522xi1>) {
    ^bb0(%in: i1, %in_792: i1, %out: i1):
      %1566 = arith.andi %in, %in_792 : i1
      linalg.yield %1566 : i1
    } -> tensor<4096x30522xi1>
    %766 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%cst_4 : tensor<f32>) outs(%756 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.negf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<f32>
    %767 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%766, %757 : tensor<f32>, tensor<f32>) outs(%756 : tensor<f32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.divf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<f32>
    %768 = linalg.generic {indexing_maps = [#map6, #map15, #map15, #map6], iterator_types = ["parallel", "parallel"]} ins(%765, %767, %cst_5 : tensor<4096x30522xi1>, tensor<f32>, tensor<f32>) outs(%730 : tensor<4096x30522xf32>) {
    ^bb0(%in: i1, %in_792: f32, %in_793: f32, %out: f32):
      %1566 = arith.select %in, %in_792, %in_793 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x30522xf32>
    %769 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%746 : tensor<4096x30522xf32>) outs(%730 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x30522xf32>
    %770 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "reduction"]} ins(%768 : tensor<4096x30522xf32>) outs(%743 : tensor<4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x1xf32>
    %771 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%769, %770 : tensor<4096x30522xf32>, tensor<4096x1xf32>) outs(%730 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x30522xf32>
    %772 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%768, %771 : tensor<4096x30522xf32>, tensor<4096x30522xf32>) outs(%730 : tensor<4096x30522xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<4096x30522xf32>
    %expanded_372 = tensor.expand_shape %772 [[0, 1], [2]] output_shape [8, 512, 30522] : tensor<4096x30522xf32> into tensor<8x512x30522xf32>
    %773 = tensor.empty() : tensor<1x1x30522xf32>
    %774 = linalg.fill ins(%cst_0 : f32) outs(%773 : tensor<1x1x30522xf32>) -> tensor<1x1x30522xf32>
    %775 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_372 : tensor<8x512x30522xf32>) outs(%774 : tensor<1x1x30522xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x1x30522xf32>
    %collapsed_373 = tensor.collapse_shape %775 [[0, 1, 2]] : tensor<1x1x30522xf32> into tensor<30522xf32>
    %776 = tensor.empty() : tensor<30522x4096xf32>
    %transposed_374 = linalg.transpose ins(%772 : tensor<4096x30522xf32>) outs(%776 : tensor<30522x4096xf32>) permutation = [1, 0] 
    %777 = tensor.empty() : tensor<30522x768xf32>
    %778 = linalg.fill ins(%cst_0 : f32) outs(%777 : tensor<30522x768xf32>) -> tensor<30522x768xf32>
    %779 = linalg.matmul ins(%transposed_374, %collapsed_363 : tensor<30522x4096xf32>, tensor<4096x768xf32>) outs(%778 : tensor<30522x768xf32>) -> tensor<30522x768xf32>
    %780 = linalg.matmul ins(%772, %arg4 : tensor<4096x30522xf32>, tensor<30522x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %expanded_375 = tensor.expand_shape %780 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %781 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_375, %arg153 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %782 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%781 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %783 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%781 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %784 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%781, %726 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %785 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%784 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %786 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726, %785 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %787 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782, %783 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %788 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%787, %786 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %789 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %790 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%789, %788 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %791 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_375, %726 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %792 = tensor.empty() : tensor<768xf32>
    %793 = linalg.fill ins(%cst_0 : f32) outs(%792 : tensor<768xf32>) -> tensor<768xf32>
    %794 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%791 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %795 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_375 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %796 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_361 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x768xf32>
    %797 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%796 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %798 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%797 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %799 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %800 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_361, %expanded_361 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %801 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%800 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %802 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %803 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%802 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x768xf32>
    %804 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_361, %803 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %805 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%799, %804 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %806 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%790, %805 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %collapsed_376 = tensor.collapse_shape %806 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %807 = linalg.matmul ins(%collapsed_376, %arg151 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %808 = tensor.empty() : tensor<768x4096xf32>
    %transposed_377 = linalg.transpose ins(%collapsed_376 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %809 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %810 = linalg.matmul ins(%transposed_377, %collapsed_360 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %811 = tensor.empty() : tensor<1x768xf32>
    %812 = linalg.fill ins(%cst_0 : f32) outs(%811 : tensor<1x768xf32>) -> tensor<1x768xf32>
    %813 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_376 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_378 = tensor.collapse_shape %813 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_379 = tensor.expand_shape %807 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %814 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_379, %arg149 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %815 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %816 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%814 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %817 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814, %706 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %818 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%817 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %819 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%706, %818 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %820 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%815, %816 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %821 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820, %819 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %822 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %823 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822, %821 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %824 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_379, %706 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %825 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%824 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %826 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_379 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_380 = tensor.collapse_shape %823 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %827 = linalg.matmul ins(%collapsed_380, %arg147 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_381 = linalg.transpose ins(%collapsed_380 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %828 = linalg.fill ins(%cst_0 : f32) outs(%75 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %829 = linalg.matmul ins(%transposed_381, %collapsed_357 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %830 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_380 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_382 = tensor.collapse_shape %830 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_383 = tensor.expand_shape %827 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_355 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %835 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_355, %expanded_355 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %836 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%835 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %837 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %838 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%837 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %839 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_355, %838 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %840 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834, %839 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %841 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_383, %840 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_384 = tensor.collapse_shape %841 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %842 = linalg.matmul ins(%collapsed_384, %arg145 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %843 = tensor.empty() : tensor<3072x4096xf32>
    %transposed_385 = linalg.transpose ins(%collapsed_384 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %844 = linalg.fill ins(%cst_0 : f32) outs(%83 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %845 = linalg.matmul ins(%transposed_385, %collapsed_354 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %846 = tensor.empty() : tensor<1x3072xf32>
    %847 = linalg.fill ins(%cst_0 : f32) outs(%846 : tensor<1x3072xf32>) -> tensor<1x3072xf32>
    %848 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_384 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_386 = tensor.collapse_shape %848 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_387 = tensor.expand_shape %842 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %849 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823, %expanded_387 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %850 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%849, %arg143 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %851 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %852 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%850 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %853 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850, %682 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %854 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%853 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %855 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682, %854 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %856 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%851, %852 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %857 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%856, %855 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %858 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %859 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%858, %857 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %860 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%849, %682 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %861 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%860 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %862 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%849 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_388 = tensor.collapse_shape %859 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %863 = linalg.matmul ins(%collapsed_388, %arg141 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_389 = linalg.transpose ins(%collapsed_388 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %864 = linalg.matmul ins(%transposed_389, %collapsed_351 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %865 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_388 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_390 = tensor.collapse_shape %865 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_391 = tensor.expand_shape %863 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_392 = linalg.transpose ins(%expanded_391 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_393 = tensor.collapse_shape %transposed_392 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_394 = linalg.transpose ins(%collapsed_346 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %866 = linalg.batch_matmul ins(%transposed_394, %collapsed_393 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %867 = tensor.empty() : tensor<96x64x512xf32>
    %transposed_395 = linalg.transpose ins(%collapsed_347 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %868 = linalg.batch_matmul ins(%collapsed_393, %transposed_395 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_396 = tensor.expand_shape %866 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_397 = tensor.expand_shape %868 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %869 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_397, %663 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %870 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%869 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %871 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663, %870 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %872 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869, %871 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %873 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%872 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_398 = tensor.collapse_shape %873 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_399 = linalg.transpose ins(%collapsed_342 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %874 = linalg.fill ins(%cst_0 : f32) outs(%867 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %875 = linalg.batch_matmul ins(%transposed_399, %collapsed_398 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_400 = linalg.transpose ins(%collapsed_343 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %876 = linalg.batch_matmul ins(%collapsed_398, %transposed_400 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_401 = tensor.expand_shape %875 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_402 = tensor.expand_shape %876 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_403 = linalg.transpose ins(%expanded_396 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_404 = tensor.collapse_shape %transposed_403 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_405 = linalg.transpose ins(%expanded_401 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_406 = tensor.collapse_shape %transposed_405 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_407 = linalg.transpose ins(%expanded_402 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_408 = tensor.collapse_shape %transposed_407 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat = tensor.concat dim(2) %collapsed_408, %collapsed_406, %collapsed_404 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_409 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %877 = linalg.matmul ins(%collapsed_409, %arg139 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %878 = tensor.empty() : tensor<2304x4096xf32>
    %transposed_410 = linalg.transpose ins(%collapsed_409 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %879 = tensor.empty() : tensor<2304x768xf32>
    %880 = linalg.fill ins(%cst_0 : f32) outs(%879 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %881 = linalg.matmul ins(%transposed_410, %collapsed_331 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %882 = tensor.empty() : tensor<1x2304xf32>
    %883 = linalg.fill ins(%cst_0 : f32) outs(%882 : tensor<1x2304xf32>) -> tensor<1x2304xf32>
    %884 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_409 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_411 = tensor.collapse_shape %884 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_412 = tensor.expand_shape %877 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %885 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%859, %expanded_412 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %886 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885, %arg137 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %887 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %888 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%886 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %889 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886, %651 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %890 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%889 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %891 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651, %890 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %892 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%887, %888 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %893 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%892, %891 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %894 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %895 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%894, %893 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %896 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885, %651 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %897 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%896 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %898 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%885 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_413 = tensor.collapse_shape %895 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %899 = linalg.matmul ins(%collapsed_413, %arg135 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_414 = linalg.transpose ins(%collapsed_413 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %900 = linalg.matmul ins(%transposed_414, %collapsed_328 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %901 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_413 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_415 = tensor.collapse_shape %901 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_416 = tensor.expand_shape %899 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %902 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %903 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%902 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %904 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%903 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %905 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%904 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %906 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %expanded_326 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %907 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%906 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %908 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%907 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %909 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %910 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %909 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %911 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%905, %910 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %912 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_416, %911 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_417 = tensor.collapse_shape %912 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %913 = linalg.matmul ins(%collapsed_417, %arg133 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_418 = linalg.transpose ins(%collapsed_417 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %914 = linalg.matmul ins(%transposed_418, %collapsed_325 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %915 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_417 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_419 = tensor.collapse_shape %915 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_420 = tensor.expand_shape %913 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %916 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%895, %expanded_420 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %917 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%916, %arg131 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %918 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%917 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %919 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%917 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %920 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%917, %627 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %921 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%920 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %922 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %921 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %923 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%918, %919 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %924 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%923, %922 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %925 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %926 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%925, %924 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %927 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%916, %627 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %928 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%927 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %929 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%916 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_421 = tensor.collapse_shape %926 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %930 = linalg.matmul ins(%collapsed_421, %arg129 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_422 = linalg.transpose ins(%collapsed_421 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %931 = linalg.matmul ins(%transposed_422, %collapsed_322 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %932 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_421 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_423 = tensor.collapse_shape %932 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_424 = tensor.expand_shape %930 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_425 = linalg.transpose ins(%expanded_424 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_426 = tensor.collapse_shape %transposed_425 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_427 = linalg.transpose ins(%collapsed_317 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %933 = linalg.batch_matmul ins(%transposed_427, %collapsed_426 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_428 = linalg.transpose ins(%collapsed_318 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %934 = linalg.batch_matmul ins(%collapsed_426, %transposed_428 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_429 = tensor.expand_shape %933 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_430 = tensor.expand_shape %934 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %935 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_430, %608 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %936 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%935 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %937 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%608, %936 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %938 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%935, %937 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %939 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%938 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_431 = tensor.collapse_shape %939 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_432 = linalg.transpose ins(%collapsed_313 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %940 = linalg.batch_matmul ins(%transposed_432, %collapsed_431 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_433 = linalg.transpose ins(%collapsed_314 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %941 = linalg.batch_matmul ins(%collapsed_431, %transposed_433 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_434 = tensor.expand_shape %940 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_435 = tensor.expand_shape %941 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_436 = linalg.transpose ins(%expanded_429 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_437 = tensor.collapse_shape %transposed_436 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_438 = linalg.transpose ins(%expanded_434 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_439 = tensor.collapse_shape %transposed_438 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_440 = linalg.transpose ins(%expanded_435 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_441 = tensor.collapse_shape %transposed_440 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_442 = tensor.concat dim(2) %collapsed_441, %collapsed_439, %collapsed_437 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_443 = tensor.collapse_shape %concat_442 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %942 = linalg.matmul ins(%collapsed_443, %arg127 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_444 = linalg.transpose ins(%collapsed_443 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %943 = linalg.matmul ins(%transposed_444, %collapsed_302 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %944 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_443 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_445 = tensor.collapse_shape %944 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_446 = tensor.expand_shape %942 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %945 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%926, %expanded_446 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %946 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %arg125 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %947 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%946 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %948 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%946 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %949 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%946, %596 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %950 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%949 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %951 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %950 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %952 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%947, %948 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %953 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%952, %951 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %954 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %955 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%954, %953 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %956 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %596 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %957 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%956 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %958 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%945 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_447 = tensor.collapse_shape %955 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %959 = linalg.matmul ins(%collapsed_447, %arg123 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_448 = linalg.transpose ins(%collapsed_447 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %960 = linalg.matmul ins(%transposed_448, %collapsed_299 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %961 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_447 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_449 = tensor.collapse_shape %961 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_450 = tensor.expand_shape %959 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %962 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_297 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %963 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%962 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %964 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%963 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %965 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%964 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %966 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_297, %expanded_297 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %967 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%966 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %968 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%967 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %969 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%968 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %970 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_297, %969 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %971 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%965, %970 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %972 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_450, %971 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_451 = tensor.collapse_shape %972 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %973 = linalg.matmul ins(%collapsed_451, %arg121 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_452 = linalg.transpose ins(%collapsed_451 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %974 = linalg.matmul ins(%transposed_452, %collapsed_296 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %975 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_451 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_453 = tensor.collapse_shape %975 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_454 = tensor.expand_shape %973 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %976 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955, %expanded_454 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %977 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%976, %arg119 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %978 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%977 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %979 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%977 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %980 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%977, %572 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %981 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%980 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %982 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %981 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %983 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978, %979 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %984 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983, %982 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %985 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %986 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%985, %984 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %987 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%976, %572 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %988 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%987 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %989 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%976 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_455 = tensor.collapse_shape %986 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %990 = linalg.matmul ins(%collapsed_455, %arg117 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_456 = linalg.transpose ins(%collapsed_455 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %991 = linalg.matmul ins(%transposed_456, %collapsed_293 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %992 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_455 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_457 = tensor.collapse_shape %992 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_458 = tensor.expand_shape %990 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_459 = linalg.transpose ins(%expanded_458 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_460 = tensor.collapse_shape %transposed_459 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_461 = linalg.transpose ins(%collapsed_288 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %993 = linalg.batch_matmul ins(%transposed_461, %collapsed_460 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_462 = linalg.transpose ins(%collapsed_289 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %994 = linalg.batch_matmul ins(%collapsed_460, %transposed_462 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_463 = tensor.expand_shape %993 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_464 = tensor.expand_shape %994 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %995 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_464, %553 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %996 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%995 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %997 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %996 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %998 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%995, %997 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %999 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%998 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_465 = tensor.collapse_shape %999 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_466 = linalg.transpose ins(%collapsed_284 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1000 = linalg.batch_matmul ins(%transposed_466, %collapsed_465 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_467 = linalg.transpose ins(%collapsed_285 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1001 = linalg.batch_matmul ins(%collapsed_465, %transposed_467 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_468 = tensor.expand_shape %1000 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_469 = tensor.expand_shape %1001 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_470 = linalg.transpose ins(%expanded_463 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_471 = tensor.collapse_shape %transposed_470 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_472 = linalg.transpose ins(%expanded_468 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_473 = tensor.collapse_shape %transposed_472 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_474 = linalg.transpose ins(%expanded_469 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_475 = tensor.collapse_shape %transposed_474 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_476 = tensor.concat dim(2) %collapsed_475, %collapsed_473, %collapsed_471 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_477 = tensor.collapse_shape %concat_476 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1002 = linalg.matmul ins(%collapsed_477, %arg115 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_478 = linalg.transpose ins(%collapsed_477 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1003 = linalg.matmul ins(%transposed_478, %collapsed_273 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1004 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_477 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_479 = tensor.collapse_shape %1004 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_480 = tensor.expand_shape %1002 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1005 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%986, %expanded_480 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1006 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1005, %arg113 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1007 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1006 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1008 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1006 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1009 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1006, %541 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1010 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1009 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1011 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541, %1010 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1012 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1007, %1008 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1013 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1012, %1011 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1014 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1015 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1014, %1013 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1016 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1005, %541 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1017 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1016 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1018 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1005 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_481 = tensor.collapse_shape %1015 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1019 = linalg.matmul ins(%collapsed_481, %arg111 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_482 = linalg.transpose ins(%collapsed_481 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1020 = linalg.matmul ins(%transposed_482, %collapsed_270 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1021 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_481 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_483 = tensor.collapse_shape %1021 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_484 = tensor.expand_shape %1019 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1022 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_268 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1023 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1024 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1023 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1025 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1024 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1026 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_268, %expanded_268 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1027 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1026 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1028 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1027 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1029 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1028 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1030 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_268, %1029 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1031 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1025, %1030 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1032 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_484, %1031 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_485 = tensor.collapse_shape %1032 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1033 = linalg.matmul ins(%collapsed_485, %arg109 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_486 = linalg.transpose ins(%collapsed_485 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1034 = linalg.matmul ins(%transposed_486, %collapsed_267 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1035 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_485 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_487 = tensor.collapse_shape %1035 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_488 = tensor.expand_shape %1033 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1036 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1015, %expanded_488 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1037 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1036, %arg107 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1038 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1037 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1039 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1037 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1040 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1037, %517 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1041 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1040 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1042 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %1041 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1043 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1038, %1039 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1044 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1043, %1042 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1045 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1046 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1045, %1044 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1047 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1036, %517 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1048 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1047 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1049 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1036 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_489 = tensor.collapse_shape %1046 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1050 = linalg.matmul ins(%collapsed_489, %arg105 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_490 = linalg.transpose ins(%collapsed_489 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1051 = linalg.matmul ins(%transposed_490, %collapsed_264 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1052 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_489 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_491 = tensor.collapse_shape %1052 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_492 = tensor.expand_shape %1050 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_493 = linalg.transpose ins(%expanded_492 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_494 = tensor.collapse_shape %transposed_493 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_495 = linalg.transpose ins(%collapsed_259 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1053 = linalg.batch_matmul ins(%transposed_495, %collapsed_494 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_496 = linalg.transpose ins(%collapsed_260 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1054 = linalg.batch_matmul ins(%collapsed_494, %transposed_496 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_497 = tensor.expand_shape %1053 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_498 = tensor.expand_shape %1054 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1055 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_498, %498 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1056 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1055 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %1057 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %1056 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1058 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055, %1057 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1059 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1058 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_499 = tensor.collapse_shape %1059 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_500 = linalg.transpose ins(%collapsed_255 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1060 = linalg.batch_matmul ins(%transposed_500, %collapsed_499 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_501 = linalg.transpose ins(%collapsed_256 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1061 = linalg.batch_matmul ins(%collapsed_499, %transposed_501 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_502 = tensor.expand_shape %1060 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_503 = tensor.expand_shape %1061 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_504 = linalg.transpose ins(%expanded_497 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_505 = tensor.collapse_shape %transposed_504 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_506 = linalg.transpose ins(%expanded_502 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_507 = tensor.collapse_shape %transposed_506 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_508 = linalg.transpose ins(%expanded_503 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_509 = tensor.collapse_shape %transposed_508 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_510 = tensor.concat dim(2) %collapsed_509, %collapsed_507, %collapsed_505 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_511 = tensor.collapse_shape %concat_510 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1062 = linalg.matmul ins(%collapsed_511, %arg103 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_512 = linalg.transpose ins(%collapsed_511 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1063 = linalg.matmul ins(%transposed_512, %collapsed_244 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1064 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_511 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_513 = tensor.collapse_shape %1064 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_514 = tensor.expand_shape %1062 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1065 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1046, %expanded_514 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1066 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1065, %arg101 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1067 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1068 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1066 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1069 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066, %486 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1070 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1069 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1071 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %1070 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1072 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1067, %1068 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1073 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1072, %1071 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1074 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1075 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1074, %1073 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1076 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1065, %486 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1077 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1076 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1078 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1065 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_515 = tensor.collapse_shape %1075 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1079 = linalg.matmul ins(%collapsed_515, %arg99 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_516 = linalg.transpose ins(%collapsed_515 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1080 = linalg.matmul ins(%transposed_516, %collapsed_241 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1081 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_515 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_517 = tensor.collapse_shape %1081 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_518 = tensor.expand_shape %1079 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1082 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1083 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1082 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1084 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1083 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1085 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1084 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1086 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %expanded_239 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1087 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1086 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1088 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1087 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1089 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1088 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1090 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %1089 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1091 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085, %1090 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1092 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_518, %1091 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_519 = tensor.collapse_shape %1092 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1093 = linalg.matmul ins(%collapsed_519, %arg97 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_520 = linalg.transpose ins(%collapsed_519 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1094 = linalg.matmul ins(%transposed_520, %collapsed_238 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1095 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_519 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_521 = tensor.collapse_shape %1095 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_522 = tensor.expand_shape %1093 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1096 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1075, %expanded_522 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1097 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1096, %arg95 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1098 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1097 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1099 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1097 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1097, %462 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1101 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1100 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1102 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %1101 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1103 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1098, %1099 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1103, %1102 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1106 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1105, %1104 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1096, %462 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1108 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1107 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1109 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1096 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_523 = tensor.collapse_shape %1106 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1110 = linalg.matmul ins(%collapsed_523, %arg93 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_524 = linalg.transpose ins(%collapsed_523 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1111 = linalg.matmul ins(%transposed_524, %collapsed_235 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1112 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_523 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_525 = tensor.collapse_shape %1112 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_526 = tensor.expand_shape %1110 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_527 = linalg.transpose ins(%expanded_526 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_528 = tensor.collapse_shape %transposed_527 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_529 = linalg.transpose ins(%collapsed_230 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1113 = linalg.batch_matmul ins(%transposed_529, %collapsed_528 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_530 = linalg.transpose ins(%collapsed_231 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1114 = linalg.batch_matmul ins(%collapsed_528, %transposed_530 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_531 = tensor.expand_shape %1113 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_532 = tensor.expand_shape %1114 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1115 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_532, %443 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1116 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1115 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %1117 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443, %1116 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1118 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1115, %1117 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1119 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1118 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_533 = tensor.collapse_shape %1119 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_534 = linalg.transpose ins(%collapsed_226 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1120 = linalg.batch_matmul ins(%transposed_534, %collapsed_533 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_535 = linalg.transpose ins(%collapsed_227 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1121 = linalg.batch_matmul ins(%collapsed_533, %transposed_535 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_536 = tensor.expand_shape %1120 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_537 = tensor.expand_shape %1121 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_538 = linalg.transpose ins(%expanded_531 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_539 = tensor.collapse_shape %transposed_538 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_540 = linalg.transpose ins(%expanded_536 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_541 = tensor.collapse_shape %transposed_540 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_542 = linalg.transpose ins(%expanded_537 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_543 = tensor.collapse_shape %transposed_542 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_544 = tensor.concat dim(2) %collapsed_543, %collapsed_541, %collapsed_539 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_545 = tensor.collapse_shape %concat_544 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1122 = linalg.matmul ins(%collapsed_545, %arg91 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_546 = linalg.transpose ins(%collapsed_545 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1123 = linalg.matmul ins(%transposed_546, %collapsed_215 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1124 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_545 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_547 = tensor.collapse_shape %1124 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_548 = tensor.expand_shape %1122 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1106, %expanded_548 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1126 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1125, %arg89 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1126 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1128 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1126 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1126, %431 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1130 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1129 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1131 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431, %1130 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1132 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1127, %1128 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1132, %1131 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1135 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1134, %1133 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1125, %431 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1137 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1136 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1138 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1125 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_549 = tensor.collapse_shape %1135 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1139 = linalg.matmul ins(%collapsed_549, %arg87 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_550 = linalg.transpose ins(%collapsed_549 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1140 = linalg.matmul ins(%transposed_550, %collapsed_212 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1141 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_549 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_551 = tensor.collapse_shape %1141 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_552 = tensor.expand_shape %1139 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1142 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1143 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1144 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %expanded_210 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1147 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1148 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1150 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %1149 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1145, %1150 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_552, %1151 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_553 = tensor.collapse_shape %1152 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1153 = linalg.matmul ins(%collapsed_553, %arg85 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_554 = linalg.transpose ins(%collapsed_553 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1154 = linalg.matmul ins(%transposed_554, %collapsed_209 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1155 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_553 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_555 = tensor.collapse_shape %1155 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_556 = tensor.expand_shape %1153 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1135, %expanded_556 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1157 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1156, %arg83 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1157 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1159 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1157 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1157, %407 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1161 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1160 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1162 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %1161 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1163 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1158, %1159 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1163, %1162 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1166 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1165, %1164 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1156, %407 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1168 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1167 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1169 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1156 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_557 = tensor.collapse_shape %1166 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1170 = linalg.matmul ins(%collapsed_557, %arg81 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_558 = linalg.transpose ins(%collapsed_557 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1171 = linalg.matmul ins(%transposed_558, %collapsed_206 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1172 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_557 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_559 = tensor.collapse_shape %1172 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_560 = tensor.expand_shape %1170 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_561 = linalg.transpose ins(%expanded_560 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_562 = tensor.collapse_shape %transposed_561 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_563 = linalg.transpose ins(%collapsed_201 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1173 = linalg.batch_matmul ins(%transposed_563, %collapsed_562 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_564 = linalg.transpose ins(%collapsed_202 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1174 = linalg.batch_matmul ins(%collapsed_562, %transposed_564 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_565 = tensor.expand_shape %1173 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_566 = tensor.expand_shape %1174 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1175 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_566, %388 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1176 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1175 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %1177 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388, %1176 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1178 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1175, %1177 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1179 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1178 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_567 = tensor.collapse_shape %1179 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_568 = linalg.transpose ins(%collapsed_197 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1180 = linalg.batch_matmul ins(%transposed_568, %collapsed_567 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_569 = linalg.transpose ins(%collapsed_198 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1181 = linalg.batch_matmul ins(%collapsed_567, %transposed_569 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_570 = tensor.expand_shape %1180 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_571 = tensor.expand_shape %1181 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_572 = linalg.transpose ins(%expanded_565 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_573 = tensor.collapse_shape %transposed_572 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_574 = linalg.transpose ins(%expanded_570 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_575 = tensor.collapse_shape %transposed_574 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_576 = linalg.transpose ins(%expanded_571 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_577 = tensor.collapse_shape %transposed_576 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_578 = tensor.concat dim(2) %collapsed_577, %collapsed_575, %collapsed_573 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_579 = tensor.collapse_shape %concat_578 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1182 = linalg.matmul ins(%collapsed_579, %arg79 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_580 = linalg.transpose ins(%collapsed_579 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1183 = linalg.matmul ins(%transposed_580, %collapsed_186 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1184 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_579 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_581 = tensor.collapse_shape %1184 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_582 = tensor.expand_shape %1182 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1166, %expanded_582 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1186 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1185, %arg77 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1186 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1188 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1186 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1186, %376 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1190 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1189 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1191 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %1190 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1192 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1187, %1188 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1192, %1191 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1195 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1194, %1193 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1185, %376 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1197 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1196 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1198 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1185 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_583 = tensor.collapse_shape %1195 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1199 = linalg.matmul ins(%collapsed_583, %arg75 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_584 = linalg.transpose ins(%collapsed_583 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1200 = linalg.matmul ins(%transposed_584, %collapsed_183 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1201 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_583 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_585 = tensor.collapse_shape %1201 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_586 = tensor.expand_shape %1199 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1202 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1203 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1204 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181, %expanded_181 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1206 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1207 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1208 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1210 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181, %1209 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1205, %1210 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_586, %1211 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_587 = tensor.collapse_shape %1212 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1213 = linalg.matmul ins(%collapsed_587, %arg73 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_588 = linalg.transpose ins(%collapsed_587 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1214 = linalg.matmul ins(%transposed_588, %collapsed_180 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1215 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_587 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_589 = tensor.collapse_shape %1215 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_590 = tensor.expand_shape %1213 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1195, %expanded_590 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1217 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1216, %arg71 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1217 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1219 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1217 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1217, %352 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1221 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1220 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1222 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %1221 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1223 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1218, %1219 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1223, %1222 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1226 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1225, %1224 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1216, %352 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1228 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1227 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1229 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1216 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_591 = tensor.collapse_shape %1226 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1230 = linalg.matmul ins(%collapsed_591, %arg69 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_592 = linalg.transpose ins(%collapsed_591 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1231 = linalg.matmul ins(%transposed_592, %collapsed_177 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1232 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_591 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_593 = tensor.collapse_shape %1232 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_594 = tensor.expand_shape %1230 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_595 = linalg.transpose ins(%expanded_594 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_596 = tensor.collapse_shape %transposed_595 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_597 = linalg.transpose ins(%collapsed_172 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1233 = linalg.batch_matmul ins(%transposed_597, %collapsed_596 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_598 = linalg.transpose ins(%collapsed_173 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1234 = linalg.batch_matmul ins(%collapsed_596, %transposed_598 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_599 = tensor.expand_shape %1233 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_600 = tensor.expand_shape %1234 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1235 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_600, %333 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1236 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1235 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %1237 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %1236 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1238 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1235, %1237 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1239 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1238 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_601 = tensor.collapse_shape %1239 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_602 = linalg.transpose ins(%collapsed_168 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1240 = linalg.batch_matmul ins(%transposed_602, %collapsed_601 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_603 = linalg.transpose ins(%collapsed_169 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1241 = linalg.batch_matmul ins(%collapsed_601, %transposed_603 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_604 = tensor.expand_shape %1240 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_605 = tensor.expand_shape %1241 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_606 = linalg.transpose ins(%expanded_599 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_607 = tensor.collapse_shape %transposed_606 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_608 = linalg.transpose ins(%expanded_604 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_609 = tensor.collapse_shape %transposed_608 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_610 = linalg.transpose ins(%expanded_605 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_611 = tensor.collapse_shape %transposed_610 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_612 = tensor.concat dim(2) %collapsed_611, %collapsed_609, %collapsed_607 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_613 = tensor.collapse_shape %concat_612 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1242 = linalg.matmul ins(%collapsed_613, %arg67 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_614 = linalg.transpose ins(%collapsed_613 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1243 = linalg.matmul ins(%transposed_614, %collapsed_157 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1244 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_613 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_615 = tensor.collapse_shape %1244 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_616 = tensor.expand_shape %1242 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1226, %expanded_616 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1246 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1245, %arg65 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1246 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1248 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1246 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1246, %321 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1250 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1249 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1251 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %1250 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1252 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1247, %1248 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1252, %1251 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1255 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1254, %1253 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1245, %321 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1257 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1256 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1258 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1245 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_617 = tensor.collapse_shape %1255 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1259 = linalg.matmul ins(%collapsed_617, %arg63 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_618 = linalg.transpose ins(%collapsed_617 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1260 = linalg.matmul ins(%transposed_618, %collapsed_154 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1261 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_617 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_619 = tensor.collapse_shape %1261 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_620 = tensor.expand_shape %1259 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1262 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1263 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1264 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %expanded_152 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1266 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1267 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1268 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %1269 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1265, %1270 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_620, %1271 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_621 = tensor.collapse_shape %1272 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1273 = linalg.matmul ins(%collapsed_621, %arg61 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_622 = linalg.transpose ins(%collapsed_621 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1274 = linalg.matmul ins(%transposed_622, %collapsed_151 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1275 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_621 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_623 = tensor.collapse_shape %1275 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_624 = tensor.expand_shape %1273 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1255, %expanded_624 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1277 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1276, %arg59 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1277 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1279 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1277 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1280 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1277, %297 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1281 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1280 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1282 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %1281 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1283 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1278, %1279 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1283, %1282 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1286 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1285, %1284 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1276, %297 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1288 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1287 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1289 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1276 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_625 = tensor.collapse_shape %1286 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1290 = linalg.matmul ins(%collapsed_625, %arg57 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_626 = linalg.transpose ins(%collapsed_625 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1291 = linalg.matmul ins(%transposed_626, %collapsed_148 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1292 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_625 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_627 = tensor.collapse_shape %1292 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_628 = tensor.expand_shape %1290 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_629 = linalg.transpose ins(%expanded_628 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_630 = tensor.collapse_shape %transposed_629 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_631 = linalg.transpose ins(%collapsed_143 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1293 = linalg.batch_matmul ins(%transposed_631, %collapsed_630 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_632 = linalg.transpose ins(%collapsed_144 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1294 = linalg.batch_matmul ins(%collapsed_630, %transposed_632 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_633 = tensor.expand_shape %1293 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_634 = tensor.expand_shape %1294 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1295 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_634, %278 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1296 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1295 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %1297 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %1296 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1298 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1295, %1297 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1299 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1298 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_635 = tensor.collapse_shape %1299 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_636 = linalg.transpose ins(%collapsed_139 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1300 = linalg.batch_matmul ins(%transposed_636, %collapsed_635 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_637 = linalg.transpose ins(%collapsed_140 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1301 = linalg.batch_matmul ins(%collapsed_635, %transposed_637 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_638 = tensor.expand_shape %1300 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_639 = tensor.expand_shape %1301 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_640 = linalg.transpose ins(%expanded_633 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_641 = tensor.collapse_shape %transposed_640 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_642 = linalg.transpose ins(%expanded_638 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_643 = tensor.collapse_shape %transposed_642 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_644 = linalg.transpose ins(%expanded_639 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_645 = tensor.collapse_shape %transposed_644 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_646 = tensor.concat dim(2) %collapsed_645, %collapsed_643, %collapsed_641 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_647 = tensor.collapse_shape %concat_646 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1302 = linalg.matmul ins(%collapsed_647, %arg55 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_648 = linalg.transpose ins(%collapsed_647 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1303 = linalg.matmul ins(%transposed_648, %collapsed_128 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1304 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_647 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_649 = tensor.collapse_shape %1304 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_650 = tensor.expand_shape %1302 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1305 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1286, %expanded_650 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1306 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1305, %arg53 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1306 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1308 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1306 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1306, %266 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1310 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1309 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1311 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %1310 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1312 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1307, %1308 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1312, %1311 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1315 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1314, %1313 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1305, %266 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1317 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1316 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1318 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1305 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_651 = tensor.collapse_shape %1315 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1319 = linalg.matmul ins(%collapsed_651, %arg51 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_652 = linalg.transpose ins(%collapsed_651 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1320 = linalg.matmul ins(%transposed_652, %collapsed_125 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1321 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_651 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_653 = tensor.collapse_shape %1321 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_654 = tensor.expand_shape %1319 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1322 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1323 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1324 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %expanded_123 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1326 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1327 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1328 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %1329 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1325, %1330 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_654, %1331 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_655 = tensor.collapse_shape %1332 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1333 = linalg.matmul ins(%collapsed_655, %arg49 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_656 = linalg.transpose ins(%collapsed_655 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1334 = linalg.matmul ins(%transposed_656, %collapsed_122 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1335 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_655 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_657 = tensor.collapse_shape %1335 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_658 = tensor.expand_shape %1333 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1315, %expanded_658 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1337 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1336, %arg47 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1337 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1339 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1337 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1337, %242 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1341 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1340 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1342 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %1341 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1343 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1338, %1339 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1343, %1342 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1346 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1345, %1344 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1336, %242 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1348 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1347 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1349 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1336 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_659 = tensor.collapse_shape %1346 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1350 = linalg.matmul ins(%collapsed_659, %arg45 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_660 = linalg.transpose ins(%collapsed_659 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1351 = linalg.matmul ins(%transposed_660, %collapsed_119 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1352 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_659 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_661 = tensor.collapse_shape %1352 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_662 = tensor.expand_shape %1350 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_663 = linalg.transpose ins(%expanded_662 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_664 = tensor.collapse_shape %transposed_663 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_665 = linalg.transpose ins(%collapsed_114 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1353 = linalg.batch_matmul ins(%transposed_665, %collapsed_664 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_666 = linalg.transpose ins(%collapsed_115 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1354 = linalg.batch_matmul ins(%collapsed_664, %transposed_666 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_667 = tensor.expand_shape %1353 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_668 = tensor.expand_shape %1354 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1355 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_668, %223 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1356 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1355 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %1357 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %1356 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1358 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1355, %1357 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1359 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1358 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_669 = tensor.collapse_shape %1359 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_670 = linalg.transpose ins(%collapsed_110 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1360 = linalg.batch_matmul ins(%transposed_670, %collapsed_669 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_671 = linalg.transpose ins(%collapsed_111 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1361 = linalg.batch_matmul ins(%collapsed_669, %transposed_671 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_672 = tensor.expand_shape %1360 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_673 = tensor.expand_shape %1361 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_674 = linalg.transpose ins(%expanded_667 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_675 = tensor.collapse_shape %transposed_674 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_676 = linalg.transpose ins(%expanded_672 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_677 = tensor.collapse_shape %transposed_676 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_678 = linalg.transpose ins(%expanded_673 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_679 = tensor.collapse_shape %transposed_678 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_680 = tensor.concat dim(2) %collapsed_679, %collapsed_677, %collapsed_675 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_681 = tensor.collapse_shape %concat_680 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1362 = linalg.matmul ins(%collapsed_681, %arg43 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_682 = linalg.transpose ins(%collapsed_681 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1363 = linalg.matmul ins(%transposed_682, %collapsed_99 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1364 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_681 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_683 = tensor.collapse_shape %1364 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_684 = tensor.expand_shape %1362 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1346, %expanded_684 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1366 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1365, %arg41 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1366 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1368 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1366 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1369 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1366, %211 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1370 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1369 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1371 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %1370 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1372 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1367, %1368 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1373 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1372, %1371 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1375 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1374, %1373 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1365, %211 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1377 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1376 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1378 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1365 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_685 = tensor.collapse_shape %1375 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1379 = linalg.matmul ins(%collapsed_685, %arg39 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_686 = linalg.transpose ins(%collapsed_685 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1380 = linalg.matmul ins(%transposed_686, %collapsed_96 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1381 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_685 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_687 = tensor.collapse_shape %1381 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_688 = tensor.expand_shape %1379 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1382 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1383 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1384 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %expanded_94 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1386 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1387 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1388 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1390 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %1389 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1391 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1385, %1390 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1392 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_688, %1391 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_689 = tensor.collapse_shape %1392 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1393 = linalg.matmul ins(%collapsed_689, %arg37 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_690 = linalg.transpose ins(%collapsed_689 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1394 = linalg.matmul ins(%transposed_690, %collapsed_93 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1395 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_689 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_691 = tensor.collapse_shape %1395 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_692 = tensor.expand_shape %1393 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1396 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1375, %expanded_692 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1397 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1396, %arg35 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1398 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1397 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1399 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1397 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1400 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1397, %187 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1401 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1400 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1402 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %1401 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1403 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1398, %1399 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1404 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1403, %1402 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1405 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1406 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1405, %1404 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1407 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1396, %187 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1408 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1407 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1409 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1396 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_693 = tensor.collapse_shape %1406 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1410 = linalg.matmul ins(%collapsed_693, %arg33 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_694 = linalg.transpose ins(%collapsed_693 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1411 = linalg.matmul ins(%transposed_694, %collapsed_90 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1412 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_693 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_695 = tensor.collapse_shape %1412 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_696 = tensor.expand_shape %1410 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_697 = linalg.transpose ins(%expanded_696 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_698 = tensor.collapse_shape %transposed_697 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_699 = linalg.transpose ins(%collapsed_85 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1413 = linalg.batch_matmul ins(%transposed_699, %collapsed_698 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_700 = linalg.transpose ins(%collapsed_86 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1414 = linalg.batch_matmul ins(%collapsed_698, %transposed_700 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_701 = tensor.expand_shape %1413 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_702 = tensor.expand_shape %1414 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1415 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_702, %168 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1416 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1415 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %1417 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %1416 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1418 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1415, %1417 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1419 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1418 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_703 = tensor.collapse_shape %1419 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_704 = linalg.transpose ins(%collapsed_81 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1420 = linalg.batch_matmul ins(%transposed_704, %collapsed_703 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_705 = linalg.transpose ins(%collapsed_82 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1421 = linalg.batch_matmul ins(%collapsed_703, %transposed_705 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_706 = tensor.expand_shape %1420 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_707 = tensor.expand_shape %1421 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_708 = linalg.transpose ins(%expanded_701 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_709 = tensor.collapse_shape %transposed_708 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_710 = linalg.transpose ins(%expanded_706 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_711 = tensor.collapse_shape %transposed_710 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_712 = linalg.transpose ins(%expanded_707 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_713 = tensor.collapse_shape %transposed_712 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_714 = tensor.concat dim(2) %collapsed_713, %collapsed_711, %collapsed_709 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_715 = tensor.collapse_shape %concat_714 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1422 = linalg.matmul ins(%collapsed_715, %arg31 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_716 = linalg.transpose ins(%collapsed_715 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1423 = linalg.matmul ins(%transposed_716, %collapsed_70 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1424 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_715 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_717 = tensor.collapse_shape %1424 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_718 = tensor.expand_shape %1422 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1406, %expanded_718 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1426 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1425, %arg29 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1427 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1426 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1428 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1426 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1429 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1426, %156 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1430 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1429 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1431 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %1430 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1432 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1427, %1428 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1433 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1432, %1431 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1434 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1435 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1434, %1433 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1436 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1425, %156 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1437 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1436 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1438 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1425 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_719 = tensor.collapse_shape %1435 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1439 = linalg.matmul ins(%collapsed_719, %arg27 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_720 = linalg.transpose ins(%collapsed_719 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1440 = linalg.matmul ins(%transposed_720, %collapsed_67 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1441 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_719 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_721 = tensor.collapse_shape %1441 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_722 = tensor.expand_shape %1439 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1442 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1442 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1443 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1445 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1444 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1446 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %expanded_65 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1446 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1447 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1448 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1450 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %1449 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1445, %1450 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1452 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_722, %1451 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_723 = tensor.collapse_shape %1452 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1453 = linalg.matmul ins(%collapsed_723, %arg25 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_724 = linalg.transpose ins(%collapsed_723 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1454 = linalg.matmul ins(%transposed_724, %collapsed_64 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1455 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_723 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_725 = tensor.collapse_shape %1455 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_726 = tensor.expand_shape %1453 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1456 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1435, %expanded_726 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1457 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1456, %arg23 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1457 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1459 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1457 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1460 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1457, %132 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1461 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1460 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1462 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %1461 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1463 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1458, %1459 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1464 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1463, %1462 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1465 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1466 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1465, %1464 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1467 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1456, %132 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1468 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1467 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1469 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1456 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_727 = tensor.collapse_shape %1466 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1470 = linalg.matmul ins(%collapsed_727, %arg21 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_728 = linalg.transpose ins(%collapsed_727 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1471 = linalg.matmul ins(%transposed_728, %collapsed_61 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1472 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_727 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_729 = tensor.collapse_shape %1472 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_730 = tensor.expand_shape %1470 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_731 = linalg.transpose ins(%expanded_730 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_732 = tensor.collapse_shape %transposed_731 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_733 = linalg.transpose ins(%collapsed_56 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1473 = linalg.batch_matmul ins(%transposed_733, %collapsed_732 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_734 = linalg.transpose ins(%collapsed_57 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1474 = linalg.batch_matmul ins(%collapsed_732, %transposed_734 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_735 = tensor.expand_shape %1473 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_736 = tensor.expand_shape %1474 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1475 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_736, %113 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1476 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1475 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %1477 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %1476 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1478 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1475, %1477 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1479 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1478 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_737 = tensor.collapse_shape %1479 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_738 = linalg.transpose ins(%collapsed_52 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1480 = linalg.batch_matmul ins(%transposed_738, %collapsed_737 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_739 = linalg.transpose ins(%collapsed_53 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1481 = linalg.batch_matmul ins(%collapsed_737, %transposed_739 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_740 = tensor.expand_shape %1480 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_741 = tensor.expand_shape %1481 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_742 = linalg.transpose ins(%expanded_735 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_743 = tensor.collapse_shape %transposed_742 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_744 = linalg.transpose ins(%expanded_740 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_745 = tensor.collapse_shape %transposed_744 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_746 = linalg.transpose ins(%expanded_741 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_747 = tensor.collapse_shape %transposed_746 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_748 = tensor.concat dim(2) %collapsed_747, %collapsed_745, %collapsed_743 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_749 = tensor.collapse_shape %concat_748 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1482 = linalg.matmul ins(%collapsed_749, %arg19 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_750 = linalg.transpose ins(%collapsed_749 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1483 = linalg.matmul ins(%transposed_750, %collapsed_41 : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1484 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_749 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_751 = tensor.collapse_shape %1484 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_752 = tensor.expand_shape %1482 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1466, %expanded_752 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1486 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1485, %arg17 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1487 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1486 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1488 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1486 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1489 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1486, %101 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1490 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1489 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1491 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %1490 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1492 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1487, %1488 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1493 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1492, %1491 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1495 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1494, %1493 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1496 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1485, %101 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1497 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1496 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1498 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1485 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_753 = tensor.collapse_shape %1495 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1499 = linalg.matmul ins(%collapsed_753, %arg15 : tensor<4096x768xf32>, tensor<768x3072xf32>) outs(%77 : tensor<4096x3072xf32>) -> tensor<4096x3072xf32>
    %transposed_754 = linalg.transpose ins(%collapsed_753 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1500 = linalg.matmul ins(%transposed_754, %collapsed_38 : tensor<768x4096xf32>, tensor<4096x3072xf32>) outs(%828 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1501 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_753 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_755 = tensor.collapse_shape %1501 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_756 = tensor.expand_shape %1499 [[0, 1], [2]] output_shape [8, 512, 3072] : tensor<4096x3072xf32> into tensor<8x512x3072xf32>
    %1502 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_7 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1503 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1502 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.erf %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1504 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1503 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %cst_2 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1505 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1504 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1506 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %expanded_36 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1506 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1507 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = math.exp %in : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1509 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1508 : tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.truncf %cst_6 : f64 to f32
      %1567 = arith.mulf %in, %1566 : f32
      linalg.yield %1567 : f32
    } -> tensor<8x512x3072xf32>
    %1510 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %1509 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1511 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1505, %1510 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %1512 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_756, %1511 : tensor<8x512x3072xf32>, tensor<8x512x3072xf32>) outs(%81 : tensor<8x512x3072xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x3072xf32>
    %collapsed_757 = tensor.collapse_shape %1512 [[0, 1], [2]] : tensor<8x512x3072xf32> into tensor<4096x3072xf32>
    %1513 = linalg.matmul ins(%collapsed_757, %arg13 : tensor<4096x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_758 = linalg.transpose ins(%collapsed_757 : tensor<4096x3072xf32>) outs(%843 : tensor<3072x4096xf32>) permutation = [1, 0] 
    %1514 = linalg.matmul ins(%transposed_758, %collapsed_35 : tensor<3072x4096xf32>, tensor<4096x768xf32>) outs(%844 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1515 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_757 : tensor<4096x3072xf32>) outs(%847 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x3072xf32>
    %collapsed_759 = tensor.collapse_shape %1515 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_760 = tensor.expand_shape %1513 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1516 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1495, %expanded_760 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1517 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1516, %arg11 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1518 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1517 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1519 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1517 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1520 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1517, %72 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1521 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1520 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1522 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %1521 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1523 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1518, %1519 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1524 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1523, %1522 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1525 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1526 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1525, %1524 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1527 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1516, %72 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1528 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1527 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1529 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1516 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %collapsed_761 = tensor.collapse_shape %1526 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %1530 = linalg.matmul ins(%collapsed_761, %arg9 : tensor<4096x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_762 = linalg.transpose ins(%collapsed_761 : tensor<4096x768xf32>) outs(%808 : tensor<768x4096xf32>) permutation = [1, 0] 
    %1531 = linalg.matmul ins(%transposed_762, %collapsed_32 : tensor<768x4096xf32>, tensor<4096x768xf32>) outs(%809 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1532 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_761 : tensor<4096x768xf32>) outs(%812 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x768xf32>
    %collapsed_763 = tensor.collapse_shape %1532 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_764 = tensor.expand_shape %1530 [[0, 1], [2, 3]] output_shape [8, 512, 12, 64] : tensor<4096x768xf32> into tensor<8x512x12x64xf32>
    %transposed_765 = linalg.transpose ins(%expanded_764 : tensor<8x512x12x64xf32>) outs(%30 : tensor<8x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_766 = tensor.collapse_shape %transposed_765 [[0, 1], [2], [3]] : tensor<8x12x512x64xf32> into tensor<96x512x64xf32>
    %transposed_767 = linalg.transpose ins(%collapsed_27 : tensor<96x512x512xf32>) outs(%32 : tensor<96x512x512xf32>) permutation = [0, 2, 1] 
    %1533 = linalg.batch_matmul ins(%transposed_767, %collapsed_766 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %transposed_768 = linalg.transpose ins(%collapsed_28 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1534 = linalg.batch_matmul ins(%collapsed_766, %transposed_768 : tensor<96x512x64xf32>, tensor<96x64x512xf32>) outs(%33 : tensor<96x512x512xf32>) -> tensor<96x512x512xf32>
    %expanded_769 = tensor.expand_shape %1533 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %expanded_770 = tensor.expand_shape %1534 [[0, 1], [2], [3]] output_shape [8, 12, 512, 512] : tensor<96x512x512xf32> into tensor<8x12x512x512xf32>
    %1535 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_770, %47 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1536 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1535 : tensor<8x12x512x512xf32>) outs(%45 : tensor<8x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x1xf32>
    %1537 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %1536 : tensor<8x12x512x512xf32>, tensor<8x12x512x1xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1538 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1535, %1537 : tensor<8x12x512x512xf32>, tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %1539 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1538 : tensor<8x12x512x512xf32>) outs(%35 : tensor<8x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_11 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x12x512x512xf32>
    %collapsed_771 = tensor.collapse_shape %1539 [[0, 1], [2], [3]] : tensor<8x12x512x512xf32> into tensor<96x512x512xf32>
    %transposed_772 = linalg.transpose ins(%collapsed_23 : tensor<96x512x64xf32>) outs(%867 : tensor<96x64x512xf32>) permutation = [0, 2, 1] 
    %1540 = linalg.batch_matmul ins(%transposed_772, %collapsed_771 : tensor<96x64x512xf32>, tensor<96x512x512xf32>) outs(%874 : tensor<96x64x512xf32>) -> tensor<96x64x512xf32>
    %transposed_773 = linalg.transpose ins(%collapsed_24 : tensor<96x64x512xf32>) outs(%48 : tensor<96x512x64xf32>) permutation = [0, 2, 1] 
    %1541 = linalg.batch_matmul ins(%collapsed_771, %transposed_773 : tensor<96x512x512xf32>, tensor<96x512x64xf32>) outs(%49 : tensor<96x512x64xf32>) -> tensor<96x512x64xf32>
    %expanded_774 = tensor.expand_shape %1540 [[0, 1], [2], [3]] output_shape [8, 12, 64, 512] : tensor<96x64x512xf32> into tensor<8x12x64x512xf32>
    %expanded_775 = tensor.expand_shape %1541 [[0, 1], [2], [3]] output_shape [8, 12, 512, 64] : tensor<96x512x64xf32> into tensor<8x12x512x64xf32>
    %transposed_776 = linalg.transpose ins(%expanded_769 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_777 = tensor.collapse_shape %transposed_776 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_778 = linalg.transpose ins(%expanded_774 : tensor<8x12x64x512xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_779 = tensor.collapse_shape %transposed_778 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %transposed_780 = linalg.transpose ins(%expanded_775 : tensor<8x12x512x64xf32>) outs(%51 : tensor<8x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_781 = tensor.collapse_shape %transposed_780 [[0], [1], [2, 3]] : tensor<8x512x12x64xf32> into tensor<8x512x768xf32>
    %concat_782 = tensor.concat dim(2) %collapsed_781, %collapsed_779, %collapsed_777 : (tensor<8x512x768xf32>, tensor<8x512x768xf32>, tensor<8x512x768xf32>) -> tensor<8x512x2304xf32>
    %collapsed_783 = tensor.collapse_shape %concat_782 [[0, 1], [2]] : tensor<8x512x2304xf32> into tensor<4096x2304xf32>
    %1542 = linalg.matmul ins(%collapsed_783, %arg7 : tensor<4096x2304xf32>, tensor<2304x768xf32>) outs(%54 : tensor<4096x768xf32>) -> tensor<4096x768xf32>
    %transposed_784 = linalg.transpose ins(%collapsed_783 : tensor<4096x2304xf32>) outs(%878 : tensor<2304x4096xf32>) permutation = [1, 0] 
    %1543 = linalg.matmul ins(%transposed_784, %collapsed : tensor<2304x4096xf32>, tensor<4096x768xf32>) outs(%880 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1544 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_783 : tensor<4096x2304xf32>) outs(%883 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x2304xf32>
    %collapsed_785 = tensor.collapse_shape %1544 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_786 = tensor.expand_shape %1542 [[0, 1], [2]] output_shape [8, 512, 768] : tensor<4096x768xf32> into tensor<8x512x768xf32>
    %1545 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1526, %expanded_786 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1546 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1545, %arg5 : tensor<8x512x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1547 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1546 : tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1548 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1546 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1549 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1546, %21 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1550 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1549 : tensor<8x512x768xf32>) outs(%15 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1551 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %1550 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1552 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1547, %1548 : tensor<8x512x768xf32>, tensor<8x512x1xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1553 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1552, %1551 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.subf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1554 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<8x512x1xf32>) outs(%13 : tensor<8x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.divf %in, %cst_10 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x1xf32>
    %1555 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1554, %1553 : tensor<8x512x1xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1556 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1545, %21 : tensor<8x512x768xf32>, tensor<8x512x768xf32>) outs(%0 : tensor<8x512x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.mulf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<8x512x768xf32>
    %1557 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1556 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1558 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1545 : tensor<8x512x768xf32>) outs(%793 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<768xf32>
    %1559 = tensor.empty() : tensor<1x512x768xf32>
    %1560 = linalg.fill ins(%cst_0 : f32) outs(%1559 : tensor<1x512x768xf32>) -> tensor<1x512x768xf32>
    %1561 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1555 : tensor<8x512x768xf32>) outs(%1560 : tensor<1x512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1566 = arith.addf %in, %out : f32
      linalg.yield %1566 : f32
    } -> tensor<1x512x768xf32>
    %collapsed_787 = tensor.collapse_shape %1561 [[0, 1], [2]] : tensor<1x512x768xf32> into tensor<512x768xf32>
    %collapsed_788 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x512xi64> into tensor<4096xi64>
    %collapsed_789 = tensor.collapse_shape %1555 [[0, 1], [2]] : tensor<8x512x768xf32> into tensor<4096x768xf32>
    %expanded_790 = tensor.expand_shape %collapsed_788 [[0, 1]] output_shape [4096, 1] : tensor<4096xi64> into tensor<4096x1xi64>
    %1562 = linalg.generic {indexing_maps = [#map11, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_790, %762 : tensor<4096x1xi64>, tensor<30522xi64>) outs(%763 : tensor<4096x30522xi1>) {
    ^bb0(%in: i64, %in_792: i64, %out: i1):
      %1566 = arith.cmpi eq, %in, %in_792 : i64
      linalg.yield %1566 : i1
    } -> tensor<4096x30522xi1>
    %1563 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1562 : tensor<4096x30522xi1>) outs(%730 : tensor<4096x30522xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1566 = arith.uitofp %in : i1 to f32
      linalg.yield %1566 : f32
    } -> tensor<4096x30522xf32>
    %transposed_791 = linalg.transpose ins(%1563 : tensor<4096x30522xf32>) outs(%776 : tensor<30522x4096xf32>) permutation = [1, 0] 
    %1564 = linalg.matmul ins(%transposed_791, %collapsed_789 : tensor<30522x4096xf32>, tensor<4096x768xf32>) outs(%778 : tensor<30522x768xf32>) -> tensor<30522x768xf32>
    %1565 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%779, %1564 : tensor<30522x768xf32>, tensor<30522x768xf32>) outs(%777 : tensor<30522x768xf32>) {
    ^bb0(%in: f32, %in_792: f32, %out: f32):
      %1566 = arith.addf %in, %in_792 : f32
      linalg.yield %1566 : f32
    } -> tensor<30522x768xf32>
    return %760, %collapsed_787, %collapsed_373, %1565, %1557, %1558, %1543, %collapsed_785, %1531, %collapsed_763, %1528, %1529, %1514, %collapsed_759, %1500, %collapsed_755, %1497, %1498, %1483, %collapsed_751, %1471, %collapsed_729, %1468, %1469, %1454, %collapsed_725, %1440, %collapsed_721, %1437, %1438, %1423, %collapsed_717, %1411, %collapsed_695, %1408, %1409, %1394, %collapsed_691, %1380, %collapsed_687, %1377, %1378, %1363, %collapsed_683, %1351, %collapsed_661, %1348, %1349, %1334, %collapsed_657, %1320, %collapsed_653, %1317, %1318, %1303, %collapsed_649, %1291, %collapsed_627, %1288, %1289, %1274, %collapsed_623, %1260, %collapsed_619, %1257, %1258, %1243, %collapsed_615, %1231, %collapsed_593, %1228, %1229, %1214, %collapsed_589, %1200, %collapsed_585, %1197, %1198, %1183, %collapsed_581, %1171, %collapsed_559, %1168, %1169, %1154, %collapsed_555, %1140, %collapsed_551, %1137, %1138, %1123, %collapsed_547, %1111, %collapsed_525, %1108, %1109, %1094, %collapsed_521, %1080, %collapsed_517, %1077, %1078, %1063, %collapsed_513, %1051, %collapsed_491, %1048, %1049, %1034, %collapsed_487, %1020, %collapsed_483, %1017, %1018, %1003, %collapsed_479, %991, %collapsed_457, %988, %989, %974, %collapsed_453, %960, %collapsed_449, %957, %958, %943, %collapsed_445, %931, %collapsed_423, %928, %929, %914, %collapsed_419, %900, %collapsed_415, %897, %898, %881, %collapsed_411, %864, %collapsed_390, %861, %862, %845, %collapsed_386, %829, %collapsed_382, %825, %826, %810, %collapsed_378, %794, %795 : tensor<f32>, tensor<512x768xf32>, tensor<30522xf32>, tensor<30522x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>
  }
}
