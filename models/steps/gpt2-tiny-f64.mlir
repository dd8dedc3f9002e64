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
  func.func @train_step(%arg0: tensor<2x16xi64>, %arg1: tensor<2x16xi64>, %arg2: tensor<16x32xf64>, %arg3: tensor<64x32xf64>, %arg4: tensor<32xf64>, %arg5: tensor<32xf64>, %arg6: tensor<96x32xf64>, %arg7: tensor<96xf64>, %arg8: tensor<32x32xf64>, %arg9: tensor<32xf64>, %arg10: tensor<32xf64>, %arg11: tensor<32xf64>, %arg12: tensor<128x32xf64>, %arg13: tensor<128xf64>, %arg14: tensor<32x128xf64>, %arg15: tensor<32xf64>, %arg16: tensor<32xf64>, %arg17: tensor<32xf64>, %arg18: tensor<96x32xf64>, %arg19: tensor<96xf64>, %arg20: tensor<32x32xf64>, %arg21: tensor<32xf64>, %arg22: tensor<32xf64>, %arg23: tensor<32xf64>, %arg24: tensor<128x32xf64>, %arg25: tensor<128xf64>, %arg26: tensor<32x128xf64>, %arg27: tensor<32xf64>, %arg28: tensor<32xf64>, %arg29: tensor<32xf64>) -> (tensor<f64>, tensor<16x32xf64>, tensor<64x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<96x32xf64>, tensor<96xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32xf64>, tensor<128xf64>, tensor<32x128xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<96x32xf64>, tensor<96xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32xf64>, tensor<128xf64>, tensor<32x128xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f64
    %true = arith.constant true
    %cst_0 = arith.constant 0xFFF0000000000000 : f64
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f64>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f64>
    %cst_3 = arith.constant dense<0xFFF0000000000000> : tensor<f64>
    %cst_4 = arith.constant 1.341450e-01 : f64
    %cst_5 = arith.constant 5.000000e-01 : f64
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant 4.471500e-02 : f64
    %cst_8 = arith.constant 4.000000e+00 : f64
    %cst_9 = arith.constant 1.000000e-05 : f64
    %cst_10 = arith.constant 3.200000e+01 : f64
    %cst_11 = arith.constant 1.000000e+00 : f64
    %cst_12 = arith.constant dense<0> : tensor<i64>
    %cst_13 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<2x16x32xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: i64, %out: f64):
      %356 = arith.index_cast %in : i64 to index
      %357 = linalg.index 2 : index
      %358 = arith.cmpi slt, %356, %c64 : index
      cf.assert %358, "index must be smaller than dim size"
      %359 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %359, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%356, %357] : tensor<64x32xf64>
      linalg.yield %extracted : f64
    } -> tensor<2x16x32xf64>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<2x16x32xf64>, tensor<16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %3 = tensor.empty() : tensor<2x16x1xf64>
    %4 = linalg.fill ins(%cst : f64) outs(%3 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64>
    %5 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %6 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_9 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.rsqrt %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %12 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %arg4 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %arg5 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %16 = tensor.empty() : tensor<32x96xf64>
    %transposed = linalg.transpose ins(%arg6 : tensor<96x32xf64>) outs(%16 : tensor<32x96xf64>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %15 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %17 = linalg.fill ins(%cst : f64) outs(%16 : tensor<32x96xf64>) -> tensor<32x96xf64>
    %18 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf64>, tensor<32x96xf64>) outs(%17 : tensor<32x96xf64>) -> tensor<32x96xf64>
    %19 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<96xf64>) outs(%16 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x96xf64>
    %20 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%18, %19 : tensor<32x96xf64>, tensor<32x96xf64>) outs(%16 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x96xf64>
    %expanded = tensor.expand_shape %20 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf64> into tensor<2x16x96xf64>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_14 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_15 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %expanded_16 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %21 = tensor.empty() : tensor<2x2x16x16xf64>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %expanded_19 = tensor.expand_shape %extracted_slice_15 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %transposed_21 = linalg.transpose ins(%expanded_18 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 3, 1] 
    %collapsed_22 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_23 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %22 = tensor.empty() : tensor<4x16x16xf64>
    %23 = linalg.fill ins(%cst : f64) outs(%22 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %24 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_24 = tensor.expand_shape %24 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %25 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_8 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %26 = tensor.empty() : tensor<16xi64>
    %27 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%26 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %356 = linalg.index 0 : index
      %357 = arith.index_cast %356 : index to i64
      linalg.yield %357 : i64
    } -> tensor<16xi64>
    %expanded_25 = tensor.expand_shape %27 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %28 = tensor.empty() : tensor<16x16xi1>
    %29 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_25, %27 : tensor<16x1xi64>, tensor<16xi64>) outs(%28 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %in_151: i64, %out: i1):
      %356 = arith.cmpi sge, %in, %in_151 : i64
      linalg.yield %356 : i1
    } -> tensor<16x16xi1>
    %30 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<16x16xi1>) outs(%28 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %356 = arith.xori %in, %true : i1
      linalg.yield %356 : i1
    } -> tensor<16x16xi1>
    %31 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_3, %25 : tensor<16x16xi1>, tensor<f64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %356 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %32 = tensor.empty() : tensor<2x2x16xi64>
    %33 = linalg.fill ins(%c0_i64 : i64) outs(%32 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64>
    %34 = tensor.empty() : tensor<2x2x16xf64>
    %35 = linalg.fill ins(%cst_0 : f64) outs(%34 : tensor<2x2x16xf64>) -> tensor<2x2x16xf64>
    %36:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<2x2x16x16xf64>) outs(%35, %33 : tensor<2x2x16xf64>, tensor<2x2x16xi64>) {
    ^bb0(%in: f64, %out: f64, %out_151: i64):
      %356 = linalg.index 3 : index
      %357 = arith.index_cast %356 : index to i64
      %358 = arith.maximumf %in, %out : f64
      %359 = arith.cmpf ogt, %in, %out : f64
      %360 = arith.select %359, %357, %out_151 : i64
      linalg.yield %358, %360 : f64, i64
    } -> (tensor<2x2x16xf64>, tensor<2x2x16xi64>)
    %expanded_26 = tensor.expand_shape %36#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf64> into tensor<2x2x16x1xf64>
    %37 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_26 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %38 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.exp %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %39 = tensor.empty() : tensor<2x2x16x1xf64>
    %40 = linalg.fill ins(%cst : f64) outs(%39 : tensor<2x2x16x1xf64>) -> tensor<2x2x16x1xf64>
    %41 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<2x2x16x16xf64>) outs(%40 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x1xf64>
    %42 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.divf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_27 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_28 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %43 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_29 = tensor.expand_shape %43 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %44 = tensor.empty() : tensor<2x16x2x16xf64>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x2x16x16xf64>) outs(%44 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %45 = tensor.empty() : tensor<32x32xf64>
    %transposed_31 = linalg.transpose ins(%arg8 : tensor<32x32xf64>) outs(%45 : tensor<32x32xf64>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<32x32xf64>
    %46 = linalg.fill ins(%cst : f64) outs(%45 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %47 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %48 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32xf64>) outs(%45 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %49 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%45 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x32xf64>
    %expanded_33 = tensor.expand_shape %49 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %50 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_33 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %51 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%50 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %53 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %52 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %53 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %55 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%54 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_9 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.rsqrt %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %59 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %58 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %60 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %arg10 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %61 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %arg11 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %62 = tensor.empty() : tensor<32x128xf64>
    %transposed_34 = linalg.transpose ins(%arg12 : tensor<128x32xf64>) outs(%62 : tensor<32x128xf64>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %61 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %63 = linalg.fill ins(%cst : f64) outs(%62 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %64 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%63 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %65 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<128xf64>) outs(%62 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x128xf64>
    %66 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%64, %65 : tensor<32x128xf64>, tensor<32x128xf64>) outs(%62 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x128xf64>
    %expanded_36 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %67 = tensor.empty() : tensor<2x16x128xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_7 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_36 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_36 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %70 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_6 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_5 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.tanh %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_11 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %77 = tensor.empty() : tensor<128x32xf64>
    %transposed_37 = linalg.transpose ins(%arg14 : tensor<32x128xf64>) outs(%77 : tensor<128x32xf64>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %78 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %79 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<32xf64>) outs(%45 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %80 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%78, %79 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%45 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x32xf64>
    %expanded_39 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %expanded_39 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %82 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %84 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %83 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %84 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %86 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_9 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.rsqrt %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %89 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg16 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %arg17 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %transposed_40 = linalg.transpose ins(%arg18 : tensor<96x32xf64>) outs(%16 : tensor<32x96xf64>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %93 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<32x32xf64>, tensor<32x96xf64>) outs(%17 : tensor<32x96xf64>) -> tensor<32x96xf64>
    %94 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<96xf64>) outs(%16 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x96xf64>
    %95 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%93, %94 : tensor<32x96xf64>, tensor<32x96xf64>) outs(%16 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x96xf64>
    %expanded_42 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf64> into tensor<2x16x96xf64>
    %extracted_slice_43 = tensor.extract_slice %expanded_42[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_44 = tensor.extract_slice %expanded_42[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_45 = tensor.extract_slice %expanded_42[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %expanded_46 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %expanded_48 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %expanded_49 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%expanded_48 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 3, 1] 
    %collapsed_52 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %96 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_54 = tensor.expand_shape %96 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %97 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_8 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %98 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_3, %97 : tensor<16x16xi1>, tensor<f64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %356 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %99:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%98 : tensor<2x2x16x16xf64>) outs(%35, %33 : tensor<2x2x16xf64>, tensor<2x2x16xi64>) {
    ^bb0(%in: f64, %out: f64, %out_151: i64):
      %356 = linalg.index 3 : index
      %357 = arith.index_cast %356 : index to i64
      %358 = arith.maximumf %in, %out : f64
      %359 = arith.cmpf ogt, %in, %out : f64
      %360 = arith.select %359, %357, %out_151 : i64
      linalg.yield %358, %360 : f64, i64
    } -> (tensor<2x2x16xf64>, tensor<2x2x16xi64>)
    %expanded_55 = tensor.expand_shape %99#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf64> into tensor<2x2x16x1xf64>
    %100 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_55 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %101 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.exp %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %102 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<2x2x16x16xf64>) outs(%40 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x1xf64>
    %103 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %102 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.divf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_56 = tensor.collapse_shape %103 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_57 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %104 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_58 = tensor.expand_shape %104 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<2x2x16x16xf64>) outs(%44 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %transposed_60 = linalg.transpose ins(%arg20 : tensor<32x32xf64>) outs(%45 : tensor<32x32xf64>) permutation = [1, 0] 
    %collapsed_61 = tensor.collapse_shape %transposed_59 [[0, 1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<32x32xf64>
    %105 = linalg.matmul ins(%collapsed_61, %transposed_60 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %106 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<32xf64>) outs(%45 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %107 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%105, %106 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%45 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x32xf64>
    %expanded_62 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %expanded_62 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %110 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %111 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_9 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.rsqrt %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %116 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg22 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %arg23 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %transposed_63 = linalg.transpose ins(%arg24 : tensor<128x32xf64>) outs(%62 : tensor<32x128xf64>) permutation = [1, 0] 
    %collapsed_64 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %120 = linalg.matmul ins(%collapsed_64, %transposed_63 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%63 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %121 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<128xf64>) outs(%62 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x128xf64>
    %122 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%120, %121 : tensor<32x128xf64>, tensor<32x128xf64>) outs(%62 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x128xf64>
    %expanded_65 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_7 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %expanded_65 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %expanded_65 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %125 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_6 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_5 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.tanh %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_11 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %130 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %transposed_66 = linalg.transpose ins(%arg26 : tensor<32x128xf64>) outs(%77 : tensor<128x32xf64>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %132 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %133 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<32xf64>) outs(%45 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %134 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%132, %133 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%45 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x32xf64>
    %expanded_68 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %expanded_68 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %137 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %138 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_9 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.rsqrt %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %144 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %143 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %145 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %arg28 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %146 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %arg29 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %147 = tensor.empty() : tensor<32x64xf64>
    %transposed_69 = linalg.transpose ins(%arg3 : tensor<64x32xf64>) outs(%147 : tensor<32x64xf64>) permutation = [1, 0] 
    %collapsed_70 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %148 = linalg.fill ins(%cst : f64) outs(%147 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %149 = linalg.matmul ins(%collapsed_70, %transposed_69 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%148 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %collapsed_71 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %150 = tensor.empty() : tensor<32xi64>
    %151 = linalg.fill ins(%c0_i64 : i64) outs(%150 : tensor<32xi64>) -> tensor<32xi64>
    %152 = tensor.empty() : tensor<32xf64>
    %153 = linalg.fill ins(%cst_0 : f64) outs(%152 : tensor<32xf64>) -> tensor<32xf64>
    %154:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "reduction"]} ins(%149 : tensor<32x64xf64>) outs(%153, %151 : tensor<32xf64>, tensor<32xi64>) {
    ^bb0(%in: f64, %out: f64, %out_151: i64):
      %356 = linalg.index 1 : index
      %357 = arith.index_cast %356 : index to i64
      %358 = arith.maximumf %in, %out : f64
      %359 = arith.cmpf ogt, %in, %out : f64
      %360 = arith.select %359, %357, %out_151 : i64
      linalg.yield %358, %360 : f64, i64
    } -> (tensor<32xf64>, tensor<32xi64>)
    %expanded_72 = tensor.expand_shape %154#0 [[0, 1]] output_shape [32, 1] : tensor<32xf64> into tensor<32x1xf64>
    %155 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%149, %expanded_72 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x64xf64>
    %156 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<32x64xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.exp %in : f64
      linalg.yield %356 : f64
    } -> tensor<32x64xf64>
    %157 = tensor.empty() : tensor<32x1xf64>
    %158 = linalg.fill ins(%cst : f64) outs(%157 : tensor<32x1xf64>) -> tensor<32x1xf64>
    %159 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%156 : tensor<32x64xf64>) outs(%158 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32x1xf64>
    %160 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%159 : tensor<32x1xf64>) outs(%157 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.log %in : f64
      linalg.yield %356 : f64
    } -> tensor<32x1xf64>
    %161 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%155, %160 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x64xf64>
    %162 = tensor.empty() : tensor<32xi1>
    %163 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_71 : tensor<32xi64>) outs(%162 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %356 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %356 : i1
    } -> tensor<32xi1>
    %164 = linalg.generic {indexing_maps = [#map8, #map8, #map15, #map8], iterator_types = ["parallel"]} ins(%163, %collapsed_71, %cst_12 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%150 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_151: i64, %in_152: i64, %out: i64):
      %356 = arith.select %in, %in_151, %in_152 : i64
      linalg.yield %356 : i64
    } -> tensor<32xi64>
    %expanded_73 = tensor.expand_shape %164 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %165 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_73 : tensor<32x1xi64>) outs(%158 : tensor<32x1xf64>) {
    ^bb0(%in: i64, %out: f64):
      %356 = linalg.index 0 : index
      %357 = arith.index_cast %in : i64 to index
      %358 = arith.cmpi slt, %357, %c64 : index
      cf.assert %358, "index must be smaller than dim size"
      %359 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %359, "index must be larger or equal to 0"
      %extracted = tensor.extract %161[%356, %357] : tensor<32x64xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x1xf64>
    %collapsed_74 = tensor.collapse_shape %165 [[0, 1]] : tensor<32x1xf64> into tensor<32xf64>
    %166 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_74 : tensor<32xf64>) outs(%152 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.negf %in : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %167 = linalg.generic {indexing_maps = [#map8, #map8, #map15, #map8], iterator_types = ["parallel"]} ins(%163, %166, %cst_2 : tensor<32xi1>, tensor<32xf64>, tensor<f64>) outs(%152 : tensor<32xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %356 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %168 = tensor.empty() : tensor<i64>
    %169 = linalg.fill ins(%c0_i64 : i64) outs(%168 : tensor<i64>) -> tensor<i64>
    %170 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction"]} ins(%163 : tensor<32xi1>) outs(%169 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %356 = arith.extui %in : i1 to i64
      %357 = arith.addi %356, %out : i64
      linalg.yield %357 : i64
    } -> tensor<i64>
    %171 = tensor.empty() : tensor<f64>
    %172 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%170 : tensor<i64>) outs(%171 : tensor<f64>) {
    ^bb0(%in: i64, %out: f64):
      %356 = arith.sitofp %in : i64 to f64
      linalg.yield %356 : f64
    } -> tensor<f64>
    %173 = linalg.fill ins(%cst : f64) outs(%171 : tensor<f64>) -> tensor<f64>
    %174 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction"]} ins(%167 : tensor<32xf64>) outs(%173 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<f64>
    %175 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%174, %172 : tensor<f64>, tensor<f64>) outs(%171 : tensor<f64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.divf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<f64>
    %176 = tensor.empty() : tensor<64xi64>
    %177 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%176 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %356 = linalg.index 0 : index
      %357 = arith.index_cast %356 : index to i64
      linalg.yield %357 : i64
    } -> tensor<64xi64>
    %expanded_75 = tensor.expand_shape %collapsed_71 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %178 = tensor.empty() : tensor<32x64xi1>
    %179 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_75, %177 : tensor<32x1xi64>, tensor<64xi64>) outs(%178 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_151: i64, %out: i1):
      %356 = arith.cmpi eq, %in, %in_151 : i64
      linalg.yield %356 : i1
    } -> tensor<32x64xi1>
    %expanded_76 = tensor.expand_shape %163 [[0, 1]] output_shape [32, 1] : tensor<32xi1> into tensor<32x1xi1>
    %180 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%179, %expanded_76 : tensor<32x64xi1>, tensor<32x1xi1>) outs(%178 : tensor<32x64xi1>) {
    ^bb0(%in: i1, %in_151: i1, %out: i1):
      %356 = arith.andi %in, %in_151 : i1
      linalg.yield %356 : i1
    } -> tensor<32x64xi1>
    %181 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%cst_1 : tensor<f64>) outs(%171 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.negf %in : f64
      linalg.yield %356 : f64
    } -> tensor<f64>
    %182 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%181, %172 : tensor<f64>, tensor<f64>) outs(%171 : tensor<f64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.divf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<f64>
    %183 = linalg.generic {indexing_maps = [#map6, #map17, #map17, #map6], iterator_types = ["parallel", "parallel"]} ins(%180, %182, %cst_2 : tensor<32x64xi1>, tensor<f64>, tensor<f64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %356 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %356 : f64
    } -> tensor<32x64xf64>
    %184 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%161 : tensor<32x64xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.exp %in : f64
      linalg.yield %356 : f64
    } -> tensor<32x64xf64>
    %185 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%183 : tensor<32x64xf64>) outs(%158 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32x1xf64>
    %186 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%184, %185 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x64xf64>
    %187 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%183, %186 : tensor<32x64xf64>, tensor<32x64xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<32x64xf64>
    %188 = tensor.empty() : tensor<64x32xf64>
    %transposed_77 = linalg.transpose ins(%187 : tensor<32x64xf64>) outs(%188 : tensor<64x32xf64>) permutation = [1, 0] 
    %189 = linalg.fill ins(%cst : f64) outs(%188 : tensor<64x32xf64>) -> tensor<64x32xf64>
    %190 = linalg.matmul ins(%transposed_77, %collapsed_70 : tensor<64x32xf64>, tensor<32x32xf64>) outs(%189 : tensor<64x32xf64>) -> tensor<64x32xf64>
    %191 = linalg.matmul ins(%187, %arg3 : tensor<32x64xf64>, tensor<64x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %expanded_78 = tensor.expand_shape %191 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %192 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %arg28 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %194 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%192 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %195 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %144 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %196 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%195 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %197 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %196 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %198 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %194 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %197 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %201 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %199 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %144 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %203 = linalg.fill ins(%cst : f64) outs(%152 : tensor<32xf64>) -> tensor<32xf64>
    %204 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%202 : tensor<2x16x32xf64>) outs(%203 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %205 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_78 : tensor<2x16x32xf64>) outs(%203 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %collapsed_79 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %206 = linalg.matmul ins(%collapsed_79, %arg26 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%63 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %transposed_80 = linalg.transpose ins(%collapsed_79 : tensor<32x32xf64>) outs(%45 : tensor<32x32xf64>) permutation = [1, 0] 
    %207 = linalg.matmul ins(%transposed_80, %collapsed_67 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%63 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %208 = tensor.empty() : tensor<1x32xf64>
    %209 = linalg.fill ins(%cst : f64) outs(%208 : tensor<1x32xf64>) -> tensor<1x32xf64>
    %210 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_79 : tensor<32x32xf64>) outs(%209 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<1x32xf64>
    %collapsed_81 = tensor.collapse_shape %210 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_82 = tensor.expand_shape %206 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %expanded_65 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %expanded_65 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_7 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %213 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_6 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.tanh %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_11 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_5 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %216 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %220 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %219 : tensor<i64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: i64, %in_151: f64, %out: f64):
      %356 = arith.sitofp %in : i64 to f64
      %357 = arith.subf %356, %in_151 : f64
      linalg.yield %357 : f64
    } -> tensor<2x16x128xf64>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_4 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_11 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_6 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %220 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %223 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %225 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %226 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %collapsed_83 = tensor.collapse_shape %227 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %228 = linalg.matmul ins(%collapsed_83, %arg24 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_84 = linalg.transpose ins(%collapsed_83 : tensor<32x128xf64>) outs(%77 : tensor<128x32xf64>) permutation = [1, 0] 
    %229 = linalg.fill ins(%cst : f64) outs(%77 : tensor<128x32xf64>) -> tensor<128x32xf64>
    %230 = linalg.matmul ins(%transposed_84, %collapsed_64 : tensor<128x32xf64>, tensor<32x32xf64>) outs(%229 : tensor<128x32xf64>) -> tensor<128x32xf64>
    %231 = tensor.empty() : tensor<1x128xf64>
    %232 = linalg.fill ins(%cst : f64) outs(%231 : tensor<1x128xf64>) -> tensor<1x128xf64>
    %233 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_83 : tensor<32x128xf64>) outs(%232 : tensor<1x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<1x128xf64>
    %collapsed_85 = tensor.collapse_shape %233 [[0, 1]] : tensor<1x128xf64> into tensor<128xf64>
    %expanded_86 = tensor.expand_shape %228 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %234 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %arg22 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %236 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %117 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %238 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %239 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %238 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %240 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %236 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %239 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %243 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %241 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %117 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %245 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%244 : tensor<2x16x32xf64>) outs(%203 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %246 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_86 : tensor<2x16x32xf64>) outs(%203 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %243 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %collapsed_87 = tensor.collapse_shape %247 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %248 = linalg.matmul ins(%collapsed_87, %arg20 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_88 = linalg.transpose ins(%collapsed_87 : tensor<32x32xf64>) outs(%45 : tensor<32x32xf64>) permutation = [1, 0] 
    %249 = linalg.matmul ins(%transposed_88, %collapsed_61 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %250 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_87 : tensor<32x32xf64>) outs(%209 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<1x32xf64>
    %collapsed_89 = tensor.collapse_shape %250 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_90 = tensor.expand_shape %248 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf64> into tensor<2x16x2x16xf64>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_92 = tensor.collapse_shape %transposed_91 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_93 = linalg.transpose ins(%collapsed_56 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %251 = linalg.batch_matmul ins(%transposed_93, %collapsed_92 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_94 = linalg.transpose ins(%collapsed_57 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %252 = linalg.batch_matmul ins(%collapsed_92, %transposed_94 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_95 = tensor.expand_shape %251 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_96 = tensor.expand_shape %252 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %253 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_96, %103 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %254 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%253 : tensor<2x2x16x16xf64>) outs(%40 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x1xf64>
    %255 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %254 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %256 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %255 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %257 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_2, %256 : tensor<16x16xi1>, tensor<f64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %356 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %258 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_8 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_97 = tensor.collapse_shape %258 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_98 = linalg.transpose ins(%collapsed_52 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %259 = linalg.batch_matmul ins(%transposed_98, %collapsed_97 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_99 = linalg.transpose ins(%collapsed_53 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %260 = linalg.batch_matmul ins(%collapsed_97, %transposed_99 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_100 = tensor.expand_shape %259 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_101 = tensor.expand_shape %260 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %transposed_102 = linalg.transpose ins(%expanded_95 : tensor<2x2x16x16xf64>) outs(%44 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_103 = tensor.collapse_shape %transposed_102 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_104 = linalg.transpose ins(%expanded_100 : tensor<2x2x16x16xf64>) outs(%44 : tensor<2x16x2x16xf64>) permutation = [0, 3, 1, 2] 
    %collapsed_105 = tensor.collapse_shape %transposed_104 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_106 = linalg.transpose ins(%expanded_101 : tensor<2x2x16x16xf64>) outs(%44 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_107 = tensor.collapse_shape %transposed_106 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %concat = tensor.concat dim(2) %collapsed_107, %collapsed_105, %collapsed_103 : (tensor<2x16x32xf64>, tensor<2x16x32xf64>, tensor<2x16x32xf64>) -> tensor<2x16x96xf64>
    %collapsed_108 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x16x96xf64> into tensor<32x96xf64>
    %261 = linalg.matmul ins(%collapsed_108, %arg18 : tensor<32x96xf64>, tensor<96x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %262 = tensor.empty() : tensor<96x32xf64>
    %transposed_109 = linalg.transpose ins(%collapsed_108 : tensor<32x96xf64>) outs(%262 : tensor<96x32xf64>) permutation = [1, 0] 
    %263 = linalg.fill ins(%cst : f64) outs(%262 : tensor<96x32xf64>) -> tensor<96x32xf64>
    %264 = linalg.matmul ins(%transposed_109, %collapsed_41 : tensor<96x32xf64>, tensor<32x32xf64>) outs(%263 : tensor<96x32xf64>) -> tensor<96x32xf64>
    %265 = tensor.empty() : tensor<1x96xf64>
    %266 = linalg.fill ins(%cst : f64) outs(%265 : tensor<1x96xf64>) -> tensor<1x96xf64>
    %267 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_108 : tensor<32x96xf64>) outs(%266 : tensor<1x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<1x96xf64>
    %collapsed_110 = tensor.collapse_shape %267 [[0, 1]] : tensor<1x96xf64> into tensor<96xf64>
    %expanded_111 = tensor.expand_shape %261 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %268 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %arg16 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %270 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%268 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %90 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %272 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%271 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %273 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %272 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %274 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %270 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %275 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %273 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %277 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %275 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %278 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %90 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %279 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%278 : tensor<2x16x32xf64>) outs(%203 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %280 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_111 : tensor<2x16x32xf64>) outs(%203 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %277 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %collapsed_112 = tensor.collapse_shape %281 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %282 = linalg.matmul ins(%collapsed_112, %arg14 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%63 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %transposed_113 = linalg.transpose ins(%collapsed_112 : tensor<32x32xf64>) outs(%45 : tensor<32x32xf64>) permutation = [1, 0] 
    %283 = linalg.matmul ins(%transposed_113, %collapsed_38 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%63 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %284 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_112 : tensor<32x32xf64>) outs(%209 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<1x32xf64>
    %collapsed_114 = tensor.collapse_shape %284 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_115 = tensor.expand_shape %282 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %expanded_36 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %expanded_36 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_7 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %287 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_6 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = math.tanh %in : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_11 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_5 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %290 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %294 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %293 : tensor<i64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: i64, %in_151: f64, %out: f64):
      %356 = arith.sitofp %in : i64 to f64
      %357 = arith.subf %356, %in_151 : f64
      linalg.yield %357 : f64
    } -> tensor<2x16x128xf64>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_4 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %cst_11 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_6 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %294 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %297 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %299 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %300 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%67 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x128xf64>
    %collapsed_116 = tensor.collapse_shape %301 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %302 = linalg.matmul ins(%collapsed_116, %arg12 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_117 = linalg.transpose ins(%collapsed_116 : tensor<32x128xf64>) outs(%77 : tensor<128x32xf64>) permutation = [1, 0] 
    %303 = linalg.matmul ins(%transposed_117, %collapsed_35 : tensor<128x32xf64>, tensor<32x32xf64>) outs(%229 : tensor<128x32xf64>) -> tensor<128x32xf64>
    %304 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_116 : tensor<32x128xf64>) outs(%232 : tensor<1x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<1x128xf64>
    %collapsed_118 = tensor.collapse_shape %304 [[0, 1]] : tensor<1x128xf64> into tensor<128xf64>
    %expanded_119 = tensor.expand_shape %302 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %305 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119, %arg10 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %307 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%305 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %59 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %309 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%308 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %310 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %309 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %311 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %307 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %310 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %314 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %312 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119, %59 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %316 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%315 : tensor<2x16x32xf64>) outs(%203 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %317 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_119 : tensor<2x16x32xf64>) outs(%203 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %314 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %collapsed_120 = tensor.collapse_shape %318 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %319 = linalg.matmul ins(%collapsed_120, %arg8 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_121 = linalg.transpose ins(%collapsed_120 : tensor<32x32xf64>) outs(%45 : tensor<32x32xf64>) permutation = [1, 0] 
    %320 = linalg.matmul ins(%transposed_121, %collapsed_32 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %321 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_120 : tensor<32x32xf64>) outs(%209 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<1x32xf64>
    %collapsed_122 = tensor.collapse_shape %321 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_123 = tensor.expand_shape %319 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf64> into tensor<2x16x2x16xf64>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<2x16x2x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_125 = tensor.collapse_shape %transposed_124 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_126 = linalg.transpose ins(%collapsed_27 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %322 = linalg.batch_matmul ins(%transposed_126, %collapsed_125 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_127 = linalg.transpose ins(%collapsed_28 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %323 = linalg.batch_matmul ins(%collapsed_125, %transposed_127 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_128 = tensor.expand_shape %322 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_129 = tensor.expand_shape %323 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %324 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129, %42 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %325 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%324 : tensor<2x2x16x16xf64>) outs(%40 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x1xf64>
    %326 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %325 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %327 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %326 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %328 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_2, %327 : tensor<16x16xi1>, tensor<f64>, tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %356 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %329 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328 : tensor<2x2x16x16xf64>) outs(%21 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_8 : f64
      linalg.yield %356 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_130 = tensor.collapse_shape %329 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_131 = linalg.transpose ins(%collapsed_22 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %330 = linalg.batch_matmul ins(%transposed_131, %collapsed_130 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_132 = linalg.transpose ins(%collapsed_23 : tensor<4x16x16xf64>) outs(%22 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %331 = linalg.batch_matmul ins(%collapsed_130, %transposed_132 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%23 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_133 = tensor.expand_shape %330 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_134 = tensor.expand_shape %331 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %transposed_135 = linalg.transpose ins(%expanded_128 : tensor<2x2x16x16xf64>) outs(%44 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_136 = tensor.collapse_shape %transposed_135 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_137 = linalg.transpose ins(%expanded_133 : tensor<2x2x16x16xf64>) outs(%44 : tensor<2x16x2x16xf64>) permutation = [0, 3, 1, 2] 
    %collapsed_138 = tensor.collapse_shape %transposed_137 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_139 = linalg.transpose ins(%expanded_134 : tensor<2x2x16x16xf64>) outs(%44 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_140 = tensor.collapse_shape %transposed_139 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %concat_141 = tensor.concat dim(2) %collapsed_140, %collapsed_138, %collapsed_136 : (tensor<2x16x32xf64>, tensor<2x16x32xf64>, tensor<2x16x32xf64>) -> tensor<2x16x96xf64>
    %collapsed_142 = tensor.collapse_shape %concat_141 [[0, 1], [2]] : tensor<2x16x96xf64> into tensor<32x96xf64>
    %332 = linalg.matmul ins(%collapsed_142, %arg6 : tensor<32x96xf64>, tensor<96x32xf64>) outs(%46 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_143 = linalg.transpose ins(%collapsed_142 : tensor<32x96xf64>) outs(%262 : tensor<96x32xf64>) permutation = [1, 0] 
    %333 = linalg.matmul ins(%transposed_143, %collapsed : tensor<96x32xf64>, tensor<32x32xf64>) outs(%263 : tensor<96x32xf64>) -> tensor<96x32xf64>
    %334 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_142 : tensor<32x96xf64>) outs(%266 : tensor<1x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<1x96xf64>
    %collapsed_144 = tensor.collapse_shape %334 [[0, 1]] : tensor<1x96xf64> into tensor<96xf64>
    %expanded_145 = tensor.expand_shape %332 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %335 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %arg4 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.mulf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %337 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%335 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %13 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %339 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%338 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %340 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %339 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %341 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %337 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %340 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.subf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.divf %in, %cst_10 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x1xf64>
    %344 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %342 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %13 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.mulf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %346 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%345 : tensor<2x16x32xf64>) outs(%203 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %347 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_145 : tensor<2x16x32xf64>) outs(%203 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<32xf64>
    %348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %344 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<2x16x32xf64>
    %349 = tensor.empty() : tensor<1x16x32xf64>
    %350 = linalg.fill ins(%cst : f64) outs(%349 : tensor<1x16x32xf64>) -> tensor<1x16x32xf64>
    %351 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%348 : tensor<2x16x32xf64>) outs(%350 : tensor<1x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %356 = arith.addf %in, %out : f64
      linalg.yield %356 : f64
    } -> tensor<1x16x32xf64>
    %collapsed_146 = tensor.collapse_shape %351 [[0, 1], [2]] : tensor<1x16x32xf64> into tensor<16x32xf64>
    %collapsed_147 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %collapsed_148 = tensor.collapse_shape %348 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %expanded_149 = tensor.expand_shape %collapsed_147 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %352 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_149, %177 : tensor<32x1xi64>, tensor<64xi64>) outs(%178 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_151: i64, %out: i1):
      %356 = arith.cmpi eq, %in, %in_151 : i64
      linalg.yield %356 : i1
    } -> tensor<32x64xi1>
    %353 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%352 : tensor<32x64xi1>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: i1, %out: f64):
      %356 = arith.uitofp %in : i1 to f64
      linalg.yield %356 : f64
    } -> tensor<32x64xf64>
    %transposed_150 = linalg.transpose ins(%353 : tensor<32x64xf64>) outs(%188 : tensor<64x32xf64>) permutation = [1, 0] 
    %354 = linalg.matmul ins(%transposed_150, %collapsed_148 : tensor<64x32xf64>, tensor<32x32xf64>) outs(%189 : tensor<64x32xf64>) -> tensor<64x32xf64>
    %355 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%190, %354 : tensor<64x32xf64>, tensor<64x32xf64>) outs(%188 : tensor<64x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %356 = arith.addf %in, %in_151 : f64
      linalg.yield %356 : f64
    } -> tensor<64x32xf64>
    return %175, %collapsed_146, %355, %346, %347, %333, %collapsed_144, %320, %collapsed_122, %316, %317, %303, %collapsed_118, %283, %collapsed_114, %279, %280, %264, %collapsed_110, %249, %collapsed_89, %245, %246, %230, %collapsed_85, %207, %collapsed_81, %204, %205 : tensor<f64>, tensor<16x32xf64>, tensor<64x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<96x32xf64>, tensor<96xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32xf64>, tensor<128xf64>, tensor<32x128xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<96x32xf64>, tensor<96xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32xf64>, tensor<128xf64>, tensor<32x128xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>
  }
}
