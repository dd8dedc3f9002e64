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
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant 0.3989422804014327 : f64
    %cst_6 = arith.constant 0.70710678118654757 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant 3.200000e+01 : f32
    %cst_9 = arith.constant 4.000000e+00 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %cst_11 = arith.constant -5.000000e-01 : f32
    %cst_12 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %408 = arith.index_cast %in : i64 to index
      %409 = linalg.index 2 : index
      %410 = arith.cmpi slt, %408, %c64 : index
      cf.assert %410, "index must be smaller than dim size"
      %411 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %411, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg4[%408, %409] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<2x16x32xf32>, tensor<16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %3 = tensor.empty() : tensor<2x16x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %6 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %15 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_7 : f64 to f32
      %409 = arith.addf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.rsqrt %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %16 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg5 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg6 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %23 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg7 : tensor<96x32xf32>) outs(%23 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x96xf32>) outs(%24 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<96xf32>) outs(%23 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %27 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%25, %26 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%23 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x96xf32>
    %expanded = tensor.expand_shape %27 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_15 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %28 = tensor.empty() : tensor<2x2x16x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x16x2x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_17 = tensor.expand_shape %extracted_slice_13 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %expanded_18 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x16x2x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%expanded_17 : tensor<2x16x2x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_21 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_22 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %29 = tensor.empty() : tensor<4x16x16xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %31 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_23 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x2x16x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_9 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %33 = tensor.empty() : tensor<2x2x16xi64>
    %34 = linalg.fill ins(%c0_i64 : i64) outs(%33 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64>
    %35 = tensor.empty() : tensor<2x2x16xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%35 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %37:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%32 : tensor<2x2x16x16xf32>) outs(%36, %34 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_160: i64):
      %408 = linalg.index 3 : index
      %409 = arith.index_cast %408 : index to i64
      %410 = arith.maximumf %in, %out : f32
      %411 = arith.cmpf ugt, %in, %out : f32
      %412 = arith.cmpf ord, %out, %out : f32
      %413 = arith.andi %411, %412 : i1
      %414 = arith.select %413, %409, %out_160 : i64
      linalg.yield %410, %414 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>)
    %expanded_24 = tensor.expand_shape %37#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_24 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x2x16x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.exp %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %40 = tensor.empty() : tensor<2x2x16x1xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %42 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<2x2x16x16xf32>) outs(%41 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x1xf32>
    %43 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %42 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.divf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_25 = tensor.collapse_shape %43 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_26 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %44 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_27 = tensor.expand_shape %44 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %45 = tensor.empty() : tensor<2x16x2x16xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %46 = tensor.empty() : tensor<32x32xf32>
    %transposed_29 = linalg.transpose ins(%arg9 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %48 = linalg.matmul ins(%collapsed_30, %transposed_29 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%48, %49 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x32xf32>
    %expanded_31 = tensor.expand_shape %50 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %expanded_31 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%51 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %53 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%54 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %54 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%56 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %55 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %59 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %62 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_7 : f64 to f32
      %409 = arith.addf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.rsqrt %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %63 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %65 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %arg11 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %arg12 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %70 = tensor.empty() : tensor<32x128xf32>
    %transposed_32 = linalg.transpose ins(%arg13 : tensor<128x32xf32>) outs(%70 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_33 = tensor.collapse_shape %69 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %72 = linalg.matmul ins(%collapsed_33, %transposed_32 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%71 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<128xf32>) outs(%70 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %74 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%72, %73 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x128xf32>
    %expanded_34 = tensor.expand_shape %74 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %75 = tensor.empty() : tensor<2x16x128xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_10 : f32
      %409 = math.erf %408 : f32
      %410 = arith.addf %409, %cst_1 : f32
      %411 = arith.mulf %410, %cst_2 : f32
      %412 = arith.mulf %in, %411 : f32
      linalg.yield %412 : f32
    } -> tensor<2x16x128xf32>
    %77 = tensor.empty() : tensor<128x32xf32>
    %transposed_35 = linalg.transpose ins(%arg15 : tensor<32x128xf32>) outs(%77 : tensor<128x32xf32>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %78 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %80 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%78, %79 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x32xf32>
    %expanded_37 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_37 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %83 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %84 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %85 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %89 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %92 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_7 : f64 to f32
      %409 = arith.addf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.rsqrt %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %93 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %95 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %arg17 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %arg18 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %transposed_38 = linalg.transpose ins(%arg19 : tensor<96x32xf32>) outs(%23 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %99 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %100 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%24 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %101 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<96xf32>) outs(%23 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %102 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%100, %101 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%23 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x96xf32>
    %expanded_40 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_40[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_40[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_40[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_44 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x16x2x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_46 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %expanded_47 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x16x2x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%expanded_46 : tensor<2x16x2x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_50 = tensor.collapse_shape %transposed_45 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %103 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_52 = tensor.expand_shape %103 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x2x16x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_9 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %105:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%104 : tensor<2x2x16x16xf32>) outs(%36, %34 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_160: i64):
      %408 = linalg.index 3 : index
      %409 = arith.index_cast %408 : index to i64
      %410 = arith.maximumf %in, %out : f32
      %411 = arith.cmpf ugt, %in, %out : f32
      %412 = arith.cmpf ord, %out, %out : f32
      %413 = arith.andi %411, %412 : i1
      %414 = arith.select %413, %409, %out_160 : i64
      linalg.yield %410, %414 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>)
    %expanded_53 = tensor.expand_shape %105#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %106 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_53 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %107 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<2x2x16x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.exp %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %108 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%107 : tensor<2x2x16x16xf32>) outs(%41 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x1xf32>
    %109 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %108 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.divf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_54 = tensor.collapse_shape %109 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %110 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_56 = tensor.expand_shape %110 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_58 = linalg.transpose ins(%arg21 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_59 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %111 = linalg.matmul ins(%collapsed_59, %transposed_58 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %113 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%111, %112 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x32xf32>
    %expanded_60 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %expanded_60 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %116 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %117 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %118 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %122 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %125 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_7 : f64 to f32
      %409 = arith.addf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.rsqrt %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %126 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %128 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg23 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %arg24 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %transposed_61 = linalg.transpose ins(%arg25 : tensor<128x32xf32>) outs(%70 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_62 = tensor.collapse_shape %132 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %133 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%71 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %134 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<128xf32>) outs(%70 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %135 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%70 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x128xf32>
    %expanded_63 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_10 : f32
      %409 = math.erf %408 : f32
      %410 = arith.addf %409, %cst_1 : f32
      %411 = arith.mulf %410, %cst_2 : f32
      %412 = arith.mulf %in, %411 : f32
      linalg.yield %412 : f32
    } -> tensor<2x16x128xf32>
    %transposed_64 = linalg.transpose ins(%arg27 : tensor<32x128xf32>) outs(%77 : tensor<128x32xf32>) permutation = [1, 0] 
    %collapsed_65 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %137 = linalg.matmul ins(%collapsed_65, %transposed_64 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %138 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %139 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%137, %138 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x32xf32>
    %expanded_66 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_66 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %142 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %143 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %144 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %148 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %151 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_7 : f64 to f32
      %409 = arith.addf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.rsqrt %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %152 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %154 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %arg29 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %arg30 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %transposed_67 = linalg.transpose ins(%arg31 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_68 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %159 = linalg.matmul ins(%collapsed_68, %transposed_67 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%159, %160 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x32xf32>
    %expanded_69 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_10 : f32
      %409 = math.erf %408 : f32
      %410 = arith.addf %409, %cst_1 : f32
      %411 = arith.mulf %410, %cst_2 : f32
      %412 = arith.mulf %in, %411 : f32
      linalg.yield %412 : f32
    } -> tensor<2x16x32xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %164 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %165 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %170 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %173 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_7 : f64 to f32
      %409 = arith.addf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.rsqrt %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %174 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %176 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %arg33 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %arg34 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %181 = tensor.empty() : tensor<32x64xf32>
    %transposed_70 = linalg.transpose ins(%arg4 : tensor<64x32xf32>) outs(%181 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %180 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %182 = linalg.fill ins(%cst : f32) outs(%181 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %183 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%182 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_72 = tensor.expand_shape %183 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32>
    %184 = tensor.empty() : tensor<2x16x64xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %arg3 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%184 : tensor<2x16x64xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x64xf32>
    %collapsed_73 = tensor.collapse_shape %185 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32>
    %collapsed_74 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %186 = tensor.empty() : tensor<32xi64>
    %187 = linalg.fill ins(%c0_i64 : i64) outs(%186 : tensor<32xi64>) -> tensor<32xi64>
    %188 = tensor.empty() : tensor<32xf32>
    %189 = linalg.fill ins(%cst_0 : f32) outs(%188 : tensor<32xf32>) -> tensor<32xf32>
    %190:2 = linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "reduction"]} ins(%collapsed_73 : tensor<32x64xf32>) outs(%189, %187 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_160: i64):
      %408 = linalg.index 1 : index
      %409 = arith.index_cast %408 : index to i64
      %410 = arith.maximumf %in, %out : f32
      %411 = arith.cmpf ugt, %in, %out : f32
      %412 = arith.cmpf ord, %out, %out : f32
      %413 = arith.andi %411, %412 : i1
      %414 = arith.select %413, %409, %out_160 : i64
      linalg.yield %410, %414 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_75 = tensor.expand_shape %190#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %191 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_73, %expanded_75 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%181 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x64xf32>
    %192 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<32x64xf32>) outs(%181 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.exp %in : f32
      linalg.yield %408 : f32
    } -> tensor<32x64xf32>
    %193 = tensor.empty() : tensor<32x1xf32>
    %194 = linalg.fill ins(%cst : f32) outs(%193 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %195 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "reduction"]} ins(%192 : tensor<32x64xf32>) outs(%194 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32x1xf32>
    %196 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<32x1xf32>) outs(%193 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.log %in : f32
      linalg.yield %408 : f32
    } -> tensor<32x1xf32>
    %197 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%191, %196 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%181 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x64xf32>
    %198 = tensor.empty() : tensor<32xi1>
    %199 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_74 : tensor<32xi64>) outs(%198 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %408 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %408 : i1
    } -> tensor<32xi1>
    %200 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%199, %collapsed_74, %cst_12 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%186 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_160: i64, %in_161: i64, %out: i64):
      %408 = arith.select %in, %in_160, %in_161 : i64
      linalg.yield %408 : i64
    } -> tensor<32xi64>
    %expanded_76 = tensor.expand_shape %200 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %201 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_76 : tensor<32x1xi64>) outs(%194 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %408 = linalg.index 0 : index
      %409 = arith.index_cast %in : i64 to index
      %410 = arith.cmpi slt, %409, %c64 : index
      cf.assert %410, "index must be smaller than dim size"
      %411 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %411, "index must be larger or equal to 0"
      %extracted = tensor.extract %197[%408, %409] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_77 = tensor.collapse_shape %201 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %202 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_77 : tensor<32xf32>) outs(%188 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.negf %in : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %203 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%199, %202, %cst_4 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%188 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %408 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %204 = tensor.empty() : tensor<i64>
    %205 = linalg.fill ins(%c0_i64 : i64) outs(%204 : tensor<i64>) -> tensor<i64>
    %206 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%199 : tensor<32xi1>) outs(%205 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %408 = arith.extui %in : i1 to i64
      %409 = arith.addi %408, %out : i64
      linalg.yield %409 : i64
    } -> tensor<i64>
    %207 = tensor.empty() : tensor<f32>
    %208 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%206 : tensor<i64>) outs(%207 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %408 = arith.sitofp %in : i64 to f32
      linalg.yield %408 : f32
    } -> tensor<f32>
    %209 = linalg.fill ins(%cst : f32) outs(%207 : tensor<f32>) -> tensor<f32>
    %210 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%203 : tensor<32xf32>) outs(%209 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<f32>
    %211 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%210, %208 : tensor<f32>, tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.divf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<f32>
    %212 = tensor.empty() : tensor<64xi64>
    %213 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel"]} outs(%212 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %408 = linalg.index 0 : index
      %409 = arith.index_cast %408 : index to i64
      linalg.yield %409 : i64
    } -> tensor<64xi64>
    %expanded_78 = tensor.expand_shape %collapsed_74 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %214 = tensor.empty() : tensor<32x64xi1>
    %215 = linalg.generic {indexing_maps = [#map11, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_78, %213 : tensor<32x1xi64>, tensor<64xi64>) outs(%214 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_160: i64, %out: i1):
      %408 = arith.cmpi eq, %in, %in_160 : i64
      linalg.yield %408 : i1
    } -> tensor<32x64xi1>
    %expanded_79 = tensor.expand_shape %199 [[0, 1]] output_shape [32, 1] : tensor<32xi1> into tensor<32x1xi1>
    %216 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%215, %expanded_79 : tensor<32x64xi1>, tensor<32x1xi1>) outs(%214 : tensor<32x64xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %408 = arith.andi %in, %in_160 : i1
      linalg.yield %408 : i1
    } -> tensor<32x64xi1>
    %217 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%cst_3 : tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.negf %in : f32
      linalg.yield %408 : f32
    } -> tensor<f32>
    %218 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%217, %208 : tensor<f32>, tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.divf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<f32>
    %219 = linalg.generic {indexing_maps = [#map6, #map15, #map15, #map6], iterator_types = ["parallel", "parallel"]} ins(%216, %218, %cst_4 : tensor<32x64xi1>, tensor<f32>, tensor<f32>) outs(%181 : tensor<32x64xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %408 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %408 : f32
    } -> tensor<32x64xf32>
    %220 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%197 : tensor<32x64xf32>) outs(%181 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.exp %in : f32
      linalg.yield %408 : f32
    } -> tensor<32x64xf32>
    %221 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "reduction"]} ins(%219 : tensor<32x64xf32>) outs(%194 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32x1xf32>
    %222 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%220, %221 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%181 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x64xf32>
    %223 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%219, %222 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%181 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<32x64xf32>
    %expanded_80 = tensor.expand_shape %223 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32>
    %224 = tensor.empty() : tensor<1x1x64xf32>
    %225 = linalg.fill ins(%cst : f32) outs(%224 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_80 : tensor<2x16x64xf32>) outs(%225 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_81 = tensor.collapse_shape %226 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %227 = tensor.empty() : tensor<64x32xf32>
    %transposed_82 = linalg.transpose ins(%223 : tensor<32x64xf32>) outs(%227 : tensor<64x32xf32>) permutation = [1, 0] 
    %228 = linalg.fill ins(%cst : f32) outs(%227 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %229 = linalg.matmul ins(%transposed_82, %collapsed_71 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%228 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %230 = linalg.matmul ins(%223, %arg4 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_83 = tensor.expand_shape %230 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %arg33 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%231 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %178 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %235 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %233 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %236 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %238 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %178 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %242 = linalg.fill ins(%cst : f32) outs(%188 : tensor<32xf32>) -> tensor<32xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%241 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_83 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_6 : f64 to f32
      %409 = arith.mulf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x32xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.erf %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %cst_1 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_2 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %expanded_69 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_11 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.exp %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_5 : f64 to f32
      %409 = arith.mulf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x32xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %252 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %253 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %254 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_84 = tensor.collapse_shape %255 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %256 = linalg.matmul ins(%collapsed_84, %arg31 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_85 = linalg.transpose ins(%collapsed_84 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %257 = linalg.matmul ins(%transposed_85, %collapsed_68 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %258 = tensor.empty() : tensor<1x32xf32>
    %259 = linalg.fill ins(%cst : f32) outs(%258 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %260 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_84 : tensor<32x32xf32>) outs(%259 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x32xf32>
    %collapsed_86 = tensor.collapse_shape %260 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_87 = tensor.expand_shape %256 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %arg29 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%261 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %156 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%264 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %265 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %263 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %266 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %270 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %268 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %156 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%271 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_87 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %collapsed_88 = tensor.collapse_shape %270 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %274 = linalg.matmul ins(%collapsed_88, %arg27 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%71 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_89 = linalg.transpose ins(%collapsed_88 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %275 = linalg.matmul ins(%transposed_89, %collapsed_65 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%71 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %276 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_88 : tensor<32x32xf32>) outs(%259 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x32xf32>
    %collapsed_90 = tensor.collapse_shape %276 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_91 = tensor.expand_shape %274 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_6 : f64 to f32
      %409 = arith.mulf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x128xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.erf %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %cst_1 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_2 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %expanded_63 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_11 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.exp %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_5 : f64 to f32
      %409 = arith.mulf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x128xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %284 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %285 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %286 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %collapsed_92 = tensor.collapse_shape %287 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %288 = linalg.matmul ins(%collapsed_92, %arg25 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_93 = linalg.transpose ins(%collapsed_92 : tensor<32x128xf32>) outs(%77 : tensor<128x32xf32>) permutation = [1, 0] 
    %289 = linalg.fill ins(%cst : f32) outs(%77 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %290 = linalg.matmul ins(%transposed_93, %collapsed_62 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%289 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %291 = tensor.empty() : tensor<1x128xf32>
    %292 = linalg.fill ins(%cst : f32) outs(%291 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %293 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<32x128xf32>) outs(%292 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x128xf32>
    %collapsed_94 = tensor.collapse_shape %293 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_95 = tensor.expand_shape %288 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %expanded_95 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %arg23 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%295 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %130 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%298 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %299 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %297 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %300 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %302 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %130 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%305 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%294 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %collapsed_96 = tensor.collapse_shape %304 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %308 = linalg.matmul ins(%collapsed_96, %arg21 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_96 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %309 = linalg.matmul ins(%transposed_97, %collapsed_59 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %310 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_96 : tensor<32x32xf32>) outs(%259 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x32xf32>
    %collapsed_98 = tensor.collapse_shape %310 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_99 = tensor.expand_shape %308 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<2x16x2x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_101 = tensor.collapse_shape %transposed_100 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_102 = linalg.transpose ins(%collapsed_54 : tensor<4x16x16xf32>) outs(%29 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %311 = linalg.batch_matmul ins(%transposed_102, %collapsed_101 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_103 = linalg.transpose ins(%collapsed_55 : tensor<4x16x16xf32>) outs(%29 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %312 = linalg.batch_matmul ins(%collapsed_101, %transposed_103 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_104 = tensor.expand_shape %311 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_105 = tensor.expand_shape %312 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %313 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105, %109 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %314 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%313 : tensor<2x2x16x16xf32>) outs(%41 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x1xf32>
    %315 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %314 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %316 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %315 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %317 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<2x2x16x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_9 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_106 = tensor.collapse_shape %317 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_50 : tensor<4x16x16xf32>) outs(%29 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %318 = linalg.batch_matmul ins(%transposed_107, %collapsed_106 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_108 = linalg.transpose ins(%collapsed_51 : tensor<4x16x16xf32>) outs(%29 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %319 = linalg.batch_matmul ins(%collapsed_106, %transposed_108 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_109 = tensor.expand_shape %318 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_110 = tensor.expand_shape %319 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_111 = linalg.transpose ins(%expanded_104 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_112 = tensor.collapse_shape %transposed_111 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_113 = linalg.transpose ins(%expanded_109 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_114 = tensor.collapse_shape %transposed_113 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_115 = linalg.transpose ins(%expanded_110 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %concat = tensor.concat dim(2) %collapsed_116, %collapsed_114, %collapsed_112 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %collapsed_117 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x16x96xf32> into tensor<32x96xf32>
    %320 = linalg.matmul ins(%collapsed_117, %arg19 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %321 = tensor.empty() : tensor<96x32xf32>
    %transposed_118 = linalg.transpose ins(%collapsed_117 : tensor<32x96xf32>) outs(%321 : tensor<96x32xf32>) permutation = [1, 0] 
    %322 = linalg.fill ins(%cst : f32) outs(%321 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %323 = linalg.matmul ins(%transposed_118, %collapsed_39 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%322 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %324 = tensor.empty() : tensor<1x96xf32>
    %325 = linalg.fill ins(%cst : f32) outs(%324 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %326 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_117 : tensor<32x96xf32>) outs(%325 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x96xf32>
    %collapsed_119 = tensor.collapse_shape %326 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_120 = tensor.expand_shape %320 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %expanded_120 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %arg17 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %97 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%331 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %332 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %330 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %333 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %335 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %97 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%338 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%327 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %collapsed_121 = tensor.collapse_shape %337 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %341 = linalg.matmul ins(%collapsed_121, %arg15 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%71 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_122 = linalg.transpose ins(%collapsed_121 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %342 = linalg.matmul ins(%transposed_122, %collapsed_36 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%71 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %343 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_121 : tensor<32x32xf32>) outs(%259 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x32xf32>
    %collapsed_123 = tensor.collapse_shape %343 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_124 = tensor.expand_shape %341 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_6 : f64 to f32
      %409 = arith.mulf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x128xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.erf %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %cst_1 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_2 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_34 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_11 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = math.exp %in : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.truncf %cst_5 : f64 to f32
      %409 = arith.mulf %in, %408 : f32
      linalg.yield %409 : f32
    } -> tensor<2x16x128xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %351 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %352 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124, %353 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%75 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x128xf32>
    %collapsed_125 = tensor.collapse_shape %354 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %355 = linalg.matmul ins(%collapsed_125, %arg13 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_126 = linalg.transpose ins(%collapsed_125 : tensor<32x128xf32>) outs(%77 : tensor<128x32xf32>) permutation = [1, 0] 
    %356 = linalg.matmul ins(%transposed_126, %collapsed_33 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%289 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %357 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_125 : tensor<32x128xf32>) outs(%292 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x128xf32>
    %collapsed_127 = tensor.collapse_shape %357 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_128 = tensor.expand_shape %355 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %expanded_128 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %arg11 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%359 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %67 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%362 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %363 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %361 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %364 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %368 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %366 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %67 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%369 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%358 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %collapsed_129 = tensor.collapse_shape %368 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %372 = linalg.matmul ins(%collapsed_129, %arg9 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_130 = linalg.transpose ins(%collapsed_129 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %373 = linalg.matmul ins(%transposed_130, %collapsed_30 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %374 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_129 : tensor<32x32xf32>) outs(%259 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x32xf32>
    %collapsed_131 = tensor.collapse_shape %374 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_132 = tensor.expand_shape %372 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %transposed_133 = linalg.transpose ins(%expanded_132 : tensor<2x16x2x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_134 = tensor.collapse_shape %transposed_133 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_135 = linalg.transpose ins(%collapsed_25 : tensor<4x16x16xf32>) outs(%29 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %375 = linalg.batch_matmul ins(%transposed_135, %collapsed_134 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_136 = linalg.transpose ins(%collapsed_26 : tensor<4x16x16xf32>) outs(%29 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %376 = linalg.batch_matmul ins(%collapsed_134, %transposed_136 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_137 = tensor.expand_shape %375 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_138 = tensor.expand_shape %376 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %377 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_138, %43 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %378 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%377 : tensor<2x2x16x16xf32>) outs(%41 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x1xf32>
    %379 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %378 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %380 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %379 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %381 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380 : tensor<2x2x16x16xf32>) outs(%28 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_9 : f32
      linalg.yield %408 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_139 = tensor.collapse_shape %381 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_140 = linalg.transpose ins(%collapsed_21 : tensor<4x16x16xf32>) outs(%29 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %382 = linalg.batch_matmul ins(%transposed_140, %collapsed_139 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_141 = linalg.transpose ins(%collapsed_22 : tensor<4x16x16xf32>) outs(%29 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %383 = linalg.batch_matmul ins(%collapsed_139, %transposed_141 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_142 = tensor.expand_shape %382 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_143 = tensor.expand_shape %383 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_144 = linalg.transpose ins(%expanded_137 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_145 = tensor.collapse_shape %transposed_144 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_146 = linalg.transpose ins(%expanded_142 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_147 = tensor.collapse_shape %transposed_146 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_148 = linalg.transpose ins(%expanded_143 : tensor<2x2x16x16xf32>) outs(%45 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_149 = tensor.collapse_shape %transposed_148 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %concat_150 = tensor.concat dim(2) %collapsed_149, %collapsed_147, %collapsed_145 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %collapsed_151 = tensor.collapse_shape %concat_150 [[0, 1], [2]] : tensor<2x16x96xf32> into tensor<32x96xf32>
    %384 = linalg.matmul ins(%collapsed_151, %arg7 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_152 = linalg.transpose ins(%collapsed_151 : tensor<32x96xf32>) outs(%321 : tensor<96x32xf32>) permutation = [1, 0] 
    %385 = linalg.matmul ins(%transposed_152, %collapsed : tensor<96x32xf32>, tensor<32x32xf32>) outs(%322 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %386 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_151 : tensor<32x96xf32>) outs(%325 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x96xf32>
    %collapsed_153 = tensor.collapse_shape %386 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_154 = tensor.expand_shape %384 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %expanded_154 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %arg5 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.mulf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%388 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %20 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%391 : tensor<2x16x32xf32>) outs(%4 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %392 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %390 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394, %393 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.subf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x16x1xf32>) outs(%3 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.divf %in, %cst_8 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x1xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %395 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %20 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.mulf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<2x16x32xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%398 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%387 : tensor<2x16x32xf32>) outs(%242 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<32xf32>
    %401 = tensor.empty() : tensor<1x16x32xf32>
    %402 = linalg.fill ins(%cst : f32) outs(%401 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%397 : tensor<2x16x32xf32>) outs(%402 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %408 = arith.addf %in, %out : f32
      linalg.yield %408 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_155 = tensor.collapse_shape %403 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %collapsed_156 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %collapsed_157 = tensor.collapse_shape %397 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %expanded_158 = tensor.expand_shape %collapsed_156 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %404 = linalg.generic {indexing_maps = [#map11, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_158, %213 : tensor<32x1xi64>, tensor<64xi64>) outs(%214 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_160: i64, %out: i1):
      %408 = arith.cmpi eq, %in, %in_160 : i64
      linalg.yield %408 : i1
    } -> tensor<32x64xi1>
    %405 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%404 : tensor<32x64xi1>) outs(%181 : tensor<32x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %408 = arith.uitofp %in : i1 to f32
      linalg.yield %408 : f32
    } -> tensor<32x64xf32>
    %transposed_159 = linalg.transpose ins(%405 : tensor<32x64xf32>) outs(%227 : tensor<64x32xf32>) permutation = [1, 0] 
    %406 = linalg.matmul ins(%transposed_159, %collapsed_157 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%228 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %407 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%229, %406 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%227 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %408 = arith.addf %in, %in_160 : f32
      linalg.yield %408 : f32
    } -> tensor<64x32xf32>
    return %211, %collapsed_155, %collapsed_81, %407, %399, %400, %385, %collapsed_153, %373, %collapsed_131, %370, %371, %356, %collapsed_127, %342, %collapsed_123, %339, %340, %323, %collapsed_119, %309, %collapsed_98, %306, %307, %290, %collapsed_94, %275, %collapsed_90, %272, %273, %257, %collapsed_86, %243, %244 : tensor<f32>, tensor<16x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
