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
    %cst = arith.constant 0.000000e+00 : f32
    %true = arith.constant true
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant 1.341450e-01 : f64
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 4.471500e-02 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant 7.680000e+02 : f32
    %cst_9 = arith.constant 8.000000e+00 : f32
    %cst_10 = arith.constant 5.000000e-01 : f32
    %cst_11 = arith.constant 1.000000e+00 : f32
    %cst_12 = arith.constant dense<0> : tensor<i64>
    %cst_13 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<8x1024x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x1024xi64>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1758 = arith.index_cast %in : i64 to index
      %1759 = linalg.index 2 : index
      %1760 = arith.cmpi slt, %1758, %c50257 : index
      cf.assert %1760, "index must be smaller than dim size"
      %1761 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1761, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%1758, %1759] : tensor<50257x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1024x768xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<8x1024x768xf32>, tensor<1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %3 = tensor.empty() : tensor<8x1024x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x1024x1xf32>) -> tensor<8x1024x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %6 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %15 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %16 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg4 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg5 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %23 = tensor.empty() : tensor<768x2304xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %24 = tensor.empty() : tensor<8192x2304xf32>
    %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %26 = linalg.matmul ins(%collapsed, %transposed : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%26, %27 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded = tensor.expand_shape %28 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_15 = tensor.extract_slice %expanded[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_16 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %29 = tensor.empty() : tensor<8x12x1024x64xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_19 = tensor.expand_shape %extracted_slice_15 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %30 = tensor.empty() : tensor<8x12x64x1024xf32>
    %transposed_21 = linalg.transpose ins(%expanded_18 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_22 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_23 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %31 = tensor.empty() : tensor<96x1024x1024xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %33 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_24 = tensor.expand_shape %33 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %34 = tensor.empty() : tensor<8x12x1024x1024xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %36 = tensor.empty() : tensor<1024xi64>
    %37 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%36 : tensor<1024xi64>) {
    ^bb0(%out: i64):
      %1758 = linalg.index 0 : index
      %1759 = arith.index_cast %1758 : index to i64
      linalg.yield %1759 : i64
    } -> tensor<1024xi64>
    %expanded_25 = tensor.expand_shape %37 [[0, 1]] output_shape [1024, 1] : tensor<1024xi64> into tensor<1024x1xi64>
    %38 = tensor.empty() : tensor<1024x1024xi1>
    %39 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_25, %37 : tensor<1024x1xi64>, tensor<1024xi64>) outs(%38 : tensor<1024x1024xi1>) {
    ^bb0(%in: i64, %in_781: i64, %out: i1):
      %1758 = arith.cmpi sge, %in, %in_781 : i64
      linalg.yield %1758 : i1
    } -> tensor<1024x1024xi1>
    %40 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<1024x1024xi1>) outs(%38 : tensor<1024x1024xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1758 = arith.xori %in, %true : i1
      linalg.yield %1758 : i1
    } -> tensor<1024x1024xi1>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %35 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %42 = tensor.empty() : tensor<8x12x1024xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<8x12x1024xi64>) -> tensor<8x12x1024xi64>
    %44 = tensor.empty() : tensor<8x12x1024xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<8x12x1024xf32>) -> tensor<8x12x1024xf32>
    %46:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_26 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %47 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_26 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %48 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %49 = tensor.empty() : tensor<8x12x1024x1xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1xf32>
    %51 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %52 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_27 = tensor.collapse_shape %52 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %53 = tensor.empty() : tensor<96x1024x64xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %55 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_29 = tensor.expand_shape %55 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %56 = tensor.empty() : tensor<8x1024x12x64xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %57 = tensor.empty() : tensor<768x768xf32>
    %transposed_31 = linalg.transpose ins(%arg8 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %58 = tensor.empty() : tensor<8192x768xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %60 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_33 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_33 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%66 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %66 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %67 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %74 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %75 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %77 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %arg10 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %arg11 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %82 = tensor.empty() : tensor<768x3072xf32>
    %transposed_34 = linalg.transpose ins(%arg12 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %81 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %83 = tensor.empty() : tensor<8192x3072xf32>
    %84 = linalg.fill ins(%cst : f32) outs(%83 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %85 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %87 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%85, %86 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_36 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %88 = tensor.empty() : tensor<8x1024x3072xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %expanded_36 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_36 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %91 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %96 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %98 = tensor.empty() : tensor<3072x768xf32>
    %transposed_37 = linalg.transpose ins(%arg14 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %99 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %100 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %101 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%99, %100 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_39 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %expanded_39 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %105 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %106 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %110 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %113 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %114 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %116 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %arg16 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %arg17 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_40 = linalg.transpose ins(%arg18 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %120 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %121 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%121, %122 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_42 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_42[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_42[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_42[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_48 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_49 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%expanded_48 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_52 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %124 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_54 = tensor.expand_shape %124 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %125 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %126 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %125 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %127:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_55 = tensor.expand_shape %127#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %128 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_55 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %129 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %130 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %131 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %130 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_56 = tensor.collapse_shape %131 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_57 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %132 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_58 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_60 = linalg.transpose ins(%arg20 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_61 = tensor.collapse_shape %transposed_59 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %133 = linalg.matmul ins(%collapsed_61, %transposed_60 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %134 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %135 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_62 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %expanded_62 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %138 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %139 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %144 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %147 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %148 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %150 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %arg22 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %arg23 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_63 = linalg.transpose ins(%arg24 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_64 = tensor.collapse_shape %154 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %155 = linalg.matmul ins(%collapsed_64, %transposed_63 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %156 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %157 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%155, %156 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_65 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %expanded_65 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %expanded_65 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %160 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %165 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_66 = linalg.transpose ins(%arg26 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %166 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %167 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %168 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %169 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%167, %168 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_68 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %expanded_68 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %172 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%173 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %173 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %174 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %178 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %181 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %182 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %184 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %arg28 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %arg29 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_69 = linalg.transpose ins(%arg30 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_70 = tensor.collapse_shape %188 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %189 = linalg.matmul ins(%collapsed_70, %transposed_69 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %190 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %191 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%189, %190 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_71 = tensor.expand_shape %191 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_72 = tensor.extract_slice %expanded_71[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_73 = tensor.extract_slice %expanded_71[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_74 = tensor.extract_slice %expanded_71[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_75 = tensor.expand_shape %extracted_slice_72 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_77 = tensor.expand_shape %extracted_slice_73 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_78 = tensor.expand_shape %extracted_slice_74 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_80 = linalg.transpose ins(%expanded_77 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_81 = tensor.collapse_shape %transposed_76 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_82 = tensor.collapse_shape %transposed_80 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %192 = linalg.batch_matmul ins(%collapsed_81, %collapsed_82 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_83 = tensor.expand_shape %192 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %193 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %194 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %193 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %195:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%194 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_84 = tensor.expand_shape %195#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %196 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_84 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %197 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %198 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%197 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %199 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %198 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_85 = tensor.collapse_shape %199 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_86 = tensor.collapse_shape %transposed_79 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %200 = linalg.batch_matmul ins(%collapsed_85, %collapsed_86 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_87 = tensor.expand_shape %200 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_89 = linalg.transpose ins(%arg32 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %transposed_88 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %201 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %202 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %203 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%201, %202 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_91 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %expanded_91 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%204 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %206 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %207 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %208 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %212 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %215 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %216 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %218 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %arg34 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %arg35 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_92 = linalg.transpose ins(%arg36 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_93 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %223 = linalg.matmul ins(%collapsed_93, %transposed_92 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %224 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %225 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%223, %224 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_94 = tensor.expand_shape %225 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %expanded_94 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %expanded_94 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %228 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %233 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_95 = linalg.transpose ins(%arg38 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_96 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %235 = linalg.matmul ins(%collapsed_96, %transposed_95 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %236 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %237 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%235, %236 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_97 = tensor.expand_shape %237 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %expanded_97 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%238 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %240 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%241 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %241 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%243 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %242 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %246 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %249 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %250 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %252 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %arg40 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %arg41 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_98 = linalg.transpose ins(%arg42 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_99 = tensor.collapse_shape %256 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %257 = linalg.matmul ins(%collapsed_99, %transposed_98 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %258 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %259 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%257, %258 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_100 = tensor.expand_shape %259 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_101 = tensor.extract_slice %expanded_100[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_102 = tensor.extract_slice %expanded_100[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_103 = tensor.extract_slice %expanded_100[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_104 = tensor.expand_shape %extracted_slice_101 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_106 = tensor.expand_shape %extracted_slice_102 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_107 = tensor.expand_shape %extracted_slice_103 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_108 = linalg.transpose ins(%expanded_107 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_109 = linalg.transpose ins(%expanded_106 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_110 = tensor.collapse_shape %transposed_105 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_111 = tensor.collapse_shape %transposed_109 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %260 = linalg.batch_matmul ins(%collapsed_110, %collapsed_111 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_112 = tensor.expand_shape %260 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %261 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %262 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %261 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %263:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%262 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_113 = tensor.expand_shape %263#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %264 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %expanded_113 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %265 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %266 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%265 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %267 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %266 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_114 = tensor.collapse_shape %267 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_115 = tensor.collapse_shape %transposed_108 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %268 = linalg.batch_matmul ins(%collapsed_114, %collapsed_115 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_116 = tensor.expand_shape %268 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_117 = linalg.transpose ins(%expanded_116 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_118 = linalg.transpose ins(%arg44 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_119 = tensor.collapse_shape %transposed_117 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %269 = linalg.matmul ins(%collapsed_119, %transposed_118 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %270 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %271 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%269, %270 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_120 = tensor.expand_shape %271 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %expanded_120 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %274 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%275 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %275 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%277 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %276 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %280 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %283 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %284 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %286 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %arg46 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %arg47 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_121 = linalg.transpose ins(%arg48 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_122 = tensor.collapse_shape %290 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %291 = linalg.matmul ins(%collapsed_122, %transposed_121 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %292 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %293 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%291, %292 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_123 = tensor.expand_shape %293 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %expanded_123 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %expanded_123 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %296 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %301 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_124 = linalg.transpose ins(%arg50 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_125 = tensor.collapse_shape %302 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %303 = linalg.matmul ins(%collapsed_125, %transposed_124 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %304 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %305 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%303, %304 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_126 = tensor.expand_shape %305 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %expanded_126 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%306 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %308 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%309 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %309 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%311 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %310 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %314 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %317 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %318 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %320 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %arg52 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %arg53 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_127 = linalg.transpose ins(%arg54 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_128 = tensor.collapse_shape %324 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %325 = linalg.matmul ins(%collapsed_128, %transposed_127 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %326 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %327 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%325, %326 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_129 = tensor.expand_shape %327 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_130 = tensor.extract_slice %expanded_129[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_131 = tensor.extract_slice %expanded_129[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_132 = tensor.extract_slice %expanded_129[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_133 = tensor.expand_shape %extracted_slice_130 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_135 = tensor.expand_shape %extracted_slice_131 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_136 = tensor.expand_shape %extracted_slice_132 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_137 = linalg.transpose ins(%expanded_136 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_138 = linalg.transpose ins(%expanded_135 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_139 = tensor.collapse_shape %transposed_134 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_140 = tensor.collapse_shape %transposed_138 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %328 = linalg.batch_matmul ins(%collapsed_139, %collapsed_140 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_141 = tensor.expand_shape %328 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %329 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %330 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %329 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %331:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%330 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_142 = tensor.expand_shape %331#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %332 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %expanded_142 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %333 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %334 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%333 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %335 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %334 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_143 = tensor.collapse_shape %335 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_144 = tensor.collapse_shape %transposed_137 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %336 = linalg.batch_matmul ins(%collapsed_143, %collapsed_144 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_145 = tensor.expand_shape %336 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_146 = linalg.transpose ins(%expanded_145 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_147 = linalg.transpose ins(%arg56 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_148 = tensor.collapse_shape %transposed_146 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %337 = linalg.matmul ins(%collapsed_148, %transposed_147 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %338 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %339 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%337, %338 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_149 = tensor.expand_shape %339 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %expanded_149 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%340 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %342 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%343 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %343 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%345 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %344 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %348 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %351 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %352 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %354 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %arg58 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %arg59 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_150 = linalg.transpose ins(%arg60 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_151 = tensor.collapse_shape %358 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %359 = linalg.matmul ins(%collapsed_151, %transposed_150 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %360 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %361 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%359, %360 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_152 = tensor.expand_shape %361 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %expanded_152 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %expanded_152 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %364 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %369 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_153 = linalg.transpose ins(%arg62 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_154 = tensor.collapse_shape %370 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %371 = linalg.matmul ins(%collapsed_154, %transposed_153 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %372 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %373 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%371, %372 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_155 = tensor.expand_shape %373 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %expanded_155 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%374 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %376 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%377 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %377 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%379 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %378 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %382 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %385 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %386 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %388 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %arg64 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %arg65 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_156 = linalg.transpose ins(%arg66 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_157 = tensor.collapse_shape %392 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %393 = linalg.matmul ins(%collapsed_157, %transposed_156 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %394 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %395 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%393, %394 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_158 = tensor.expand_shape %395 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_159 = tensor.extract_slice %expanded_158[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_160 = tensor.extract_slice %expanded_158[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_161 = tensor.extract_slice %expanded_158[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_162 = tensor.expand_shape %extracted_slice_159 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_163 = linalg.transpose ins(%expanded_162 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_164 = tensor.expand_shape %extracted_slice_160 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_165 = tensor.expand_shape %extracted_slice_161 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_166 = linalg.transpose ins(%expanded_165 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_167 = linalg.transpose ins(%expanded_164 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_168 = tensor.collapse_shape %transposed_163 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_169 = tensor.collapse_shape %transposed_167 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %396 = linalg.batch_matmul ins(%collapsed_168, %collapsed_169 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_170 = tensor.expand_shape %396 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %397 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_170 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %398 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %397 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %399:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%398 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_171 = tensor.expand_shape %399#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %400 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %expanded_171 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %401 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %402 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%401 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %403 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %402 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_172 = tensor.collapse_shape %403 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_173 = tensor.collapse_shape %transposed_166 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %404 = linalg.batch_matmul ins(%collapsed_172, %collapsed_173 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_174 = tensor.expand_shape %404 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_175 = linalg.transpose ins(%expanded_174 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_176 = linalg.transpose ins(%arg68 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_177 = tensor.collapse_shape %transposed_175 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %405 = linalg.matmul ins(%collapsed_177, %transposed_176 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %406 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg69 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %407 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%405, %406 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_178 = tensor.expand_shape %407 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %expanded_178 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%408 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %410 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%411 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %411 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%413 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %412 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %416 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410, %419 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %420 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %422 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424, %arg70 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %arg71 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_179 = linalg.transpose ins(%arg72 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_180 = tensor.collapse_shape %426 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %427 = linalg.matmul ins(%collapsed_180, %transposed_179 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %428 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %429 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%427, %428 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_181 = tensor.expand_shape %429 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %expanded_181 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431, %expanded_181 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181, %432 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %437 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_182 = linalg.transpose ins(%arg74 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_183 = tensor.collapse_shape %438 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %439 = linalg.matmul ins(%collapsed_183, %transposed_182 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %440 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg75 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %441 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%439, %440 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_184 = tensor.expand_shape %441 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %expanded_184 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%442 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %444 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%445 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %445 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%447 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %446 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %450 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %453 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %454 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %456 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %arg76 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459, %arg77 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_185 = linalg.transpose ins(%arg78 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_186 = tensor.collapse_shape %460 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %461 = linalg.matmul ins(%collapsed_186, %transposed_185 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %462 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %463 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%461, %462 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_187 = tensor.expand_shape %463 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_188 = tensor.extract_slice %expanded_187[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_189 = tensor.extract_slice %expanded_187[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_190 = tensor.extract_slice %expanded_187[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_191 = tensor.expand_shape %extracted_slice_188 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_192 = linalg.transpose ins(%expanded_191 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_193 = tensor.expand_shape %extracted_slice_189 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_194 = tensor.expand_shape %extracted_slice_190 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_195 = linalg.transpose ins(%expanded_194 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_196 = linalg.transpose ins(%expanded_193 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_197 = tensor.collapse_shape %transposed_192 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_198 = tensor.collapse_shape %transposed_196 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %464 = linalg.batch_matmul ins(%collapsed_197, %collapsed_198 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_199 = tensor.expand_shape %464 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %465 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_199 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %466 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %465 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %467:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%466 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_200 = tensor.expand_shape %467#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %468 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %expanded_200 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %469 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %470 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%469 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %471 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %470 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_201 = tensor.collapse_shape %471 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_202 = tensor.collapse_shape %transposed_195 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %472 = linalg.batch_matmul ins(%collapsed_201, %collapsed_202 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_203 = tensor.expand_shape %472 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_204 = linalg.transpose ins(%expanded_203 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_205 = linalg.transpose ins(%arg80 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_206 = tensor.collapse_shape %transposed_204 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %473 = linalg.matmul ins(%collapsed_206, %transposed_205 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %474 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg81 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %475 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%473, %474 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_207 = tensor.expand_shape %475 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %expanded_207 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%476 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476, %478 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%479 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %479 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%481 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480, %480 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %484 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %487 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476, %488 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491, %490 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %arg82 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %arg83 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_208 = linalg.transpose ins(%arg84 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_209 = tensor.collapse_shape %494 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %495 = linalg.matmul ins(%collapsed_209, %transposed_208 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %496 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %497 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%495, %496 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_210 = tensor.expand_shape %497 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %expanded_210 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %expanded_210 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %500 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %505 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_211 = linalg.transpose ins(%arg86 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_212 = tensor.collapse_shape %506 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %507 = linalg.matmul ins(%collapsed_212, %transposed_211 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %508 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg87 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %509 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%507, %508 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_213 = tensor.expand_shape %509 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476, %expanded_213 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%510 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510, %512 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%513 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %513 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%515 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %514 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %518 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %521 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510, %522 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525, %524 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526, %arg88 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %arg89 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_214 = linalg.transpose ins(%arg90 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_215 = tensor.collapse_shape %528 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %529 = linalg.matmul ins(%collapsed_215, %transposed_214 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %530 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg91 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %531 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%529, %530 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_216 = tensor.expand_shape %531 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_217 = tensor.extract_slice %expanded_216[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_218 = tensor.extract_slice %expanded_216[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_219 = tensor.extract_slice %expanded_216[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_220 = tensor.expand_shape %extracted_slice_217 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_221 = linalg.transpose ins(%expanded_220 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_222 = tensor.expand_shape %extracted_slice_218 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_223 = tensor.expand_shape %extracted_slice_219 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_224 = linalg.transpose ins(%expanded_223 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_225 = linalg.transpose ins(%expanded_222 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_226 = tensor.collapse_shape %transposed_221 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_227 = tensor.collapse_shape %transposed_225 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %532 = linalg.batch_matmul ins(%collapsed_226, %collapsed_227 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_228 = tensor.expand_shape %532 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %533 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_228 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %534 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %533 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %535:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%534 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_229 = tensor.expand_shape %535#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %536 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%534, %expanded_229 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %537 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %538 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%537 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %539 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %538 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_230 = tensor.collapse_shape %539 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_231 = tensor.collapse_shape %transposed_224 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %540 = linalg.batch_matmul ins(%collapsed_230, %collapsed_231 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_232 = tensor.expand_shape %540 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_233 = linalg.transpose ins(%expanded_232 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_234 = linalg.transpose ins(%arg92 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_235 = tensor.collapse_shape %transposed_233 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %541 = linalg.matmul ins(%collapsed_235, %transposed_234 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %542 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg93 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %543 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%541, %542 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_236 = tensor.expand_shape %543 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510, %expanded_236 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%544 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %547 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %546 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%547 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547, %547 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%549 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %548 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550, %552 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %555 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %556 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559, %558 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %arg94 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561, %arg95 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_237 = linalg.transpose ins(%arg96 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_238 = tensor.collapse_shape %562 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %563 = linalg.matmul ins(%collapsed_238, %transposed_237 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %564 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg97 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %565 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%563, %564 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_239 = tensor.expand_shape %565 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %expanded_239 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567, %expanded_239 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %568 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %573 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_240 = linalg.transpose ins(%arg98 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_241 = tensor.collapse_shape %574 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %575 = linalg.matmul ins(%collapsed_241, %transposed_240 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %576 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg99 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %577 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%575, %576 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_242 = tensor.expand_shape %577 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %expanded_242 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%578 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %580 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%579 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %581 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %580 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%581 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %581 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%583 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %582 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %586 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584, %586 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %589 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %590 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593, %592 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594, %arg100 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %arg101 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_243 = linalg.transpose ins(%arg102 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_244 = tensor.collapse_shape %596 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %597 = linalg.matmul ins(%collapsed_244, %transposed_243 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %598 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg103 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %599 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%597, %598 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_245 = tensor.expand_shape %599 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_246 = tensor.extract_slice %expanded_245[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_247 = tensor.extract_slice %expanded_245[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_248 = tensor.extract_slice %expanded_245[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_249 = tensor.expand_shape %extracted_slice_246 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_250 = linalg.transpose ins(%expanded_249 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_251 = tensor.expand_shape %extracted_slice_247 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_252 = tensor.expand_shape %extracted_slice_248 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_253 = linalg.transpose ins(%expanded_252 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_254 = linalg.transpose ins(%expanded_251 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_255 = tensor.collapse_shape %transposed_250 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_256 = tensor.collapse_shape %transposed_254 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %600 = linalg.batch_matmul ins(%collapsed_255, %collapsed_256 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_257 = tensor.expand_shape %600 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %601 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_257 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %602 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %601 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %603:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%602 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_258 = tensor.expand_shape %603#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %604 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%602, %expanded_258 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %605 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%604 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %606 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%605 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %607 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %606 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_259 = tensor.collapse_shape %607 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_260 = tensor.collapse_shape %transposed_253 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %608 = linalg.batch_matmul ins(%collapsed_259, %collapsed_260 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_261 = tensor.expand_shape %608 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_262 = linalg.transpose ins(%expanded_261 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_263 = linalg.transpose ins(%arg104 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_264 = tensor.collapse_shape %transposed_262 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %609 = linalg.matmul ins(%collapsed_264, %transposed_263 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %610 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg105 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %611 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%609, %610 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_265 = tensor.expand_shape %611 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %612 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %expanded_265 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%612 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %614 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%615 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %615 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%617 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616, %616 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618, %620 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614, %623 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %624 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %626 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %629 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %arg106 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %630 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629, %arg107 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_266 = linalg.transpose ins(%arg108 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_267 = tensor.collapse_shape %630 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %631 = linalg.matmul ins(%collapsed_267, %transposed_266 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %632 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg109 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %633 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%631, %632 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_268 = tensor.expand_shape %633 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %634 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_268 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %635 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %expanded_268 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635, %expanded_268 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_268, %636 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %639 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_268 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %641 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639, %641 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_269 = linalg.transpose ins(%arg110 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_270 = tensor.collapse_shape %642 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %643 = linalg.matmul ins(%collapsed_270, %transposed_269 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %644 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg111 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %645 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%643, %644 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_271 = tensor.expand_shape %645 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %expanded_271 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %647 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%646 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %648 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %649 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646, %648 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %650 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%649 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %651 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649, %649 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %652 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%651 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %653 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650, %650 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %654 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %655 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %654 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %656 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %657 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %658 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648, %657 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %659 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646, %658 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %662 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661, %660 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %663 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662, %arg112 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %664 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%663, %arg113 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_272 = linalg.transpose ins(%arg114 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_273 = tensor.collapse_shape %664 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %665 = linalg.matmul ins(%collapsed_273, %transposed_272 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %666 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg115 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %667 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%665, %666 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_274 = tensor.expand_shape %667 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_275 = tensor.extract_slice %expanded_274[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_276 = tensor.extract_slice %expanded_274[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_277 = tensor.extract_slice %expanded_274[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_278 = tensor.expand_shape %extracted_slice_275 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_279 = linalg.transpose ins(%expanded_278 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_280 = tensor.expand_shape %extracted_slice_276 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_281 = tensor.expand_shape %extracted_slice_277 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_282 = linalg.transpose ins(%expanded_281 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_283 = linalg.transpose ins(%expanded_280 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_284 = tensor.collapse_shape %transposed_279 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_285 = tensor.collapse_shape %transposed_283 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %668 = linalg.batch_matmul ins(%collapsed_284, %collapsed_285 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_286 = tensor.expand_shape %668 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %669 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_286 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %670 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %669 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %671:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%670 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_287 = tensor.expand_shape %671#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %672 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%670, %expanded_287 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %673 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %674 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%673 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %675 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673, %674 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_288 = tensor.collapse_shape %675 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_289 = tensor.collapse_shape %transposed_282 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %676 = linalg.batch_matmul ins(%collapsed_288, %collapsed_289 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_290 = tensor.expand_shape %676 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_291 = linalg.transpose ins(%expanded_290 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_292 = linalg.transpose ins(%arg116 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_293 = tensor.collapse_shape %transposed_291 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %677 = linalg.matmul ins(%collapsed_293, %transposed_292 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %678 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg117 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %679 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%677, %678 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_294 = tensor.expand_shape %679 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %680 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646, %expanded_294 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %681 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%680 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %682 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680, %682 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%683 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683, %683 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%685 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %687 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684, %684 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %688 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %689 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686, %688 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %690 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %691 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %692 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682, %691 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %693 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%690 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %694 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %695 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680, %692 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695, %694 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %697 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %arg118 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %698 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697, %arg119 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_295 = linalg.transpose ins(%arg120 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_296 = tensor.collapse_shape %698 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %699 = linalg.matmul ins(%collapsed_296, %transposed_295 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %700 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg121 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %701 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%699, %700 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_297 = tensor.expand_shape %701 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_297 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %703 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702, %expanded_297 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703, %expanded_297 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %705 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_297, %704 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %706 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_297 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%706 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %709 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %709 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_298 = linalg.transpose ins(%arg122 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_299 = tensor.collapse_shape %710 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %711 = linalg.matmul ins(%collapsed_299, %transposed_298 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %712 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg123 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %713 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%711, %712 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_300 = tensor.expand_shape %713 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %714 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680, %expanded_300 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %715 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%714 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %716 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%715 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %717 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %716 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %718 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%717 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %719 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717, %717 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %720 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%719 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %721 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718, %718 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %722 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%721 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %723 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720, %722 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %726 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716, %725 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %727 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %728 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %729 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %726 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %730 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729, %728 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %731 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %arg124 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %732 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731, %arg125 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_301 = linalg.transpose ins(%arg126 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_302 = tensor.collapse_shape %732 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %733 = linalg.matmul ins(%collapsed_302, %transposed_301 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %734 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg127 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %735 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%733, %734 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_303 = tensor.expand_shape %735 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_304 = tensor.extract_slice %expanded_303[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_305 = tensor.extract_slice %expanded_303[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_306 = tensor.extract_slice %expanded_303[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_307 = tensor.expand_shape %extracted_slice_304 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_308 = linalg.transpose ins(%expanded_307 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_309 = tensor.expand_shape %extracted_slice_305 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_310 = tensor.expand_shape %extracted_slice_306 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_311 = linalg.transpose ins(%expanded_310 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_312 = linalg.transpose ins(%expanded_309 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_313 = tensor.collapse_shape %transposed_308 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_314 = tensor.collapse_shape %transposed_312 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %736 = linalg.batch_matmul ins(%collapsed_313, %collapsed_314 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_315 = tensor.expand_shape %736 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %737 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_315 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %738 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %737 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %739:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%738 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_316 = tensor.expand_shape %739#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %740 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%738, %expanded_316 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %741 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%740 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %742 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%741 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %743 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741, %742 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_317 = tensor.collapse_shape %743 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_318 = tensor.collapse_shape %transposed_311 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %744 = linalg.batch_matmul ins(%collapsed_317, %collapsed_318 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_319 = tensor.expand_shape %744 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_320 = linalg.transpose ins(%expanded_319 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_321 = linalg.transpose ins(%arg128 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_322 = tensor.collapse_shape %transposed_320 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %745 = linalg.matmul ins(%collapsed_322, %transposed_321 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %746 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg129 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %747 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%745, %746 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_323 = tensor.expand_shape %747 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %748 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %expanded_323 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %749 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%748 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %750 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %751 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %750 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %752 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%751 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %753 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%751, %751 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %754 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%753 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %755 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752, %752 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %756 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %757 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754, %756 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %758 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%757 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %759 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %760 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%750, %759 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %761 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %762 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %763 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %760 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %764 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763, %762 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%764, %arg130 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %766 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765, %arg131 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_324 = linalg.transpose ins(%arg132 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_325 = tensor.collapse_shape %766 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %767 = linalg.matmul ins(%collapsed_325, %transposed_324 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %768 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg133 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %769 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%767, %768 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_326 = tensor.expand_shape %769 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %770 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %771 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%770, %expanded_326 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %772 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%771, %expanded_326 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %773 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %772 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %774 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %775 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %776 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%774 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %777 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%776 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %778 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%775, %777 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_327 = linalg.transpose ins(%arg134 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_328 = tensor.collapse_shape %778 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %779 = linalg.matmul ins(%collapsed_328, %transposed_327 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %780 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg135 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %781 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%779, %780 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_329 = tensor.expand_shape %781 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %782 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %expanded_329 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %783 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%782 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %784 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%783 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %785 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782, %784 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %786 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%785 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %787 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%785, %785 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %788 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%787 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %789 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786, %786 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %790 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%789 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %791 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%788, %790 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %792 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%791 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %793 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %794 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784, %793 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %795 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%792 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %796 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%795 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %797 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782, %794 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %798 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%797, %796 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %799 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %arg136 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %800 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%799, %arg137 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_330 = linalg.transpose ins(%arg138 : tensor<2304x768xf32>) outs(%23 : tensor<768x2304xf32>) permutation = [1, 0] 
    %collapsed_331 = tensor.collapse_shape %800 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %801 = linalg.matmul ins(%collapsed_331, %transposed_330 : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%25 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %802 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg139 : tensor<2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x2304xf32>
    %803 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%801, %802 : tensor<8192x2304xf32>, tensor<8192x2304xf32>) outs(%24 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x2304xf32>
    %expanded_332 = tensor.expand_shape %803 [[0, 1], [2]] output_shape [8, 1024, 2304] : tensor<8192x2304xf32> into tensor<8x1024x2304xf32>
    %extracted_slice_333 = tensor.extract_slice %expanded_332[0, 0, 0] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_334 = tensor.extract_slice %expanded_332[0, 0, 768] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %extracted_slice_335 = tensor.extract_slice %expanded_332[0, 0, 1536] [8, 1024, 768] [1, 1, 1] : tensor<8x1024x2304xf32> to tensor<8x1024x768xf32>
    %expanded_336 = tensor.expand_shape %extracted_slice_333 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_337 = linalg.transpose ins(%expanded_336 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_338 = tensor.expand_shape %extracted_slice_334 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %expanded_339 = tensor.expand_shape %extracted_slice_335 [[0], [1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8x1024x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_340 = linalg.transpose ins(%expanded_339 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_341 = linalg.transpose ins(%expanded_338 : tensor<8x1024x12x64xf32>) outs(%30 : tensor<8x12x64x1024xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_342 = tensor.collapse_shape %transposed_337 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %collapsed_343 = tensor.collapse_shape %transposed_341 [[0, 1], [2], [3]] : tensor<8x12x64x1024xf32> into tensor<96x64x1024xf32>
    %804 = linalg.batch_matmul ins(%collapsed_342, %collapsed_343 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_344 = tensor.expand_shape %804 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %805 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_344 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %806 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %805 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %807:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%806 : tensor<8x12x1024x1024xf32>) outs(%45, %43 : tensor<8x12x1024xf32>, tensor<8x12x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 3 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8x12x1024xf32>, tensor<8x12x1024xi64>)
    %expanded_345 = tensor.expand_shape %807#0 [[0], [1], [2, 3]] output_shape [8, 12, 1024, 1] : tensor<8x12x1024xf32> into tensor<8x12x1024x1xf32>
    %808 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%806, %expanded_345 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %809 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%808 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %810 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%809 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %811 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%809, %810 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_346 = tensor.collapse_shape %811 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %collapsed_347 = tensor.collapse_shape %transposed_340 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %812 = linalg.batch_matmul ins(%collapsed_346, %collapsed_347 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_348 = tensor.expand_shape %812 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_349 = linalg.transpose ins(%expanded_348 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_350 = linalg.transpose ins(%arg140 : tensor<768x768xf32>) outs(%57 : tensor<768x768xf32>) permutation = [1, 0] 
    %collapsed_351 = tensor.collapse_shape %transposed_349 [[0, 1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8192x768xf32>
    %813 = linalg.matmul ins(%collapsed_351, %transposed_350 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %814 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg141 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %815 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%813, %814 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_352 = tensor.expand_shape %815 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %816 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782, %expanded_352 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %817 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%816 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %818 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %819 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816, %818 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %820 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%819 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %821 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %819 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %822 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%821 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %823 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820, %820 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %824 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %825 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822, %824 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %826 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %827 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %828 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %827 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %829 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %830 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%829 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816, %828 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831, %830 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %arg142 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833, %arg143 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %transposed_353 = linalg.transpose ins(%arg144 : tensor<3072x768xf32>) outs(%82 : tensor<768x3072xf32>) permutation = [1, 0] 
    %collapsed_354 = tensor.collapse_shape %834 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %835 = linalg.matmul ins(%collapsed_354, %transposed_353 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %836 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg145 : tensor<3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x3072xf32>
    %837 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%835, %836 : tensor<8192x3072xf32>, tensor<8192x3072xf32>) outs(%83 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x3072xf32>
    %expanded_355 = tensor.expand_shape %837 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %838 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_355 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %839 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%838, %expanded_355 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %840 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839, %expanded_355 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %841 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_355, %840 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %842 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%841 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %843 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_355 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %844 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%842 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %845 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%844 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %846 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843, %845 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %transposed_356 = linalg.transpose ins(%arg146 : tensor<768x3072xf32>) outs(%98 : tensor<3072x768xf32>) permutation = [1, 0] 
    %collapsed_357 = tensor.collapse_shape %846 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %847 = linalg.matmul ins(%collapsed_357, %transposed_356 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %848 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg147 : tensor<768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192x768xf32>
    %849 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%847, %848 : tensor<8192x768xf32>, tensor<8192x768xf32>) outs(%58 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x768xf32>
    %expanded_358 = tensor.expand_shape %849 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %850 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816, %expanded_358 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %851 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%850 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %852 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%851 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %853 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850, %852 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %854 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%853 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %855 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%853, %853 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %856 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%855 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %857 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%854, %854 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %858 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%857 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %859 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%856, %858 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %860 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%859 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %861 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%854 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %862 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852, %861 : tensor<8x1024x1xf32>, tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %863 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%860 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_7 : f64 to f32
      %1759 = arith.addf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x1xf32>
    %864 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.rsqrt %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %865 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850, %862 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %866 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%865, %864 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %867 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%866, %arg148 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %868 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%867, %arg149 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %869 = tensor.empty() : tensor<768x50257xf32>
    %transposed_359 = linalg.transpose ins(%arg3 : tensor<50257x768xf32>) outs(%869 : tensor<768x50257xf32>) permutation = [1, 0] 
    %collapsed_360 = tensor.collapse_shape %868 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %870 = tensor.empty() : tensor<8192x50257xf32>
    %871 = linalg.fill ins(%cst : f32) outs(%870 : tensor<8192x50257xf32>) -> tensor<8192x50257xf32>
    %872 = linalg.matmul ins(%collapsed_360, %transposed_359 : tensor<8192x768xf32>, tensor<768x50257xf32>) outs(%871 : tensor<8192x50257xf32>) -> tensor<8192x50257xf32>
    %collapsed_361 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<8x1024xi64> into tensor<8192xi64>
    %873 = tensor.empty() : tensor<8192xi64>
    %874 = linalg.fill ins(%c0_i64 : i64) outs(%873 : tensor<8192xi64>) -> tensor<8192xi64>
    %875 = tensor.empty() : tensor<8192xf32>
    %876 = linalg.fill ins(%cst_0 : f32) outs(%875 : tensor<8192xf32>) -> tensor<8192xf32>
    %877:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "reduction"]} ins(%872 : tensor<8192x50257xf32>) outs(%876, %874 : tensor<8192xf32>, tensor<8192xi64>) {
    ^bb0(%in: f32, %out: f32, %out_781: i64):
      %1758 = linalg.index 1 : index
      %1759 = arith.index_cast %1758 : index to i64
      %1760 = arith.maximumf %in, %out : f32
      %1761 = arith.cmpf ugt, %in, %out : f32
      %1762 = arith.cmpf ord, %out, %out : f32
      %1763 = arith.andi %1761, %1762 : i1
      %1764 = arith.select %1763, %1759, %out_781 : i64
      linalg.yield %1760, %1764 : f32, i64
    } -> (tensor<8192xf32>, tensor<8192xi64>)
    %expanded_362 = tensor.expand_shape %877#0 [[0, 1]] output_shape [8192, 1] : tensor<8192xf32> into tensor<8192x1xf32>
    %878 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%872, %expanded_362 : tensor<8192x50257xf32>, tensor<8192x1xf32>) outs(%870 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x50257xf32>
    %879 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%878 : tensor<8192x50257xf32>) outs(%870 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x50257xf32>
    %880 = tensor.empty() : tensor<8192x1xf32>
    %881 = linalg.fill ins(%cst : f32) outs(%880 : tensor<8192x1xf32>) -> tensor<8192x1xf32>
    %882 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%879 : tensor<8192x50257xf32>) outs(%881 : tensor<8192x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x1xf32>
    %883 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%882 : tensor<8192x1xf32>) outs(%880 : tensor<8192x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.log %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x1xf32>
    %884 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%878, %883 : tensor<8192x50257xf32>, tensor<8192x1xf32>) outs(%870 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x50257xf32>
    %885 = tensor.empty() : tensor<8192xi1>
    %886 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_361 : tensor<8192xi64>) outs(%885 : tensor<8192xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1758 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1758 : i1
    } -> tensor<8192xi1>
    %887 = linalg.generic {indexing_maps = [#map8, #map8, #map15, #map8], iterator_types = ["parallel"]} ins(%886, %collapsed_361, %cst_12 : tensor<8192xi1>, tensor<8192xi64>, tensor<i64>) outs(%873 : tensor<8192xi64>) {
    ^bb0(%in: i1, %in_781: i64, %in_782: i64, %out: i64):
      %1758 = arith.select %in, %in_781, %in_782 : i64
      linalg.yield %1758 : i64
    } -> tensor<8192xi64>
    %expanded_363 = tensor.expand_shape %887 [[0, 1]] output_shape [8192, 1] : tensor<8192xi64> into tensor<8192x1xi64>
    %888 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_363 : tensor<8192x1xi64>) outs(%881 : tensor<8192x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1758 = linalg.index 0 : index
      %1759 = arith.index_cast %in : i64 to index
      %1760 = arith.cmpi slt, %1759, %c50257 : index
      cf.assert %1760, "index must be smaller than dim size"
      %1761 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1761, "index must be larger or equal to 0"
      %extracted = tensor.extract %884[%1758, %1759] : tensor<8192x50257xf32>
      linalg.yield %extracted : f32
    } -> tensor<8192x1xf32>
    %collapsed_364 = tensor.collapse_shape %888 [[0, 1]] : tensor<8192x1xf32> into tensor<8192xf32>
    %889 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_364 : tensor<8192xf32>) outs(%875 : tensor<8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.negf %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8192xf32>
    %890 = linalg.generic {indexing_maps = [#map8, #map8, #map15, #map8], iterator_types = ["parallel"]} ins(%886, %889, %cst_2 : tensor<8192xi1>, tensor<8192xf32>, tensor<f32>) outs(%875 : tensor<8192xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192xf32>
    %891 = tensor.empty() : tensor<i64>
    %892 = linalg.fill ins(%c0_i64 : i64) outs(%891 : tensor<i64>) -> tensor<i64>
    %893 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction"]} ins(%886 : tensor<8192xi1>) outs(%892 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1758 = arith.extui %in : i1 to i64
      %1759 = arith.addi %1758, %out : i64
      linalg.yield %1759 : i64
    } -> tensor<i64>
    %894 = tensor.empty() : tensor<f32>
    %895 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%893 : tensor<i64>) outs(%894 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      linalg.yield %1758 : f32
    } -> tensor<f32>
    %896 = linalg.fill ins(%cst : f32) outs(%894 : tensor<f32>) -> tensor<f32>
    %897 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction"]} ins(%890 : tensor<8192xf32>) outs(%896 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<f32>
    %898 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%897, %895 : tensor<f32>, tensor<f32>) outs(%894 : tensor<f32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<f32>
    %899 = tensor.empty() : tensor<50257xi64>
    %900 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%899 : tensor<50257xi64>) {
    ^bb0(%out: i64):
      %1758 = linalg.index 0 : index
      %1759 = arith.index_cast %1758 : index to i64
      linalg.yield %1759 : i64
    } -> tensor<50257xi64>
    %expanded_365 = tensor.expand_shape %collapsed_361 [[0, 1]] output_shape [8192, 1] : tensor<8192xi64> into tensor<8192x1xi64>
    %901 = tensor.empty() : tensor<8192x50257xi1>
    %902 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_365, %900 : tensor<8192x1xi64>, tensor<50257xi64>) outs(%901 : tensor<8192x50257xi1>) {
    ^bb0(%in: i64, %in_781: i64, %out: i1):
      %1758 = arith.cmpi eq, %in, %in_781 : i64
      linalg.yield %1758 : i1
    } -> tensor<8192x50257xi1>
    %expanded_366 = tensor.expand_shape %886 [[0, 1]] output_shape [8192, 1] : tensor<8192xi1> into tensor<8192x1xi1>
    %903 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%902, %expanded_366 : tensor<8192x50257xi1>, tensor<8192x1xi1>) outs(%901 : tensor<8192x50257xi1>) {
    ^bb0(%in: i1, %in_781: i1, %out: i1):
      %1758 = arith.andi %in, %in_781 : i1
      linalg.yield %1758 : i1
    } -> tensor<8192x50257xi1>
    %904 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%894 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.negf %in : f32
      linalg.yield %1758 : f32
    } -> tensor<f32>
    %905 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%904, %895 : tensor<f32>, tensor<f32>) outs(%894 : tensor<f32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.divf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<f32>
    %906 = linalg.generic {indexing_maps = [#map6, #map17, #map17, #map6], iterator_types = ["parallel", "parallel"]} ins(%903, %905, %cst_2 : tensor<8192x50257xi1>, tensor<f32>, tensor<f32>) outs(%870 : tensor<8192x50257xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x50257xf32>
    %907 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%884 : tensor<8192x50257xf32>) outs(%870 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.exp %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x50257xf32>
    %908 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%906 : tensor<8192x50257xf32>) outs(%881 : tensor<8192x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x1xf32>
    %909 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%907, %908 : tensor<8192x50257xf32>, tensor<8192x1xf32>) outs(%870 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x50257xf32>
    %910 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%906, %909 : tensor<8192x50257xf32>, tensor<8192x50257xf32>) outs(%870 : tensor<8192x50257xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8192x50257xf32>
    %911 = tensor.empty() : tensor<50257x8192xf32>
    %transposed_367 = linalg.transpose ins(%910 : tensor<8192x50257xf32>) outs(%911 : tensor<50257x8192xf32>) permutation = [1, 0] 
    %912 = tensor.empty() : tensor<50257x768xf32>
    %913 = linalg.fill ins(%cst : f32) outs(%912 : tensor<50257x768xf32>) -> tensor<50257x768xf32>
    %914 = linalg.matmul ins(%transposed_367, %collapsed_360 : tensor<50257x8192xf32>, tensor<8192x768xf32>) outs(%913 : tensor<50257x768xf32>) -> tensor<50257x768xf32>
    %915 = linalg.matmul ins(%910, %arg3 : tensor<8192x50257xf32>, tensor<50257x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %expanded_368 = tensor.expand_shape %915 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %916 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_368, %arg148 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %917 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%916 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %918 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%916 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %919 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%916, %866 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %920 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%919 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %921 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%866, %920 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %922 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%917, %918 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %923 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%922, %921 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %924 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%864 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %925 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%924, %923 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %926 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_368, %866 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %927 = tensor.empty() : tensor<768xf32>
    %928 = linalg.fill ins(%cst : f32) outs(%927 : tensor<768xf32>) -> tensor<768xf32>
    %929 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%926 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %930 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_368 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %collapsed_369 = tensor.collapse_shape %925 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %931 = linalg.matmul ins(%collapsed_369, %arg146 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %932 = tensor.empty() : tensor<768x8192xf32>
    %transposed_370 = linalg.transpose ins(%collapsed_369 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %933 = linalg.fill ins(%cst : f32) outs(%82 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %934 = linalg.matmul ins(%transposed_370, %collapsed_357 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %935 = tensor.empty() : tensor<1x768xf32>
    %936 = linalg.fill ins(%cst : f32) outs(%935 : tensor<1x768xf32>) -> tensor<1x768xf32>
    %937 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_369 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_371 = tensor.collapse_shape %937 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_372 = tensor.expand_shape %931 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %938 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_355, %expanded_355 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %939 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%938, %expanded_355 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %940 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%939 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %941 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_355, %940 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %942 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%941 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %943 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%942 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %944 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%943 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %945 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%944 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %946 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%943, %943 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %947 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %946 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %948 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%938 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %949 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%948 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %950 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%949 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %951 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843, %947 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %952 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%951, %950 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %953 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %952 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %954 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_372, %953 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_373 = tensor.collapse_shape %954 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %955 = linalg.matmul ins(%collapsed_373, %arg144 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %956 = tensor.empty() : tensor<3072x8192xf32>
    %transposed_374 = linalg.transpose ins(%collapsed_373 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %957 = linalg.fill ins(%cst : f32) outs(%98 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %958 = linalg.matmul ins(%transposed_374, %collapsed_354 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %959 = tensor.empty() : tensor<1x3072xf32>
    %960 = linalg.fill ins(%cst : f32) outs(%959 : tensor<1x3072xf32>) -> tensor<1x3072xf32>
    %961 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_373 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_375 = tensor.collapse_shape %961 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_376 = tensor.expand_shape %955 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %962 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_376, %arg142 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %963 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%962 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %964 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%962 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %965 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%962, %832 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %966 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%965 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %967 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %966 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %968 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%963, %964 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %969 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%968, %967 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %970 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %971 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%970, %969 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %972 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_376, %832 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %973 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%972 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %974 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_376 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %975 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%925, %971 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_377 = tensor.collapse_shape %975 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %976 = linalg.matmul ins(%collapsed_377, %arg140 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_378 = linalg.transpose ins(%collapsed_377 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %977 = linalg.fill ins(%cst : f32) outs(%57 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %978 = linalg.matmul ins(%transposed_378, %collapsed_351 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %979 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_377 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_379 = tensor.collapse_shape %979 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_380 = tensor.expand_shape %976 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_381 = linalg.transpose ins(%expanded_380 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_382 = tensor.collapse_shape %transposed_381 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_383 = linalg.transpose ins(%collapsed_346 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %980 = linalg.batch_matmul ins(%transposed_383, %collapsed_382 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %981 = tensor.empty() : tensor<96x64x1024xf32>
    %transposed_384 = linalg.transpose ins(%collapsed_347 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %982 = linalg.batch_matmul ins(%collapsed_382, %transposed_384 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_385 = tensor.expand_shape %980 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_386 = tensor.expand_shape %982 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %983 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_386, %811 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %984 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%983 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %985 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%811, %984 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %986 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%983, %985 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %987 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %986 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %988 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%987 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_387 = tensor.collapse_shape %988 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_388 = linalg.transpose ins(%collapsed_342 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %989 = linalg.fill ins(%cst : f32) outs(%981 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %990 = linalg.batch_matmul ins(%transposed_388, %collapsed_387 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_389 = linalg.transpose ins(%collapsed_343 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %991 = linalg.batch_matmul ins(%collapsed_387, %transposed_389 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_390 = tensor.expand_shape %990 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_391 = tensor.expand_shape %991 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_392 = linalg.transpose ins(%expanded_385 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_393 = tensor.collapse_shape %transposed_392 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_394 = linalg.transpose ins(%expanded_390 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_395 = tensor.collapse_shape %transposed_394 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_396 = linalg.transpose ins(%expanded_391 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_397 = tensor.collapse_shape %transposed_396 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat = tensor.concat dim(2) %collapsed_397, %collapsed_395, %collapsed_393 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_398 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %992 = linalg.matmul ins(%collapsed_398, %arg138 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %993 = tensor.empty() : tensor<2304x8192xf32>
    %transposed_399 = linalg.transpose ins(%collapsed_398 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %994 = tensor.empty() : tensor<2304x768xf32>
    %995 = linalg.fill ins(%cst : f32) outs(%994 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %996 = linalg.matmul ins(%transposed_399, %collapsed_331 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %997 = tensor.empty() : tensor<1x2304xf32>
    %998 = linalg.fill ins(%cst : f32) outs(%997 : tensor<1x2304xf32>) -> tensor<1x2304xf32>
    %999 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_398 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_400 = tensor.collapse_shape %999 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_401 = tensor.expand_shape %992 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1000 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_401, %arg136 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1001 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1000 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1002 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1000 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1003 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1000, %798 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1004 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1003 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1005 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %1004 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1006 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1001, %1002 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1007 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1006, %1005 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1008 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%796 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1009 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1008, %1007 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1010 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_401, %798 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1011 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1010 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1012 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_401 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1013 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%975, %1009 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_402 = tensor.collapse_shape %1013 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1014 = linalg.matmul ins(%collapsed_402, %arg134 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_403 = linalg.transpose ins(%collapsed_402 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1015 = linalg.matmul ins(%transposed_403, %collapsed_328 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1016 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_402 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_404 = tensor.collapse_shape %1016 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_405 = tensor.expand_shape %1014 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1017 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %expanded_326 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1018 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1017, %expanded_326 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1019 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1018 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1020 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %1019 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1021 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1020 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1022 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1023 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1024 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1023 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1025 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022, %1022 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1026 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1025 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1027 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1017 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1028 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1027 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1029 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1028 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1030 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%775, %1026 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1031 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1030, %1029 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1032 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1024, %1031 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1033 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_405, %1032 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_406 = tensor.collapse_shape %1033 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1034 = linalg.matmul ins(%collapsed_406, %arg132 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_407 = linalg.transpose ins(%collapsed_406 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1035 = linalg.matmul ins(%transposed_407, %collapsed_325 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1036 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_406 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_408 = tensor.collapse_shape %1036 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_409 = tensor.expand_shape %1034 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1037 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_409, %arg130 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1038 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1037 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1039 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1037 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1040 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1037, %764 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1041 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1040 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1042 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%764, %1041 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1043 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1038, %1039 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1044 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1043, %1042 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1045 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1046 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1045, %1044 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1047 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_409, %764 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1048 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1047 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1049 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_409 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1050 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1013, %1046 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_410 = tensor.collapse_shape %1050 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1051 = linalg.matmul ins(%collapsed_410, %arg128 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_411 = linalg.transpose ins(%collapsed_410 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1052 = linalg.matmul ins(%transposed_411, %collapsed_322 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1053 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_410 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_412 = tensor.collapse_shape %1053 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_413 = tensor.expand_shape %1051 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_414 = linalg.transpose ins(%expanded_413 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_415 = tensor.collapse_shape %transposed_414 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_416 = linalg.transpose ins(%collapsed_317 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1054 = linalg.batch_matmul ins(%transposed_416, %collapsed_415 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_417 = linalg.transpose ins(%collapsed_318 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1055 = linalg.batch_matmul ins(%collapsed_415, %transposed_417 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_418 = tensor.expand_shape %1054 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_419 = tensor.expand_shape %1055 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1056 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_419, %743 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1057 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1056 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1058 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%743, %1057 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1059 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1056, %1058 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1060 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1059 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1061 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1060 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_420 = tensor.collapse_shape %1061 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_421 = linalg.transpose ins(%collapsed_313 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1062 = linalg.batch_matmul ins(%transposed_421, %collapsed_420 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_422 = linalg.transpose ins(%collapsed_314 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1063 = linalg.batch_matmul ins(%collapsed_420, %transposed_422 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_423 = tensor.expand_shape %1062 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_424 = tensor.expand_shape %1063 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_425 = linalg.transpose ins(%expanded_418 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_426 = tensor.collapse_shape %transposed_425 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_427 = linalg.transpose ins(%expanded_423 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_428 = tensor.collapse_shape %transposed_427 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_429 = linalg.transpose ins(%expanded_424 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_430 = tensor.collapse_shape %transposed_429 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_431 = tensor.concat dim(2) %collapsed_430, %collapsed_428, %collapsed_426 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_432 = tensor.collapse_shape %concat_431 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1064 = linalg.matmul ins(%collapsed_432, %arg126 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_433 = linalg.transpose ins(%collapsed_432 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1065 = linalg.matmul ins(%transposed_433, %collapsed_302 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1066 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_432 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_434 = tensor.collapse_shape %1066 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_435 = tensor.expand_shape %1064 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1067 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_435, %arg124 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1068 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1067 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1069 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1067 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1070 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1067, %730 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1071 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1070 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1072 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %1071 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1073 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1068, %1069 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1074 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1073, %1072 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1075 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%728 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1076 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1075, %1074 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1077 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_435, %730 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1078 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1077 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1079 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_435 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1080 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1050, %1076 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_436 = tensor.collapse_shape %1080 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1081 = linalg.matmul ins(%collapsed_436, %arg122 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_437 = linalg.transpose ins(%collapsed_436 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1082 = linalg.matmul ins(%transposed_437, %collapsed_299 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1083 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_436 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_438 = tensor.collapse_shape %1083 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_439 = tensor.expand_shape %1081 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1084 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_297, %expanded_297 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1085 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1084, %expanded_297 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1086 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1087 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_297, %1086 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1088 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1087 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1089 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1088 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1090 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1089 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1091 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1090 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1092 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1089, %1089 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1093 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1092 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1094 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1084 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1095 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1094 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1096 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1095 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1097 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %1093 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1098 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1097, %1096 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1099 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1091, %1098 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_439, %1099 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_440 = tensor.collapse_shape %1100 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1101 = linalg.matmul ins(%collapsed_440, %arg120 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_441 = linalg.transpose ins(%collapsed_440 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1102 = linalg.matmul ins(%transposed_441, %collapsed_296 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1103 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_440 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_442 = tensor.collapse_shape %1103 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_443 = tensor.expand_shape %1101 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1104 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_443, %arg118 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1104 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1106 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1104 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1104, %696 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1108 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1107 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1109 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %1108 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1110 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1105, %1106 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1110, %1109 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1113 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1112, %1111 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_443, %696 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1115 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1114 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1116 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_443 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1080, %1113 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_444 = tensor.collapse_shape %1117 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1118 = linalg.matmul ins(%collapsed_444, %arg116 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_445 = linalg.transpose ins(%collapsed_444 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1119 = linalg.matmul ins(%transposed_445, %collapsed_293 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1120 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_444 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_446 = tensor.collapse_shape %1120 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_447 = tensor.expand_shape %1118 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_448 = linalg.transpose ins(%expanded_447 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_449 = tensor.collapse_shape %transposed_448 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_450 = linalg.transpose ins(%collapsed_288 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1121 = linalg.batch_matmul ins(%transposed_450, %collapsed_449 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_451 = linalg.transpose ins(%collapsed_289 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1122 = linalg.batch_matmul ins(%collapsed_449, %transposed_451 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_452 = tensor.expand_shape %1121 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_453 = tensor.expand_shape %1122 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1123 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_453, %675 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1124 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1123 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1125 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675, %1124 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1126 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1123, %1125 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1127 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1126 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1128 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1127 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_454 = tensor.collapse_shape %1128 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_455 = linalg.transpose ins(%collapsed_284 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1129 = linalg.batch_matmul ins(%transposed_455, %collapsed_454 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_456 = linalg.transpose ins(%collapsed_285 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1130 = linalg.batch_matmul ins(%collapsed_454, %transposed_456 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_457 = tensor.expand_shape %1129 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_458 = tensor.expand_shape %1130 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_459 = linalg.transpose ins(%expanded_452 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_460 = tensor.collapse_shape %transposed_459 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_461 = linalg.transpose ins(%expanded_457 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_462 = tensor.collapse_shape %transposed_461 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_463 = linalg.transpose ins(%expanded_458 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_464 = tensor.collapse_shape %transposed_463 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_465 = tensor.concat dim(2) %collapsed_464, %collapsed_462, %collapsed_460 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_466 = tensor.collapse_shape %concat_465 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1131 = linalg.matmul ins(%collapsed_466, %arg114 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_467 = linalg.transpose ins(%collapsed_466 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1132 = linalg.matmul ins(%transposed_467, %collapsed_273 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1133 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_466 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_468 = tensor.collapse_shape %1133 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_469 = tensor.expand_shape %1131 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1134 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_469, %arg112 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1134 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1136 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1134 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1134, %662 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1138 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1137 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1139 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662, %1138 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1140 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1135, %1136 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1140, %1139 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1143 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1142, %1141 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1144 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_469, %662 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1145 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1144 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1146 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_469 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1117, %1143 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_470 = tensor.collapse_shape %1147 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1148 = linalg.matmul ins(%collapsed_470, %arg110 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_471 = linalg.transpose ins(%collapsed_470 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1149 = linalg.matmul ins(%transposed_471, %collapsed_270 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1150 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_470 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_472 = tensor.collapse_shape %1150 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_473 = tensor.expand_shape %1148 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_268, %expanded_268 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1151, %expanded_268 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1152 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_268, %1153 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1154 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1155 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1156 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1157 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1156, %1156 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1160 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1159 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1151 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1161 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1162 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639, %1160 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1164, %1163 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1158, %1165 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_473, %1166 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_474 = tensor.collapse_shape %1167 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1168 = linalg.matmul ins(%collapsed_474, %arg108 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_475 = linalg.transpose ins(%collapsed_474 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1169 = linalg.matmul ins(%transposed_475, %collapsed_267 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1170 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_474 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_476 = tensor.collapse_shape %1170 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_477 = tensor.expand_shape %1168 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1171 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_477, %arg106 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1171 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1173 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1171 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1171, %628 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1175 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1174 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1176 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %1175 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1177 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1172, %1173 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1177, %1176 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1180 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1179, %1178 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_477, %628 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1182 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1181 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1183 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_477 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1147, %1180 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_478 = tensor.collapse_shape %1184 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1185 = linalg.matmul ins(%collapsed_478, %arg104 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_479 = linalg.transpose ins(%collapsed_478 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1186 = linalg.matmul ins(%transposed_479, %collapsed_264 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1187 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_478 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_480 = tensor.collapse_shape %1187 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_481 = tensor.expand_shape %1185 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_482 = linalg.transpose ins(%expanded_481 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_483 = tensor.collapse_shape %transposed_482 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_484 = linalg.transpose ins(%collapsed_259 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1188 = linalg.batch_matmul ins(%transposed_484, %collapsed_483 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_485 = linalg.transpose ins(%collapsed_260 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1189 = linalg.batch_matmul ins(%collapsed_483, %transposed_485 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_486 = tensor.expand_shape %1188 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_487 = tensor.expand_shape %1189 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1190 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_487, %607 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1191 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1190 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1192 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607, %1191 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1193 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1190, %1192 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1194 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1193 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1195 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1194 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_488 = tensor.collapse_shape %1195 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_489 = linalg.transpose ins(%collapsed_255 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1196 = linalg.batch_matmul ins(%transposed_489, %collapsed_488 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_490 = linalg.transpose ins(%collapsed_256 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1197 = linalg.batch_matmul ins(%collapsed_488, %transposed_490 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_491 = tensor.expand_shape %1196 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_492 = tensor.expand_shape %1197 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_493 = linalg.transpose ins(%expanded_486 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_494 = tensor.collapse_shape %transposed_493 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_495 = linalg.transpose ins(%expanded_491 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_496 = tensor.collapse_shape %transposed_495 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_497 = linalg.transpose ins(%expanded_492 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_498 = tensor.collapse_shape %transposed_497 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_499 = tensor.concat dim(2) %collapsed_498, %collapsed_496, %collapsed_494 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_500 = tensor.collapse_shape %concat_499 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1198 = linalg.matmul ins(%collapsed_500, %arg102 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_501 = linalg.transpose ins(%collapsed_500 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1199 = linalg.matmul ins(%transposed_501, %collapsed_244 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1200 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_500 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_502 = tensor.collapse_shape %1200 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_503 = tensor.expand_shape %1198 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1201 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_503, %arg100 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1201 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1203 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1201 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1201, %594 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1205 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1204 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1206 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594, %1205 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1207 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1202, %1203 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1207, %1206 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1210 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1209, %1208 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_503, %594 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1212 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1211 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1213 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_503 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1184, %1210 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_504 = tensor.collapse_shape %1214 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1215 = linalg.matmul ins(%collapsed_504, %arg98 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_505 = linalg.transpose ins(%collapsed_504 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1216 = linalg.matmul ins(%transposed_505, %collapsed_241 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1217 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_504 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_506 = tensor.collapse_shape %1217 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_507 = tensor.expand_shape %1215 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %expanded_239 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1218, %expanded_239 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1219 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %1220 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1221 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1222 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1223 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1224 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1223, %1223 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1227 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1226 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1218 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1228 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1229 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1231 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %1227 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1231, %1230 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1225, %1232 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_507, %1233 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_508 = tensor.collapse_shape %1234 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1235 = linalg.matmul ins(%collapsed_508, %arg96 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_509 = linalg.transpose ins(%collapsed_508 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1236 = linalg.matmul ins(%transposed_509, %collapsed_238 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1237 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_508 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_510 = tensor.collapse_shape %1237 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_511 = tensor.expand_shape %1235 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1238 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_511, %arg94 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1238 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1240 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1238 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1238, %560 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1242 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1241 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1243 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %1242 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1244 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1239, %1240 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1244, %1243 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1247 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1246, %1245 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_511, %560 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1249 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1248 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1250 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_511 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1214, %1247 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_512 = tensor.collapse_shape %1251 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1252 = linalg.matmul ins(%collapsed_512, %arg92 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_513 = linalg.transpose ins(%collapsed_512 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1253 = linalg.matmul ins(%transposed_513, %collapsed_235 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1254 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_512 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_514 = tensor.collapse_shape %1254 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_515 = tensor.expand_shape %1252 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_516 = linalg.transpose ins(%expanded_515 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_517 = tensor.collapse_shape %transposed_516 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_518 = linalg.transpose ins(%collapsed_230 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1255 = linalg.batch_matmul ins(%transposed_518, %collapsed_517 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_519 = linalg.transpose ins(%collapsed_231 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1256 = linalg.batch_matmul ins(%collapsed_517, %transposed_519 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_520 = tensor.expand_shape %1255 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_521 = tensor.expand_shape %1256 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1257 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_521, %539 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1258 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1257 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1259 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539, %1258 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1260 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1257, %1259 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1261 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1260 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1262 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1261 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_522 = tensor.collapse_shape %1262 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_523 = linalg.transpose ins(%collapsed_226 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1263 = linalg.batch_matmul ins(%transposed_523, %collapsed_522 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_524 = linalg.transpose ins(%collapsed_227 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1264 = linalg.batch_matmul ins(%collapsed_522, %transposed_524 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_525 = tensor.expand_shape %1263 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_526 = tensor.expand_shape %1264 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_527 = linalg.transpose ins(%expanded_520 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_528 = tensor.collapse_shape %transposed_527 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_529 = linalg.transpose ins(%expanded_525 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_530 = tensor.collapse_shape %transposed_529 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_531 = linalg.transpose ins(%expanded_526 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_532 = tensor.collapse_shape %transposed_531 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_533 = tensor.concat dim(2) %collapsed_532, %collapsed_530, %collapsed_528 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_534 = tensor.collapse_shape %concat_533 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1265 = linalg.matmul ins(%collapsed_534, %arg90 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_535 = linalg.transpose ins(%collapsed_534 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1266 = linalg.matmul ins(%transposed_535, %collapsed_215 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1267 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_534 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_536 = tensor.collapse_shape %1267 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_537 = tensor.expand_shape %1265 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1268 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_537, %arg88 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1268 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1270 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1268 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1268, %526 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1272 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1271 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1273 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526, %1272 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1274 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1269, %1270 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1275 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1274, %1273 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1277 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1276, %1275 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1278 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_537, %526 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1279 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1278 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1280 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_537 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1251, %1277 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_538 = tensor.collapse_shape %1281 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1282 = linalg.matmul ins(%collapsed_538, %arg86 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_539 = linalg.transpose ins(%collapsed_538 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1283 = linalg.matmul ins(%transposed_539, %collapsed_212 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1284 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_538 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_540 = tensor.collapse_shape %1284 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_541 = tensor.expand_shape %1282 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %expanded_210 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1285, %expanded_210 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1286 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %1287 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1288 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1289 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1290 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1291 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1290, %1290 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1294 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1293 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1285 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1295 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1296 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %1294 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1298, %1297 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1292, %1299 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_541, %1300 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_542 = tensor.collapse_shape %1301 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1302 = linalg.matmul ins(%collapsed_542, %arg84 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_543 = linalg.transpose ins(%collapsed_542 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1303 = linalg.matmul ins(%transposed_543, %collapsed_209 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1304 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_542 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_544 = tensor.collapse_shape %1304 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_545 = tensor.expand_shape %1302 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1305 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_545, %arg82 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1305 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1307 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1305 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1305, %492 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1309 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1308 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1310 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %1309 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1311 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1306, %1307 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1311, %1310 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1314 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1313, %1312 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_545, %492 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1316 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1315 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1317 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_545 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1281, %1314 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_546 = tensor.collapse_shape %1318 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1319 = linalg.matmul ins(%collapsed_546, %arg80 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_547 = linalg.transpose ins(%collapsed_546 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1320 = linalg.matmul ins(%transposed_547, %collapsed_206 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1321 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_546 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_548 = tensor.collapse_shape %1321 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_549 = tensor.expand_shape %1319 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_550 = linalg.transpose ins(%expanded_549 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_551 = tensor.collapse_shape %transposed_550 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_552 = linalg.transpose ins(%collapsed_201 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1322 = linalg.batch_matmul ins(%transposed_552, %collapsed_551 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_553 = linalg.transpose ins(%collapsed_202 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1323 = linalg.batch_matmul ins(%collapsed_551, %transposed_553 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_554 = tensor.expand_shape %1322 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_555 = tensor.expand_shape %1323 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1324 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_555, %471 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1325 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1324 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1326 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %1325 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1327 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1324, %1326 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1328 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1327 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1329 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1328 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_556 = tensor.collapse_shape %1329 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_557 = linalg.transpose ins(%collapsed_197 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1330 = linalg.batch_matmul ins(%transposed_557, %collapsed_556 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_558 = linalg.transpose ins(%collapsed_198 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1331 = linalg.batch_matmul ins(%collapsed_556, %transposed_558 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_559 = tensor.expand_shape %1330 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_560 = tensor.expand_shape %1331 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_561 = linalg.transpose ins(%expanded_554 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_562 = tensor.collapse_shape %transposed_561 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_563 = linalg.transpose ins(%expanded_559 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_564 = tensor.collapse_shape %transposed_563 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_565 = linalg.transpose ins(%expanded_560 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_566 = tensor.collapse_shape %transposed_565 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_567 = tensor.concat dim(2) %collapsed_566, %collapsed_564, %collapsed_562 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_568 = tensor.collapse_shape %concat_567 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1332 = linalg.matmul ins(%collapsed_568, %arg78 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_569 = linalg.transpose ins(%collapsed_568 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1333 = linalg.matmul ins(%transposed_569, %collapsed_186 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1334 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_568 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_570 = tensor.collapse_shape %1334 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_571 = tensor.expand_shape %1332 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1335 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_571, %arg76 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1335 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1337 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1335 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1335, %458 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1339 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1338 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1340 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %1339 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1341 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1336, %1337 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1341, %1340 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1344 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1343, %1342 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_571, %458 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1346 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1345 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1347 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_571 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1318, %1344 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_572 = tensor.collapse_shape %1348 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1349 = linalg.matmul ins(%collapsed_572, %arg74 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_573 = linalg.transpose ins(%collapsed_572 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1350 = linalg.matmul ins(%transposed_573, %collapsed_183 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1351 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_572 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_574 = tensor.collapse_shape %1351 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_575 = tensor.expand_shape %1349 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1352 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181, %expanded_181 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1352, %expanded_181 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1353 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181, %1354 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1355 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1356 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1357 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1358 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1360 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1357, %1357 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1361 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1360 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1352 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1362 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1363 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %1361 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1365, %1364 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1367 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1359, %1366 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_575, %1367 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_576 = tensor.collapse_shape %1368 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1369 = linalg.matmul ins(%collapsed_576, %arg72 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_577 = linalg.transpose ins(%collapsed_576 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1370 = linalg.matmul ins(%transposed_577, %collapsed_180 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1371 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_576 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_578 = tensor.collapse_shape %1371 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_579 = tensor.expand_shape %1369 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1372 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_579, %arg70 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1372 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1374 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1372 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1375 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1372, %424 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1376 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1375 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1377 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424, %1376 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1378 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1373, %1374 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1378, %1377 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1381 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1380, %1379 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1382 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_579, %424 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1383 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1382 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1384 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_579 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1385 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1348, %1381 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_580 = tensor.collapse_shape %1385 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1386 = linalg.matmul ins(%collapsed_580, %arg68 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_581 = linalg.transpose ins(%collapsed_580 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1387 = linalg.matmul ins(%transposed_581, %collapsed_177 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1388 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_580 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_582 = tensor.collapse_shape %1388 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_583 = tensor.expand_shape %1386 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_584 = linalg.transpose ins(%expanded_583 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_585 = tensor.collapse_shape %transposed_584 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_586 = linalg.transpose ins(%collapsed_172 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1389 = linalg.batch_matmul ins(%transposed_586, %collapsed_585 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_587 = linalg.transpose ins(%collapsed_173 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1390 = linalg.batch_matmul ins(%collapsed_585, %transposed_587 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_588 = tensor.expand_shape %1389 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_589 = tensor.expand_shape %1390 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1391 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_589, %403 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1392 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1391 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1393 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %1392 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1394 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1391, %1393 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1395 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1394 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1396 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1395 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_590 = tensor.collapse_shape %1396 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_591 = linalg.transpose ins(%collapsed_168 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1397 = linalg.batch_matmul ins(%transposed_591, %collapsed_590 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_592 = linalg.transpose ins(%collapsed_169 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1398 = linalg.batch_matmul ins(%collapsed_590, %transposed_592 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_593 = tensor.expand_shape %1397 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_594 = tensor.expand_shape %1398 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_595 = linalg.transpose ins(%expanded_588 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_596 = tensor.collapse_shape %transposed_595 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_597 = linalg.transpose ins(%expanded_593 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_598 = tensor.collapse_shape %transposed_597 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_599 = linalg.transpose ins(%expanded_594 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_600 = tensor.collapse_shape %transposed_599 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_601 = tensor.concat dim(2) %collapsed_600, %collapsed_598, %collapsed_596 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_602 = tensor.collapse_shape %concat_601 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1399 = linalg.matmul ins(%collapsed_602, %arg66 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_603 = linalg.transpose ins(%collapsed_602 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1400 = linalg.matmul ins(%transposed_603, %collapsed_157 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1401 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_602 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_604 = tensor.collapse_shape %1401 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_605 = tensor.expand_shape %1399 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1402 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_605, %arg64 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1403 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1402 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1404 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1402 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1405 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1402, %390 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1406 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1405 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1407 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %1406 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1408 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1403, %1404 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1409 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1408, %1407 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1410 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1411 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1410, %1409 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1412 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_605, %390 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1413 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1412 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1414 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_605 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1415 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1385, %1411 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_606 = tensor.collapse_shape %1415 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1416 = linalg.matmul ins(%collapsed_606, %arg62 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_607 = linalg.transpose ins(%collapsed_606 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1417 = linalg.matmul ins(%transposed_607, %collapsed_154 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1418 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_606 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_608 = tensor.collapse_shape %1418 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_609 = tensor.expand_shape %1416 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1419 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %expanded_152 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1420 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1419, %expanded_152 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1421 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1420 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1422 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %1421 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1423 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1422 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1424 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1423 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1425 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1424 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1425 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1427 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1424, %1424 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1428 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1427 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1419 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1429 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1430 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1432 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %1428 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1433 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1432, %1431 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1426, %1433 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1435 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_609, %1434 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_610 = tensor.collapse_shape %1435 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1436 = linalg.matmul ins(%collapsed_610, %arg60 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_611 = linalg.transpose ins(%collapsed_610 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1437 = linalg.matmul ins(%transposed_611, %collapsed_151 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1438 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_610 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_612 = tensor.collapse_shape %1438 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_613 = tensor.expand_shape %1436 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1439 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_613, %arg58 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1439 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1441 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1439 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1439, %356 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1443 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1442 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1444 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %1443 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1445 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1440, %1441 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1446 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1445, %1444 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1448 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1447, %1446 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1449 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_613, %356 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1450 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1449 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1451 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_613 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1452 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1415, %1448 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_614 = tensor.collapse_shape %1452 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1453 = linalg.matmul ins(%collapsed_614, %arg56 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_615 = linalg.transpose ins(%collapsed_614 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1454 = linalg.matmul ins(%transposed_615, %collapsed_148 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1455 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_614 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_616 = tensor.collapse_shape %1455 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_617 = tensor.expand_shape %1453 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_618 = linalg.transpose ins(%expanded_617 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_619 = tensor.collapse_shape %transposed_618 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_620 = linalg.transpose ins(%collapsed_143 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1456 = linalg.batch_matmul ins(%transposed_620, %collapsed_619 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_621 = linalg.transpose ins(%collapsed_144 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1457 = linalg.batch_matmul ins(%collapsed_619, %transposed_621 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_622 = tensor.expand_shape %1456 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_623 = tensor.expand_shape %1457 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1458 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_623, %335 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1459 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1458 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1460 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %1459 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1461 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1458, %1460 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1462 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1461 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1463 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1462 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_624 = tensor.collapse_shape %1463 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_625 = linalg.transpose ins(%collapsed_139 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1464 = linalg.batch_matmul ins(%transposed_625, %collapsed_624 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_626 = linalg.transpose ins(%collapsed_140 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1465 = linalg.batch_matmul ins(%collapsed_624, %transposed_626 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_627 = tensor.expand_shape %1464 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_628 = tensor.expand_shape %1465 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_629 = linalg.transpose ins(%expanded_622 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_630 = tensor.collapse_shape %transposed_629 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_631 = linalg.transpose ins(%expanded_627 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_632 = tensor.collapse_shape %transposed_631 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_633 = linalg.transpose ins(%expanded_628 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_634 = tensor.collapse_shape %transposed_633 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_635 = tensor.concat dim(2) %collapsed_634, %collapsed_632, %collapsed_630 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_636 = tensor.collapse_shape %concat_635 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1466 = linalg.matmul ins(%collapsed_636, %arg54 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_637 = linalg.transpose ins(%collapsed_636 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1467 = linalg.matmul ins(%transposed_637, %collapsed_128 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1468 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_636 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_638 = tensor.collapse_shape %1468 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_639 = tensor.expand_shape %1466 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1469 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_639, %arg52 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1470 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1469 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1471 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1469 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1472 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1469, %322 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1473 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1472 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1474 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %1473 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1475 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1470, %1471 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1476 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1475, %1474 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1477 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1478 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1477, %1476 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1479 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_639, %322 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1480 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1479 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1481 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_639 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1452, %1478 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_640 = tensor.collapse_shape %1482 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1483 = linalg.matmul ins(%collapsed_640, %arg50 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_641 = linalg.transpose ins(%collapsed_640 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1484 = linalg.matmul ins(%transposed_641, %collapsed_125 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1485 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_640 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_642 = tensor.collapse_shape %1485 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_643 = tensor.expand_shape %1483 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1486 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %expanded_123 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1487 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1486, %expanded_123 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1488 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1487 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1489 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %1488 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1489 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1490 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1492 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1491 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1493 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1492 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1494 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1491, %1491 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1495 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1494 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1486 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1496 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1498 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1497 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1499 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %1495 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1499, %1498 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1501 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1493, %1500 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1502 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_643, %1501 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_644 = tensor.collapse_shape %1502 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1503 = linalg.matmul ins(%collapsed_644, %arg48 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_645 = linalg.transpose ins(%collapsed_644 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1504 = linalg.matmul ins(%transposed_645, %collapsed_122 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1505 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_644 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_646 = tensor.collapse_shape %1505 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_647 = tensor.expand_shape %1503 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1506 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_647, %arg46 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1506 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1508 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1506 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1506, %288 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1510 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1509 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1511 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %1510 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1512 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1507, %1508 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1513 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1512, %1511 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1515 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1514, %1513 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1516 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_647, %288 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1517 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1516 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1518 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_647 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1519 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1482, %1515 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_648 = tensor.collapse_shape %1519 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1520 = linalg.matmul ins(%collapsed_648, %arg44 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_649 = linalg.transpose ins(%collapsed_648 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1521 = linalg.matmul ins(%transposed_649, %collapsed_119 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1522 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_648 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_650 = tensor.collapse_shape %1522 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_651 = tensor.expand_shape %1520 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_652 = linalg.transpose ins(%expanded_651 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_653 = tensor.collapse_shape %transposed_652 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_654 = linalg.transpose ins(%collapsed_114 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1523 = linalg.batch_matmul ins(%transposed_654, %collapsed_653 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_655 = linalg.transpose ins(%collapsed_115 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1524 = linalg.batch_matmul ins(%collapsed_653, %transposed_655 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_656 = tensor.expand_shape %1523 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_657 = tensor.expand_shape %1524 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1525 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_657, %267 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1526 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1525 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1527 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %1526 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1528 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1525, %1527 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1529 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1528 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1530 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1529 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_658 = tensor.collapse_shape %1530 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_659 = linalg.transpose ins(%collapsed_110 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1531 = linalg.batch_matmul ins(%transposed_659, %collapsed_658 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_660 = linalg.transpose ins(%collapsed_111 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1532 = linalg.batch_matmul ins(%collapsed_658, %transposed_660 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_661 = tensor.expand_shape %1531 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_662 = tensor.expand_shape %1532 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_663 = linalg.transpose ins(%expanded_656 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_664 = tensor.collapse_shape %transposed_663 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_665 = linalg.transpose ins(%expanded_661 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_666 = tensor.collapse_shape %transposed_665 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_667 = linalg.transpose ins(%expanded_662 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_668 = tensor.collapse_shape %transposed_667 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_669 = tensor.concat dim(2) %collapsed_668, %collapsed_666, %collapsed_664 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_670 = tensor.collapse_shape %concat_669 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1533 = linalg.matmul ins(%collapsed_670, %arg42 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_671 = linalg.transpose ins(%collapsed_670 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1534 = linalg.matmul ins(%transposed_671, %collapsed_99 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1535 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_670 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_672 = tensor.collapse_shape %1535 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_673 = tensor.expand_shape %1533 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1536 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_673, %arg40 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1537 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1536 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1538 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1536 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1539 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1536, %254 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1540 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1539 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1541 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %1540 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1542 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1537, %1538 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1543 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1542, %1541 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1544 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1545 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1544, %1543 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1546 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_673, %254 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1547 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1546 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1548 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_673 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1549 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1519, %1545 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_674 = tensor.collapse_shape %1549 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1550 = linalg.matmul ins(%collapsed_674, %arg38 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_675 = linalg.transpose ins(%collapsed_674 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1551 = linalg.matmul ins(%transposed_675, %collapsed_96 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1552 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_674 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_676 = tensor.collapse_shape %1552 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_677 = tensor.expand_shape %1550 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1553 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %expanded_94 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1554 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1553, %expanded_94 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1555 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1554 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1556 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %1555 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1556 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1557 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1559 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1558 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1560 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1559 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1561 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1558, %1558 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1562 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1561 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1563 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1553 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1564 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1563 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1565 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1564 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1566 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %1562 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1567 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1566, %1565 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1568 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1560, %1567 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1569 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_677, %1568 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_678 = tensor.collapse_shape %1569 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1570 = linalg.matmul ins(%collapsed_678, %arg36 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_679 = linalg.transpose ins(%collapsed_678 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1571 = linalg.matmul ins(%transposed_679, %collapsed_93 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1572 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_678 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_680 = tensor.collapse_shape %1572 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_681 = tensor.expand_shape %1570 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1573 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_681, %arg34 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1573 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1575 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1573 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1576 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1573, %220 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1577 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1576 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1578 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %1577 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1579 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1574, %1575 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1580 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1579, %1578 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1581 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1582 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1581, %1580 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1583 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_681, %220 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1584 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1583 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1585 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_681 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1586 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1549, %1582 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_682 = tensor.collapse_shape %1586 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1587 = linalg.matmul ins(%collapsed_682, %arg32 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_683 = linalg.transpose ins(%collapsed_682 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1588 = linalg.matmul ins(%transposed_683, %collapsed_90 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1589 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_682 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_684 = tensor.collapse_shape %1589 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_685 = tensor.expand_shape %1587 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_686 = linalg.transpose ins(%expanded_685 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_687 = tensor.collapse_shape %transposed_686 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_688 = linalg.transpose ins(%collapsed_85 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1590 = linalg.batch_matmul ins(%transposed_688, %collapsed_687 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_689 = linalg.transpose ins(%collapsed_86 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1591 = linalg.batch_matmul ins(%collapsed_687, %transposed_689 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_690 = tensor.expand_shape %1590 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_691 = tensor.expand_shape %1591 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1592 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_691, %199 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1593 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1592 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1594 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %1593 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1595 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1592, %1594 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1596 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1595 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1597 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1596 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_692 = tensor.collapse_shape %1597 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_693 = linalg.transpose ins(%collapsed_81 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1598 = linalg.batch_matmul ins(%transposed_693, %collapsed_692 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_694 = linalg.transpose ins(%collapsed_82 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1599 = linalg.batch_matmul ins(%collapsed_692, %transposed_694 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_695 = tensor.expand_shape %1598 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_696 = tensor.expand_shape %1599 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_697 = linalg.transpose ins(%expanded_690 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_698 = tensor.collapse_shape %transposed_697 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_699 = linalg.transpose ins(%expanded_695 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_700 = tensor.collapse_shape %transposed_699 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_701 = linalg.transpose ins(%expanded_696 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_702 = tensor.collapse_shape %transposed_701 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_703 = tensor.concat dim(2) %collapsed_702, %collapsed_700, %collapsed_698 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_704 = tensor.collapse_shape %concat_703 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1600 = linalg.matmul ins(%collapsed_704, %arg30 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_705 = linalg.transpose ins(%collapsed_704 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1601 = linalg.matmul ins(%transposed_705, %collapsed_70 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1602 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_704 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_706 = tensor.collapse_shape %1602 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_707 = tensor.expand_shape %1600 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1603 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_707, %arg28 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1604 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1603 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1605 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1603 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1606 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1603, %186 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1607 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1606 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1608 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %1607 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1609 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1604, %1605 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1610 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1609, %1608 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1611 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1612 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1611, %1610 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1613 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_707, %186 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1614 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1613 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1615 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_707 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1616 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1586, %1612 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_708 = tensor.collapse_shape %1616 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1617 = linalg.matmul ins(%collapsed_708, %arg26 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_709 = linalg.transpose ins(%collapsed_708 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1618 = linalg.matmul ins(%transposed_709, %collapsed_67 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1619 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_708 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_710 = tensor.collapse_shape %1619 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_711 = tensor.expand_shape %1617 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1620 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %expanded_65 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1621 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1620, %expanded_65 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1622 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1621 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1623 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %1622 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1624 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1623 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1625 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1624 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1626 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1625 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1627 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1626 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1628 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1625, %1625 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1629 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1628 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1630 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1620 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1631 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1630 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1632 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1631 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1633 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %1629 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1634 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1633, %1632 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1635 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1627, %1634 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1636 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_711, %1635 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_712 = tensor.collapse_shape %1636 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1637 = linalg.matmul ins(%collapsed_712, %arg24 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_713 = linalg.transpose ins(%collapsed_712 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1638 = linalg.matmul ins(%transposed_713, %collapsed_64 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1639 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_712 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_714 = tensor.collapse_shape %1639 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_715 = tensor.expand_shape %1637 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1640 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_715, %arg22 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1641 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1640 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1642 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1640 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1643 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1640, %152 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1644 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1643 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1645 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %1644 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1646 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1641, %1642 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1647 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1646, %1645 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1648 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1649 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1648, %1647 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1650 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_715, %152 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1651 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1650 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1652 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_715 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1653 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1616, %1649 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_716 = tensor.collapse_shape %1653 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1654 = linalg.matmul ins(%collapsed_716, %arg20 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_717 = linalg.transpose ins(%collapsed_716 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1655 = linalg.matmul ins(%transposed_717, %collapsed_61 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1656 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_716 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_718 = tensor.collapse_shape %1656 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_719 = tensor.expand_shape %1654 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_720 = linalg.transpose ins(%expanded_719 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_721 = tensor.collapse_shape %transposed_720 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_722 = linalg.transpose ins(%collapsed_56 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1657 = linalg.batch_matmul ins(%transposed_722, %collapsed_721 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_723 = linalg.transpose ins(%collapsed_57 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1658 = linalg.batch_matmul ins(%collapsed_721, %transposed_723 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_724 = tensor.expand_shape %1657 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_725 = tensor.expand_shape %1658 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1659 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_725, %131 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1660 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1659 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1661 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %1660 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1662 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1659, %1661 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1663 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1662 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1664 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1663 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_726 = tensor.collapse_shape %1664 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_727 = linalg.transpose ins(%collapsed_52 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1665 = linalg.batch_matmul ins(%transposed_727, %collapsed_726 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_728 = linalg.transpose ins(%collapsed_53 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1666 = linalg.batch_matmul ins(%collapsed_726, %transposed_728 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_729 = tensor.expand_shape %1665 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_730 = tensor.expand_shape %1666 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_731 = linalg.transpose ins(%expanded_724 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_732 = tensor.collapse_shape %transposed_731 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_733 = linalg.transpose ins(%expanded_729 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_734 = tensor.collapse_shape %transposed_733 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_735 = linalg.transpose ins(%expanded_730 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_736 = tensor.collapse_shape %transposed_735 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_737 = tensor.concat dim(2) %collapsed_736, %collapsed_734, %collapsed_732 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_738 = tensor.collapse_shape %concat_737 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1667 = linalg.matmul ins(%collapsed_738, %arg18 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_739 = linalg.transpose ins(%collapsed_738 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1668 = linalg.matmul ins(%transposed_739, %collapsed_41 : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1669 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_738 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_740 = tensor.collapse_shape %1669 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_741 = tensor.expand_shape %1667 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1670 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_741, %arg16 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1671 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1670 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1672 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1670 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1673 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1670, %118 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1674 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1673 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1675 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %1674 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1676 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1671, %1672 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1677 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1676, %1675 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1678 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1679 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1678, %1677 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1680 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_741, %118 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1681 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1680 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1682 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_741 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1683 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1653, %1679 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_742 = tensor.collapse_shape %1683 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1684 = linalg.matmul ins(%collapsed_742, %arg14 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%84 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %transposed_743 = linalg.transpose ins(%collapsed_742 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1685 = linalg.matmul ins(%transposed_743, %collapsed_38 : tensor<768x8192xf32>, tensor<8192x3072xf32>) outs(%933 : tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1686 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_742 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_744 = tensor.collapse_shape %1686 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_745 = tensor.expand_shape %1684 [[0, 1], [2]] output_shape [8, 1024, 3072] : tensor<8192x3072xf32> into tensor<8x1024x3072xf32>
    %1687 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %expanded_36 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1688 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1687, %expanded_36 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1689 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1688 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_6 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1690 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %1689 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1691 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1690 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1692 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1691 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = math.tanh %in : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1693 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1692 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1694 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1693 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1695 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1692, %1692 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1696 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %1695 : tensor<i64>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: i64, %in_781: f32, %out: f32):
      %1758 = arith.sitofp %in : i64 to f32
      %1759 = arith.subf %1758, %in_781 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1697 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1687 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_4 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1698 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1697 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %cst_11 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1699 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1698 : tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.truncf %cst_5 : f64 to f32
      %1759 = arith.mulf %in, %1758 : f32
      linalg.yield %1759 : f32
    } -> tensor<8x1024x3072xf32>
    %1700 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %1696 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1701 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1700, %1699 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1702 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1694, %1701 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %1703 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_745, %1702 : tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) outs(%88 : tensor<8x1024x3072xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x3072xf32>
    %collapsed_746 = tensor.collapse_shape %1703 [[0, 1], [2]] : tensor<8x1024x3072xf32> into tensor<8192x3072xf32>
    %1704 = linalg.matmul ins(%collapsed_746, %arg12 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_747 = linalg.transpose ins(%collapsed_746 : tensor<8192x3072xf32>) outs(%956 : tensor<3072x8192xf32>) permutation = [1, 0] 
    %1705 = linalg.matmul ins(%transposed_747, %collapsed_35 : tensor<3072x8192xf32>, tensor<8192x768xf32>) outs(%957 : tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1706 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_746 : tensor<8192x3072xf32>) outs(%960 : tensor<1x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x3072xf32>
    %collapsed_748 = tensor.collapse_shape %1706 [[0, 1]] : tensor<1x3072xf32> into tensor<3072xf32>
    %expanded_749 = tensor.expand_shape %1704 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1707 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_749, %arg10 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1708 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1707 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1709 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1707 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1710 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1707, %79 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1711 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1710 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1712 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %1711 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1713 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1708, %1709 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1714 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1713, %1712 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1715 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1716 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1715, %1714 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1717 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_749, %79 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1718 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1717 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1719 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_749 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1720 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1683, %1716 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %collapsed_750 = tensor.collapse_shape %1720 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %1721 = linalg.matmul ins(%collapsed_750, %arg8 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_751 = linalg.transpose ins(%collapsed_750 : tensor<8192x768xf32>) outs(%932 : tensor<768x8192xf32>) permutation = [1, 0] 
    %1722 = linalg.matmul ins(%transposed_751, %collapsed_32 : tensor<768x8192xf32>, tensor<8192x768xf32>) outs(%977 : tensor<768x768xf32>) -> tensor<768x768xf32>
    %1723 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_750 : tensor<8192x768xf32>) outs(%936 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x768xf32>
    %collapsed_752 = tensor.collapse_shape %1723 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_753 = tensor.expand_shape %1721 [[0, 1], [2, 3]] output_shape [8, 1024, 12, 64] : tensor<8192x768xf32> into tensor<8x1024x12x64xf32>
    %transposed_754 = linalg.transpose ins(%expanded_753 : tensor<8x1024x12x64xf32>) outs(%29 : tensor<8x12x1024x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_755 = tensor.collapse_shape %transposed_754 [[0, 1], [2], [3]] : tensor<8x12x1024x64xf32> into tensor<96x1024x64xf32>
    %transposed_756 = linalg.transpose ins(%collapsed_27 : tensor<96x1024x1024xf32>) outs(%31 : tensor<96x1024x1024xf32>) permutation = [0, 2, 1] 
    %1724 = linalg.batch_matmul ins(%transposed_756, %collapsed_755 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %transposed_757 = linalg.transpose ins(%collapsed_28 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1725 = linalg.batch_matmul ins(%collapsed_755, %transposed_757 : tensor<96x1024x64xf32>, tensor<96x64x1024xf32>) outs(%32 : tensor<96x1024x1024xf32>) -> tensor<96x1024x1024xf32>
    %expanded_758 = tensor.expand_shape %1724 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %expanded_759 = tensor.expand_shape %1725 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 1024] : tensor<96x1024x1024xf32> into tensor<8x12x1024x1024xf32>
    %1726 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_759, %52 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1727 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1726 : tensor<8x12x1024x1024xf32>) outs(%50 : tensor<8x12x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1xf32>
    %1728 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %1727 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1729 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1726, %1728 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1730 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %1729 : tensor<1024x1024xi1>, tensor<f32>, tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: i1, %in_781: f32, %in_782: f32, %out: f32):
      %1758 = arith.select %in, %in_781, %in_782 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %1731 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1730 : tensor<8x12x1024x1024xf32>) outs(%34 : tensor<8x12x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_9 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x12x1024x1024xf32>
    %collapsed_760 = tensor.collapse_shape %1731 [[0, 1], [2], [3]] : tensor<8x12x1024x1024xf32> into tensor<96x1024x1024xf32>
    %transposed_761 = linalg.transpose ins(%collapsed_22 : tensor<96x1024x64xf32>) outs(%981 : tensor<96x64x1024xf32>) permutation = [0, 2, 1] 
    %1732 = linalg.batch_matmul ins(%transposed_761, %collapsed_760 : tensor<96x64x1024xf32>, tensor<96x1024x1024xf32>) outs(%989 : tensor<96x64x1024xf32>) -> tensor<96x64x1024xf32>
    %transposed_762 = linalg.transpose ins(%collapsed_23 : tensor<96x64x1024xf32>) outs(%53 : tensor<96x1024x64xf32>) permutation = [0, 2, 1] 
    %1733 = linalg.batch_matmul ins(%collapsed_760, %transposed_762 : tensor<96x1024x1024xf32>, tensor<96x1024x64xf32>) outs(%54 : tensor<96x1024x64xf32>) -> tensor<96x1024x64xf32>
    %expanded_763 = tensor.expand_shape %1732 [[0, 1], [2], [3]] output_shape [8, 12, 64, 1024] : tensor<96x64x1024xf32> into tensor<8x12x64x1024xf32>
    %expanded_764 = tensor.expand_shape %1733 [[0, 1], [2], [3]] output_shape [8, 12, 1024, 64] : tensor<96x1024x64xf32> into tensor<8x12x1024x64xf32>
    %transposed_765 = linalg.transpose ins(%expanded_758 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_766 = tensor.collapse_shape %transposed_765 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_767 = linalg.transpose ins(%expanded_763 : tensor<8x12x64x1024xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_768 = tensor.collapse_shape %transposed_767 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %transposed_769 = linalg.transpose ins(%expanded_764 : tensor<8x12x1024x64xf32>) outs(%56 : tensor<8x1024x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_770 = tensor.collapse_shape %transposed_769 [[0], [1], [2, 3]] : tensor<8x1024x12x64xf32> into tensor<8x1024x768xf32>
    %concat_771 = tensor.concat dim(2) %collapsed_770, %collapsed_768, %collapsed_766 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %collapsed_772 = tensor.collapse_shape %concat_771 [[0, 1], [2]] : tensor<8x1024x2304xf32> into tensor<8192x2304xf32>
    %1734 = linalg.matmul ins(%collapsed_772, %arg6 : tensor<8192x2304xf32>, tensor<2304x768xf32>) outs(%59 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %transposed_773 = linalg.transpose ins(%collapsed_772 : tensor<8192x2304xf32>) outs(%993 : tensor<2304x8192xf32>) permutation = [1, 0] 
    %1735 = linalg.matmul ins(%transposed_773, %collapsed : tensor<2304x8192xf32>, tensor<8192x768xf32>) outs(%995 : tensor<2304x768xf32>) -> tensor<2304x768xf32>
    %1736 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_772 : tensor<8192x2304xf32>) outs(%998 : tensor<1x2304xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x2304xf32>
    %collapsed_774 = tensor.collapse_shape %1736 [[0, 1]] : tensor<1x2304xf32> into tensor<2304xf32>
    %expanded_775 = tensor.expand_shape %1734 [[0, 1], [2]] output_shape [8, 1024, 768] : tensor<8192x768xf32> into tensor<8x1024x768xf32>
    %1737 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_775, %arg4 : tensor<8x1024x768xf32>, tensor<768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1738 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1737 : tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.mulf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1739 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1737 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1740 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1737, %20 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1741 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1740 : tensor<8x1024x768xf32>) outs(%4 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1742 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %1741 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1743 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1738, %1739 : tensor<8x1024x768xf32>, tensor<8x1024x1xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1744 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1743, %1742 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.subf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1745 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<8x1024x1xf32>) outs(%3 : tensor<8x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.divf %in, %cst_8 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x1xf32>
    %1746 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1745, %1744 : tensor<8x1024x1xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1747 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_775, %20 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.mulf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1748 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1747 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1749 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_775 : tensor<8x1024x768xf32>) outs(%928 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<768xf32>
    %1750 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1720, %1746 : tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) outs(%0 : tensor<8x1024x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<8x1024x768xf32>
    %1751 = tensor.empty() : tensor<1x1024x768xf32>
    %1752 = linalg.fill ins(%cst : f32) outs(%1751 : tensor<1x1024x768xf32>) -> tensor<1x1024x768xf32>
    %1753 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1750 : tensor<8x1024x768xf32>) outs(%1752 : tensor<1x1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1758 = arith.addf %in, %out : f32
      linalg.yield %1758 : f32
    } -> tensor<1x1024x768xf32>
    %collapsed_776 = tensor.collapse_shape %1753 [[0, 1], [2]] : tensor<1x1024x768xf32> into tensor<1024x768xf32>
    %collapsed_777 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x1024xi64> into tensor<8192xi64>
    %collapsed_778 = tensor.collapse_shape %1750 [[0, 1], [2]] : tensor<8x1024x768xf32> into tensor<8192x768xf32>
    %expanded_779 = tensor.expand_shape %collapsed_777 [[0, 1]] output_shape [8192, 1] : tensor<8192xi64> into tensor<8192x1xi64>
    %1754 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_779, %900 : tensor<8192x1xi64>, tensor<50257xi64>) outs(%901 : tensor<8192x50257xi1>) {
    ^bb0(%in: i64, %in_781: i64, %out: i1):
      %1758 = arith.cmpi eq, %in, %in_781 : i64
      linalg.yield %1758 : i1
    } -> tensor<8192x50257xi1>
    %1755 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%1754 : tensor<8192x50257xi1>) outs(%870 : tensor<8192x50257xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1758 = arith.uitofp %in : i1 to f32
      linalg.yield %1758 : f32
    } -> tensor<8192x50257xf32>
    %transposed_780 = linalg.transpose ins(%1755 : tensor<8192x50257xf32>) outs(%911 : tensor<50257x8192xf32>) permutation = [1, 0] 
    %1756 = linalg.matmul ins(%transposed_780, %collapsed_778 : tensor<50257x8192xf32>, tensor<8192x768xf32>) outs(%913 : tensor<50257x768xf32>) -> tensor<50257x768xf32>
    %1757 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%914, %1756 : tensor<50257x768xf32>, tensor<50257x768xf32>) outs(%912 : tensor<50257x768xf32>) {
    ^bb0(%in: f32, %in_781: f32, %out: f32):
      %1758 = arith.addf %in, %in_781 : f32
      linalg.yield %1758 : f32
    } -> tensor<50257x768xf32>
    return %898, %collapsed_776, %1757, %1748, %1749, %1735, %collapsed_774, %1722, %collapsed_752, %1718, %1719, %1705, %collapsed_748, %1685, %collapsed_744, %1681, %1682, %1668, %collapsed_740, %1655, %collapsed_718, %1651, %1652, %1638, %collapsed_714, %1618, %collapsed_710, %1614, %1615, %1601, %collapsed_706, %1588, %collapsed_684, %1584, %1585, %1571, %collapsed_680, %1551, %collapsed_676, %1547, %1548, %1534, %collapsed_672, %1521, %collapsed_650, %1517, %1518, %1504, %collapsed_646, %1484, %collapsed_642, %1480, %1481, %1467, %collapsed_638, %1454, %collapsed_616, %1450, %1451, %1437, %collapsed_612, %1417, %collapsed_608, %1413, %1414, %1400, %collapsed_604, %1387, %collapsed_582, %1383, %1384, %1370, %collapsed_578, %1350, %collapsed_574, %1346, %1347, %1333, %collapsed_570, %1320, %collapsed_548, %1316, %1317, %1303, %collapsed_544, %1283, %collapsed_540, %1279, %1280, %1266, %collapsed_536, %1253, %collapsed_514, %1249, %1250, %1236, %collapsed_510, %1216, %collapsed_506, %1212, %1213, %1199, %collapsed_502, %1186, %collapsed_480, %1182, %1183, %1169, %collapsed_476, %1149, %collapsed_472, %1145, %1146, %1132, %collapsed_468, %1119, %collapsed_446, %1115, %1116, %1102, %collapsed_442, %1082, %collapsed_438, %1078, %1079, %1065, %collapsed_434, %1052, %collapsed_412, %1048, %1049, %1035, %collapsed_408, %1015, %collapsed_404, %1011, %1012, %996, %collapsed_400, %978, %collapsed_379, %973, %974, %958, %collapsed_375, %934, %collapsed_371, %929, %930 : tensor<f32>, tensor<1024x768xf32>, tensor<50257x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<2304x768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>
  }
}
