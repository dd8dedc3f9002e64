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
  func.func @train_step(%arg0: tensor<2x16xi64>, %arg1: tensor<2x16xi64>, %arg2: tensor<16x32xf64>, %arg3: tensor<64xf64>, %arg4: tensor<64x32xf64>, %arg5: tensor<32xf64>, %arg6: tensor<32xf64>, %arg7: tensor<96x32xf64>, %arg8: tensor<96xf64>, %arg9: tensor<32x32xf64>, %arg10: tensor<32xf64>, %arg11: tensor<32xf64>, %arg12: tensor<32xf64>, %arg13: tensor<128x32xf64>, %arg14: tensor<128xf64>, %arg15: tensor<32x128xf64>, %arg16: tensor<32xf64>, %arg17: tensor<32xf64>, %arg18: tensor<32xf64>, %arg19: tensor<96x32xf64>, %arg20: tensor<96xf64>, %arg21: tensor<32x32xf64>, %arg22: tensor<32xf64>, %arg23: tensor<32xf64>, %arg24: tensor<32xf64>, %arg25: tensor<128x32xf64>, %arg26: tensor<128xf64>, %arg27: tensor<32x128xf64>, %arg28: tensor<32xf64>, %arg29: tensor<32xf64>, %arg30: tensor<32xf64>, %arg31: tensor<32x32xf64>, %arg32: tensor<32xf64>, %arg33: tensor<32xf64>, %arg34: tensor<32xf64>) -> (tensor<f64>, tensor<16x32xf64>, tensor<64xf64>, tensor<64x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<96x32xf64>, tensor<96xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32xf64>, tensor<128xf64>, tensor<32x128xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<96x32xf64>, tensor<96xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32xf64>, tensor<128xf64>, tensor<32x128xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0xFFF0000000000000 : f64
    %cst_1 = arith.constant 1.000000e+00 : f64
    %cst_2 = arith.constant 5.000000e-01 : f64
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f64>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f64>
    %cst_5 = arith.constant 0.3989422804014327 : f64
    %cst_6 = arith.constant -5.000000e-01 : f64
    %cst_7 = arith.constant 0.70710678118654757 : f64
    %cst_8 = arith.constant 4.000000e+00 : f64
    %cst_9 = arith.constant 1.000000e-05 : f64
    %cst_10 = arith.constant 3.200000e+01 : f64
    %cst_11 = arith.constant 1.4142135623730951 : f64
    %cst_12 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x16x32xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: i64, %out: f64):
      %366 = arith.index_cast %in : i64 to index
      %367 = linalg.index 2 : index
      %368 = arith.cmpi slt, %366, %c64 : index
      cf.assert %368, "index must be smaller than dim size"
      %369 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %369, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg4[%366, %367] : tensor<64x32xf64>
      linalg.yield %extracted : f64
    } -> tensor<2x16x32xf64>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<2x16x32xf64>, tensor<16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %3 = tensor.empty() : tensor<2x16x1xf64>
    %4 = linalg.fill ins(%cst : f64) outs(%3 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64>
    %5 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %6 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %cst_9 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.rsqrt %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %12 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %arg5 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %arg6 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %16 = tensor.empty() : tensor<32x96xf64>
    %transposed = linalg.transpose ins(%arg7 : tensor<96x32xf64>) outs(%16 : tensor<32x96xf64>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %15 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %17 = linalg.fill ins(%cst : f64) outs(%16 : tensor<32x96xf64>) -> tensor<32x96xf64>
    %18 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf64>, tensor<32x96xf64>) outs(%17 : tensor<32x96xf64>) -> tensor<32x96xf64>
    %19 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<96xf64>) outs(%16 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x96xf64>
    %20 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%18, %19 : tensor<32x96xf64>, tensor<32x96xf64>) outs(%16 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x96xf64>
    %expanded = tensor.expand_shape %20 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf64> into tensor<2x16x96xf64>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_13 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_14 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %expanded_15 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %21 = tensor.empty() : tensor<2x2x16x16xf64>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %expanded_17 = tensor.expand_shape %extracted_slice_13 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %expanded_18 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%expanded_17 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 3, 1] 
    %collapsed_21 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_22 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %22 = tensor.empty() : tensor<4x16x16xf64>
    %23 = linalg.fill ins(%cst : f64) outs(%22 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %24 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_23 = tensor.expand_shape %24 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %25 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_8 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %26 = tensor.empty() : tensor<2x2x16xi64>
    %27 = linalg.fill ins(%c0_i64 : i64) outs(%26 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64>
    %28 = tensor.empty() : tensor<2x2x16xf64>
    %29 = linalg.fill ins(%cst_0 : f64) outs(%28 : tensor<2x2x16xf64>) -> tensor<2x2x16xf64>
    %30:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<2x2x16x16xf64>) outs(%29, %27 : tensor<2x2x16xf64>, tensor<2x2x16xi64>) {
    ^bb0(%in: f64, %out: f64, %out_160: i64):
      %366 = linalg.index 3 : index
      %367 = arith.index_cast %366 : index to i64
      %368 = arith.maximumf %in, %out : f64
      %369 = arith.cmpf ogt, %in, %out : f64
      %370 = arith.select %369, %367, %out_160 : i64
      linalg.yield %368, %370 : f64, i64
    } -> (tensor<2x2x16xf64>, tensor<2x2x16xi64>)
    %expanded_24 = tensor.expand_shape %30#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf64> into tensor<2x2x16x1xf64>
    %31 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_24 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %32 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.exp %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %33 = tensor.empty() : tensor<2x2x16x1xf64>
    %34 = linalg.fill ins(%cst : f64) outs(%33 : tensor<2x2x16x1xf64>) -> tensor<2x2x16x1xf64>
    %35 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%32 : tensor<2x2x16x16xf64>) outs(%34 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x1xf64>
    %36 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %35 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.divf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_25 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_26 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %37 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_27 = tensor.expand_shape %37 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %38 = tensor.empty() : tensor<2x16x2x16xf64>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<2x2x16x16xf64>) outs(%38 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %39 = tensor.empty() : tensor<32x32xf64>
    %transposed_29 = linalg.transpose ins(%arg9 : tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) permutation = [1, 0] 
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<32x32xf64>
    %40 = linalg.fill ins(%cst : f64) outs(%39 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %41 = linalg.matmul ins(%collapsed_30, %transposed_29 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %42 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32xf64>) outs(%39 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %43 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x32xf64>
    %expanded_31 = tensor.expand_shape %43 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %expanded_31 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %45 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%44 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %47 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %46 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %48 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %47 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %49 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%48 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %cst_9 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.rsqrt %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %53 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %52 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %54 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %arg11 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %55 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %arg12 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %56 = tensor.empty() : tensor<32x128xf64>
    %transposed_32 = linalg.transpose ins(%arg13 : tensor<128x32xf64>) outs(%56 : tensor<32x128xf64>) permutation = [1, 0] 
    %collapsed_33 = tensor.collapse_shape %55 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %57 = linalg.fill ins(%cst : f64) outs(%56 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %58 = linalg.matmul ins(%collapsed_33, %transposed_32 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%57 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %59 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<128xf64>) outs(%56 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x128xf64>
    %60 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%58, %59 : tensor<32x128xf64>, tensor<32x128xf64>) outs(%56 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x128xf64>
    %expanded_34 = tensor.expand_shape %60 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %61 = tensor.empty() : tensor<2x16x128xf64>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_11 : f64
      %367 = math.erf %366 : f64
      %368 = arith.addf %367, %cst_1 : f64
      %369 = arith.mulf %368, %cst_2 : f64
      %370 = arith.mulf %in, %369 : f64
      linalg.yield %370 : f64
    } -> tensor<2x16x128xf64>
    %63 = tensor.empty() : tensor<128x32xf64>
    %transposed_35 = linalg.transpose ins(%arg15 : tensor<32x128xf64>) outs(%63 : tensor<128x32xf64>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %62 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %64 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %65 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32xf64>) outs(%39 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %66 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%64, %65 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x32xf64>
    %expanded_37 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %expanded_37 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %70 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %70 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %cst_9 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.rsqrt %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %75 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %arg17 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %arg18 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %transposed_38 = linalg.transpose ins(%arg19 : tensor<96x32xf64>) outs(%16 : tensor<32x96xf64>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %78 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %79 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<32x32xf64>, tensor<32x96xf64>) outs(%17 : tensor<32x96xf64>) -> tensor<32x96xf64>
    %80 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<96xf64>) outs(%16 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x96xf64>
    %81 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%79, %80 : tensor<32x96xf64>, tensor<32x96xf64>) outs(%16 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x96xf64>
    %expanded_40 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf64> into tensor<2x16x96xf64>
    %extracted_slice_41 = tensor.extract_slice %expanded_40[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_42 = tensor.extract_slice %expanded_40[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_43 = tensor.extract_slice %expanded_40[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %expanded_44 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %expanded_46 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %expanded_47 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%expanded_46 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 3, 1] 
    %collapsed_50 = tensor.collapse_shape %transposed_45 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %82 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_52 = tensor.expand_shape %82 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %83 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_8 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %84:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%83 : tensor<2x2x16x16xf64>) outs(%29, %27 : tensor<2x2x16xf64>, tensor<2x2x16xi64>) {
    ^bb0(%in: f64, %out: f64, %out_160: i64):
      %366 = linalg.index 3 : index
      %367 = arith.index_cast %366 : index to i64
      %368 = arith.maximumf %in, %out : f64
      %369 = arith.cmpf ogt, %in, %out : f64
      %370 = arith.select %369, %367, %out_160 : i64
      linalg.yield %368, %370 : f64, i64
    } -> (tensor<2x2x16xf64>, tensor<2x2x16xi64>)
    %expanded_53 = tensor.expand_shape %84#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf64> into tensor<2x2x16x1xf64>
    %85 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_53 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %86 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.exp %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %87 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<2x2x16x16xf64>) outs(%34 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x1xf64>
    %88 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %87 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.divf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_54 = tensor.collapse_shape %88 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %89 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_56 = tensor.expand_shape %89 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x2x16x16xf64>) outs(%38 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %transposed_58 = linalg.transpose ins(%arg21 : tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) permutation = [1, 0] 
    %collapsed_59 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<32x32xf64>
    %90 = linalg.matmul ins(%collapsed_59, %transposed_58 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %91 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32xf64>) outs(%39 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %92 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%90, %91 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x32xf64>
    %expanded_60 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %expanded_60 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %96 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %96 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %98 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %cst_9 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.rsqrt %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %101 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg23 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %arg24 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %transposed_61 = linalg.transpose ins(%arg25 : tensor<128x32xf64>) outs(%56 : tensor<32x128xf64>) permutation = [1, 0] 
    %collapsed_62 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %105 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%57 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %106 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<128xf64>) outs(%56 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x128xf64>
    %107 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%105, %106 : tensor<32x128xf64>, tensor<32x128xf64>) outs(%56 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x128xf64>
    %expanded_63 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_11 : f64
      %367 = math.erf %366 : f64
      %368 = arith.addf %367, %cst_1 : f64
      %369 = arith.mulf %368, %cst_2 : f64
      %370 = arith.mulf %in, %369 : f64
      linalg.yield %370 : f64
    } -> tensor<2x16x128xf64>
    %transposed_64 = linalg.transpose ins(%arg27 : tensor<32x128xf64>) outs(%63 : tensor<128x32xf64>) permutation = [1, 0] 
    %collapsed_65 = tensor.collapse_shape %108 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %109 = linalg.matmul ins(%collapsed_65, %transposed_64 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %110 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32xf64>) outs(%39 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %111 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%109, %110 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x32xf64>
    %expanded_66 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %expanded_66 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %cst_9 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.rsqrt %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %121 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %120 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %122 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %arg29 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %arg30 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %transposed_67 = linalg.transpose ins(%arg31 : tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) permutation = [1, 0] 
    %collapsed_68 = tensor.collapse_shape %123 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %124 = linalg.matmul ins(%collapsed_68, %transposed_67 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %125 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32xf64>) outs(%39 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %126 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%124, %125 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x32xf64>
    %expanded_69 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_11 : f64
      %367 = math.erf %366 : f64
      %368 = arith.addf %367, %cst_1 : f64
      %369 = arith.mulf %368, %cst_2 : f64
      %370 = arith.mulf %in, %369 : f64
      linalg.yield %370 : f64
    } -> tensor<2x16x32xf64>
    %128 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %130 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %129 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %130 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %132 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %cst_9 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.rsqrt %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %135 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %arg33 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %arg34 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %139 = tensor.empty() : tensor<32x64xf64>
    %transposed_70 = linalg.transpose ins(%arg4 : tensor<64x32xf64>) outs(%139 : tensor<32x64xf64>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %140 = linalg.fill ins(%cst : f64) outs(%139 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %141 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%140 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %expanded_72 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf64> into tensor<2x16x64xf64>
    %142 = tensor.empty() : tensor<2x16x64xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %arg3 : tensor<2x16x64xf64>, tensor<64xf64>) outs(%142 : tensor<2x16x64xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x64xf64>
    %collapsed_73 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<2x16x64xf64> into tensor<32x64xf64>
    %collapsed_74 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %144 = tensor.empty() : tensor<32xi64>
    %145 = linalg.fill ins(%c0_i64 : i64) outs(%144 : tensor<32xi64>) -> tensor<32xi64>
    %146 = tensor.empty() : tensor<32xf64>
    %147 = linalg.fill ins(%cst_0 : f64) outs(%146 : tensor<32xf64>) -> tensor<32xf64>
    %148:2 = linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "reduction"]} ins(%collapsed_73 : tensor<32x64xf64>) outs(%147, %145 : tensor<32xf64>, tensor<32xi64>) {
    ^bb0(%in: f64, %out: f64, %out_160: i64):
      %366 = linalg.index 1 : index
      %367 = arith.index_cast %366 : index to i64
      %368 = arith.maximumf %in, %out : f64
      %369 = arith.cmpf ogt, %in, %out : f64
      %370 = arith.select %369, %367, %out_160 : i64
      linalg.yield %368, %370 : f64, i64
    } -> (tensor<32xf64>, tensor<32xi64>)
    %expanded_75 = tensor.expand_shape %148#0 [[0, 1]] output_shape [32, 1] : tensor<32xf64> into tensor<32x1xf64>
    %149 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_73, %expanded_75 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%139 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x64xf64>
    %150 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%149 : tensor<32x64xf64>) outs(%139 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.exp %in : f64
      linalg.yield %366 : f64
    } -> tensor<32x64xf64>
    %151 = tensor.empty() : tensor<32x1xf64>
    %152 = linalg.fill ins(%cst : f64) outs(%151 : tensor<32x1xf64>) -> tensor<32x1xf64>
    %153 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "reduction"]} ins(%150 : tensor<32x64xf64>) outs(%152 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32x1xf64>
    %154 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%153 : tensor<32x1xf64>) outs(%151 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.log %in : f64
      linalg.yield %366 : f64
    } -> tensor<32x1xf64>
    %155 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%149, %154 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%139 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x64xf64>
    %156 = tensor.empty() : tensor<32xi1>
    %157 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_74 : tensor<32xi64>) outs(%156 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %366 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %366 : i1
    } -> tensor<32xi1>
    %158 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%157, %collapsed_74, %cst_12 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%144 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_160: i64, %in_161: i64, %out: i64):
      %366 = arith.select %in, %in_160, %in_161 : i64
      linalg.yield %366 : i64
    } -> tensor<32xi64>
    %expanded_76 = tensor.expand_shape %158 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %159 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_76 : tensor<32x1xi64>) outs(%152 : tensor<32x1xf64>) {
    ^bb0(%in: i64, %out: f64):
      %366 = linalg.index 0 : index
      %367 = arith.index_cast %in : i64 to index
      %368 = arith.cmpi slt, %367, %c64 : index
      cf.assert %368, "index must be smaller than dim size"
      %369 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %369, "index must be larger or equal to 0"
      %extracted = tensor.extract %155[%366, %367] : tensor<32x64xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x1xf64>
    %collapsed_77 = tensor.collapse_shape %159 [[0, 1]] : tensor<32x1xf64> into tensor<32xf64>
    %160 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_77 : tensor<32xf64>) outs(%146 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.negf %in : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %161 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%157, %160, %cst_4 : tensor<32xi1>, tensor<32xf64>, tensor<f64>) outs(%146 : tensor<32xf64>) {
    ^bb0(%in: i1, %in_160: f64, %in_161: f64, %out: f64):
      %366 = arith.select %in, %in_160, %in_161 : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %162 = tensor.empty() : tensor<i64>
    %163 = linalg.fill ins(%c0_i64 : i64) outs(%162 : tensor<i64>) -> tensor<i64>
    %164 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%157 : tensor<32xi1>) outs(%163 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %366 = arith.extui %in : i1 to i64
      %367 = arith.addi %366, %out : i64
      linalg.yield %367 : i64
    } -> tensor<i64>
    %165 = tensor.empty() : tensor<f64>
    %166 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%164 : tensor<i64>) outs(%165 : tensor<f64>) {
    ^bb0(%in: i64, %out: f64):
      %366 = arith.sitofp %in : i64 to f64
      linalg.yield %366 : f64
    } -> tensor<f64>
    %167 = linalg.fill ins(%cst : f64) outs(%165 : tensor<f64>) -> tensor<f64>
    %168 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%161 : tensor<32xf64>) outs(%167 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<f64>
    %169 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%168, %166 : tensor<f64>, tensor<f64>) outs(%165 : tensor<f64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.divf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<f64>
    %170 = tensor.empty() : tensor<64xi64>
    %171 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel"]} outs(%170 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %366 = linalg.index 0 : index
      %367 = arith.index_cast %366 : index to i64
      linalg.yield %367 : i64
    } -> tensor<64xi64>
    %expanded_78 = tensor.expand_shape %collapsed_74 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %172 = tensor.empty() : tensor<32x64xi1>
    %173 = linalg.generic {indexing_maps = [#map11, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_78, %171 : tensor<32x1xi64>, tensor<64xi64>) outs(%172 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_160: i64, %out: i1):
      %366 = arith.cmpi eq, %in, %in_160 : i64
      linalg.yield %366 : i1
    } -> tensor<32x64xi1>
    %expanded_79 = tensor.expand_shape %157 [[0, 1]] output_shape [32, 1] : tensor<32xi1> into tensor<32x1xi1>
    %174 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%173, %expanded_79 : tensor<32x64xi1>, tensor<32x1xi1>) outs(%172 : tensor<32x64xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %366 = arith.andi %in, %in_160 : i1
      linalg.yield %366 : i1
    } -> tensor<32x64xi1>
    %175 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%cst_3 : tensor<f64>) outs(%165 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.negf %in : f64
      linalg.yield %366 : f64
    } -> tensor<f64>
    %176 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%175, %166 : tensor<f64>, tensor<f64>) outs(%165 : tensor<f64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.divf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<f64>
    %177 = linalg.generic {indexing_maps = [#map6, #map15, #map15, #map6], iterator_types = ["parallel", "parallel"]} ins(%174, %176, %cst_4 : tensor<32x64xi1>, tensor<f64>, tensor<f64>) outs(%139 : tensor<32x64xf64>) {
    ^bb0(%in: i1, %in_160: f64, %in_161: f64, %out: f64):
      %366 = arith.select %in, %in_160, %in_161 : f64
      linalg.yield %366 : f64
    } -> tensor<32x64xf64>
    %178 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<32x64xf64>) outs(%139 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.exp %in : f64
      linalg.yield %366 : f64
    } -> tensor<32x64xf64>
    %179 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "reduction"]} ins(%177 : tensor<32x64xf64>) outs(%152 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32x1xf64>
    %180 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%178, %179 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%139 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x64xf64>
    %181 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%177, %180 : tensor<32x64xf64>, tensor<32x64xf64>) outs(%139 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<32x64xf64>
    %expanded_80 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf64> into tensor<2x16x64xf64>
    %182 = tensor.empty() : tensor<1x1x64xf64>
    %183 = linalg.fill ins(%cst : f64) outs(%182 : tensor<1x1x64xf64>) -> tensor<1x1x64xf64>
    %184 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_80 : tensor<2x16x64xf64>) outs(%183 : tensor<1x1x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x1x64xf64>
    %collapsed_81 = tensor.collapse_shape %184 [[0, 1, 2]] : tensor<1x1x64xf64> into tensor<64xf64>
    %185 = tensor.empty() : tensor<64x32xf64>
    %transposed_82 = linalg.transpose ins(%181 : tensor<32x64xf64>) outs(%185 : tensor<64x32xf64>) permutation = [1, 0] 
    %186 = linalg.fill ins(%cst : f64) outs(%185 : tensor<64x32xf64>) -> tensor<64x32xf64>
    %187 = linalg.matmul ins(%transposed_82, %collapsed_71 : tensor<64x32xf64>, tensor<32x32xf64>) outs(%186 : tensor<64x32xf64>) -> tensor<64x32xf64>
    %188 = linalg.matmul ins(%181, %arg4 : tensor<32x64xf64>, tensor<64x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %expanded_83 = tensor.expand_shape %188 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %189 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %arg33 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %191 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%189 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %136 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %193 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%192 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %194 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %193 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %195 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %191 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %198 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %196 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %136 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %200 = linalg.fill ins(%cst : f64) outs(%146 : tensor<32xf64>) -> tensor<32xf64>
    %201 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%199 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %202 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_83 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_7 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.erf %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %cst_1 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_2 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %expanded_69 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_6 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.exp %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_5 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %210 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %211 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %212 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %collapsed_84 = tensor.collapse_shape %213 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %214 = linalg.matmul ins(%collapsed_84, %arg31 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_85 = linalg.transpose ins(%collapsed_84 : tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) permutation = [1, 0] 
    %215 = linalg.matmul ins(%transposed_85, %collapsed_68 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %216 = tensor.empty() : tensor<1x32xf64>
    %217 = linalg.fill ins(%cst : f64) outs(%216 : tensor<1x32xf64>) -> tensor<1x32xf64>
    %218 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_84 : tensor<32x32xf64>) outs(%217 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x32xf64>
    %collapsed_86 = tensor.collapse_shape %218 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_87 = tensor.expand_shape %214 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %219 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %arg29 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %221 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%219 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %121 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %223 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%222 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %224 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %223 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %225 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %221 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %224 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %228 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %226 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %121 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %230 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%229 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %231 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_87 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %collapsed_88 = tensor.collapse_shape %228 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %232 = linalg.matmul ins(%collapsed_88, %arg27 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%57 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %transposed_89 = linalg.transpose ins(%collapsed_88 : tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) permutation = [1, 0] 
    %233 = linalg.matmul ins(%transposed_89, %collapsed_65 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%57 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %234 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_88 : tensor<32x32xf64>) outs(%217 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x32xf64>
    %collapsed_90 = tensor.collapse_shape %234 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_91 = tensor.expand_shape %232 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_7 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.erf %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %cst_1 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_2 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %expanded_63 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_6 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.exp %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_5 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %242 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %243 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %244 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %collapsed_92 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %246 = linalg.matmul ins(%collapsed_92, %arg25 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_93 = linalg.transpose ins(%collapsed_92 : tensor<32x128xf64>) outs(%63 : tensor<128x32xf64>) permutation = [1, 0] 
    %247 = linalg.fill ins(%cst : f64) outs(%63 : tensor<128x32xf64>) -> tensor<128x32xf64>
    %248 = linalg.matmul ins(%transposed_93, %collapsed_62 : tensor<128x32xf64>, tensor<32x32xf64>) outs(%247 : tensor<128x32xf64>) -> tensor<128x32xf64>
    %249 = tensor.empty() : tensor<1x128xf64>
    %250 = linalg.fill ins(%cst : f64) outs(%249 : tensor<1x128xf64>) -> tensor<1x128xf64>
    %251 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<32x128xf64>) outs(%250 : tensor<1x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x128xf64>
    %collapsed_94 = tensor.collapse_shape %251 [[0, 1]] : tensor<1x128xf64> into tensor<128xf64>
    %expanded_95 = tensor.expand_shape %246 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %expanded_95 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %253 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %arg23 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %255 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%253 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %102 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %257 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%256 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %258 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %257 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %259 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %255 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %258 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %262 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %260 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %102 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %264 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%263 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %265 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%252 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %collapsed_96 = tensor.collapse_shape %262 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %266 = linalg.matmul ins(%collapsed_96, %arg21 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_97 = linalg.transpose ins(%collapsed_96 : tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) permutation = [1, 0] 
    %267 = linalg.matmul ins(%transposed_97, %collapsed_59 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %268 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_96 : tensor<32x32xf64>) outs(%217 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x32xf64>
    %collapsed_98 = tensor.collapse_shape %268 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_99 = tensor.expand_shape %266 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf64> into tensor<2x16x2x16xf64>
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_101 = tensor.collapse_shape %transposed_100 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_102 = linalg.transpose ins(%collapsed_54 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %269 = linalg.batch_matmul ins(%transposed_102, %collapsed_101 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_103 = linalg.transpose ins(%collapsed_55 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %270 = linalg.batch_matmul ins(%collapsed_101, %transposed_103 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_104 = tensor.expand_shape %269 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_105 = tensor.expand_shape %270 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %271 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105, %88 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %272 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%271 : tensor<2x2x16x16xf64>) outs(%34 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x1xf64>
    %273 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %272 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %274 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %273 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %275 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_8 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_106 = tensor.collapse_shape %275 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_107 = linalg.transpose ins(%collapsed_50 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %276 = linalg.batch_matmul ins(%transposed_107, %collapsed_106 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_108 = linalg.transpose ins(%collapsed_51 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %277 = linalg.batch_matmul ins(%collapsed_106, %transposed_108 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_109 = tensor.expand_shape %276 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_110 = tensor.expand_shape %277 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %transposed_111 = linalg.transpose ins(%expanded_104 : tensor<2x2x16x16xf64>) outs(%38 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_112 = tensor.collapse_shape %transposed_111 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_113 = linalg.transpose ins(%expanded_109 : tensor<2x2x16x16xf64>) outs(%38 : tensor<2x16x2x16xf64>) permutation = [0, 3, 1, 2] 
    %collapsed_114 = tensor.collapse_shape %transposed_113 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_115 = linalg.transpose ins(%expanded_110 : tensor<2x2x16x16xf64>) outs(%38 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %concat = tensor.concat dim(2) %collapsed_116, %collapsed_114, %collapsed_112 : (tensor<2x16x32xf64>, tensor<2x16x32xf64>, tensor<2x16x32xf64>) -> tensor<2x16x96xf64>
    %collapsed_117 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x16x96xf64> into tensor<32x96xf64>
    %278 = linalg.matmul ins(%collapsed_117, %arg19 : tensor<32x96xf64>, tensor<96x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %279 = tensor.empty() : tensor<96x32xf64>
    %transposed_118 = linalg.transpose ins(%collapsed_117 : tensor<32x96xf64>) outs(%279 : tensor<96x32xf64>) permutation = [1, 0] 
    %280 = linalg.fill ins(%cst : f64) outs(%279 : tensor<96x32xf64>) -> tensor<96x32xf64>
    %281 = linalg.matmul ins(%transposed_118, %collapsed_39 : tensor<96x32xf64>, tensor<32x32xf64>) outs(%280 : tensor<96x32xf64>) -> tensor<96x32xf64>
    %282 = tensor.empty() : tensor<1x96xf64>
    %283 = linalg.fill ins(%cst : f64) outs(%282 : tensor<1x96xf64>) -> tensor<1x96xf64>
    %284 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_117 : tensor<32x96xf64>) outs(%283 : tensor<1x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x96xf64>
    %collapsed_119 = tensor.collapse_shape %284 [[0, 1]] : tensor<1x96xf64> into tensor<96xf64>
    %expanded_120 = tensor.expand_shape %278 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %expanded_120 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %286 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %arg17 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %288 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%286 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %76 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %290 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%289 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %291 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %290 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %292 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %288 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %291 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %295 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %293 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %76 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %297 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%296 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %298 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%285 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %collapsed_121 = tensor.collapse_shape %295 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %299 = linalg.matmul ins(%collapsed_121, %arg15 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%57 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %transposed_122 = linalg.transpose ins(%collapsed_121 : tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) permutation = [1, 0] 
    %300 = linalg.matmul ins(%transposed_122, %collapsed_36 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%57 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %301 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_121 : tensor<32x32xf64>) outs(%217 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x32xf64>
    %collapsed_123 = tensor.collapse_shape %301 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_124 = tensor.expand_shape %299 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_7 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.erf %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %cst_1 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_2 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_34 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_6 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = math.exp %in : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_5 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %309 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %310 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124, %311 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%61 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x128xf64>
    %collapsed_125 = tensor.collapse_shape %312 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %313 = linalg.matmul ins(%collapsed_125, %arg13 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_126 = linalg.transpose ins(%collapsed_125 : tensor<32x128xf64>) outs(%63 : tensor<128x32xf64>) permutation = [1, 0] 
    %314 = linalg.matmul ins(%transposed_126, %collapsed_33 : tensor<128x32xf64>, tensor<32x32xf64>) outs(%247 : tensor<128x32xf64>) -> tensor<128x32xf64>
    %315 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_125 : tensor<32x128xf64>) outs(%250 : tensor<1x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x128xf64>
    %collapsed_127 = tensor.collapse_shape %315 [[0, 1]] : tensor<1x128xf64> into tensor<128xf64>
    %expanded_128 = tensor.expand_shape %313 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %expanded_128 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %317 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %arg11 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %319 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%317 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %53 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %321 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%320 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %322 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %321 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %323 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %319 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %322 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %326 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %324 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %53 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %328 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%327 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %329 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%316 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %collapsed_129 = tensor.collapse_shape %326 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %330 = linalg.matmul ins(%collapsed_129, %arg9 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_130 = linalg.transpose ins(%collapsed_129 : tensor<32x32xf64>) outs(%39 : tensor<32x32xf64>) permutation = [1, 0] 
    %331 = linalg.matmul ins(%transposed_130, %collapsed_30 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %332 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_129 : tensor<32x32xf64>) outs(%217 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x32xf64>
    %collapsed_131 = tensor.collapse_shape %332 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_132 = tensor.expand_shape %330 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf64> into tensor<2x16x2x16xf64>
    %transposed_133 = linalg.transpose ins(%expanded_132 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_134 = tensor.collapse_shape %transposed_133 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_135 = linalg.transpose ins(%collapsed_25 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %333 = linalg.batch_matmul ins(%transposed_135, %collapsed_134 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_136 = linalg.transpose ins(%collapsed_26 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %334 = linalg.batch_matmul ins(%collapsed_134, %transposed_136 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_137 = tensor.expand_shape %333 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_138 = tensor.expand_shape %334 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %335 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_138, %36 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %336 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%335 : tensor<2x2x16x16xf64>) outs(%34 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x1xf64>
    %337 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %336 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %338 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %337 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %339 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_8 : f64
      linalg.yield %366 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_139 = tensor.collapse_shape %339 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_140 = linalg.transpose ins(%collapsed_21 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %340 = linalg.batch_matmul ins(%transposed_140, %collapsed_139 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_141 = linalg.transpose ins(%collapsed_22 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %341 = linalg.batch_matmul ins(%collapsed_139, %transposed_141 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_142 = tensor.expand_shape %340 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_143 = tensor.expand_shape %341 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %transposed_144 = linalg.transpose ins(%expanded_137 : tensor<2x2x16x16xf64>) outs(%38 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_145 = tensor.collapse_shape %transposed_144 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_146 = linalg.transpose ins(%expanded_142 : tensor<2x2x16x16xf64>) outs(%38 : tensor<2x16x2x16xf64>) permutation = [0, 3, 1, 2] 
    %collapsed_147 = tensor.collapse_shape %transposed_146 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_148 = linalg.transpose ins(%expanded_143 : tensor<2x2x16x16xf64>) outs(%38 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_149 = tensor.collapse_shape %transposed_148 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %concat_150 = tensor.concat dim(2) %collapsed_149, %collapsed_147, %collapsed_145 : (tensor<2x16x32xf64>, tensor<2x16x32xf64>, tensor<2x16x32xf64>) -> tensor<2x16x96xf64>
    %collapsed_151 = tensor.collapse_shape %concat_150 [[0, 1], [2]] : tensor<2x16x96xf64> into tensor<32x96xf64>
    %342 = linalg.matmul ins(%collapsed_151, %arg7 : tensor<32x96xf64>, tensor<96x32xf64>) outs(%40 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_152 = linalg.transpose ins(%collapsed_151 : tensor<32x96xf64>) outs(%279 : tensor<96x32xf64>) permutation = [1, 0] 
    %343 = linalg.matmul ins(%transposed_152, %collapsed : tensor<96x32xf64>, tensor<32x32xf64>) outs(%280 : tensor<96x32xf64>) -> tensor<96x32xf64>
    %344 = linalg.generic {indexing_maps = [#map6, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_151 : tensor<32x96xf64>) outs(%283 : tensor<1x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x96xf64>
    %collapsed_153 = tensor.collapse_shape %344 [[0, 1]] : tensor<1x96xf64> into tensor<96xf64>
    %expanded_154 = tensor.expand_shape %342 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %expanded_154 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %346 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %arg5 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.mulf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %348 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%346 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %13 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %350 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%349 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %351 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %350 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %352 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %348 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %351 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.subf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.divf %in, %cst_10 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x1xf64>
    %355 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %353 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %13 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.mulf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<2x16x32xf64>
    %357 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%356 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %358 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%345 : tensor<2x16x32xf64>) outs(%200 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<32xf64>
    %359 = tensor.empty() : tensor<1x16x32xf64>
    %360 = linalg.fill ins(%cst : f64) outs(%359 : tensor<1x16x32xf64>) -> tensor<1x16x32xf64>
    %361 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%355 : tensor<2x16x32xf64>) outs(%360 : tensor<1x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %366 = arith.addf %in, %out : f64
      linalg.yield %366 : f64
    } -> tensor<1x16x32xf64>
    %collapsed_155 = tensor.collapse_shape %361 [[0, 1], [2]] : tensor<1x16x32xf64> into tensor<16x32xf64>
    %collapsed_156 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %collapsed_157 = tensor.collapse_shape %355 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %expanded_158 = tensor.expand_shape %collapsed_156 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %362 = linalg.generic {indexing_maps = [#map11, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_158, %171 : tensor<32x1xi64>, tensor<64xi64>) outs(%172 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_160: i64, %out: i1):
      %366 = arith.cmpi eq, %in, %in_160 : i64
      linalg.yield %366 : i1
    } -> tensor<32x64xi1>
    %363 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%362 : tensor<32x64xi1>) outs(%139 : tensor<32x64xf64>) {
    ^bb0(%in: i1, %out: f64):
      %366 = arith.uitofp %in : i1 to f64
      linalg.yield %366 : f64
    } -> tensor<32x64xf64>
    %transposed_159 = linalg.transpose ins(%363 : tensor<32x64xf64>) outs(%185 : tensor<64x32xf64>) permutation = [1, 0] 
    %364 = linalg.matmul ins(%transposed_159, %collapsed_157 : tensor<64x32xf64>, tensor<32x32xf64>) outs(%186 : tensor<64x32xf64>) -> tensor<64x32xf64>
    %365 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%187, %364 : tensor<64x32xf64>, tensor<64x32xf64>) outs(%185 : tensor<64x32xf64>) {
    ^bb0(%in: f64, %in_160: f64, %out: f64):
      %366 = arith.addf %in, %in_160 : f64
      linalg.yield %366 : f64
    } -> tensor<64x32xf64>
    return %169, %collapsed_155, %collapsed_81, %365, %357, %358, %343, %collapsed_153, %331, %collapsed_131, %328, %329, %314, %collapsed_127, %300, %collapsed_123, %297, %298, %281, %collapsed_119, %267, %collapsed_98, %264, %265, %248, %collapsed_94, %233, %collapsed_90, %230, %231, %215, %collapsed_86, %201, %202 : tensor<f64>, tensor<16x32xf64>, tensor<64xf64>, tensor<64x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<96x32xf64>, tensor<96xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32xf64>, tensor<128xf64>, tensor<32x128xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<96x32xf64>, tensor<96xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32xf64>, tensor<128xf64>, tensor<32x128xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>
  }
}
