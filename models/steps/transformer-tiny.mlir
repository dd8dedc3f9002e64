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
  func.func @train_step(%arg0: tensor<2x16xi64>, %arg1: tensor<2x16xi64>, %arg2: tensor<16x32xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<96x32xf32>, %arg8: tensor<96xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<128x32xf32>, %arg14: tensor<128xf32>, %arg15: tensor<32x128xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<96x32xf32>, %arg20: tensor<96xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<128x32xf32>, %arg26: tensor<128xf32>, %arg27: tensor<32x128xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>) -> (tensor<f32>, tensor<16x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
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
    %cst_9 = arith.constant 3.200000e+01 : f64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %cst_11 = arith.constant 4.000000e+00 : f32
    %cst_12 = arith.constant 1.41421354 : f32
    %cst_13 = arith.constant -5.000000e-01 : f32
    %cst_14 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %399 = arith.index_cast %in : i64 to index
      %400 = linalg.index 2 : index
      %401 = arith.cmpi slt, %399, %c64 : index
      cf.assert %401, "index must be smaller than dim size"
      %402 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %402, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg4[%399, %400] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<2x16x32xf32>, tensor<16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %3 = tensor.empty() : tensor<2x16x32xf64>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %5 = tensor.empty() : tensor<2x16x1xf64>
    %6 = linalg.fill ins(%cst : f64) outs(%5 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.subf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.mulf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %13 = tensor.empty() : tensor<2x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_8 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %17 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg5 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg6 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %24 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg7 : tensor<96x32xf32>) outs(%24 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %26 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x96xf32>) outs(%25 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<96xf32>) outs(%24 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%26, %27 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%24 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x96xf32>
    %expanded = tensor.expand_shape %28 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_15 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_16 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_17 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %29 = tensor.empty() : tensor<2x2x16x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %extracted_slice_15 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %expanded_20 = tensor.expand_shape %extracted_slice_16 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_22 = linalg.transpose ins(%expanded_19 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_23 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %30 = tensor.empty() : tensor<4x16x16xf32>
    %31 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %32 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_25 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_11 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %34 = tensor.empty() : tensor<2x2x16xi64>
    %35 = linalg.fill ins(%c0_i64 : i64) outs(%34 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64>
    %36 = tensor.empty() : tensor<2x2x16xf32>
    %37 = linalg.fill ins(%cst_1 : f32) outs(%36 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %38:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%33 : tensor<2x2x16x16xf32>) outs(%37, %35 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_162: i64):
      %399 = linalg.index 3 : index
      %400 = arith.index_cast %399 : index to i64
      %401 = arith.maximumf %in, %out : f32
      %402 = arith.cmpf ogt, %in, %out : f32
      %403 = arith.select %402, %400, %out_162 : i64
      linalg.yield %401, %403 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>)
    %expanded_26 = tensor.expand_shape %38#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %39 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_26 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %41 = tensor.empty() : tensor<2x2x16x1xf32>
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %43 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%40 : tensor<2x2x16x16xf32>) outs(%42 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x1xf32>
    %44 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.divf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_27 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %45 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_29 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %46 = tensor.empty() : tensor<2x16x2x16xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %47 = tensor.empty() : tensor<32x32xf32>
    %transposed_31 = linalg.transpose ins(%arg9 : tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %48 = linalg.fill ins(%cst_0 : f32) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %49 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%49, %50 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x32xf32>
    %expanded_33 = tensor.expand_shape %51 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %expanded_33 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %54 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %56 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %55 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.subf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %57 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %56 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.mulf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %58 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%52 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_8 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %62 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %64 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %arg11 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %arg12 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %69 = tensor.empty() : tensor<32x128xf32>
    %transposed_34 = linalg.transpose ins(%arg13 : tensor<128x32xf32>) outs(%69 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %68 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %71 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<128xf32>) outs(%69 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%71, %72 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%69 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x128xf32>
    %expanded_36 = tensor.expand_shape %73 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %74 = tensor.empty() : tensor<2x16x128xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_12 : f32
      %400 = math.erf %399 : f32
      %401 = arith.addf %400, %cst_2 : f32
      %402 = arith.mulf %401, %cst_3 : f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x16x128xf32>
    %76 = tensor.empty() : tensor<128x32xf32>
    %transposed_37 = linalg.transpose ins(%arg15 : tensor<32x128xf32>) outs(%76 : tensor<128x32xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %75 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %77 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32xf32>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %79 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%77, %78 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x32xf32>
    %expanded_39 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_39 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %82 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %84 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %83 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.subf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %84 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.mulf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %86 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_8 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %90 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %92 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %arg17 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %arg18 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %transposed_40 = linalg.transpose ins(%arg19 : tensor<96x32xf32>) outs(%24 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %96 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %97 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%25 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %98 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<96xf32>) outs(%24 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %99 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%97, %98 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%24 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x96xf32>
    %expanded_42 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_42[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_42[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_42[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_48 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %expanded_49 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%expanded_48 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_52 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %100 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_54 = tensor.expand_shape %100 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %101 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_11 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %102:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<2x2x16x16xf32>) outs(%37, %35 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_162: i64):
      %399 = linalg.index 3 : index
      %400 = arith.index_cast %399 : index to i64
      %401 = arith.maximumf %in, %out : f32
      %402 = arith.cmpf ogt, %in, %out : f32
      %403 = arith.select %402, %400, %out_162 : i64
      linalg.yield %401, %403 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>)
    %expanded_55 = tensor.expand_shape %102#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %103 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_55 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%104 : tensor<2x2x16x16xf32>) outs(%42 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x1xf32>
    %106 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %105 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.divf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_56 = tensor.collapse_shape %106 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_57 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %107 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_58 = tensor.expand_shape %107 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_60 = linalg.transpose ins(%arg21 : tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_61 = tensor.collapse_shape %transposed_59 [[0, 1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %108 = linalg.matmul ins(%collapsed_61, %transposed_60 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32xf32>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %110 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%108, %109 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x32xf32>
    %expanded_62 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_62 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.subf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.mulf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_8 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %121 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %123 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %arg23 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %arg24 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %transposed_63 = linalg.transpose ins(%arg25 : tensor<128x32xf32>) outs(%69 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_64 = tensor.collapse_shape %127 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %128 = linalg.matmul ins(%collapsed_64, %transposed_63 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %129 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<128xf32>) outs(%69 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %130 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%128, %129 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%69 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x128xf32>
    %expanded_65 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_12 : f32
      %400 = math.erf %399 : f32
      %401 = arith.addf %400, %cst_2 : f32
      %402 = arith.mulf %401, %cst_3 : f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x16x128xf32>
    %transposed_66 = linalg.transpose ins(%arg27 : tensor<32x128xf32>) outs(%76 : tensor<128x32xf32>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %132 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %133 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32xf32>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %134 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%132, %133 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x32xf32>
    %expanded_68 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_68 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %138 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.subf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %139 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.mulf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_8 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %145 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %147 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %arg29 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg30 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %transposed_69 = linalg.transpose ins(%arg31 : tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_70 = tensor.collapse_shape %151 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %152 = linalg.matmul ins(%collapsed_70, %transposed_69 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %153 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32xf32>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %154 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%152, %153 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x32xf32>
    %expanded_71 = tensor.expand_shape %154 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_12 : f32
      %400 = math.erf %399 : f32
      %401 = arith.addf %400, %cst_2 : f32
      %402 = arith.mulf %401, %cst_3 : f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x16x32xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %399 = arith.extf %in : f32 to f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %158 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.subf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %159 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %399 = arith.mulf %in, %in_162 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x32xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.addf %in, %out : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %399 = arith.divf %in, %cst_9 : f64
      linalg.yield %399 : f64
    } -> tensor<2x16x1xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %399 = arith.truncf %in : f64 to f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_8 : f64 to f32
      %400 = arith.addf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.rsqrt %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %165 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %167 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %arg33 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %arg34 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %172 = tensor.empty() : tensor<32x64xf32>
    %transposed_72 = linalg.transpose ins(%arg4 : tensor<64x32xf32>) outs(%172 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_73 = tensor.collapse_shape %171 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %173 = linalg.fill ins(%cst_0 : f32) outs(%172 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %174 = linalg.matmul ins(%collapsed_73, %transposed_72 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%173 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_74 = tensor.expand_shape %174 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32>
    %175 = tensor.empty() : tensor<2x16x64xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74, %arg3 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%175 : tensor<2x16x64xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x64xf32>
    %collapsed_75 = tensor.collapse_shape %176 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32>
    %collapsed_76 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %177 = tensor.empty() : tensor<32xi64>
    %178 = linalg.fill ins(%c0_i64 : i64) outs(%177 : tensor<32xi64>) -> tensor<32xi64>
    %179 = tensor.empty() : tensor<32xf32>
    %180 = linalg.fill ins(%cst_1 : f32) outs(%179 : tensor<32xf32>) -> tensor<32xf32>
    %181:2 = linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "reduction"]} ins(%collapsed_75 : tensor<32x64xf32>) outs(%180, %178 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_162: i64):
      %399 = linalg.index 1 : index
      %400 = arith.index_cast %399 : index to i64
      %401 = arith.maximumf %in, %out : f32
      %402 = arith.cmpf ogt, %in, %out : f32
      %403 = arith.select %402, %400, %out_162 : i64
      linalg.yield %401, %403 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_77 = tensor.expand_shape %181#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %182 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_75, %expanded_77 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%172 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32>
    %183 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<32x64xf32>) outs(%172 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32>
    %184 = tensor.empty() : tensor<32x1xf32>
    %185 = linalg.fill ins(%cst_0 : f32) outs(%184 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %186 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "reduction"]} ins(%183 : tensor<32x64xf32>) outs(%185 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32x1xf32>
    %187 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<32x1xf32>) outs(%184 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.log %in : f32
      linalg.yield %399 : f32
    } -> tensor<32x1xf32>
    %188 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%182, %187 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%172 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32>
    %189 = tensor.empty() : tensor<32xi1>
    %190 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_76 : tensor<32xi64>) outs(%189 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %399 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %399 : i1
    } -> tensor<32xi1>
    %191 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%190, %collapsed_76, %cst_14 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%177 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_162: i64, %in_163: i64, %out: i64):
      %399 = arith.select %in, %in_162, %in_163 : i64
      linalg.yield %399 : i64
    } -> tensor<32xi64>
    %expanded_78 = tensor.expand_shape %191 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %192 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_78 : tensor<32x1xi64>) outs(%185 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %399 = linalg.index 0 : index
      %400 = arith.index_cast %in : i64 to index
      %401 = arith.cmpi slt, %400, %c64 : index
      cf.assert %401, "index must be smaller than dim size"
      %402 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %402, "index must be larger or equal to 0"
      %extracted = tensor.extract %188[%399, %400] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_79 = tensor.collapse_shape %192 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %193 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_79 : tensor<32xf32>) outs(%179 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.negf %in : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %194 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%190, %193, %cst_5 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%179 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_162: f32, %in_163: f32, %out: f32):
      %399 = arith.select %in, %in_162, %in_163 : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %195 = tensor.empty() : tensor<i64>
    %196 = linalg.fill ins(%c0_i64 : i64) outs(%195 : tensor<i64>) -> tensor<i64>
    %197 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%190 : tensor<32xi1>) outs(%196 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %399 = arith.extui %in : i1 to i64
      %400 = arith.addi %399, %out : i64
      linalg.yield %400 : i64
    } -> tensor<i64>
    %198 = tensor.empty() : tensor<f32>
    %199 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%197 : tensor<i64>) outs(%198 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %399 = arith.sitofp %in : i64 to f32
      linalg.yield %399 : f32
    } -> tensor<f32>
    %200 = linalg.fill ins(%cst_0 : f32) outs(%198 : tensor<f32>) -> tensor<f32>
    %201 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%194 : tensor<32xf32>) outs(%200 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<f32>
    %202 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%201, %199 : tensor<f32>, tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.divf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<f32>
    %203 = tensor.empty() : tensor<64xi64>
    %204 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel"]} outs(%203 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %399 = linalg.index 0 : index
      %400 = arith.index_cast %399 : index to i64
      linalg.yield %400 : i64
    } -> tensor<64xi64>
    %expanded_80 = tensor.expand_shape %collapsed_76 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %205 = tensor.empty() : tensor<32x64xi1>
    %206 = linalg.generic {indexing_maps = [#map11, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_80, %204 : tensor<32x1xi64>, tensor<64xi64>) outs(%205 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_162: i64, %out: i1):
      %399 = arith.cmpi eq, %in, %in_162 : i64
      linalg.yield %399 : i1
    } -> tensor<32x64xi1>
    %expanded_81 = tensor.expand_shape %190 [[0, 1]] output_shape [32, 1] : tensor<32xi1> into tensor<32x1xi1>
    %207 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%206, %expanded_81 : tensor<32x64xi1>, tensor<32x1xi1>) outs(%205 : tensor<32x64xi1>) {
    ^bb0(%in: i1, %in_162: i1, %out: i1):
      %399 = arith.andi %in, %in_162 : i1
      linalg.yield %399 : i1
    } -> tensor<32x64xi1>
    %208 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%cst_4 : tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.negf %in : f32
      linalg.yield %399 : f32
    } -> tensor<f32>
    %209 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%208, %199 : tensor<f32>, tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.divf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<f32>
    %210 = linalg.generic {indexing_maps = [#map6, #map15, #map15, #map6], iterator_types = ["parallel", "parallel"]} ins(%207, %209, %cst_5 : tensor<32x64xi1>, tensor<f32>, tensor<f32>) outs(%172 : tensor<32x64xf32>) {
    ^bb0(%in: i1, %in_162: f32, %in_163: f32, %out: f32):
      %399 = arith.select %in, %in_162, %in_163 : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32>
    %211 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<32x64xf32>) outs(%172 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32>
    %212 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "reduction"]} ins(%210 : tensor<32x64xf32>) outs(%185 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32x1xf32>
    %213 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%211, %212 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%172 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32>
    %214 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%210, %213 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%172 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32>
    %expanded_82 = tensor.expand_shape %214 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32>
    %215 = tensor.empty() : tensor<1x1x64xf32>
    %216 = linalg.fill ins(%cst_0 : f32) outs(%215 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_82 : tensor<2x16x64xf32>) outs(%216 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_83 = tensor.collapse_shape %217 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %218 = tensor.empty() : tensor<64x32xf32>
    %transposed_84 = linalg.transpose ins(%214 : tensor<32x64xf32>) outs(%218 : tensor<64x32xf32>) permutation = [1, 0] 
    %219 = linalg.fill ins(%cst_0 : f32) outs(%218 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %220 = linalg.matmul ins(%transposed_84, %collapsed_73 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%219 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %221 = linalg.matmul ins(%214, %arg4 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_85 = tensor.expand_shape %221 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %arg33 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%222 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %169 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %226 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %224 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %227 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %229 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %169 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %233 = linalg.fill ins(%cst_0 : f32) outs(%179 : tensor<32xf32>) -> tensor<32xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%232 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_85 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_7 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x32xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.erf %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %cst_2 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_3 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %expanded_71 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_13 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_6 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x32xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %243 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %244 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %245 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_86 = tensor.collapse_shape %246 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %247 = linalg.matmul ins(%collapsed_86, %arg31 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_87 = linalg.transpose ins(%collapsed_86 : tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) permutation = [1, 0] 
    %248 = linalg.matmul ins(%transposed_87, %collapsed_70 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %249 = tensor.empty() : tensor<1x32xf32>
    %250 = linalg.fill ins(%cst_0 : f32) outs(%249 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %251 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_86 : tensor<32x32xf32>) outs(%250 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x32xf32>
    %collapsed_88 = tensor.collapse_shape %251 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_89 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %arg29 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%252 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %149 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%255 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %256 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %254 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %257 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %261 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %259 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %149 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%262 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_89 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %collapsed_90 = tensor.collapse_shape %261 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %265 = linalg.matmul ins(%collapsed_90, %arg27 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_91 = linalg.transpose ins(%collapsed_90 : tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) permutation = [1, 0] 
    %266 = linalg.matmul ins(%transposed_91, %collapsed_67 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %267 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_90 : tensor<32x32xf32>) outs(%250 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x32xf32>
    %collapsed_92 = tensor.collapse_shape %267 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_93 = tensor.expand_shape %265 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_7 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.erf %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %cst_2 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_3 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %expanded_65 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_13 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_6 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %275 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %276 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %277 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %collapsed_94 = tensor.collapse_shape %278 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %279 = linalg.matmul ins(%collapsed_94, %arg25 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_95 = linalg.transpose ins(%collapsed_94 : tensor<32x128xf32>) outs(%76 : tensor<128x32xf32>) permutation = [1, 0] 
    %280 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %281 = linalg.matmul ins(%transposed_95, %collapsed_64 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%280 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %282 = tensor.empty() : tensor<1x128xf32>
    %283 = linalg.fill ins(%cst_0 : f32) outs(%282 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %284 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_94 : tensor<32x128xf32>) outs(%283 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x128xf32>
    %collapsed_96 = tensor.collapse_shape %284 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_97 = tensor.expand_shape %279 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %expanded_97 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %arg23 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%286 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %125 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%289 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %290 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %288 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %291 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %295 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %293 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %125 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%296 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%285 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %collapsed_98 = tensor.collapse_shape %295 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %299 = linalg.matmul ins(%collapsed_98, %arg21 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_99 = linalg.transpose ins(%collapsed_98 : tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) permutation = [1, 0] 
    %300 = linalg.matmul ins(%transposed_99, %collapsed_61 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %301 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_98 : tensor<32x32xf32>) outs(%250 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x32xf32>
    %collapsed_100 = tensor.collapse_shape %301 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_101 = tensor.expand_shape %299 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_103 = tensor.collapse_shape %transposed_102 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_104 = linalg.transpose ins(%collapsed_56 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %302 = linalg.batch_matmul ins(%transposed_104, %collapsed_103 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_105 = linalg.transpose ins(%collapsed_57 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %303 = linalg.batch_matmul ins(%collapsed_103, %transposed_105 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_106 = tensor.expand_shape %302 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_107 = tensor.expand_shape %303 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %304 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_107, %106 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %305 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%304 : tensor<2x2x16x16xf32>) outs(%42 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x1xf32>
    %306 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %305 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %307 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %306 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %308 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_11 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_108 = tensor.collapse_shape %308 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_109 = linalg.transpose ins(%collapsed_52 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %309 = linalg.batch_matmul ins(%transposed_109, %collapsed_108 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_53 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %310 = linalg.batch_matmul ins(%collapsed_108, %transposed_110 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_111 = tensor.expand_shape %309 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_112 = tensor.expand_shape %310 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_113 = linalg.transpose ins(%expanded_106 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_114 = tensor.collapse_shape %transposed_113 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_115 = linalg.transpose ins(%expanded_111 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_117 = linalg.transpose ins(%expanded_112 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_118 = tensor.collapse_shape %transposed_117 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %concat = tensor.concat dim(2) %collapsed_118, %collapsed_116, %collapsed_114 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %collapsed_119 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x16x96xf32> into tensor<32x96xf32>
    %311 = linalg.matmul ins(%collapsed_119, %arg19 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %312 = tensor.empty() : tensor<96x32xf32>
    %transposed_120 = linalg.transpose ins(%collapsed_119 : tensor<32x96xf32>) outs(%312 : tensor<96x32xf32>) permutation = [1, 0] 
    %313 = linalg.fill ins(%cst_0 : f32) outs(%312 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %314 = linalg.matmul ins(%transposed_120, %collapsed_41 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%313 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %315 = tensor.empty() : tensor<1x96xf32>
    %316 = linalg.fill ins(%cst_0 : f32) outs(%315 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %317 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_119 : tensor<32x96xf32>) outs(%316 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x96xf32>
    %collapsed_121 = tensor.collapse_shape %317 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_122 = tensor.expand_shape %311 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %expanded_122 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %arg17 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%319 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %94 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%322 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %323 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %321 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %324 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %326 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %94 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%329 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%318 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %collapsed_123 = tensor.collapse_shape %328 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %332 = linalg.matmul ins(%collapsed_123, %arg15 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_124 = linalg.transpose ins(%collapsed_123 : tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) permutation = [1, 0] 
    %333 = linalg.matmul ins(%transposed_124, %collapsed_38 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %334 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_123 : tensor<32x32xf32>) outs(%250 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x32xf32>
    %collapsed_125 = tensor.collapse_shape %334 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_126 = tensor.expand_shape %332 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_7 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.erf %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %cst_2 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_3 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %expanded_36 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_13 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = math.exp %in : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.truncf %cst_6 : f64 to f32
      %400 = arith.mulf %in, %399 : f32
      linalg.yield %400 : f32
    } -> tensor<2x16x128xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %342 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %343 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %344 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%74 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x128xf32>
    %collapsed_127 = tensor.collapse_shape %345 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %346 = linalg.matmul ins(%collapsed_127, %arg13 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_128 = linalg.transpose ins(%collapsed_127 : tensor<32x128xf32>) outs(%76 : tensor<128x32xf32>) permutation = [1, 0] 
    %347 = linalg.matmul ins(%transposed_128, %collapsed_35 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%280 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %348 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_127 : tensor<32x128xf32>) outs(%283 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x128xf32>
    %collapsed_129 = tensor.collapse_shape %348 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_130 = tensor.expand_shape %346 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %expanded_130 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %arg11 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%350 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %66 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%353 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %354 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %352 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %355 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %359 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %357 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %66 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%360 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%349 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %collapsed_131 = tensor.collapse_shape %359 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %363 = linalg.matmul ins(%collapsed_131, %arg9 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_132 = linalg.transpose ins(%collapsed_131 : tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) permutation = [1, 0] 
    %364 = linalg.matmul ins(%transposed_132, %collapsed_32 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %365 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_131 : tensor<32x32xf32>) outs(%250 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x32xf32>
    %collapsed_133 = tensor.collapse_shape %365 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_134 = tensor.expand_shape %363 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %transposed_135 = linalg.transpose ins(%expanded_134 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_136 = tensor.collapse_shape %transposed_135 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_137 = linalg.transpose ins(%collapsed_27 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %366 = linalg.batch_matmul ins(%transposed_137, %collapsed_136 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_138 = linalg.transpose ins(%collapsed_28 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %367 = linalg.batch_matmul ins(%collapsed_136, %transposed_138 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_139 = tensor.expand_shape %366 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_140 = tensor.expand_shape %367 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %368 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_140, %44 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %369 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%368 : tensor<2x2x16x16xf32>) outs(%42 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x1xf32>
    %370 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %369 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %371 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %370 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %372 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_11 : f32
      linalg.yield %399 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_141 = tensor.collapse_shape %372 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_142 = linalg.transpose ins(%collapsed_23 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %373 = linalg.batch_matmul ins(%transposed_142, %collapsed_141 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_143 = linalg.transpose ins(%collapsed_24 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %374 = linalg.batch_matmul ins(%collapsed_141, %transposed_143 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_144 = tensor.expand_shape %373 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_145 = tensor.expand_shape %374 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_146 = linalg.transpose ins(%expanded_139 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_147 = tensor.collapse_shape %transposed_146 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_148 = linalg.transpose ins(%expanded_144 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_149 = tensor.collapse_shape %transposed_148 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_150 = linalg.transpose ins(%expanded_145 : tensor<2x2x16x16xf32>) outs(%46 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_151 = tensor.collapse_shape %transposed_150 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %concat_152 = tensor.concat dim(2) %collapsed_151, %collapsed_149, %collapsed_147 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %collapsed_153 = tensor.collapse_shape %concat_152 [[0, 1], [2]] : tensor<2x16x96xf32> into tensor<32x96xf32>
    %375 = linalg.matmul ins(%collapsed_153, %arg7 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_154 = linalg.transpose ins(%collapsed_153 : tensor<32x96xf32>) outs(%312 : tensor<96x32xf32>) permutation = [1, 0] 
    %376 = linalg.matmul ins(%transposed_154, %collapsed : tensor<96x32xf32>, tensor<32x32xf32>) outs(%313 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %377 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_153 : tensor<32x96xf32>) outs(%316 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x96xf32>
    %collapsed_155 = tensor.collapse_shape %377 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_156 = tensor.expand_shape %375 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %expanded_156 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %arg5 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.mulf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%379 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %21 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%382 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %383 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %381 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %384 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.subf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.divf %in, %cst_10 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x1xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %386 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %21 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.mulf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<2x16x32xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%389 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%378 : tensor<2x16x32xf32>) outs(%233 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<32xf32>
    %392 = tensor.empty() : tensor<1x16x32xf32>
    %393 = linalg.fill ins(%cst_0 : f32) outs(%392 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%388 : tensor<2x16x32xf32>) outs(%393 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %399 = arith.addf %in, %out : f32
      linalg.yield %399 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_157 = tensor.collapse_shape %394 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %collapsed_158 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %collapsed_159 = tensor.collapse_shape %388 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %expanded_160 = tensor.expand_shape %collapsed_158 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %395 = linalg.generic {indexing_maps = [#map11, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_160, %204 : tensor<32x1xi64>, tensor<64xi64>) outs(%205 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_162: i64, %out: i1):
      %399 = arith.cmpi eq, %in, %in_162 : i64
      linalg.yield %399 : i1
    } -> tensor<32x64xi1>
    %396 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%395 : tensor<32x64xi1>) outs(%172 : tensor<32x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %399 = arith.uitofp %in : i1 to f32
      linalg.yield %399 : f32
    } -> tensor<32x64xf32>
    %transposed_161 = linalg.transpose ins(%396 : tensor<32x64xf32>) outs(%218 : tensor<64x32xf32>) permutation = [1, 0] 
    %397 = linalg.matmul ins(%transposed_161, %collapsed_159 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%219 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %398 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%220, %397 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%218 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %399 = arith.addf %in, %in_162 : f32
      linalg.yield %399 : f32
    } -> tensor<64x32xf32>
    return %202, %collapsed_157, %collapsed_83, %398, %390, %391, %376, %collapsed_155, %364, %collapsed_133, %361, %362, %347, %collapsed_129, %333, %collapsed_125, %330, %331, %314, %collapsed_121, %300, %collapsed_100, %297, %298, %281, %collapsed_96, %266, %collapsed_92, %263, %264, %248, %collapsed_88, %234, %235 : tensor<f32>, tensor<16x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
