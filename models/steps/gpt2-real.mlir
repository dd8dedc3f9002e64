#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map14 = affine_map<(d0, d1) -> (d0)>
#map15 = affine_map<(d0) -> ()>
#map16 = affine_map<() -> ()>
#map17 = affine_map<(d0, d1) -> ()>
#map18 = affine_map<(d0, d1) -> (0, d1)>
#map19 = affine_map<(d0, d1, d2) -> ()>
#map20 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<8x1024xi64>, %arg1: tensor<8x1024xi64>, %arg2: tensor<1024x768xf32>, %arg3: tensor<50257x768xf32>, %arg4: tensor<768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<2304x768xf32>, %arg7: tensor<2304xf32>, %arg8: tensor<768x768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768xf32>, %arg12: tensor<3072x768xf32>, %arg13: tensor<3072xf32>, %arg14: tensor<768x3072xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768xf32>, %arg17: tensor<768xf32>, %arg18: tensor<2304x768xf32>, %arg19: tensor<2304xf32>, %arg20: tensor<768x768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<768xf32>, %arg23: tensor<768xf32>, %arg24: tensor<3072x768xf32>, %arg25: tensor<3072xf32>, %arg26: tensor<768x3072xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768xf32>, %arg29: tensor<768xf32>, %arg30: tensor<2304x768xf32>, %arg31: tensor<2304xf32>, %arg32: tensor<768x768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<768xf32>, %arg35: tensor<768xf32>, %arg36: tensor<3072x768xf32>, %arg37: tensor<3072xf32>, %arg38: tensor<768x3072xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768xf32>, %arg41: tensor<768xf32>, %arg42: tensor<2304x768xf32>, %arg43: tensor<2304xf32>, %arg44: tensor<768x768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768xf32>, %arg47: tensor<768xf32>, %arg48: tensor<3072x768xf32>, %arg49: tensor<3072xf32>, %arg50: tensor<768x3072xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768xf32>, %arg53: tensor<768xf32>, %arg54: tensor<2304x768xf32>, %arg55: tensor<2304xf32>, %arg56: tensor<768x768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<768xf32>, %arg59: tensor<768xf32>, %arg60: tensor<3072x768xf32>, %arg61: tensor<3072xf32>, %arg62: tensor<768x3072xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768xf32>, %arg65: tensor<768xf32>, %arg66: tensor<2304x768xf32>, %arg67: tensor<2304xf32>, %arg68: tensor<768x768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<768xf32>, %arg71: tensor<768xf32>, %arg72: tensor<3072x768xf32>, %arg73: tensor<3072xf32>, %arg74: tensor<768x3072xf32>, %arg75: tensor<768xf32>, %arg76: tensor<768xf32>, %arg77: tensor<768xf32>, %arg78: tensor<2304x768xf32>, %arg79: tensor<2304xf32>, %arg80: tensor<768x768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<768xf32>, %arg83: tensor<768xf32>, %arg84: tensor<3072x768xf32>, %arg85: tensor<3072xf32>, %arg86: tensor<768x3072xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768xf32>, %arg89: tensor<768xf32>, %arg90: tensor<2304x768xf32>, %arg91: tensor<2304xf32>, %arg92: tensor<768x768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768xf32>, %arg95: tensor<768xf32>, %arg96: tensor<3072x768xf32>, %arg97: tensor<3072xf32>, %arg98: tensor<768x3072xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768xf32>, %arg101: tensor<768xf32>, %arg102: tensor<2304x768xf32>, %arg103: tensor<2304xf32>, %arg104: tensor<768x768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<768xf32>, %arg107: tensor<768xf32>, %arg108: tensor<3072x768xf32>, %arg109: tensor<3072xf32>, %arg110: tensor<768x3072xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768xf32>, %arg113: tensor<768xf32>, %arg114: tensor<2304x768xf32>, %arg115: tensor<2304xf32>, %arg116: tensor<768x768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<768xf32>, %arg119: tensor<768xf32>, %arg120: tensor<3072x768xf32>, %arg121: tensor<3072xf32>, %arg122: tensor<768x3072xf32>, %arg123: tensor<768xf32>, %arg124: tensor<768xf32>, %arg125: tensor<768xf32>, %arg126: tensor<2304x768xf32>, %arg127: tensor<2304xf32>, %arg128: tensor<768x768xf32>, %arg129: tensor<768xf32>, %arg130: tensor<768xf32>, %arg131: tensor<768xf32>, %arg132: tensor<3072x768xf32>, %arg133: tensor<3072xf32>, %arg134: tensor<768x3072xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768xf32>, %arg137: tensor<768xf32>, %arg138: tensor<2304x768xf32>, %arg139: tensor<2304xf32>, %arg140: tensor<768x768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<768xf32>, %arg143: tensor<768xf32>, %arg144: tensor<3072x768xf32>, %arg145: tensor<3072xf32>, %arg146: tensor<768x3072xf32>, %arg147: tensor<768xf32>, %arg148: tensor<768xf32>, %arg149: tensor<768xf32>) -> (tensor<f32>, tensor<1024x768xf32>, tensor<50257x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c50257 = arith.constant 50257 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant 1.341450e-01 : f64
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant 4.471500e-02 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant 7.680000e+02 : f64
    %cst_10 = arith.constant 7.680000e+02 : f32
    %cst_11 = arith.constant 8.000000e+00 : f32
    %cst_12 = arith.constant 5.000000e-01 : f32
    %cst_13 = arith.constant 1.000000e+00 : f32
    %cst_14 = arith.constant dense<0> : tensor<i64>
    %cst_15 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<8x1024x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x1024xi64>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1711 = arith.index_cast %in : i64 to index
      %1712 = linalg.index 2 : index
      %1713 = arith.cmpi slt, %1711, %c50257 : index
      cf.assert %1713, "index must be smaller than dim size"
      %1714 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1714, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%1711, %1712] : tensor<50257x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1024x768xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<8x1024x768xf32>, tensor<1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %3 = tensor.empty() : tensor<8x1024x768xf64>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %5 = tensor.empty() : tensor<8x1024x1xf64>
    %6 = linalg.fill ins(%cst : f64) outs(%5 : tensor<8x1024x1xf64>) -> tensor<8x1024x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %13 = tensor.empty() : tensor<8x1024x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<8x1024x1xf32>) -> tensor<8x1024x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %17 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg4 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg5 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %24 = tensor.empty() : tensor<768x2304xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %25 = tensor.empty() : tensor<8192x2304xf32>
    %26 = linalg.fill ins(%cst_0 : f32) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %29 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%27, %28 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded = tensor.expand_shape %29 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_16 = tensor.extract_slice %expanded[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_17 = tensor.extract_slice %expanded[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_18 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %30 = tensor.empty() : tensor<8x12x1024x64xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %extracted_slice_16 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice_17 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %31 = tensor.empty() : tensor<8x12x64x1024xf32>
    %transposed_23 = linalg.transpose ins(%expanded_20 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_24 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %32 = tensor.empty() : tensor<96x1024x1024xf32>
    %33 = linalg.fill ins(%cst_0 : f32) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %34 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_26 = tensor.expand_shape %34 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %35 = tensor.empty() : tensor<8x12x1024x1024xf32>
    %36 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %37 = tensor.empty() : tensor<1024xi64>
    %38 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%37 : tensor<1024xi64>) {
    ^bb0(%out: i64):
      %1711 = linalg.index 0 : index
      %1712 = arith.index_cast %1711 : index to i64
      linalg.yield %1712 : i64
    } -> tensor<1024xi64>
    %expanded_27 = tensor.expand_shape %38 [[0, 1]] output_shape [1024, 1] : tensor<1024xi64> into tensor<1024x1xi64>
    %39 = tensor.empty() : tensor<1024x1024xi1>
    %40 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %38 : tensor<1024x1xi64>, tensor<1024xi64>) outs(%39 : tensor<1024x1024xi1>) {
    ^bb0(%in: i64, %in_783: i64, %out: i1):
      %1711 = arith.cmpi sge, %in, %in_783 : i64
      linalg.yield %1711 : i1
    } -> tensor<1024x1024xi1>
    %41 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<1024x1024xi1>) outs(%39 : tensor<1024x1024xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1711 = arith.xori %in, %true : i1
      linalg.yield %1711 : i1
    } -> tensor<1024x1024xi1>
    %42 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %36 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %43 = tensor.empty() : tensor<8x12x1024xi64>
    %44 = linalg.fill ins(%c0_i64 : i64) outs(%43 : tensor<8x12x1024xi64>) -> tensor<8x12x1024xi64>
    %45 = tensor.empty() : tensor<8x12x1024xf32>
    %46 = linalg.fill ins(%cst_1 : f32) outs(%45 : tensor<8x12x1024xf32>) -> tensor<8x12x1024xf32>
    %47:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_28 = tensor.expand_shape %47#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %48 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_28 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %49 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %50 = tensor.empty() : tensor<8x12x1024x1xf32>
    %51 = linalg.fill ins(%cst_0 : f32) outs(%50 : tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1xf32>
    %52 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %53 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %52 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_29 = tensor.collapse_shape %53 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %54 = tensor.empty() : tensor<96x1024x64xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %56 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_31 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %57 = tensor.empty() : tensor<8x1024x12x64xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %58 = tensor.empty() : tensor<768x768xf32>
    %transposed_33 = linalg.transpose ins(%arg8 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_34 = tensor.collapse_shape %transposed_32 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %59 = tensor.empty() : tensor<8192x768xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %61 = linalg.matmul ins(%collapsed_34, %transposed_33 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%61, %62 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_35 = tensor.expand_shape %63 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_35 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %66 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %67 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %68 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %70 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %74 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %76 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %arg10 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %arg11 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %81 = tensor.empty() : tensor<768x3072xf32>
    %transposed_36 = linalg.transpose ins(%arg12 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %82 = tensor.empty() : tensor<8192x3072xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %84 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %85 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %86 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_38 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %87 = tensor.empty() : tensor<8x1024x3072xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %expanded_38 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %expanded_38 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %90 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %97 = tensor.empty() : tensor<3072x768xf32>
    %transposed_39 = linalg.transpose ins(%arg14 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %96 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %98 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %100 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%98, %99 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_41 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %expanded_41 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %105 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %111 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %113 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %arg16 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg17 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_42 = linalg.transpose ins(%arg18 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %118 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%118, %119 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_44 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_44[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_46 = tensor.extract_slice %expanded_44[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_47 = tensor.extract_slice %expanded_44[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_48 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_50 = tensor.expand_shape %extracted_slice_46 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_51 = tensor.expand_shape %extracted_slice_47 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_53 = linalg.transpose ins(%expanded_50 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_54 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %121 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_56 = tensor.expand_shape %121 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %122 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %123 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %122 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %124:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_57 = tensor.expand_shape %124#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %125 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_57 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %126 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %127 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %128 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %127 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_58 = tensor.collapse_shape %128 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_59 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %129 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_60 = tensor.expand_shape %129 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_62 = linalg.transpose ins(%arg20 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_63 = tensor.collapse_shape %transposed_61 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %130 = linalg.matmul ins(%collapsed_63, %transposed_62 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %131 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%130, %131 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_64 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %expanded_64 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %135 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %136 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %137 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %143 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %145 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %arg22 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %arg23 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_65 = linalg.transpose ins(%arg24 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %149 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %150 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %151 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %152 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%150, %151 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_67 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %expanded_67 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %expanded_67 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %155 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %160 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_68 = linalg.transpose ins(%arg26 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_69 = tensor.collapse_shape %161 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %162 = linalg.matmul ins(%collapsed_69, %transposed_68 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %163 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%162, %163 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_70 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %expanded_70 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %169 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %168 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %169 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %171 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %175 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %177 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %arg28 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %arg29 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_71 = linalg.transpose ins(%arg30 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_72 = tensor.collapse_shape %181 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %182 = linalg.matmul ins(%collapsed_72, %transposed_71 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %183 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %184 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%182, %183 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_73 = tensor.expand_shape %184 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_74 = tensor.extract_slice %expanded_73[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_75 = tensor.extract_slice %expanded_73[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_76 = tensor.extract_slice %expanded_73[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_77 = tensor.expand_shape %extracted_slice_74 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_79 = tensor.expand_shape %extracted_slice_75 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_80 = tensor.expand_shape %extracted_slice_76 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_81 = linalg.transpose ins(%expanded_80 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_82 = linalg.transpose ins(%expanded_79 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_83 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_84 = tensor.collapse_shape %transposed_82 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %185 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_85 = tensor.expand_shape %185 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %186 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %187 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %186 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %188:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%187 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_86 = tensor.expand_shape %188#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %189 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_86 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %190 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %191 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%190 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %192 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %191 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_87 = tensor.collapse_shape %192 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_88 = tensor.collapse_shape %transposed_81 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %193 = linalg.batch_matmul ins(%collapsed_87, %collapsed_88 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_89 = tensor.expand_shape %193 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_90 = linalg.transpose ins(%expanded_89 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_91 = linalg.transpose ins(%arg32 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_92 = tensor.collapse_shape %transposed_90 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %194 = linalg.matmul ins(%collapsed_92, %transposed_91 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %195 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %196 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%194, %195 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_93 = tensor.expand_shape %196 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %expanded_93 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %199 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%198 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %201 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %200 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %201 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %203 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%202 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%197 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %207 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %209 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %arg34 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %arg35 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_94 = linalg.transpose ins(%arg36 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_95 = tensor.collapse_shape %213 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %214 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %215 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %216 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%214, %215 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_96 = tensor.expand_shape %216 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %expanded_96 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %expanded_96 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %219 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %224 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_97 = linalg.transpose ins(%arg38 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_98 = tensor.collapse_shape %225 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %226 = linalg.matmul ins(%collapsed_98, %transposed_97 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %227 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %228 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%226, %227 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_99 = tensor.expand_shape %228 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %expanded_99 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %231 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %233 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %232 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %233 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %235 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%229 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %239 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %241 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %arg40 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %arg41 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_100 = linalg.transpose ins(%arg42 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_101 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %246 = linalg.matmul ins(%collapsed_101, %transposed_100 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %247 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %248 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%246, %247 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_102 = tensor.expand_shape %248 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_103 = tensor.extract_slice %expanded_102[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_104 = tensor.extract_slice %expanded_102[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_105 = tensor.extract_slice %expanded_102[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_106 = tensor.expand_shape %extracted_slice_103 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_107 = linalg.transpose ins(%expanded_106 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_108 = tensor.expand_shape %extracted_slice_104 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_109 = tensor.expand_shape %extracted_slice_105 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_110 = linalg.transpose ins(%expanded_109 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_111 = linalg.transpose ins(%expanded_108 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_112 = tensor.collapse_shape %transposed_107 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_113 = tensor.collapse_shape %transposed_111 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %249 = linalg.batch_matmul ins(%collapsed_112, %collapsed_113 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_114 = tensor.expand_shape %249 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %250 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %251 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %250 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %252:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%251 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_115 = tensor.expand_shape %252#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %253 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_115 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %254 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %255 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%254 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %256 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %255 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_116 = tensor.collapse_shape %256 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_117 = tensor.collapse_shape %transposed_110 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %257 = linalg.batch_matmul ins(%collapsed_116, %collapsed_117 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_118 = tensor.expand_shape %257 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_119 = linalg.transpose ins(%expanded_118 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_120 = linalg.transpose ins(%arg44 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_121 = tensor.collapse_shape %transposed_119 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %258 = linalg.matmul ins(%collapsed_121, %transposed_120 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %259 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %260 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%258, %259 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_122 = tensor.expand_shape %260 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %expanded_122 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %263 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%262 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %265 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %264 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %265 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %267 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%266 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%261 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %271 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %273 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %arg46 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %arg47 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_123 = linalg.transpose ins(%arg48 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_124 = tensor.collapse_shape %277 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %278 = linalg.matmul ins(%collapsed_124, %transposed_123 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %279 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %280 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%278, %279 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_125 = tensor.expand_shape %280 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %expanded_125 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %expanded_125 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %283 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %288 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_126 = linalg.transpose ins(%arg50 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_127 = tensor.collapse_shape %289 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %290 = linalg.matmul ins(%collapsed_127, %transposed_126 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %291 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %292 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%290, %291 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_128 = tensor.expand_shape %292 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %expanded_128 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %295 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%294 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %297 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %296 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %297 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %299 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%298 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%293 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %303 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %305 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %arg52 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %arg53 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_129 = linalg.transpose ins(%arg54 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_130 = tensor.collapse_shape %309 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %310 = linalg.matmul ins(%collapsed_130, %transposed_129 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %311 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %312 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%310, %311 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_131 = tensor.expand_shape %312 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_132 = tensor.extract_slice %expanded_131[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_133 = tensor.extract_slice %expanded_131[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_134 = tensor.extract_slice %expanded_131[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_135 = tensor.expand_shape %extracted_slice_132 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_136 = linalg.transpose ins(%expanded_135 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_137 = tensor.expand_shape %extracted_slice_133 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_138 = tensor.expand_shape %extracted_slice_134 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_139 = linalg.transpose ins(%expanded_138 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_140 = linalg.transpose ins(%expanded_137 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_141 = tensor.collapse_shape %transposed_136 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_142 = tensor.collapse_shape %transposed_140 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %313 = linalg.batch_matmul ins(%collapsed_141, %collapsed_142 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_143 = tensor.expand_shape %313 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %314 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_143 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %315 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %314 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %316:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%315 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_144 = tensor.expand_shape %316#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %317 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_144 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %318 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %319 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%318 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %320 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %319 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_145 = tensor.collapse_shape %320 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_146 = tensor.collapse_shape %transposed_139 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %321 = linalg.batch_matmul ins(%collapsed_145, %collapsed_146 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_147 = tensor.expand_shape %321 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_148 = linalg.transpose ins(%expanded_147 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_149 = linalg.transpose ins(%arg56 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_150 = tensor.collapse_shape %transposed_148 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %322 = linalg.matmul ins(%collapsed_150, %transposed_149 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %323 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %324 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%322, %323 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_151 = tensor.expand_shape %324 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %expanded_151 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %327 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%326 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %329 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %328 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %329 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %331 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%330 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%325 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %335 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %337 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %arg58 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %arg59 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_152 = linalg.transpose ins(%arg60 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_153 = tensor.collapse_shape %341 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %342 = linalg.matmul ins(%collapsed_153, %transposed_152 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %343 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %344 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%342, %343 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_154 = tensor.expand_shape %344 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %expanded_154 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %expanded_154 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154, %347 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %352 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_155 = linalg.transpose ins(%arg62 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_156 = tensor.collapse_shape %353 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %354 = linalg.matmul ins(%collapsed_156, %transposed_155 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %355 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %356 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%354, %355 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_157 = tensor.expand_shape %356 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %expanded_157 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %359 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%358 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %361 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %360 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %361 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %363 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%362 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%357 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %367 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %369 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %arg64 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %arg65 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_158 = linalg.transpose ins(%arg66 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_159 = tensor.collapse_shape %373 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %374 = linalg.matmul ins(%collapsed_159, %transposed_158 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %375 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %376 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%374, %375 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_160 = tensor.expand_shape %376 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_161 = tensor.extract_slice %expanded_160[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_162 = tensor.extract_slice %expanded_160[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_163 = tensor.extract_slice %expanded_160[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_164 = tensor.expand_shape %extracted_slice_161 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_165 = linalg.transpose ins(%expanded_164 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_166 = tensor.expand_shape %extracted_slice_162 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_167 = tensor.expand_shape %extracted_slice_163 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_168 = linalg.transpose ins(%expanded_167 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_169 = linalg.transpose ins(%expanded_166 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_170 = tensor.collapse_shape %transposed_165 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_171 = tensor.collapse_shape %transposed_169 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %377 = linalg.batch_matmul ins(%collapsed_170, %collapsed_171 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_172 = tensor.expand_shape %377 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %378 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_172 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %379 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %378 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %380:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%379 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_173 = tensor.expand_shape %380#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %381 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379, %expanded_173 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %382 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %383 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%382 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %384 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %383 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_174 = tensor.collapse_shape %384 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_175 = tensor.collapse_shape %transposed_168 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %385 = linalg.batch_matmul ins(%collapsed_174, %collapsed_175 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_176 = tensor.expand_shape %385 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_177 = linalg.transpose ins(%expanded_176 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_178 = linalg.transpose ins(%arg68 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_179 = tensor.collapse_shape %transposed_177 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %386 = linalg.matmul ins(%collapsed_179, %transposed_178 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %387 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg69 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %388 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%386, %387 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_180 = tensor.expand_shape %388 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %expanded_180 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %391 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%390 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %393 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %392 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %393 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %395 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%394 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%389 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %399 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %401 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %arg70 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %arg71 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_181 = linalg.transpose ins(%arg72 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_182 = tensor.collapse_shape %405 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %406 = linalg.matmul ins(%collapsed_182, %transposed_181 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %407 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %408 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%406, %407 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_183 = tensor.expand_shape %408 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_183 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409, %expanded_183 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410, %expanded_183 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_183, %411 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_183 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %416 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_184 = linalg.transpose ins(%arg74 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_185 = tensor.collapse_shape %417 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %418 = linalg.matmul ins(%collapsed_185, %transposed_184 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %419 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg75 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %420 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%418, %419 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_186 = tensor.expand_shape %420 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %expanded_186 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %423 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%422 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %424 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %425 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %424 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %426 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %425 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %427 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%426 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%421 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %431 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %433 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %arg76 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436, %arg77 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_187 = linalg.transpose ins(%arg78 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_188 = tensor.collapse_shape %437 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %438 = linalg.matmul ins(%collapsed_188, %transposed_187 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %439 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %440 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%438, %439 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_189 = tensor.expand_shape %440 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_190 = tensor.extract_slice %expanded_189[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_191 = tensor.extract_slice %expanded_189[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_192 = tensor.extract_slice %expanded_189[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_193 = tensor.expand_shape %extracted_slice_190 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_194 = linalg.transpose ins(%expanded_193 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_195 = tensor.expand_shape %extracted_slice_191 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_196 = tensor.expand_shape %extracted_slice_192 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_197 = linalg.transpose ins(%expanded_196 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_198 = linalg.transpose ins(%expanded_195 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_199 = tensor.collapse_shape %transposed_194 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_200 = tensor.collapse_shape %transposed_198 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %441 = linalg.batch_matmul ins(%collapsed_199, %collapsed_200 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_201 = tensor.expand_shape %441 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %442 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_201 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %443 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %442 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %444:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%443 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_202 = tensor.expand_shape %444#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %445 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443, %expanded_202 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %446 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %447 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%446 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %448 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %447 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_203 = tensor.collapse_shape %448 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_204 = tensor.collapse_shape %transposed_197 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %449 = linalg.batch_matmul ins(%collapsed_203, %collapsed_204 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_205 = tensor.expand_shape %449 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_206 = linalg.transpose ins(%expanded_205 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_207 = linalg.transpose ins(%arg80 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_208 = tensor.collapse_shape %transposed_206 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %450 = linalg.matmul ins(%collapsed_208, %transposed_207 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %451 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg81 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %452 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%450, %451 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_209 = tensor.expand_shape %452 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %expanded_209 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %455 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%454 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %457 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454, %456 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %458 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %457 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %459 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%458 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %461 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%453 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %463 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466, %465 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %arg82 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %arg83 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_210 = linalg.transpose ins(%arg84 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_211 = tensor.collapse_shape %469 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %470 = linalg.matmul ins(%collapsed_211, %transposed_210 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %471 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %472 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%470, %471 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_212 = tensor.expand_shape %472 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %expanded_212 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474, %expanded_212 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212, %475 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %480 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_213 = linalg.transpose ins(%arg86 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_214 = tensor.collapse_shape %481 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %482 = linalg.matmul ins(%collapsed_214, %transposed_213 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %483 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg87 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %484 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%482, %483 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_215 = tensor.expand_shape %484 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %expanded_215 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %487 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%486 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %488 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %489 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %488 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %490 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %489 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %491 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%490 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %492 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %493 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%485 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %495 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %497 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %arg88 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %arg89 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_216 = linalg.transpose ins(%arg90 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_217 = tensor.collapse_shape %501 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %502 = linalg.matmul ins(%collapsed_217, %transposed_216 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %503 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg91 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %504 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%502, %503 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_218 = tensor.expand_shape %504 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_219 = tensor.extract_slice %expanded_218[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_220 = tensor.extract_slice %expanded_218[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_221 = tensor.extract_slice %expanded_218[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_222 = tensor.expand_shape %extracted_slice_219 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_223 = linalg.transpose ins(%expanded_222 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_224 = tensor.expand_shape %extracted_slice_220 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_225 = tensor.expand_shape %extracted_slice_221 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_226 = linalg.transpose ins(%expanded_225 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_227 = linalg.transpose ins(%expanded_224 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_228 = tensor.collapse_shape %transposed_223 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_229 = tensor.collapse_shape %transposed_227 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %505 = linalg.batch_matmul ins(%collapsed_228, %collapsed_229 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_230 = tensor.expand_shape %505 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %506 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_230 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %507 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %506 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %508:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%507 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_231 = tensor.expand_shape %508#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %509 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_231 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %510 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %511 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%510 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %512 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %511 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_232 = tensor.collapse_shape %512 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_233 = tensor.collapse_shape %transposed_226 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %513 = linalg.batch_matmul ins(%collapsed_232, %collapsed_233 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_234 = tensor.expand_shape %513 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_235 = linalg.transpose ins(%expanded_234 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_236 = linalg.transpose ins(%arg92 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_237 = tensor.collapse_shape %transposed_235 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %514 = linalg.matmul ins(%collapsed_237, %transposed_236 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %515 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg93 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %516 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%514, %515 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_238 = tensor.expand_shape %516 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %expanded_238 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %519 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%518 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %521 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %520 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %521 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %523 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%522 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %525 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%517 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %527 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %531 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %529 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %532 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %arg94 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %arg95 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_239 = linalg.transpose ins(%arg96 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_240 = tensor.collapse_shape %533 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %534 = linalg.matmul ins(%collapsed_240, %transposed_239 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %535 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg97 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %536 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%534, %535 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_241 = tensor.expand_shape %536 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %537 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_241 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537, %expanded_241 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %expanded_241 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_241, %539 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_241 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %543 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %544 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_242 = linalg.transpose ins(%arg98 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_243 = tensor.collapse_shape %545 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %546 = linalg.matmul ins(%collapsed_243, %transposed_242 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %547 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg99 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %548 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%546, %547 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_244 = tensor.expand_shape %548 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %expanded_244 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %551 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%550 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %552 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %553 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550, %552 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %554 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553, %553 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %555 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%554 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %556 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%549 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %559 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562, %561 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %arg100 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %arg101 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_245 = linalg.transpose ins(%arg102 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_246 = tensor.collapse_shape %565 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %566 = linalg.matmul ins(%collapsed_246, %transposed_245 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %567 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg103 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %568 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%566, %567 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_247 = tensor.expand_shape %568 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_248 = tensor.extract_slice %expanded_247[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_249 = tensor.extract_slice %expanded_247[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_250 = tensor.extract_slice %expanded_247[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_251 = tensor.expand_shape %extracted_slice_248 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_252 = linalg.transpose ins(%expanded_251 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_253 = tensor.expand_shape %extracted_slice_249 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_254 = tensor.expand_shape %extracted_slice_250 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_255 = linalg.transpose ins(%expanded_254 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_256 = linalg.transpose ins(%expanded_253 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_257 = tensor.collapse_shape %transposed_252 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_258 = tensor.collapse_shape %transposed_256 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %569 = linalg.batch_matmul ins(%collapsed_257, %collapsed_258 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_259 = tensor.expand_shape %569 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %570 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_259 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %571 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %570 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %572:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%571 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_260 = tensor.expand_shape %572#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %573 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%571, %expanded_260 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %574 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%573 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %575 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%574 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %576 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%574, %575 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_261 = tensor.collapse_shape %576 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_262 = tensor.collapse_shape %transposed_255 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %577 = linalg.batch_matmul ins(%collapsed_261, %collapsed_262 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_263 = tensor.expand_shape %577 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_264 = linalg.transpose ins(%expanded_263 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_265 = linalg.transpose ins(%arg104 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_266 = tensor.collapse_shape %transposed_264 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %578 = linalg.matmul ins(%collapsed_266, %transposed_265 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %579 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg105 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %580 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%578, %579 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_267 = tensor.expand_shape %580 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %581 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %expanded_267 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %583 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%582 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %584 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %585 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %584 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %586 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585, %585 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %587 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%586 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %589 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%581 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %591 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594, %593 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %arg106 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %arg107 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_268 = linalg.transpose ins(%arg108 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_269 = tensor.collapse_shape %597 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %598 = linalg.matmul ins(%collapsed_269, %transposed_268 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %599 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg109 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %600 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%598, %599 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_270 = tensor.expand_shape %600 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %601 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_270 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %expanded_270 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %603 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %expanded_270 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_270, %603 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_270 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606, %608 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_271 = linalg.transpose ins(%arg110 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_272 = tensor.collapse_shape %609 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %610 = linalg.matmul ins(%collapsed_272, %transposed_271 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %611 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg111 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %612 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%610, %611 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_273 = tensor.expand_shape %612 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %expanded_273 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %615 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%614 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %617 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614, %616 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %618 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617, %617 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %619 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%618 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %620 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %621 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%613 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %623 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626, %625 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %arg112 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %629 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %arg113 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_274 = linalg.transpose ins(%arg114 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_275 = tensor.collapse_shape %629 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %630 = linalg.matmul ins(%collapsed_275, %transposed_274 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %631 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg115 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %632 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%630, %631 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_276 = tensor.expand_shape %632 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_277 = tensor.extract_slice %expanded_276[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_278 = tensor.extract_slice %expanded_276[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_279 = tensor.extract_slice %expanded_276[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_280 = tensor.expand_shape %extracted_slice_277 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_281 = linalg.transpose ins(%expanded_280 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_282 = tensor.expand_shape %extracted_slice_278 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_283 = tensor.expand_shape %extracted_slice_279 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_284 = linalg.transpose ins(%expanded_283 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_285 = linalg.transpose ins(%expanded_282 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_286 = tensor.collapse_shape %transposed_281 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_287 = tensor.collapse_shape %transposed_285 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %633 = linalg.batch_matmul ins(%collapsed_286, %collapsed_287 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_288 = tensor.expand_shape %633 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %634 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_288 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %635 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %634 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %636:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%635 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_289 = tensor.expand_shape %636#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %637 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%635, %expanded_289 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %638 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %639 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%638 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %640 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %639 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_290 = tensor.collapse_shape %640 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_291 = tensor.collapse_shape %transposed_284 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %641 = linalg.batch_matmul ins(%collapsed_290, %collapsed_291 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_292 = tensor.expand_shape %641 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_293 = linalg.transpose ins(%expanded_292 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_294 = linalg.transpose ins(%arg116 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_295 = tensor.collapse_shape %transposed_293 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %642 = linalg.matmul ins(%collapsed_295, %transposed_294 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %643 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg117 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %644 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%642, %643 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_296 = tensor.expand_shape %644 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %645 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %expanded_296 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %647 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%646 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %648 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %649 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646, %648 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %650 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649, %649 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %651 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%650 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %652 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %653 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %654 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%645 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %655 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%654 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %656 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %657 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %658 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645, %655 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %659 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658, %657 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659, %arg118 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660, %arg119 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_297 = linalg.transpose ins(%arg120 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_298 = tensor.collapse_shape %661 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %662 = linalg.matmul ins(%collapsed_298, %transposed_297 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %663 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg121 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %664 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%662, %663 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_299 = tensor.expand_shape %664 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %665 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_299 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %666 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%665, %expanded_299 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %667 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666, %expanded_299 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %668 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_299, %667 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %669 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %670 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_299 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %671 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %672 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %673 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670, %672 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_300 = linalg.transpose ins(%arg122 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_301 = tensor.collapse_shape %673 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %674 = linalg.matmul ins(%collapsed_301, %transposed_300 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %675 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg123 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %676 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%674, %675 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_302 = tensor.expand_shape %676 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %677 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645, %expanded_302 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %678 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %679 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%678 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %680 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%679 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %681 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678, %680 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %682 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681, %681 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %683 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%682 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %684 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %685 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%677 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %687 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %688 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %689 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %690 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %687 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %691 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%690, %689 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %692 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %arg124 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %693 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692, %arg125 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_303 = linalg.transpose ins(%arg126 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_304 = tensor.collapse_shape %693 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %694 = linalg.matmul ins(%collapsed_304, %transposed_303 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %695 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg127 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %696 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%694, %695 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_305 = tensor.expand_shape %696 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_306 = tensor.extract_slice %expanded_305[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_307 = tensor.extract_slice %expanded_305[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_308 = tensor.extract_slice %expanded_305[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_309 = tensor.expand_shape %extracted_slice_306 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_310 = linalg.transpose ins(%expanded_309 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_311 = tensor.expand_shape %extracted_slice_307 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_312 = tensor.expand_shape %extracted_slice_308 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_313 = linalg.transpose ins(%expanded_312 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_314 = linalg.transpose ins(%expanded_311 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_315 = tensor.collapse_shape %transposed_310 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_316 = tensor.collapse_shape %transposed_314 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %697 = linalg.batch_matmul ins(%collapsed_315, %collapsed_316 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_317 = tensor.expand_shape %697 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %698 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_317 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %699 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %698 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %700:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%699 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_318 = tensor.expand_shape %700#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %701 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%699, %expanded_318 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %702 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %703 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%702 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %704 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%702, %703 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_319 = tensor.collapse_shape %704 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_320 = tensor.collapse_shape %transposed_313 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %705 = linalg.batch_matmul ins(%collapsed_319, %collapsed_320 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_321 = tensor.expand_shape %705 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_322 = linalg.transpose ins(%expanded_321 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_323 = linalg.transpose ins(%arg128 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_324 = tensor.collapse_shape %transposed_322 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %706 = linalg.matmul ins(%collapsed_324, %transposed_323 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %707 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg129 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %708 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%706, %707 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_325 = tensor.expand_shape %708 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %709 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %expanded_325 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%709 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %711 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%710 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %712 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%711 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %713 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%710, %712 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %714 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %713 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %715 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%714 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %716 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%715 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %717 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %718 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%709 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %719 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %720 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %721 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %722 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%709, %719 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %723 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722, %721 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723, %arg130 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724, %arg131 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_326 = linalg.transpose ins(%arg132 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_327 = tensor.collapse_shape %725 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %726 = linalg.matmul ins(%collapsed_327, %transposed_326 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %727 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg133 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %728 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%726, %727 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_328 = tensor.expand_shape %728 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %729 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_328 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %730 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729, %expanded_328 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %731 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %expanded_328 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %732 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_328, %731 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %733 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %734 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_328 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %735 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%733 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %736 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %737 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%734, %736 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_329 = linalg.transpose ins(%arg134 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_330 = tensor.collapse_shape %737 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %738 = linalg.matmul ins(%collapsed_330, %transposed_329 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %739 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg135 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %740 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%738, %739 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_331 = tensor.expand_shape %740 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %741 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%709, %expanded_331 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %742 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %743 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%742 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %744 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%743 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %745 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742, %744 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %746 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745, %745 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %747 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%746 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %748 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %749 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %750 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%741 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %751 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%750 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %752 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %753 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %754 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741, %751 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %755 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754, %753 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %756 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755, %arg136 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %757 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756, %arg137 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_332 = linalg.transpose ins(%arg138 : tensor<2304x768xf32>) outs(%24 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_333 = tensor.collapse_shape %757 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %758 = linalg.matmul ins(%collapsed_333, %transposed_332 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%26 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %759 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg139 : tensor<2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %760 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%758, %759 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%25 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x2304xf32>
    %expanded_334 = tensor.expand_shape %760 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_335 = tensor.extract_slice %expanded_334[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_336 = tensor.extract_slice %expanded_334[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_337 = tensor.extract_slice %expanded_334[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_338 = tensor.expand_shape %extracted_slice_335 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_339 = linalg.transpose ins(%expanded_338 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_340 = tensor.expand_shape %extracted_slice_336 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_341 = tensor.expand_shape %extracted_slice_337 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_342 = linalg.transpose ins(%expanded_341 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_343 = linalg.transpose ins(%expanded_340 : tensor<8x1024x12x64xf32>) outs(%31 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_344 = tensor.collapse_shape %transposed_339 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_345 = tensor.collapse_shape %transposed_343 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %761 = linalg.batch_matmul ins(%collapsed_344, %collapsed_345 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_346 = tensor.expand_shape %761 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %762 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_346 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %763 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_4, %762 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %764:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%763 : tensor<8x12x1024x1024xf32>) outs(%46, %44 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 3 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_347 = tensor.expand_shape %764#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %765 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%763, %expanded_347 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %766 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %767 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%766 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %768 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%766, %767 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_348 = tensor.collapse_shape %768 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_349 = tensor.collapse_shape %transposed_342 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %769 = linalg.batch_matmul ins(%collapsed_348, %collapsed_349 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_350 = tensor.expand_shape %769 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_351 = linalg.transpose ins(%expanded_350 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_352 = linalg.transpose ins(%arg140 : tensor<768x768xf32>) outs(%58 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_353 = tensor.collapse_shape %transposed_351 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %770 = linalg.matmul ins(%collapsed_353, %transposed_352 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %771 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg141 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %772 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%770, %771 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_354 = tensor.expand_shape %772 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %773 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741, %expanded_354 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %774 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %775 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%774 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %776 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%775 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %777 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%774, %776 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %778 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%777, %777 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %779 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%778 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %780 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%779 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %781 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%780 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %782 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%773 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %783 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %784 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%781 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %785 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %786 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773, %783 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %787 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786, %785 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %788 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%787, %arg142 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %789 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%788, %arg143 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_355 = linalg.transpose ins(%arg144 : tensor<3072x768xf32>) outs(%81 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_356 = tensor.collapse_shape %789 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %790 = linalg.matmul ins(%collapsed_356, %transposed_355 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %791 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg145 : tensor<3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %792 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%790, %791 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%82 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x3072xf32>
    %expanded_357 = tensor.expand_shape %792 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %793 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_357 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %794 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%793, %expanded_357 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %795 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%794, %expanded_357 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %796 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_357, %795 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %797 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%796 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %798 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_357 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %799 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%797 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %800 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%799 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %801 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %800 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_358 = linalg.transpose ins(%arg146 : tensor<768x3072xf32>) outs(%97 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_359 = tensor.collapse_shape %801 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %802 = linalg.matmul ins(%collapsed_359, %transposed_358 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %803 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg147 : tensor<768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %804 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%802, %803 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%59 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x768xf32>
    %expanded_360 = tensor.expand_shape %804 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %805 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773, %expanded_360 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %806 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805 : tensor<8x1024x768xf32>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1711 = arith.extf %in : f32 to f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %807 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%806 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %808 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %809 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%806, %808 : tensor<8x1024x768xf64>, tensor<8x1024x1xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.subf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %810 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%809, %809 : tensor<8x1024x768xf64>, tensor<8x1024x768xf64>) outs(%3 : tensor<8x1024x768xf64>) {
    ^bb0(%in: f64, %in_783: f64, %out: f64):
      %1711 = arith.mulf %in, %in_783 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x768xf64>
    %811 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%810 : tensor<8x1024x768xf64>) outs(%6 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.addf %in, %out : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %812 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%811 : tensor<8x1024x1xf64>) outs(%5 : tensor<8x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1711 = arith.divf %in, %cst_9 : f64
      linalg.yield %1711 : f64
    } -> tensor<8x1024x1xf64>
    %813 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%812 : tensor<8x1024x1xf64>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1711 = arith.truncf %in : f64 to f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %814 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%805 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %815 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %816 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%813 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_8 : f64 to f32
      %1712 = arith.addf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x1xf32>
    %817 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.rsqrt %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %818 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805, %815 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %819 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %817 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %820 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %arg148 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %821 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820, %arg149 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %822 = tensor.empty() : tensor<768x50257xf32>
    %transposed_361 = linalg.transpose ins(%arg3 : tensor<50257x768xf32>) outs(%822 : tensor<768x50257xf32>) permutation = [1, 0] 
    %collapsed_362 = tensor.collapse_shape %821 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %823 = tensor.empty() : tensor<8192x50257xf32>
    %824 = linalg.fill ins(%cst_0 : f32) outs(%823 : tensor<8192x50257xf32>) -> tensor<8192x50257xf32>
    %825 = linalg.matmul ins(%collapsed_362, %transposed_361 : tensor<8192x768xf32>, tensor<768x50257xf32>) outs(%824 : tensor<8192x50257xf32>) -> tensor<8192x50257xf32>
    %collapsed_363 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<8x1024xi64> into tensor<8192xi64>
    %826 = tensor.empty() : tensor<8192xi64>
    %827 = linalg.fill ins(%c0_i64 : i64) outs(%826 : tensor<8192xi64>) -> tensor<8192xi64>
    %828 = tensor.empty() : tensor<8192xf32>
    %829 = linalg.fill ins(%cst_1 : f32) outs(%828 : tensor<8192xf32>) -> tensor<8192xf32>
    %830:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "reduction"]} ins(%825 : tensor<8192x50257xf32>) outs(%829, %827 : tensor<8192xf32>, tensor<8192xi64>) {
    ^bb0(%in: f32, %out: f32, %out_783: i64):
      %1711 = linalg.index 1 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = arith.maximumf %in, %out : f32
      %1714 = arith.cmpf ogt, %in, %out : f32
      %1715 = arith.select %1714, %1712, %out_783 : i64
      linalg.yield %1713, %1715 : f32, i64
    } -> (tensor<8192xf32>, tensor<8192xi64>)
    %expanded_364 = tensor.expand_shape %830#0 [[0, 1]] output_shape [8192, 1] : tensor<8192xf32> into tensor<8192x1xf32>
    %831 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%825, %expanded_364 : tensor<8192x50257xf32>, tensor<8192x1xf32>) outs(%823 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x50257xf32>
    %832 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%831 : tensor<8192x50257xf32>) outs(%823 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x50257xf32>
    %833 = tensor.empty() : tensor<8192x1xf32>
    %834 = linalg.fill ins(%cst_0 : f32) outs(%833 : tensor<8192x1xf32>) -> tensor<8192x1xf32>
    %835 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%832 : tensor<8192x50257xf32>) outs(%834 : tensor<8192x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x1xf32>
    %836 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%835 : tensor<8192x1xf32>) outs(%833 : tensor<8192x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.log %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x1xf32>
    %837 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%831, %836 : tensor<8192x50257xf32>, tensor<8192x1xf32>) outs(%823 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x50257xf32>
    %838 = tensor.empty() : tensor<8192xi1>
    %839 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_363 : tensor<8192xi64>) outs(%838 : tensor<8192xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1711 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1711 : i1
    } -> tensor<8192xi1>
    %840 = linalg.generic {indexing_maps = [#map8, #map8, #map15, #map8], iterator_types = ["parallel"]} ins(%839, %collapsed_363, %cst_14 : tensor<8192xi1>, tensor<8192xi64>, tensor<i64>) outs(%826 : tensor<8192xi64>) {
    ^bb0(%in: i1, %in_783: i64, %in_784: i64, %out: i64):
      %1711 = arith.select %in, %in_783, %in_784 : i64
      linalg.yield %1711 : i64
    } -> tensor<8192xi64>
    %expanded_365 = tensor.expand_shape %840 [[0, 1]] output_shape [8192, 1] : tensor<8192xi64> into tensor<8192x1xi64>
    %841 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_365 : tensor<8192x1xi64>) outs(%834 : tensor<8192x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1711 = linalg.index 0 : index
      %1712 = arith.index_cast %in : i64 to index
      %1713 = arith.cmpi slt, %1712, %c50257 : index
      cf.assert %1713, "index must be smaller than dim size"
      %1714 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1714, "index must be larger or equal to 0"
      %extracted = tensor.extract %837[%1711, %1712] : tensor<8192x50257xf32>
      linalg.yield %extracted : f32
    } -> tensor<8192x1xf32>
    %collapsed_366 = tensor.collapse_shape %841 [[0, 1]] : tensor<8192x1xf32> into tensor<8192xf32>
    %842 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_366 : tensor<8192xf32>) outs(%828 : tensor<8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.negf %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8192xf32>
    %843 = linalg.generic {indexing_maps = [#map8, #map8, #map15, #map8], iterator_types = ["parallel"]} ins(%839, %842, %cst_3 : tensor<8192xi1>, tensor<8192xf32>, tensor<f32>) outs(%828 : tensor<8192xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192xf32>
    %844 = tensor.empty() : tensor<i64>
    %845 = linalg.fill ins(%c0_i64 : i64) outs(%844 : tensor<i64>) -> tensor<i64>
    %846 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction"]} ins(%839 : tensor<8192xi1>) outs(%845 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1711 = arith.extui %in : i1 to i64
      %1712 = arith.addi %1711, %out : i64
      linalg.yield %1712 : i64
    } -> tensor<i64>
    %847 = tensor.empty() : tensor<f32>
    %848 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%846 : tensor<i64>) outs(%847 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      linalg.yield %1711 : f32
    } -> tensor<f32>
    %849 = linalg.fill ins(%cst_0 : f32) outs(%847 : tensor<f32>) -> tensor<f32>
    %850 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction"]} ins(%843 : tensor<8192xf32>) outs(%849 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<f32>
    %851 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%850, %848 : tensor<f32>, tensor<f32>) outs(%847 : tensor<f32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<f32>
    %852 = tensor.empty() : tensor<50257xi64>
    %853 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%852 : tensor<50257xi64>) {
    ^bb0(%out: i64):
      %1711 = linalg.index 0 : index
      %1712 = arith.index_cast %1711 : index to i64
      linalg.yield %1712 : i64
    } -> tensor<50257xi64>
    %expanded_367 = tensor.expand_shape %collapsed_363 [[0, 1]] output_shape [8192, 1] : tensor<8192xi64> into tensor<8192x1xi64>
    %854 = tensor.empty() : tensor<8192x50257xi1>
    %855 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_367, %853 : tensor<8192x1xi64>, tensor<50257xi64>) outs(%854 : tensor<8192x50257xi1>) {
    ^bb0(%in: i64, %in_783: i64, %out: i1):
      %1711 = arith.cmpi eq, %in, %in_783 : i64
      linalg.yield %1711 : i1
    } -> tensor<8192x50257xi1>
    %expanded_368 = tensor.expand_shape %839 [[0, 1]] output_shape [8192, 1] : tensor<8192xi1> into tensor<8192x1xi1>
    %856 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%855, %expanded_368 : tensor<8192x50257xi1>, tensor<8192x1xi1>) outs(%854 : tensor<8192x50257xi1>) {
    ^bb0(%in: i1, %in_783: i1, %out: i1):
      %1711 = arith.andi %in, %in_783 : i1
      linalg.yield %1711 : i1
    } -> tensor<8192x50257xi1>
    %857 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%cst_2 : tensor<f32>) outs(%847 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.negf %in : f32
      linalg.yield %1711 : f32
    } -> tensor<f32>
    %858 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%857, %848 : tensor<f32>, tensor<f32>) outs(%847 : tensor<f32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.divf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<f32>
    %859 = linalg.generic {indexing_maps = [#map6, #map17, #map17, #map6], iterator_types = ["parallel", "parallel"]} ins(%856, %858, %cst_3 : tensor<8192x50257xi1>, tensor<f32>, tensor<f32>) outs(%823 : tensor<8192x50257xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x50257xf32>
    %860 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%837 : tensor<8192x50257xf32>) outs(%823 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.exp %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x50257xf32>
    %861 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%859 : tensor<8192x50257xf32>) outs(%834 : tensor<8192x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x1xf32>
    %862 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%860, %861 : tensor<8192x50257xf32>, tensor<8192x1xf32>) outs(%823 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x50257xf32>
    %863 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%859, %862 : tensor<8192x50257xf32>, tensor<8192x50257xf32>) outs(%823 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8192x50257xf32>
    %864 = tensor.empty() : tensor<50257x8192xf32>
    %transposed_369 = linalg.transpose ins(%863 : tensor<8192x50257xf32>) outs(%864 : tensor<50257x8192xf32>) permutation = [1, 0] 
    %865 = tensor.empty() : tensor<50257x768xf32>
    %866 = linalg.fill ins(%cst_0 : f32) outs(%865 : tensor<50257x768xf32>) -> tensor<50257x768xf32>
    %867 = linalg.matmul ins(%transposed_369, %collapsed_362 : tensor<50257x8192xf32>, tensor<8192x768xf32>) outs(%866 : tensor<50257x768xf32>) -> tensor<50257x768xf32>
    %868 = linalg.matmul ins(%863, %arg3 : tensor<8192x50257xf32>, tensor<50257x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_370 = tensor.expand_shape %868 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %869 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_370, %arg148 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %870 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %871 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%869 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %872 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869, %819 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %873 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%872 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %874 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %873 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %875 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870, %871 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %876 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%875, %874 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %877 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %878 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%877, %876 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %879 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_370, %819 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %880 = tensor.empty() : tensor<768xf32>
    %881 = linalg.fill ins(%cst_0 : f32) outs(%880 : tensor<768xf32>) -> tensor<768xf32>
    %882 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%879 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %883 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_370 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %collapsed_371 = tensor.collapse_shape %878 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %884 = linalg.matmul ins(%collapsed_371, %arg146 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %885 = tensor.empty() : tensor<768x8192xf32>
    %transposed_372 = linalg.transpose ins(%collapsed_371 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %886 = linalg.fill ins(%cst_0 : f32) outs(%81 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %887 = linalg.matmul ins(%transposed_372, %collapsed_359 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %888 = tensor.empty() : tensor<1x768xf32>
    %889 = linalg.fill ins(%cst_0 : f32) outs(%888 : tensor<1x768xf32>) -> tensor<1x768xf32>
    %890 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_371 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_373 = tensor.collapse_shape %890 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_374 = tensor.expand_shape %884 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %891 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_357, %expanded_357 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %892 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%891, %expanded_357 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %893 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%892 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %894 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_357, %893 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %895 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%894 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %896 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%895 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %897 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%896 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %898 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%897 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %899 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%896, %896 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %900 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %899 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %901 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%891 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %902 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%901 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %903 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%902 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %904 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %900 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %905 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%904, %903 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %906 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%898, %905 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %907 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_374, %906 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_375 = tensor.collapse_shape %907 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %908 = linalg.matmul ins(%collapsed_375, %arg144 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %909 = tensor.empty() : tensor<3072x8192xf32>
    %transposed_376 = linalg.transpose ins(%collapsed_375 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %910 = linalg.fill ins(%cst_0 : f32) outs(%97 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %911 = linalg.matmul ins(%transposed_376, %collapsed_356 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %912 = tensor.empty() : tensor<1x3072xf32>
    %913 = linalg.fill ins(%cst_0 : f32) outs(%912 : tensor<1x3072xf32>) -> tensor<1x3072xf32>
    %914 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_375 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_377 = tensor.collapse_shape %914 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_378 = tensor.expand_shape %908 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %915 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_378, %arg142 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %916 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%915 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %917 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%915 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %918 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%915, %787 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %919 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%918 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %920 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%787, %919 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %921 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%916, %917 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %922 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%921, %920 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %923 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%785 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %924 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%923, %922 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %925 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_378, %787 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %926 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%925 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %927 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_378 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %928 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%878, %924 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_379 = tensor.collapse_shape %928 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %929 = linalg.matmul ins(%collapsed_379, %arg140 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_380 = linalg.transpose ins(%collapsed_379 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %930 = linalg.fill ins(%cst_0 : f32) outs(%58 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %931 = linalg.matmul ins(%transposed_380, %collapsed_353 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %932 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_379 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_381 = tensor.collapse_shape %932 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_382 = tensor.expand_shape %929 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_383 = linalg.transpose ins(%expanded_382 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_384 = tensor.collapse_shape %transposed_383 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_385 = linalg.transpose ins(%collapsed_348 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %933 = linalg.batch_matmul ins(%transposed_385, %collapsed_384 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %934 = tensor.empty() : tensor<96x64x1024xf32>
    %transposed_386 = linalg.transpose ins(%collapsed_349 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %935 = linalg.batch_matmul ins(%collapsed_384, %transposed_386 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_387 = tensor.expand_shape %933 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_388 = tensor.expand_shape %935 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %936 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_388, %768 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %937 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%936 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %938 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%768, %937 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %939 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%936, %938 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %940 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %939 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %941 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%940 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_389 = tensor.collapse_shape %941 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_390 = linalg.transpose ins(%collapsed_344 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %942 = linalg.fill ins(%cst_0 : f32) outs(%934 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %943 = linalg.batch_matmul ins(%transposed_390, %collapsed_389 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_391 = linalg.transpose ins(%collapsed_345 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %944 = linalg.batch_matmul ins(%collapsed_389, %transposed_391 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_392 = tensor.expand_shape %943 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_393 = tensor.expand_shape %944 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_394 = linalg.transpose ins(%expanded_387 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_395 = tensor.collapse_shape %transposed_394 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_396 = linalg.transpose ins(%expanded_392 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_397 = tensor.collapse_shape %transposed_396 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_398 = linalg.transpose ins(%expanded_393 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_399 = tensor.collapse_shape %transposed_398 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat = tensor.concat dim(2) %collapsed_399, %collapsed_397, %collapsed_395 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_400 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %945 = linalg.matmul ins(%collapsed_400, %arg138 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %946 = tensor.empty() : tensor<2304x8192xf32>
    %transposed_401 = linalg.transpose ins(%collapsed_400 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %947 = tensor.empty() : tensor<2304x768xf32>
    %948 = linalg.fill ins(%cst_0 : f32) outs(%947 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %949 = linalg.matmul ins(%transposed_401, %collapsed_333 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %950 = tensor.empty() : tensor<1x2304xf32>
    %951 = linalg.fill ins(%cst_0 : f32) outs(%950 : tensor<1x2304xf32>) -> tensor<1x2304xf32>
    %952 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_400 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_402 = tensor.collapse_shape %952 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_403 = tensor.expand_shape %945 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %953 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_403, %arg136 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %954 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%953 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %955 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%953 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %956 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%953, %755 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %957 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%956 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %958 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755, %957 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %959 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%954, %955 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %960 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%959, %958 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %961 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %962 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%961, %960 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %963 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_403, %755 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %964 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%963 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %965 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_403 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %966 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%928, %962 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_404 = tensor.collapse_shape %966 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %967 = linalg.matmul ins(%collapsed_404, %arg134 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_405 = linalg.transpose ins(%collapsed_404 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %968 = linalg.matmul ins(%transposed_405, %collapsed_330 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %969 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_404 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_406 = tensor.collapse_shape %969 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_407 = tensor.expand_shape %967 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %970 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_328, %expanded_328 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %971 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%970, %expanded_328 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %972 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%971 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %973 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_328, %972 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %974 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%973 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %975 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%974 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %976 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%975 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %977 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%976 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %978 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%975, %975 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %979 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %978 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %980 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%970 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %981 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %982 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%981 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %983 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%734, %979 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %984 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983, %982 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %985 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%977, %984 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %986 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_407, %985 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_408 = tensor.collapse_shape %986 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %987 = linalg.matmul ins(%collapsed_408, %arg132 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_409 = linalg.transpose ins(%collapsed_408 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %988 = linalg.matmul ins(%transposed_409, %collapsed_327 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %989 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_408 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_410 = tensor.collapse_shape %989 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_411 = tensor.expand_shape %987 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %990 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_411, %arg130 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %991 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%990 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %992 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%990 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %993 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%990, %723 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %994 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%993 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %995 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723, %994 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %996 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%991, %992 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %997 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%996, %995 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %998 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%721 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %999 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%998, %997 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1000 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_411, %723 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1001 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1000 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1002 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_411 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1003 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%966, %999 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_412 = tensor.collapse_shape %1003 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1004 = linalg.matmul ins(%collapsed_412, %arg128 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_413 = linalg.transpose ins(%collapsed_412 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1005 = linalg.matmul ins(%transposed_413, %collapsed_324 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1006 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_412 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_414 = tensor.collapse_shape %1006 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_415 = tensor.expand_shape %1004 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_416 = linalg.transpose ins(%expanded_415 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_417 = tensor.collapse_shape %transposed_416 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_418 = linalg.transpose ins(%collapsed_319 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1007 = linalg.batch_matmul ins(%transposed_418, %collapsed_417 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_419 = linalg.transpose ins(%collapsed_320 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1008 = linalg.batch_matmul ins(%collapsed_417, %transposed_419 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_420 = tensor.expand_shape %1007 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_421 = tensor.expand_shape %1008 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1009 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_421, %704 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1010 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1009 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1011 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%704, %1010 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1012 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1009, %1011 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1013 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1012 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1014 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1013 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_422 = tensor.collapse_shape %1014 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_423 = linalg.transpose ins(%collapsed_315 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1015 = linalg.batch_matmul ins(%transposed_423, %collapsed_422 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_424 = linalg.transpose ins(%collapsed_316 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1016 = linalg.batch_matmul ins(%collapsed_422, %transposed_424 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_425 = tensor.expand_shape %1015 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_426 = tensor.expand_shape %1016 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_427 = linalg.transpose ins(%expanded_420 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_428 = tensor.collapse_shape %transposed_427 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_429 = linalg.transpose ins(%expanded_425 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_430 = tensor.collapse_shape %transposed_429 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_431 = linalg.transpose ins(%expanded_426 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_432 = tensor.collapse_shape %transposed_431 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_433 = tensor.concat dim(2) %collapsed_432, %collapsed_430, %collapsed_428 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_434 = tensor.collapse_shape %concat_433 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1017 = linalg.matmul ins(%collapsed_434, %arg126 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_435 = linalg.transpose ins(%collapsed_434 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1018 = linalg.matmul ins(%transposed_435, %collapsed_304 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1019 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_434 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_436 = tensor.collapse_shape %1019 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_437 = tensor.expand_shape %1017 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1020 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_437, %arg124 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1021 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1020 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1022 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1020 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1023 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1020, %691 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1024 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1023 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1025 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %1024 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1026 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021, %1022 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1027 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1026, %1025 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1028 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1029 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1028, %1027 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1030 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_437, %691 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1031 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1030 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1032 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_437 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1033 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1003, %1029 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_438 = tensor.collapse_shape %1033 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1034 = linalg.matmul ins(%collapsed_438, %arg122 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_439 = linalg.transpose ins(%collapsed_438 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1035 = linalg.matmul ins(%transposed_439, %collapsed_301 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1036 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_438 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_440 = tensor.collapse_shape %1036 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_441 = tensor.expand_shape %1034 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1037 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_299, %expanded_299 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1038 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1037, %expanded_299 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1039 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1038 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1040 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_299, %1039 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1041 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1040 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1042 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1041 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1043 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1042 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1044 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1043 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1045 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1042, %1042 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1046 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %1045 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1047 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1037 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1048 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1047 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1049 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1048 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1050 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670, %1046 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1051 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1050, %1049 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1052 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1044, %1051 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1053 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_441, %1052 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_442 = tensor.collapse_shape %1053 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1054 = linalg.matmul ins(%collapsed_442, %arg120 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_443 = linalg.transpose ins(%collapsed_442 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1055 = linalg.matmul ins(%transposed_443, %collapsed_298 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1056 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_442 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_444 = tensor.collapse_shape %1056 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_445 = tensor.expand_shape %1054 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1057 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_445, %arg118 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1058 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1057 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1059 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1057 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1060 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1057, %659 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1061 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1060 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1062 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659, %1061 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1063 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1058, %1059 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1064 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1063, %1062 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1065 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%657 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1066 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1065, %1064 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1067 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_445, %659 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1068 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1067 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1069 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_445 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1070 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1033, %1066 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_446 = tensor.collapse_shape %1070 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1071 = linalg.matmul ins(%collapsed_446, %arg116 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_447 = linalg.transpose ins(%collapsed_446 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1072 = linalg.matmul ins(%transposed_447, %collapsed_295 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1073 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_446 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_448 = tensor.collapse_shape %1073 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_449 = tensor.expand_shape %1071 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_450 = linalg.transpose ins(%expanded_449 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_451 = tensor.collapse_shape %transposed_450 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_452 = linalg.transpose ins(%collapsed_290 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1074 = linalg.batch_matmul ins(%transposed_452, %collapsed_451 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_453 = linalg.transpose ins(%collapsed_291 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1075 = linalg.batch_matmul ins(%collapsed_451, %transposed_453 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_454 = tensor.expand_shape %1074 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_455 = tensor.expand_shape %1075 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1076 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_455, %640 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1077 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1076 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1078 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640, %1077 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1079 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1076, %1078 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1080 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1079 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1081 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1080 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_456 = tensor.collapse_shape %1081 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_457 = linalg.transpose ins(%collapsed_286 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1082 = linalg.batch_matmul ins(%transposed_457, %collapsed_456 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_458 = linalg.transpose ins(%collapsed_287 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1083 = linalg.batch_matmul ins(%collapsed_456, %transposed_458 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_459 = tensor.expand_shape %1082 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_460 = tensor.expand_shape %1083 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_461 = linalg.transpose ins(%expanded_454 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_462 = tensor.collapse_shape %transposed_461 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_463 = linalg.transpose ins(%expanded_459 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_464 = tensor.collapse_shape %transposed_463 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_465 = linalg.transpose ins(%expanded_460 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_466 = tensor.collapse_shape %transposed_465 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_467 = tensor.concat dim(2) %collapsed_466, %collapsed_464, %collapsed_462 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_468 = tensor.collapse_shape %concat_467 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1084 = linalg.matmul ins(%collapsed_468, %arg114 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_469 = linalg.transpose ins(%collapsed_468 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1085 = linalg.matmul ins(%transposed_469, %collapsed_275 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1086 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_468 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_470 = tensor.collapse_shape %1086 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_471 = tensor.expand_shape %1084 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1087 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_471, %arg112 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1088 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1087 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1089 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1087 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1090 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1087, %627 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1091 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1090 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1092 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %1091 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1093 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1088, %1089 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1094 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1093, %1092 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1095 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1096 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1095, %1094 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1097 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_471, %627 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1098 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1097 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1099 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_471 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1070, %1096 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_472 = tensor.collapse_shape %1100 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1101 = linalg.matmul ins(%collapsed_472, %arg110 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_473 = linalg.transpose ins(%collapsed_472 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1102 = linalg.matmul ins(%transposed_473, %collapsed_272 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1103 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_472 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_474 = tensor.collapse_shape %1103 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_475 = tensor.expand_shape %1101 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_270, %expanded_270 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1104, %expanded_270 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1105 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_270, %1106 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1107 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1108 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1109 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1110 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1109, %1109 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1113 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %1112 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1104 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1114 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1115 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606, %1113 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1117, %1116 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1119 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1111, %1118 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_475, %1119 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_476 = tensor.collapse_shape %1120 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1121 = linalg.matmul ins(%collapsed_476, %arg108 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_477 = linalg.transpose ins(%collapsed_476 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1122 = linalg.matmul ins(%transposed_477, %collapsed_269 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1123 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_476 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_478 = tensor.collapse_shape %1123 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_479 = tensor.expand_shape %1121 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1124 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_479, %arg106 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1124 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1126 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1124 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1124, %595 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1128 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1127 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1129 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %1128 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1130 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1125, %1126 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1130, %1129 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1133 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1132, %1131 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_479, %595 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1135 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1134 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1136 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_479 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1100, %1133 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_480 = tensor.collapse_shape %1137 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1138 = linalg.matmul ins(%collapsed_480, %arg104 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_481 = linalg.transpose ins(%collapsed_480 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1139 = linalg.matmul ins(%transposed_481, %collapsed_266 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1140 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_480 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_482 = tensor.collapse_shape %1140 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_483 = tensor.expand_shape %1138 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_484 = linalg.transpose ins(%expanded_483 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_485 = tensor.collapse_shape %transposed_484 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_486 = linalg.transpose ins(%collapsed_261 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1141 = linalg.batch_matmul ins(%transposed_486, %collapsed_485 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_487 = linalg.transpose ins(%collapsed_262 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1142 = linalg.batch_matmul ins(%collapsed_485, %transposed_487 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_488 = tensor.expand_shape %1141 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_489 = tensor.expand_shape %1142 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1143 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_489, %576 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1144 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1143 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1145 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%576, %1144 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1146 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1143, %1145 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1147 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1146 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1148 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1147 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_490 = tensor.collapse_shape %1148 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_491 = linalg.transpose ins(%collapsed_257 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1149 = linalg.batch_matmul ins(%transposed_491, %collapsed_490 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_492 = linalg.transpose ins(%collapsed_258 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1150 = linalg.batch_matmul ins(%collapsed_490, %transposed_492 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_493 = tensor.expand_shape %1149 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_494 = tensor.expand_shape %1150 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_495 = linalg.transpose ins(%expanded_488 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_496 = tensor.collapse_shape %transposed_495 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_497 = linalg.transpose ins(%expanded_493 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_498 = tensor.collapse_shape %transposed_497 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_499 = linalg.transpose ins(%expanded_494 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_500 = tensor.collapse_shape %transposed_499 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_501 = tensor.concat dim(2) %collapsed_500, %collapsed_498, %collapsed_496 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_502 = tensor.collapse_shape %concat_501 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1151 = linalg.matmul ins(%collapsed_502, %arg102 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_503 = linalg.transpose ins(%collapsed_502 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1152 = linalg.matmul ins(%transposed_503, %collapsed_246 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1153 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_502 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_504 = tensor.collapse_shape %1153 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_505 = tensor.expand_shape %1151 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1154 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_505, %arg100 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1154 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1156 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1154 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1154, %563 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1158 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1157 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1159 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %1158 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1160 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1155, %1156 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1160, %1159 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1163 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1162, %1161 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_505, %563 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1165 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1164 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1166 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_505 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1137, %1163 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_506 = tensor.collapse_shape %1167 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1168 = linalg.matmul ins(%collapsed_506, %arg98 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_507 = linalg.transpose ins(%collapsed_506 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1169 = linalg.matmul ins(%transposed_507, %collapsed_243 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1170 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_506 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_508 = tensor.collapse_shape %1170 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_509 = tensor.expand_shape %1168 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1171 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_241, %expanded_241 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1171, %expanded_241 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1172 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_241, %1173 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1174 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1175 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1176 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1177 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1176, %1176 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1180 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %1179 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1171 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1181 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1182 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %1180 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1184, %1183 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1186 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1178, %1185 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_509, %1186 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_510 = tensor.collapse_shape %1187 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1188 = linalg.matmul ins(%collapsed_510, %arg96 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_511 = linalg.transpose ins(%collapsed_510 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1189 = linalg.matmul ins(%transposed_511, %collapsed_240 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1190 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_510 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_512 = tensor.collapse_shape %1190 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_513 = tensor.expand_shape %1188 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1191 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_513, %arg94 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1191 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1193 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1191 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1191, %531 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1195 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1194 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1196 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %1195 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1197 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1192, %1193 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1197, %1196 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1200 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1199, %1198 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_513, %531 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1202 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1201 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1203 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_513 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1167, %1200 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_514 = tensor.collapse_shape %1204 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1205 = linalg.matmul ins(%collapsed_514, %arg92 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_515 = linalg.transpose ins(%collapsed_514 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1206 = linalg.matmul ins(%transposed_515, %collapsed_237 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1207 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_514 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_516 = tensor.collapse_shape %1207 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_517 = tensor.expand_shape %1205 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_518 = linalg.transpose ins(%expanded_517 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_519 = tensor.collapse_shape %transposed_518 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_520 = linalg.transpose ins(%collapsed_232 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1208 = linalg.batch_matmul ins(%transposed_520, %collapsed_519 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_521 = linalg.transpose ins(%collapsed_233 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1209 = linalg.batch_matmul ins(%collapsed_519, %transposed_521 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_522 = tensor.expand_shape %1208 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_523 = tensor.expand_shape %1209 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1210 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_523, %512 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1211 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1210 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1212 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512, %1211 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1213 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1210, %1212 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1214 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1213 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1215 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1214 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_524 = tensor.collapse_shape %1215 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_525 = linalg.transpose ins(%collapsed_228 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1216 = linalg.batch_matmul ins(%transposed_525, %collapsed_524 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_526 = linalg.transpose ins(%collapsed_229 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1217 = linalg.batch_matmul ins(%collapsed_524, %transposed_526 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_527 = tensor.expand_shape %1216 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_528 = tensor.expand_shape %1217 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_529 = linalg.transpose ins(%expanded_522 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_530 = tensor.collapse_shape %transposed_529 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_531 = linalg.transpose ins(%expanded_527 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_532 = tensor.collapse_shape %transposed_531 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_533 = linalg.transpose ins(%expanded_528 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_534 = tensor.collapse_shape %transposed_533 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_535 = tensor.concat dim(2) %collapsed_534, %collapsed_532, %collapsed_530 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_536 = tensor.collapse_shape %concat_535 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1218 = linalg.matmul ins(%collapsed_536, %arg90 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_537 = linalg.transpose ins(%collapsed_536 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1219 = linalg.matmul ins(%transposed_537, %collapsed_217 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1220 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_536 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_538 = tensor.collapse_shape %1220 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_539 = tensor.expand_shape %1218 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1221 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_539, %arg88 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1221 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1223 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1221 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1221, %499 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1225 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1224 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1226 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %1225 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1227 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1222, %1223 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1227, %1226 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1230 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1229, %1228 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1231 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_539, %499 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1232 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1231 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1233 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_539 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1204, %1230 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_540 = tensor.collapse_shape %1234 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1235 = linalg.matmul ins(%collapsed_540, %arg86 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_541 = linalg.transpose ins(%collapsed_540 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1236 = linalg.matmul ins(%transposed_541, %collapsed_214 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1237 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_540 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_542 = tensor.collapse_shape %1237 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_543 = tensor.expand_shape %1235 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212, %expanded_212 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1238, %expanded_212 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1239 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212, %1240 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1241 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1242 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1243 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1244 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1243, %1243 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1247 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %1246 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1238 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1248 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1249 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %1247 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1251, %1250 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1245, %1252 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_543, %1253 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_544 = tensor.collapse_shape %1254 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1255 = linalg.matmul ins(%collapsed_544, %arg84 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_545 = linalg.transpose ins(%collapsed_544 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1256 = linalg.matmul ins(%transposed_545, %collapsed_211 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1257 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_544 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_546 = tensor.collapse_shape %1257 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_547 = tensor.expand_shape %1255 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1258 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_547, %arg82 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1258 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1260 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1258 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1258, %467 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1262 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1261 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1263 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %1262 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1264 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1259, %1260 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1264, %1263 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1267 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1266, %1265 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_547, %467 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1269 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1268 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1270 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_547 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1234, %1267 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_548 = tensor.collapse_shape %1271 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1272 = linalg.matmul ins(%collapsed_548, %arg80 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_549 = linalg.transpose ins(%collapsed_548 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1273 = linalg.matmul ins(%transposed_549, %collapsed_208 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1274 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_548 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_550 = tensor.collapse_shape %1274 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_551 = tensor.expand_shape %1272 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_552 = linalg.transpose ins(%expanded_551 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_553 = tensor.collapse_shape %transposed_552 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_554 = linalg.transpose ins(%collapsed_203 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1275 = linalg.batch_matmul ins(%transposed_554, %collapsed_553 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_555 = linalg.transpose ins(%collapsed_204 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1276 = linalg.batch_matmul ins(%collapsed_553, %transposed_555 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_556 = tensor.expand_shape %1275 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_557 = tensor.expand_shape %1276 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1277 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_557, %448 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1278 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1277 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1279 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %1278 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1280 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1277, %1279 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1281 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1280 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1282 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1281 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_558 = tensor.collapse_shape %1282 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_559 = linalg.transpose ins(%collapsed_199 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1283 = linalg.batch_matmul ins(%transposed_559, %collapsed_558 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_560 = linalg.transpose ins(%collapsed_200 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1284 = linalg.batch_matmul ins(%collapsed_558, %transposed_560 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_561 = tensor.expand_shape %1283 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_562 = tensor.expand_shape %1284 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_563 = linalg.transpose ins(%expanded_556 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_564 = tensor.collapse_shape %transposed_563 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_565 = linalg.transpose ins(%expanded_561 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_566 = tensor.collapse_shape %transposed_565 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_567 = linalg.transpose ins(%expanded_562 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_568 = tensor.collapse_shape %transposed_567 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_569 = tensor.concat dim(2) %collapsed_568, %collapsed_566, %collapsed_564 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_570 = tensor.collapse_shape %concat_569 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1285 = linalg.matmul ins(%collapsed_570, %arg78 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_571 = linalg.transpose ins(%collapsed_570 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1286 = linalg.matmul ins(%transposed_571, %collapsed_188 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1287 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_570 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_572 = tensor.collapse_shape %1287 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_573 = tensor.expand_shape %1285 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1288 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_573, %arg76 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1288 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1290 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1288 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1288, %435 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1292 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1291 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1293 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %1292 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1294 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1289, %1290 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1294, %1293 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1297 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1296, %1295 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_573, %435 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1299 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1298 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1300 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_573 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1271, %1297 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_574 = tensor.collapse_shape %1301 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1302 = linalg.matmul ins(%collapsed_574, %arg74 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_575 = linalg.transpose ins(%collapsed_574 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1303 = linalg.matmul ins(%transposed_575, %collapsed_185 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1304 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_574 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_576 = tensor.collapse_shape %1304 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_577 = tensor.expand_shape %1302 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1305 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_183, %expanded_183 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1305, %expanded_183 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1306 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_183, %1307 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1308 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1309 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1310 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1311 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1310, %1310 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1314 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %1313 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1305 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1315 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %1314 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1319 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1318, %1317 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1312, %1319 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_577, %1320 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_578 = tensor.collapse_shape %1321 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1322 = linalg.matmul ins(%collapsed_578, %arg72 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_579 = linalg.transpose ins(%collapsed_578 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1323 = linalg.matmul ins(%transposed_579, %collapsed_182 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1324 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_578 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_580 = tensor.collapse_shape %1324 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_581 = tensor.expand_shape %1322 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1325 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_581, %arg70 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1325 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1327 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1325 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1325, %403 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1329 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1328 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1330 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %1329 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1331 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1326, %1327 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1331, %1330 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1334 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1333, %1332 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_581, %403 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1336 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1335 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1337 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_581 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1301, %1334 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_582 = tensor.collapse_shape %1338 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1339 = linalg.matmul ins(%collapsed_582, %arg68 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_583 = linalg.transpose ins(%collapsed_582 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1340 = linalg.matmul ins(%transposed_583, %collapsed_179 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1341 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_582 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_584 = tensor.collapse_shape %1341 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_585 = tensor.expand_shape %1339 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_586 = linalg.transpose ins(%expanded_585 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_587 = tensor.collapse_shape %transposed_586 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_588 = linalg.transpose ins(%collapsed_174 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1342 = linalg.batch_matmul ins(%transposed_588, %collapsed_587 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_589 = linalg.transpose ins(%collapsed_175 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1343 = linalg.batch_matmul ins(%collapsed_587, %transposed_589 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_590 = tensor.expand_shape %1342 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_591 = tensor.expand_shape %1343 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1344 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_591, %384 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1345 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1344 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1346 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %1345 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1347 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1344, %1346 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1348 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1347 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1349 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1348 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_592 = tensor.collapse_shape %1349 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_593 = linalg.transpose ins(%collapsed_170 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1350 = linalg.batch_matmul ins(%transposed_593, %collapsed_592 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_594 = linalg.transpose ins(%collapsed_171 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1351 = linalg.batch_matmul ins(%collapsed_592, %transposed_594 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_595 = tensor.expand_shape %1350 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_596 = tensor.expand_shape %1351 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_597 = linalg.transpose ins(%expanded_590 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_598 = tensor.collapse_shape %transposed_597 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_599 = linalg.transpose ins(%expanded_595 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_600 = tensor.collapse_shape %transposed_599 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_601 = linalg.transpose ins(%expanded_596 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_602 = tensor.collapse_shape %transposed_601 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_603 = tensor.concat dim(2) %collapsed_602, %collapsed_600, %collapsed_598 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_604 = tensor.collapse_shape %concat_603 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1352 = linalg.matmul ins(%collapsed_604, %arg66 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_605 = linalg.transpose ins(%collapsed_604 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1353 = linalg.matmul ins(%transposed_605, %collapsed_159 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1354 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_604 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_606 = tensor.collapse_shape %1354 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_607 = tensor.expand_shape %1352 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1355 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_607, %arg64 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1355 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1357 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1355 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1355, %371 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1359 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1358 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1360 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %1359 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1361 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1356, %1357 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1361, %1360 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1364 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1363, %1362 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_607, %371 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1366 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1365 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1367 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_607 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1338, %1364 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_608 = tensor.collapse_shape %1368 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1369 = linalg.matmul ins(%collapsed_608, %arg62 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_609 = linalg.transpose ins(%collapsed_608 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1370 = linalg.matmul ins(%transposed_609, %collapsed_156 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1371 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_608 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_610 = tensor.collapse_shape %1371 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_611 = tensor.expand_shape %1369 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1372 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154, %expanded_154 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1373 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1372, %expanded_154 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1373 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1375 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154, %1374 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1375 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1377 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1376 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1377 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1378 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1377, %1377 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1381 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %1380 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1372 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1382 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1383 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1385 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %1381 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1385, %1384 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1387 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1379, %1386 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_611, %1387 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_612 = tensor.collapse_shape %1388 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1389 = linalg.matmul ins(%collapsed_612, %arg60 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_613 = linalg.transpose ins(%collapsed_612 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1390 = linalg.matmul ins(%transposed_613, %collapsed_153 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1391 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_612 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_614 = tensor.collapse_shape %1391 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_615 = tensor.expand_shape %1389 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1392 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_615, %arg58 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1392 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1394 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1392 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1395 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1392, %339 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1396 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1395 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1397 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %1396 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1398 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1393, %1394 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1399 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1398, %1397 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1401 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1400, %1399 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1402 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_615, %339 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1403 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1402 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1404 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_615 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1405 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1368, %1401 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_616 = tensor.collapse_shape %1405 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1406 = linalg.matmul ins(%collapsed_616, %arg56 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_617 = linalg.transpose ins(%collapsed_616 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1407 = linalg.matmul ins(%transposed_617, %collapsed_150 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1408 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_616 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_618 = tensor.collapse_shape %1408 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_619 = tensor.expand_shape %1406 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_620 = linalg.transpose ins(%expanded_619 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_621 = tensor.collapse_shape %transposed_620 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_622 = linalg.transpose ins(%collapsed_145 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1409 = linalg.batch_matmul ins(%transposed_622, %collapsed_621 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_623 = linalg.transpose ins(%collapsed_146 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1410 = linalg.batch_matmul ins(%collapsed_621, %transposed_623 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_624 = tensor.expand_shape %1409 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_625 = tensor.expand_shape %1410 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1411 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_625, %320 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1412 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1411 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1413 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %1412 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1414 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1411, %1413 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1415 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1414 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1416 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1415 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_626 = tensor.collapse_shape %1416 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_627 = linalg.transpose ins(%collapsed_141 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1417 = linalg.batch_matmul ins(%transposed_627, %collapsed_626 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_628 = linalg.transpose ins(%collapsed_142 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1418 = linalg.batch_matmul ins(%collapsed_626, %transposed_628 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_629 = tensor.expand_shape %1417 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_630 = tensor.expand_shape %1418 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_631 = linalg.transpose ins(%expanded_624 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_632 = tensor.collapse_shape %transposed_631 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_633 = linalg.transpose ins(%expanded_629 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_634 = tensor.collapse_shape %transposed_633 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_635 = linalg.transpose ins(%expanded_630 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_636 = tensor.collapse_shape %transposed_635 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_637 = tensor.concat dim(2) %collapsed_636, %collapsed_634, %collapsed_632 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_638 = tensor.collapse_shape %concat_637 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1419 = linalg.matmul ins(%collapsed_638, %arg54 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_639 = linalg.transpose ins(%collapsed_638 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1420 = linalg.matmul ins(%transposed_639, %collapsed_130 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1421 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_638 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_640 = tensor.collapse_shape %1421 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_641 = tensor.expand_shape %1419 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1422 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_641, %arg52 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1423 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1422 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1424 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1422 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1422, %307 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1426 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1425 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1427 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %1426 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1428 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1423, %1424 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1429 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1428, %1427 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1431 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1430, %1429 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1432 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_641, %307 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1433 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1432 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1434 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_641 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1435 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1405, %1431 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_642 = tensor.collapse_shape %1435 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1436 = linalg.matmul ins(%collapsed_642, %arg50 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_643 = linalg.transpose ins(%collapsed_642 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1437 = linalg.matmul ins(%transposed_643, %collapsed_127 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1438 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_642 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_644 = tensor.collapse_shape %1438 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_645 = tensor.expand_shape %1436 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1439 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %expanded_125 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1440 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1439, %expanded_125 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1441 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1440 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %1441 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1442 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1443 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1445 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1444 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1445 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1447 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1444, %1444 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1448 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %1447 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1439 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1449 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1451 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1450 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1452 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %1448 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1453 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1452, %1451 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1454 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1446, %1453 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1455 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_645, %1454 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_646 = tensor.collapse_shape %1455 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1456 = linalg.matmul ins(%collapsed_646, %arg48 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_647 = linalg.transpose ins(%collapsed_646 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1457 = linalg.matmul ins(%transposed_647, %collapsed_124 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1458 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_646 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_648 = tensor.collapse_shape %1458 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_649 = tensor.expand_shape %1456 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1459 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_649, %arg46 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1459 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1461 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1459 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1462 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1459, %275 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1463 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1462 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1464 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %1463 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1465 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1460, %1461 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1466 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1465, %1464 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1467 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1468 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1467, %1466 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1469 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_649, %275 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1470 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1469 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1471 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_649 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1472 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1435, %1468 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_650 = tensor.collapse_shape %1472 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1473 = linalg.matmul ins(%collapsed_650, %arg44 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_651 = linalg.transpose ins(%collapsed_650 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1474 = linalg.matmul ins(%transposed_651, %collapsed_121 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1475 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_650 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_652 = tensor.collapse_shape %1475 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_653 = tensor.expand_shape %1473 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_654 = linalg.transpose ins(%expanded_653 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_655 = tensor.collapse_shape %transposed_654 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_656 = linalg.transpose ins(%collapsed_116 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1476 = linalg.batch_matmul ins(%transposed_656, %collapsed_655 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_657 = linalg.transpose ins(%collapsed_117 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1477 = linalg.batch_matmul ins(%collapsed_655, %transposed_657 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_658 = tensor.expand_shape %1476 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_659 = tensor.expand_shape %1477 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1478 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_659, %256 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1479 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1478 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1480 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %1479 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1481 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1478, %1480 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1482 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1481 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1483 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1482 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_660 = tensor.collapse_shape %1483 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_661 = linalg.transpose ins(%collapsed_112 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1484 = linalg.batch_matmul ins(%transposed_661, %collapsed_660 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_662 = linalg.transpose ins(%collapsed_113 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1485 = linalg.batch_matmul ins(%collapsed_660, %transposed_662 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_663 = tensor.expand_shape %1484 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_664 = tensor.expand_shape %1485 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_665 = linalg.transpose ins(%expanded_658 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_666 = tensor.collapse_shape %transposed_665 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_667 = linalg.transpose ins(%expanded_663 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_668 = tensor.collapse_shape %transposed_667 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_669 = linalg.transpose ins(%expanded_664 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_670 = tensor.collapse_shape %transposed_669 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_671 = tensor.concat dim(2) %collapsed_670, %collapsed_668, %collapsed_666 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_672 = tensor.collapse_shape %concat_671 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1486 = linalg.matmul ins(%collapsed_672, %arg42 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_673 = linalg.transpose ins(%collapsed_672 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1487 = linalg.matmul ins(%transposed_673, %collapsed_101 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1488 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_672 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_674 = tensor.collapse_shape %1488 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_675 = tensor.expand_shape %1486 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1489 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_675, %arg40 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1489 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1491 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1489 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1492 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1489, %243 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1493 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1492 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1494 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %1493 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1495 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1490, %1491 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1496 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1495, %1494 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1498 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1497, %1496 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1499 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_675, %243 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1500 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1499 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1501 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_675 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1502 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1472, %1498 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_676 = tensor.collapse_shape %1502 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1503 = linalg.matmul ins(%collapsed_676, %arg38 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_677 = linalg.transpose ins(%collapsed_676 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1504 = linalg.matmul ins(%transposed_677, %collapsed_98 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1505 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_676 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_678 = tensor.collapse_shape %1505 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_679 = tensor.expand_shape %1503 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1506 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %expanded_96 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1507 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1506, %expanded_96 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1507 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %1508 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1509 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1510 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1511 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1513 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1512 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1514 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1511, %1511 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1515 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %1514 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1506 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1517 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1516 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1518 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1517 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1519 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %1515 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1520 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1519, %1518 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1521 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1513, %1520 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_679, %1521 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_680 = tensor.collapse_shape %1522 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1523 = linalg.matmul ins(%collapsed_680, %arg36 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_681 = linalg.transpose ins(%collapsed_680 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1524 = linalg.matmul ins(%transposed_681, %collapsed_95 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1525 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_680 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_682 = tensor.collapse_shape %1525 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_683 = tensor.expand_shape %1523 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1526 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_683, %arg34 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1527 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1526 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1528 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1526 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1529 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1526, %211 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1530 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1529 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1531 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %1530 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1532 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1527, %1528 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1533 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1532, %1531 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1534 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1535 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1534, %1533 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1536 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_683, %211 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1537 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1536 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1538 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_683 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1539 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1502, %1535 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_684 = tensor.collapse_shape %1539 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1540 = linalg.matmul ins(%collapsed_684, %arg32 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_685 = linalg.transpose ins(%collapsed_684 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1541 = linalg.matmul ins(%transposed_685, %collapsed_92 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1542 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_684 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_686 = tensor.collapse_shape %1542 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_687 = tensor.expand_shape %1540 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_688 = linalg.transpose ins(%expanded_687 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_689 = tensor.collapse_shape %transposed_688 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_690 = linalg.transpose ins(%collapsed_87 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1543 = linalg.batch_matmul ins(%transposed_690, %collapsed_689 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_691 = linalg.transpose ins(%collapsed_88 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1544 = linalg.batch_matmul ins(%collapsed_689, %transposed_691 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_692 = tensor.expand_shape %1543 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_693 = tensor.expand_shape %1544 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1545 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_693, %192 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1546 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1545 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1547 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %1546 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1548 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1545, %1547 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1549 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1548 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1550 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1549 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_694 = tensor.collapse_shape %1550 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_695 = linalg.transpose ins(%collapsed_83 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1551 = linalg.batch_matmul ins(%transposed_695, %collapsed_694 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_696 = linalg.transpose ins(%collapsed_84 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1552 = linalg.batch_matmul ins(%collapsed_694, %transposed_696 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_697 = tensor.expand_shape %1551 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_698 = tensor.expand_shape %1552 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_699 = linalg.transpose ins(%expanded_692 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_700 = tensor.collapse_shape %transposed_699 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_701 = linalg.transpose ins(%expanded_697 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_702 = tensor.collapse_shape %transposed_701 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_703 = linalg.transpose ins(%expanded_698 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_704 = tensor.collapse_shape %transposed_703 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_705 = tensor.concat dim(2) %collapsed_704, %collapsed_702, %collapsed_700 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_706 = tensor.collapse_shape %concat_705 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1553 = linalg.matmul ins(%collapsed_706, %arg30 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_707 = linalg.transpose ins(%collapsed_706 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1554 = linalg.matmul ins(%transposed_707, %collapsed_72 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1555 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_706 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_708 = tensor.collapse_shape %1555 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_709 = tensor.expand_shape %1553 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1556 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_709, %arg28 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1556 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1558 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1556 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1559 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1556, %179 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1560 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1559 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1561 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %1560 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1562 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1557, %1558 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1563 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1562, %1561 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1564 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1565 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1564, %1563 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1566 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_709, %179 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1567 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1566 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1568 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_709 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1569 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1539, %1565 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_710 = tensor.collapse_shape %1569 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1570 = linalg.matmul ins(%collapsed_710, %arg26 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_711 = linalg.transpose ins(%collapsed_710 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1571 = linalg.matmul ins(%transposed_711, %collapsed_69 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1572 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_710 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_712 = tensor.collapse_shape %1572 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_713 = tensor.expand_shape %1570 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1573 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %expanded_67 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1574 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1573, %expanded_67 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1574 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1576 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %1575 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1576 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1578 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1577 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1579 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1578 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1580 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1579 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1581 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1578, %1578 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1582 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %1581 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1583 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1573 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1584 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1583 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1585 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1584 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1586 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %1582 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1587 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1586, %1585 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1588 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1580, %1587 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1589 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_713, %1588 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_714 = tensor.collapse_shape %1589 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1590 = linalg.matmul ins(%collapsed_714, %arg24 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_715 = linalg.transpose ins(%collapsed_714 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1591 = linalg.matmul ins(%transposed_715, %collapsed_66 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1592 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_714 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_716 = tensor.collapse_shape %1592 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_717 = tensor.expand_shape %1590 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1593 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_717, %arg22 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1594 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1593 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1595 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1593 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1596 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1593, %147 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1597 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1596 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1598 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %1597 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1599 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1594, %1595 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1600 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1599, %1598 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1601 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1602 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1601, %1600 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1603 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_717, %147 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1604 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1603 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1605 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_717 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1606 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1569, %1602 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_718 = tensor.collapse_shape %1606 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1607 = linalg.matmul ins(%collapsed_718, %arg20 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_719 = linalg.transpose ins(%collapsed_718 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1608 = linalg.matmul ins(%transposed_719, %collapsed_63 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1609 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_718 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_720 = tensor.collapse_shape %1609 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_721 = tensor.expand_shape %1607 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_722 = linalg.transpose ins(%expanded_721 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_723 = tensor.collapse_shape %transposed_722 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_724 = linalg.transpose ins(%collapsed_58 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1610 = linalg.batch_matmul ins(%transposed_724, %collapsed_723 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_725 = linalg.transpose ins(%collapsed_59 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1611 = linalg.batch_matmul ins(%collapsed_723, %transposed_725 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_726 = tensor.expand_shape %1610 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_727 = tensor.expand_shape %1611 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1612 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_727, %128 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1613 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1612 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1614 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %1613 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1615 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1612, %1614 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1616 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1615 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1617 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1616 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_728 = tensor.collapse_shape %1617 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_729 = linalg.transpose ins(%collapsed_54 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1618 = linalg.batch_matmul ins(%transposed_729, %collapsed_728 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_730 = linalg.transpose ins(%collapsed_55 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1619 = linalg.batch_matmul ins(%collapsed_728, %transposed_730 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_731 = tensor.expand_shape %1618 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_732 = tensor.expand_shape %1619 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_733 = linalg.transpose ins(%expanded_726 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_734 = tensor.collapse_shape %transposed_733 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_735 = linalg.transpose ins(%expanded_731 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_736 = tensor.collapse_shape %transposed_735 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_737 = linalg.transpose ins(%expanded_732 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_738 = tensor.collapse_shape %transposed_737 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_739 = tensor.concat dim(2) %collapsed_738, %collapsed_736, %collapsed_734 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_740 = tensor.collapse_shape %concat_739 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1620 = linalg.matmul ins(%collapsed_740, %arg18 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_741 = linalg.transpose ins(%collapsed_740 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1621 = linalg.matmul ins(%transposed_741, %collapsed_43 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1622 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_740 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_742 = tensor.collapse_shape %1622 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_743 = tensor.expand_shape %1620 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1623 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_743, %arg16 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1624 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1623 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1625 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1623 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1626 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1623, %115 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1627 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1626 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1628 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %1627 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1629 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1624, %1625 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1630 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1629, %1628 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1631 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1632 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1631, %1630 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1633 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_743, %115 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1634 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1633 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1635 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_743 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1636 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1606, %1632 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_744 = tensor.collapse_shape %1636 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1637 = linalg.matmul ins(%collapsed_744, %arg14 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_745 = linalg.transpose ins(%collapsed_744 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1638 = linalg.matmul ins(%transposed_745, %collapsed_40 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%886 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1639 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_744 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_746 = tensor.collapse_shape %1639 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_747 = tensor.expand_shape %1637 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1640 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %expanded_38 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1641 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1640, %expanded_38 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1642 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1641 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_7 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1643 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %1642 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1644 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1643 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1645 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1644 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = math.tanh %in : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1646 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1645 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1647 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1646 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1648 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1645, %1645 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1649 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %1648 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_783: f32, %out: f32):
      %1711 = arith.sitofp %in : i64 to f32
      %1712 = arith.subf %1711, %in_783 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1650 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1640 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_5 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1651 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1650 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %cst_13 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1652 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1651 : tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.truncf %cst_6 : f64 to f32
      %1712 = arith.mulf %in, %1711 : f32
      linalg.yield %1712 : f32
    } -> tensor<8x1024x3072xf32>
    %1653 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %1649 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1654 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1653, %1652 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1655 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1647, %1654 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %1656 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_747, %1655 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%87 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_748 = tensor.collapse_shape %1656 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1657 = linalg.matmul ins(%collapsed_748, %arg12 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_749 = linalg.transpose ins(%collapsed_748 : tensor<8192x3072xf32>) outs(%909 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1658 = linalg.matmul ins(%transposed_749, %collapsed_37 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%910 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1659 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_748 : tensor<8192x3072xf32>) outs(%913 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x3072xf32>
    %collapsed_750 = tensor.collapse_shape %1659 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_751 = tensor.expand_shape %1657 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1660 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_751, %arg10 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1661 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1660 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1662 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1660 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1663 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1660, %78 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1664 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1663 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1665 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %1664 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1666 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1661, %1662 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1667 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1666, %1665 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1668 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1669 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1668, %1667 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1670 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_751, %78 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1671 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1670 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1672 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_751 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1673 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1636, %1669 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_752 = tensor.collapse_shape %1673 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1674 = linalg.matmul ins(%collapsed_752, %arg8 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_753 = linalg.transpose ins(%collapsed_752 : tensor<8192x768xf32>) outs(%885 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1675 = linalg.matmul ins(%transposed_753, %collapsed_34 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%930 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1676 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_752 : tensor<8192x768xf32>) outs(%889 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x768xf32>
    %collapsed_754 = tensor.collapse_shape %1676 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_755 = tensor.expand_shape %1674 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_756 = linalg.transpose ins(%expanded_755 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_757 = tensor.collapse_shape %transposed_756 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_758 = linalg.transpose ins(%collapsed_29 : tensor<96x1024x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1677 = linalg.batch_matmul ins(%transposed_758, %collapsed_757 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_759 = linalg.transpose ins(%collapsed_30 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1678 = linalg.batch_matmul ins(%collapsed_757, %transposed_759 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%33 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_760 = tensor.expand_shape %1677 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_761 = tensor.expand_shape %1678 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1679 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_761, %53 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1680 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1679 : tensor<8x12x1024x1024xf32>) outs(%51 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1xf32>
    %1681 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %1680 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1682 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1679, %1681 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1683 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_3, %1682 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_783: f32, %in_784: f32, %out: f32):
      %1711 = arith.select %in, %in_783, %in_784 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1684 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1683 : tensor<8x12x1024x1024xf32>) outs(%35 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_11 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_762 = tensor.collapse_shape %1684 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_763 = linalg.transpose ins(%collapsed_24 : tensor<96x1024x64xf32>) outs(%934 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1685 = linalg.batch_matmul ins(%transposed_763, %collapsed_762 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%942 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_764 = linalg.transpose ins(%collapsed_25 : tensor<96x64x1024xf32>) outs(%54 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1686 = linalg.batch_matmul ins(%collapsed_762, %transposed_764 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%55 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_765 = tensor.expand_shape %1685 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_766 = tensor.expand_shape %1686 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_767 = linalg.transpose ins(%expanded_760 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_768 = tensor.collapse_shape %transposed_767 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_769 = linalg.transpose ins(%expanded_765 : tensor<8x12x64x1024xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_770 = tensor.collapse_shape %transposed_769 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_771 = linalg.transpose ins(%expanded_766 : tensor<8x12x1024x64xf32>) outs(%57 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_772 = tensor.collapse_shape %transposed_771 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_773 = tensor.concat dim(2) %collapsed_772, %collapsed_770, %collapsed_768 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_774 = tensor.collapse_shape %concat_773 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1687 = linalg.matmul ins(%collapsed_774, %arg6 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%60 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_775 = linalg.transpose ins(%collapsed_774 : tensor<8192x2304xf32>) outs(%946 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1688 = linalg.matmul ins(%transposed_775, %collapsed : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%948 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1689 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_774 : tensor<8192x2304xf32>) outs(%951 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x2304xf32>
    %collapsed_776 = tensor.collapse_shape %1689 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_777 = tensor.expand_shape %1687 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1690 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_777, %arg4 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1691 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1690 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1692 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1690 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1693 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1690, %21 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1694 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1693 : tensor<8x1024x768xf32>) outs(%15 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1695 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %1694 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1696 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1691, %1692 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1697 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1696, %1695 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.subf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1698 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<8x1024x1xf32>) outs(%13 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.divf %in, %cst_10 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x1xf32>
    %1699 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1698, %1697 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1700 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_777, %21 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.mulf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1701 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1700 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1702 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_777 : tensor<8x1024x768xf32>) outs(%881 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<768xf32>
    %1703 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1673, %1699 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<8x1024x768xf32>
    %1704 = tensor.empty() : tensor<1x1024x768xf32>
    %1705 = linalg.fill ins(%cst_0 : f32) outs(%1704 : tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %1706 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1703 : tensor<8x1024x768xf32>) outs(%1705 : tensor<1x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1711 = arith.addf %in, %out : f32
      linalg.yield %1711 : f32
    } -> tensor<1x1024x768xf32>
    %collapsed_778 = tensor.collapse_shape %1706 [[0, 1], [2]] : tensor<1x1024x768xf32> into tensor<1024x768xf32>
    %collapsed_779 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x1024xi64> into tensor<8192xi64>
    %collapsed_780 = tensor.collapse_shape %1703 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %expanded_781 = tensor.expand_shape %collapsed_779 [[0, 1]] output_shape [8192, 1] : tensor<8192xi64> into tensor<8192x1xi64>
    %1707 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_781, %853 : tensor<8192x1xi64>, tensor<50257xi64>) outs(%854 : tensor<8192x50257xi1>) {
    ^bb0(%in: i64, %in_783: i64, %out: i1):
      %1711 = arith.cmpi eq, %in, %in_783 : i64
      linalg.yield %1711 : i1
    } -> tensor<8192x50257xi1>
    %1708 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1707 : tensor<8192x50257xi1>) outs(%823 : tensor<8192x50257xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1711 = arith.uitofp %in : i1 to f32
      linalg.yield %1711 : f32
    } -> tensor<8192x50257xf32>
    %transposed_782 = linalg.transpose ins(%1708 : tensor<8192x50257xf32>) outs(%864 : tensor<50257x8192xf32>) permutation = [1, 0] 
    %1709 = linalg.matmul ins(%transposed_782, %collapsed_780 : tensor<50257x8192xf32>, tensor<8192x768xf32>) outs(%866 : tensor<50257x768xf32>) -> tensor<50257x768xf32>
    %1710 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%867, %1709 : tensor<50257x768xf32>, tensor<50257x768xf32>) outs(%865 : tensor<50257x768xf32>) {
    ^bb0(%in: f32, %in_783: f32, %out: f32):
      %1711 = arith.addf %in, %in_783 : f32
      linalg.yield %1711 : f32
    } -> tensor<50257x768xf32>
    return %851, %collapsed_778, %1710, %1701, %1702, %1688, %collapsed_776, %1675, %collapsed_754, %1671, %1672, %1658, %collapsed_750, %1638, %collapsed_746, %1634, %1635, %1621, %collapsed_742, %1608, %collapsed_720, %1604, %1605, %1591, %collapsed_716, %1571, %collapsed_712, %1567, %1568, %1554, %collapsed_708, %1541, %collapsed_686, %1537, %1538, %1524, %collapsed_682, %1504, %collapsed_678, %1500, %1501, %1487, %collapsed_674, %1474, %collapsed_652, %1470, %1471, %1457, %collapsed_648, %1437, %collapsed_644, %1433, %1434, %1420, %collapsed_640, %1407, %collapsed_618, %1403, %1404, %1390, %collapsed_614, %1370, %collapsed_610, %1366, %1367, %1353, %collapsed_606, %1340, %collapsed_584, %1336, %1337, %1323, %collapsed_580, %1303, %collapsed_576, %1299, %1300, %1286, %collapsed_572, %1273, %collapsed_550, %1269, %1270, %1256, %collapsed_546, %1236, %collapsed_542, %1232, %1233, %1219, %collapsed_538, %1206, %collapsed_516, %1202, %1203, %1189, %collapsed_512, %1169, %collapsed_508, %1165, %1166, %1152, %collapsed_504, %1139, %collapsed_482, %1135, %1136, %1122, %collapsed_478, %1102, %collapsed_474, %1098, %1099, %1085, %collapsed_470, %1072, %collapsed_448, %1068, %1069, %1055, %collapsed_444, %1035, %collapsed_440, %1031, %1032, %1018, %collapsed_436, %1005, %collapsed_414, %1001, %1002, %988, %collapsed_410, %968, %collapsed_406, %964, %965, %949, %collapsed_402, %931, %collapsed_381, %926, %927, %911, %collapsed_377, %887, %collapsed_373, %882, %883 : tensor<f32>, tensor<1024x768xf32>, tensor<50257x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>
  }
}
