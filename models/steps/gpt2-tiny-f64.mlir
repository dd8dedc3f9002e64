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
      %391 = arith.index_cast %in : i64 to index
      %392 = linalg.index 2 : index
      %393 = arith.cmpi slt, %391, %c64 : index
      cf.assert %393, "index must be smaller than dim size"
      %394 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %394, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%391, %392] : tensor<64x32xf64>
      linalg.yield %extracted : f64
    } -> tensor<2x16x32xf64>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<2x16x32xf64>, tensor<16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %3 = tensor.empty() : tensor<2x16x1xf64>
    %4 = linalg.fill ins(%cst : f64) outs(%3 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64>
    %5 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %6 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %15 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_9 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.rsqrt %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %16 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg4 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg5 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %23 = tensor.empty() : tensor<32x96xf64>
    %transposed = linalg.transpose ins(%arg6 : tensor<96x32xf64>) outs(%23 : tensor<32x96xf64>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %24 = linalg.fill ins(%cst : f64) outs(%23 : tensor<32x96xf64>) -> tensor<32x96xf64>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf64>, tensor<32x96xf64>) outs(%24 : tensor<32x96xf64>) -> tensor<32x96xf64>
    %26 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<96xf64>) outs(%23 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x96xf64>
    %27 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%25, %26 : tensor<32x96xf64>, tensor<32x96xf64>) outs(%23 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x96xf64>
    %expanded = tensor.expand_shape %27 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf64> into tensor<2x16x96xf64>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_14 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_15 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %expanded_16 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %28 = tensor.empty() : tensor<2x2x16x16xf64>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<2x16x2x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %expanded_19 = tensor.expand_shape %extracted_slice_15 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x16x2x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %transposed_21 = linalg.transpose ins(%expanded_18 : tensor<2x16x2x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) permutation = [0, 2, 3, 1] 
    %collapsed_22 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_23 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %29 = tensor.empty() : tensor<4x16x16xf64>
    %30 = linalg.fill ins(%cst : f64) outs(%29 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %31 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_24 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %32 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_8 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %33 = tensor.empty() : tensor<16xi64>
    %34 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%33 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %391 = linalg.index 0 : index
      %392 = arith.index_cast %391 : index to i64
      linalg.yield %392 : i64
    } -> tensor<16xi64>
    %expanded_25 = tensor.expand_shape %34 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %35 = tensor.empty() : tensor<16x16xi1>
    %36 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_25, %34 : tensor<16x1xi64>, tensor<16xi64>) outs(%35 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %in_151: i64, %out: i1):
      %391 = arith.cmpi sge, %in, %in_151 : i64
      linalg.yield %391 : i1
    } -> tensor<16x16xi1>
    %37 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<16x16xi1>) outs(%35 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %391 = arith.xori %in, %true : i1
      linalg.yield %391 : i1
    } -> tensor<16x16xi1>
    %38 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_3, %32 : tensor<16x16xi1>, tensor<f64>, tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %391 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %39 = tensor.empty() : tensor<2x2x16xi64>
    %40 = linalg.fill ins(%c0_i64 : i64) outs(%39 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64>
    %41 = tensor.empty() : tensor<2x2x16xf64>
    %42 = linalg.fill ins(%cst_0 : f64) outs(%41 : tensor<2x2x16xf64>) -> tensor<2x2x16xf64>
    %43:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<2x2x16x16xf64>) outs(%42, %40 : tensor<2x2x16xf64>, tensor<2x2x16xi64>) {
    ^bb0(%in: f64, %out: f64, %out_151: i64):
      %391 = linalg.index 3 : index
      %392 = arith.index_cast %391 : index to i64
      %393 = arith.maximumf %in, %out : f64
      %394 = arith.cmpf ugt, %in, %out : f64
      %395 = arith.cmpf ord, %out, %out : f64
      %396 = arith.andi %394, %395 : i1
      %397 = arith.select %396, %392, %out_151 : i64
      linalg.yield %393, %397 : f64, i64
    } -> (tensor<2x2x16xf64>, tensor<2x2x16xi64>)
    %expanded_26 = tensor.expand_shape %43#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf64> into tensor<2x2x16x1xf64>
    %44 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_26 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %45 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.exp %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %46 = tensor.empty() : tensor<2x2x16x1xf64>
    %47 = linalg.fill ins(%cst : f64) outs(%46 : tensor<2x2x16x1xf64>) -> tensor<2x2x16x1xf64>
    %48 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<2x2x16x16xf64>) outs(%47 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x1xf64>
    %49 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.divf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_27 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_28 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %50 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_29 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %51 = tensor.empty() : tensor<2x16x2x16xf64>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x2x16x16xf64>) outs(%51 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %52 = tensor.empty() : tensor<32x32xf64>
    %transposed_31 = linalg.transpose ins(%arg8 : tensor<32x32xf64>) outs(%52 : tensor<32x32xf64>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<32x32xf64>
    %53 = linalg.fill ins(%cst : f64) outs(%52 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %54 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %55 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32xf64>) outs(%52 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %56 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%54, %55 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%52 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x32xf64>
    %expanded_33 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %57 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_33 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %58 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %60 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %59 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %61 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %60 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %63 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %61 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %68 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_9 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.rsqrt %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %69 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %71 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %arg10 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg11 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %76 = tensor.empty() : tensor<32x128xf64>
    %transposed_34 = linalg.transpose ins(%arg12 : tensor<128x32xf64>) outs(%76 : tensor<32x128xf64>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %75 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %77 = linalg.fill ins(%cst : f64) outs(%76 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %78 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%77 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %79 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<128xf64>) outs(%76 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x128xf64>
    %80 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%78, %79 : tensor<32x128xf64>, tensor<32x128xf64>) outs(%76 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x128xf64>
    %expanded_36 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %81 = tensor.empty() : tensor<2x16x128xf64>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_7 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %expanded_36 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %expanded_36 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %84 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_6 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_5 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.tanh %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_11 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %89 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %91 = tensor.empty() : tensor<128x32xf64>
    %transposed_37 = linalg.transpose ins(%arg14 : tensor<32x128xf64>) outs(%91 : tensor<128x32xf64>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %92 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %93 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<32xf64>) outs(%52 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %94 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%92, %93 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%52 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x32xf64>
    %expanded_39 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %expanded_39 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %96 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %98 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %97 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %99 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %98 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %99 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %103 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %106 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_9 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.rsqrt %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %107 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %109 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %arg16 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg17 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %transposed_40 = linalg.transpose ins(%arg18 : tensor<96x32xf64>) outs(%23 : tensor<32x96xf64>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %113 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %114 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<32x32xf64>, tensor<32x96xf64>) outs(%24 : tensor<32x96xf64>) -> tensor<32x96xf64>
    %115 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<96xf64>) outs(%23 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x96xf64>
    %116 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%114, %115 : tensor<32x96xf64>, tensor<32x96xf64>) outs(%23 : tensor<32x96xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x96xf64>
    %expanded_42 = tensor.expand_shape %116 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf64> into tensor<2x16x96xf64>
    %extracted_slice_43 = tensor.extract_slice %expanded_42[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_44 = tensor.extract_slice %expanded_42[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %extracted_slice_45 = tensor.extract_slice %expanded_42[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf64> to tensor<2x16x32xf64>
    %expanded_46 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x16x2x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %expanded_48 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %expanded_49 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf64> into tensor<2x16x2x16xf64>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<2x16x2x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%expanded_48 : tensor<2x16x2x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) permutation = [0, 2, 3, 1] 
    %collapsed_52 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %117 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_54 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %118 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_8 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %119 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_3, %118 : tensor<16x16xi1>, tensor<f64>, tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %391 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %120:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<2x2x16x16xf64>) outs(%42, %40 : tensor<2x2x16xf64>, tensor<2x2x16xi64>) {
    ^bb0(%in: f64, %out: f64, %out_151: i64):
      %391 = linalg.index 3 : index
      %392 = arith.index_cast %391 : index to i64
      %393 = arith.maximumf %in, %out : f64
      %394 = arith.cmpf ugt, %in, %out : f64
      %395 = arith.cmpf ord, %out, %out : f64
      %396 = arith.andi %394, %395 : i1
      %397 = arith.select %396, %392, %out_151 : i64
      linalg.yield %393, %397 : f64, i64
    } -> (tensor<2x2x16xf64>, tensor<2x2x16xi64>)
    %expanded_55 = tensor.expand_shape %120#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf64> into tensor<2x2x16x1xf64>
    %121 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_55 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %122 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.exp %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %123 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%122 : tensor<2x2x16x16xf64>) outs(%47 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x1xf64>
    %124 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %123 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.divf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_56 = tensor.collapse_shape %124 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %collapsed_57 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %125 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_58 = tensor.expand_shape %125 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<2x2x16x16xf64>) outs(%51 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %transposed_60 = linalg.transpose ins(%arg20 : tensor<32x32xf64>) outs(%52 : tensor<32x32xf64>) permutation = [1, 0] 
    %collapsed_61 = tensor.collapse_shape %transposed_59 [[0, 1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<32x32xf64>
    %126 = linalg.matmul ins(%collapsed_61, %transposed_60 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %127 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<32xf64>) outs(%52 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %128 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%126, %127 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%52 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x32xf64>
    %expanded_62 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %expanded_62 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %130 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %132 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %131 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %133 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %132 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %135 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %133 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %137 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %140 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_9 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.rsqrt %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %144 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %141 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %145 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %143 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %146 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %arg22 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %147 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %arg23 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %transposed_63 = linalg.transpose ins(%arg24 : tensor<128x32xf64>) outs(%76 : tensor<32x128xf64>) permutation = [1, 0] 
    %collapsed_64 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %148 = linalg.matmul ins(%collapsed_64, %transposed_63 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%77 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %149 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<128xf64>) outs(%76 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x128xf64>
    %150 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%148, %149 : tensor<32x128xf64>, tensor<32x128xf64>) outs(%76 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x128xf64>
    %expanded_65 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_7 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %expanded_65 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %expanded_65 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %153 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_6 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_5 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.tanh %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_11 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %158 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %transposed_66 = linalg.transpose ins(%arg26 : tensor<32x128xf64>) outs(%91 : tensor<128x32xf64>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %159 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %160 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %161 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<32xf64>) outs(%52 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x32xf64>
    %162 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%160, %161 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%52 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x32xf64>
    %expanded_68 = tensor.expand_shape %162 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %expanded_68 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%163 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %165 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %169 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%168 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %167 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %171 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %174 : tensor<2x16x1xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_9 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.rsqrt %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %178 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %175 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %179 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %177 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %180 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %arg28 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %181 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %arg29 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %182 = tensor.empty() : tensor<32x64xf64>
    %transposed_69 = linalg.transpose ins(%arg3 : tensor<64x32xf64>) outs(%182 : tensor<32x64xf64>) permutation = [1, 0] 
    %collapsed_70 = tensor.collapse_shape %181 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %183 = linalg.fill ins(%cst : f64) outs(%182 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %184 = linalg.matmul ins(%collapsed_70, %transposed_69 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%183 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %collapsed_71 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %185 = tensor.empty() : tensor<32xi64>
    %186 = linalg.fill ins(%c0_i64 : i64) outs(%185 : tensor<32xi64>) -> tensor<32xi64>
    %187 = tensor.empty() : tensor<32xf64>
    %188 = linalg.fill ins(%cst_0 : f64) outs(%187 : tensor<32xf64>) -> tensor<32xf64>
    %189:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "reduction"]} ins(%184 : tensor<32x64xf64>) outs(%188, %186 : tensor<32xf64>, tensor<32xi64>) {
    ^bb0(%in: f64, %out: f64, %out_151: i64):
      %391 = linalg.index 1 : index
      %392 = arith.index_cast %391 : index to i64
      %393 = arith.maximumf %in, %out : f64
      %394 = arith.cmpf ugt, %in, %out : f64
      %395 = arith.cmpf ord, %out, %out : f64
      %396 = arith.andi %394, %395 : i1
      %397 = arith.select %396, %392, %out_151 : i64
      linalg.yield %393, %397 : f64, i64
    } -> (tensor<32xf64>, tensor<32xi64>)
    %expanded_72 = tensor.expand_shape %189#0 [[0, 1]] output_shape [32, 1] : tensor<32xf64> into tensor<32x1xf64>
    %190 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%184, %expanded_72 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%182 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x64xf64>
    %191 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<32x64xf64>) outs(%182 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.exp %in : f64
      linalg.yield %391 : f64
    } -> tensor<32x64xf64>
    %192 = tensor.empty() : tensor<32x1xf64>
    %193 = linalg.fill ins(%cst : f64) outs(%192 : tensor<32x1xf64>) -> tensor<32x1xf64>
    %194 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%191 : tensor<32x64xf64>) outs(%193 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32x1xf64>
    %195 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%194 : tensor<32x1xf64>) outs(%192 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.log %in : f64
      linalg.yield %391 : f64
    } -> tensor<32x1xf64>
    %196 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%190, %195 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%182 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x64xf64>
    %197 = tensor.empty() : tensor<32xi1>
    %198 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_71 : tensor<32xi64>) outs(%197 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %391 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %391 : i1
    } -> tensor<32xi1>
    %199 = linalg.generic {indexing_maps = [#map8, #map8, #map15, #map8], iterator_types = ["parallel"]} ins(%198, %collapsed_71, %cst_12 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%185 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_151: i64, %in_152: i64, %out: i64):
      %391 = arith.select %in, %in_151, %in_152 : i64
      linalg.yield %391 : i64
    } -> tensor<32xi64>
    %expanded_73 = tensor.expand_shape %199 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %200 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_73 : tensor<32x1xi64>) outs(%193 : tensor<32x1xf64>) {
    ^bb0(%in: i64, %out: f64):
      %391 = linalg.index 0 : index
      %392 = arith.index_cast %in : i64 to index
      %393 = arith.cmpi slt, %392, %c64 : index
      cf.assert %393, "index must be smaller than dim size"
      %394 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %394, "index must be larger or equal to 0"
      %extracted = tensor.extract %196[%391, %392] : tensor<32x64xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x1xf64>
    %collapsed_74 = tensor.collapse_shape %200 [[0, 1]] : tensor<32x1xf64> into tensor<32xf64>
    %201 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_74 : tensor<32xf64>) outs(%187 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.negf %in : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %202 = linalg.generic {indexing_maps = [#map8, #map8, #map15, #map8], iterator_types = ["parallel"]} ins(%198, %201, %cst_2 : tensor<32xi1>, tensor<32xf64>, tensor<f64>) outs(%187 : tensor<32xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %391 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %203 = tensor.empty() : tensor<i64>
    %204 = linalg.fill ins(%c0_i64 : i64) outs(%203 : tensor<i64>) -> tensor<i64>
    %205 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction"]} ins(%198 : tensor<32xi1>) outs(%204 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %391 = arith.extui %in : i1 to i64
      %392 = arith.addi %391, %out : i64
      linalg.yield %392 : i64
    } -> tensor<i64>
    %206 = tensor.empty() : tensor<f64>
    %207 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%205 : tensor<i64>) outs(%206 : tensor<f64>) {
    ^bb0(%in: i64, %out: f64):
      %391 = arith.sitofp %in : i64 to f64
      linalg.yield %391 : f64
    } -> tensor<f64>
    %208 = linalg.fill ins(%cst : f64) outs(%206 : tensor<f64>) -> tensor<f64>
    %209 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction"]} ins(%202 : tensor<32xf64>) outs(%208 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<f64>
    %210 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%209, %207 : tensor<f64>, tensor<f64>) outs(%206 : tensor<f64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.divf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<f64>
    %211 = tensor.empty() : tensor<64xi64>
    %212 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%211 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %391 = linalg.index 0 : index
      %392 = arith.index_cast %391 : index to i64
      linalg.yield %392 : i64
    } -> tensor<64xi64>
    %expanded_75 = tensor.expand_shape %collapsed_71 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %213 = tensor.empty() : tensor<32x64xi1>
    %214 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_75, %212 : tensor<32x1xi64>, tensor<64xi64>) outs(%213 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_151: i64, %out: i1):
      %391 = arith.cmpi eq, %in, %in_151 : i64
      linalg.yield %391 : i1
    } -> tensor<32x64xi1>
    %expanded_76 = tensor.expand_shape %198 [[0, 1]] output_shape [32, 1] : tensor<32xi1> into tensor<32x1xi1>
    %215 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%214, %expanded_76 : tensor<32x64xi1>, tensor<32x1xi1>) outs(%213 : tensor<32x64xi1>) {
    ^bb0(%in: i1, %in_151: i1, %out: i1):
      %391 = arith.andi %in, %in_151 : i1
      linalg.yield %391 : i1
    } -> tensor<32x64xi1>
    %216 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%cst_1 : tensor<f64>) outs(%206 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.negf %in : f64
      linalg.yield %391 : f64
    } -> tensor<f64>
    %217 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%216, %207 : tensor<f64>, tensor<f64>) outs(%206 : tensor<f64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.divf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<f64>
    %218 = linalg.generic {indexing_maps = [#map6, #map17, #map17, #map6], iterator_types = ["parallel", "parallel"]} ins(%215, %217, %cst_2 : tensor<32x64xi1>, tensor<f64>, tensor<f64>) outs(%182 : tensor<32x64xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %391 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %391 : f64
    } -> tensor<32x64xf64>
    %219 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<32x64xf64>) outs(%182 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.exp %in : f64
      linalg.yield %391 : f64
    } -> tensor<32x64xf64>
    %220 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%218 : tensor<32x64xf64>) outs(%193 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32x1xf64>
    %221 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%219, %220 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%182 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x64xf64>
    %222 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%218, %221 : tensor<32x64xf64>, tensor<32x64xf64>) outs(%182 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<32x64xf64>
    %223 = tensor.empty() : tensor<64x32xf64>
    %transposed_77 = linalg.transpose ins(%222 : tensor<32x64xf64>) outs(%223 : tensor<64x32xf64>) permutation = [1, 0] 
    %224 = linalg.fill ins(%cst : f64) outs(%223 : tensor<64x32xf64>) -> tensor<64x32xf64>
    %225 = linalg.matmul ins(%transposed_77, %collapsed_70 : tensor<64x32xf64>, tensor<32x32xf64>) outs(%224 : tensor<64x32xf64>) -> tensor<64x32xf64>
    %226 = linalg.matmul ins(%222, %arg3 : tensor<32x64xf64>, tensor<64x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %expanded_78 = tensor.expand_shape %226 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %227 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %arg28 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %229 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%227 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %179 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %231 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %232 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %231 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %233 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %229 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %232 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %236 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %234 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %179 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %238 = linalg.fill ins(%cst : f64) outs(%187 : tensor<32xf64>) -> tensor<32xf64>
    %239 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%237 : tensor<2x16x32xf64>) outs(%238 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %240 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_78 : tensor<2x16x32xf64>) outs(%238 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %collapsed_79 = tensor.collapse_shape %236 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %241 = linalg.matmul ins(%collapsed_79, %arg26 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%77 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %transposed_80 = linalg.transpose ins(%collapsed_79 : tensor<32x32xf64>) outs(%52 : tensor<32x32xf64>) permutation = [1, 0] 
    %242 = linalg.matmul ins(%transposed_80, %collapsed_67 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%77 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %243 = tensor.empty() : tensor<1x32xf64>
    %244 = linalg.fill ins(%cst : f64) outs(%243 : tensor<1x32xf64>) -> tensor<1x32xf64>
    %245 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_79 : tensor<32x32xf64>) outs(%244 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<1x32xf64>
    %collapsed_81 = tensor.collapse_shape %245 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_82 = tensor.expand_shape %241 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %expanded_65 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %expanded_65 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_7 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %248 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_6 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.tanh %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_11 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_5 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %251 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %255 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %254 : tensor<i64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: i64, %in_151: f64, %out: f64):
      %391 = arith.sitofp %in : i64 to f64
      %392 = arith.subf %391, %in_151 : f64
      linalg.yield %392 : f64
    } -> tensor<2x16x128xf64>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_4 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_11 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_6 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %255 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %258 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %260 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %262 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %261 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %collapsed_83 = tensor.collapse_shape %262 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %263 = linalg.matmul ins(%collapsed_83, %arg24 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_84 = linalg.transpose ins(%collapsed_83 : tensor<32x128xf64>) outs(%91 : tensor<128x32xf64>) permutation = [1, 0] 
    %264 = linalg.fill ins(%cst : f64) outs(%91 : tensor<128x32xf64>) -> tensor<128x32xf64>
    %265 = linalg.matmul ins(%transposed_84, %collapsed_64 : tensor<128x32xf64>, tensor<32x32xf64>) outs(%264 : tensor<128x32xf64>) -> tensor<128x32xf64>
    %266 = tensor.empty() : tensor<1x128xf64>
    %267 = linalg.fill ins(%cst : f64) outs(%266 : tensor<1x128xf64>) -> tensor<1x128xf64>
    %268 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_83 : tensor<32x128xf64>) outs(%267 : tensor<1x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<1x128xf64>
    %collapsed_85 = tensor.collapse_shape %268 [[0, 1]] : tensor<1x128xf64> into tensor<128xf64>
    %expanded_86 = tensor.expand_shape %263 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %269 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %arg22 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %271 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%269 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %145 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %273 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %274 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %273 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %275 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %271 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %274 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %278 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %276 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %145 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %280 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%279 : tensor<2x16x32xf64>) outs(%238 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %281 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_86 : tensor<2x16x32xf64>) outs(%238 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %278 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %collapsed_87 = tensor.collapse_shape %282 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %283 = linalg.matmul ins(%collapsed_87, %arg20 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_88 = linalg.transpose ins(%collapsed_87 : tensor<32x32xf64>) outs(%52 : tensor<32x32xf64>) permutation = [1, 0] 
    %284 = linalg.matmul ins(%transposed_88, %collapsed_61 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %285 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_87 : tensor<32x32xf64>) outs(%244 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<1x32xf64>
    %collapsed_89 = tensor.collapse_shape %285 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_90 = tensor.expand_shape %283 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf64> into tensor<2x16x2x16xf64>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<2x16x2x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_92 = tensor.collapse_shape %transposed_91 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_93 = linalg.transpose ins(%collapsed_56 : tensor<4x16x16xf64>) outs(%29 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %286 = linalg.batch_matmul ins(%transposed_93, %collapsed_92 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_94 = linalg.transpose ins(%collapsed_57 : tensor<4x16x16xf64>) outs(%29 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %287 = linalg.batch_matmul ins(%collapsed_92, %transposed_94 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_95 = tensor.expand_shape %286 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_96 = tensor.expand_shape %287 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %288 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_96, %124 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %289 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%288 : tensor<2x2x16x16xf64>) outs(%47 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x1xf64>
    %290 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %289 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %291 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %290 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %292 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_2, %291 : tensor<16x16xi1>, tensor<f64>, tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %391 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %293 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_8 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_97 = tensor.collapse_shape %293 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_98 = linalg.transpose ins(%collapsed_52 : tensor<4x16x16xf64>) outs(%29 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %294 = linalg.batch_matmul ins(%transposed_98, %collapsed_97 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_99 = linalg.transpose ins(%collapsed_53 : tensor<4x16x16xf64>) outs(%29 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %295 = linalg.batch_matmul ins(%collapsed_97, %transposed_99 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_100 = tensor.expand_shape %294 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_101 = tensor.expand_shape %295 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %transposed_102 = linalg.transpose ins(%expanded_95 : tensor<2x2x16x16xf64>) outs(%51 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_103 = tensor.collapse_shape %transposed_102 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_104 = linalg.transpose ins(%expanded_100 : tensor<2x2x16x16xf64>) outs(%51 : tensor<2x16x2x16xf64>) permutation = [0, 3, 1, 2] 
    %collapsed_105 = tensor.collapse_shape %transposed_104 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_106 = linalg.transpose ins(%expanded_101 : tensor<2x2x16x16xf64>) outs(%51 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_107 = tensor.collapse_shape %transposed_106 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %concat = tensor.concat dim(2) %collapsed_107, %collapsed_105, %collapsed_103 : (tensor<2x16x32xf64>, tensor<2x16x32xf64>, tensor<2x16x32xf64>) -> tensor<2x16x96xf64>
    %collapsed_108 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x16x96xf64> into tensor<32x96xf64>
    %296 = linalg.matmul ins(%collapsed_108, %arg18 : tensor<32x96xf64>, tensor<96x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %297 = tensor.empty() : tensor<96x32xf64>
    %transposed_109 = linalg.transpose ins(%collapsed_108 : tensor<32x96xf64>) outs(%297 : tensor<96x32xf64>) permutation = [1, 0] 
    %298 = linalg.fill ins(%cst : f64) outs(%297 : tensor<96x32xf64>) -> tensor<96x32xf64>
    %299 = linalg.matmul ins(%transposed_109, %collapsed_41 : tensor<96x32xf64>, tensor<32x32xf64>) outs(%298 : tensor<96x32xf64>) -> tensor<96x32xf64>
    %300 = tensor.empty() : tensor<1x96xf64>
    %301 = linalg.fill ins(%cst : f64) outs(%300 : tensor<1x96xf64>) -> tensor<1x96xf64>
    %302 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_108 : tensor<32x96xf64>) outs(%301 : tensor<1x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<1x96xf64>
    %collapsed_110 = tensor.collapse_shape %302 [[0, 1]] : tensor<1x96xf64> into tensor<96xf64>
    %expanded_111 = tensor.expand_shape %296 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %303 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %arg16 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %305 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%303 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %111 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %307 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%306 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %308 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %307 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %309 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %305 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %308 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %312 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %310 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %111 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %314 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%313 : tensor<2x16x32xf64>) outs(%238 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %315 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_111 : tensor<2x16x32xf64>) outs(%238 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %312 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %collapsed_112 = tensor.collapse_shape %316 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %317 = linalg.matmul ins(%collapsed_112, %arg14 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%77 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %transposed_113 = linalg.transpose ins(%collapsed_112 : tensor<32x32xf64>) outs(%52 : tensor<32x32xf64>) permutation = [1, 0] 
    %318 = linalg.matmul ins(%transposed_113, %collapsed_38 : tensor<32x32xf64>, tensor<32x128xf64>) outs(%77 : tensor<32x128xf64>) -> tensor<32x128xf64>
    %319 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_112 : tensor<32x32xf64>) outs(%244 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<1x32xf64>
    %collapsed_114 = tensor.collapse_shape %319 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_115 = tensor.expand_shape %317 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf64> into tensor<2x16x128xf64>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %expanded_36 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %expanded_36 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_7 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %323 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %322 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_6 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = math.tanh %in : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_11 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_5 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %325 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %329 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %328 : tensor<i64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: i64, %in_151: f64, %out: f64):
      %391 = arith.sitofp %in : i64 to f64
      %392 = arith.subf %391, %in_151 : f64
      linalg.yield %392 : f64
    } -> tensor<2x16x128xf64>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_4 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %cst_11 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_6 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %329 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %334 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %332 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %334 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %335 : tensor<2x16x128xf64>, tensor<2x16x128xf64>) outs(%81 : tensor<2x16x128xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x128xf64>
    %collapsed_116 = tensor.collapse_shape %336 [[0, 1], [2]] : tensor<2x16x128xf64> into tensor<32x128xf64>
    %337 = linalg.matmul ins(%collapsed_116, %arg12 : tensor<32x128xf64>, tensor<128x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_117 = linalg.transpose ins(%collapsed_116 : tensor<32x128xf64>) outs(%91 : tensor<128x32xf64>) permutation = [1, 0] 
    %338 = linalg.matmul ins(%transposed_117, %collapsed_35 : tensor<128x32xf64>, tensor<32x32xf64>) outs(%264 : tensor<128x32xf64>) -> tensor<128x32xf64>
    %339 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_116 : tensor<32x128xf64>) outs(%267 : tensor<1x128xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<1x128xf64>
    %collapsed_118 = tensor.collapse_shape %339 [[0, 1]] : tensor<1x128xf64> into tensor<128xf64>
    %expanded_119 = tensor.expand_shape %337 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %340 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119, %arg10 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %342 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%340 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %73 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %344 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%343 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %345 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %344 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %346 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %342 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %345 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %349 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %347 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %350 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119, %73 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %351 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%350 : tensor<2x16x32xf64>) outs(%238 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %352 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_119 : tensor<2x16x32xf64>) outs(%238 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %349 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %collapsed_120 = tensor.collapse_shape %353 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %354 = linalg.matmul ins(%collapsed_120, %arg8 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_121 = linalg.transpose ins(%collapsed_120 : tensor<32x32xf64>) outs(%52 : tensor<32x32xf64>) permutation = [1, 0] 
    %355 = linalg.matmul ins(%transposed_121, %collapsed_32 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %356 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_120 : tensor<32x32xf64>) outs(%244 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<1x32xf64>
    %collapsed_122 = tensor.collapse_shape %356 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %expanded_123 = tensor.expand_shape %354 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf64> into tensor<2x16x2x16xf64>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<2x16x2x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_125 = tensor.collapse_shape %transposed_124 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_126 = linalg.transpose ins(%collapsed_27 : tensor<4x16x16xf64>) outs(%29 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %357 = linalg.batch_matmul ins(%transposed_126, %collapsed_125 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_127 = linalg.transpose ins(%collapsed_28 : tensor<4x16x16xf64>) outs(%29 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %358 = linalg.batch_matmul ins(%collapsed_125, %transposed_127 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_128 = tensor.expand_shape %357 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_129 = tensor.expand_shape %358 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %359 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129, %49 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %360 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%359 : tensor<2x2x16x16xf64>) outs(%47 : tensor<2x2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x1xf64>
    %361 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %360 : tensor<2x2x16x16xf64>, tensor<2x2x16x1xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %362 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %361 : tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %363 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_2, %362 : tensor<16x16xi1>, tensor<f64>, tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: i1, %in_151: f64, %in_152: f64, %out: f64):
      %391 = arith.select %in, %in_151, %in_152 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %364 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363 : tensor<2x2x16x16xf64>) outs(%28 : tensor<2x2x16x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_8 : f64
      linalg.yield %391 : f64
    } -> tensor<2x2x16x16xf64>
    %collapsed_130 = tensor.collapse_shape %364 [[0, 1], [2], [3]] : tensor<2x2x16x16xf64> into tensor<4x16x16xf64>
    %transposed_131 = linalg.transpose ins(%collapsed_22 : tensor<4x16x16xf64>) outs(%29 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %365 = linalg.batch_matmul ins(%transposed_131, %collapsed_130 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %transposed_132 = linalg.transpose ins(%collapsed_23 : tensor<4x16x16xf64>) outs(%29 : tensor<4x16x16xf64>) permutation = [0, 2, 1] 
    %366 = linalg.batch_matmul ins(%collapsed_130, %transposed_132 : tensor<4x16x16xf64>, tensor<4x16x16xf64>) outs(%30 : tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %expanded_133 = tensor.expand_shape %365 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %expanded_134 = tensor.expand_shape %366 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf64> into tensor<2x2x16x16xf64>
    %transposed_135 = linalg.transpose ins(%expanded_128 : tensor<2x2x16x16xf64>) outs(%51 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_136 = tensor.collapse_shape %transposed_135 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_137 = linalg.transpose ins(%expanded_133 : tensor<2x2x16x16xf64>) outs(%51 : tensor<2x16x2x16xf64>) permutation = [0, 3, 1, 2] 
    %collapsed_138 = tensor.collapse_shape %transposed_137 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %transposed_139 = linalg.transpose ins(%expanded_134 : tensor<2x2x16x16xf64>) outs(%51 : tensor<2x16x2x16xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_140 = tensor.collapse_shape %transposed_139 [[0], [1], [2, 3]] : tensor<2x16x2x16xf64> into tensor<2x16x32xf64>
    %concat_141 = tensor.concat dim(2) %collapsed_140, %collapsed_138, %collapsed_136 : (tensor<2x16x32xf64>, tensor<2x16x32xf64>, tensor<2x16x32xf64>) -> tensor<2x16x96xf64>
    %collapsed_142 = tensor.collapse_shape %concat_141 [[0, 1], [2]] : tensor<2x16x96xf64> into tensor<32x96xf64>
    %367 = linalg.matmul ins(%collapsed_142, %arg6 : tensor<32x96xf64>, tensor<96x32xf64>) outs(%53 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %transposed_143 = linalg.transpose ins(%collapsed_142 : tensor<32x96xf64>) outs(%297 : tensor<96x32xf64>) permutation = [1, 0] 
    %368 = linalg.matmul ins(%transposed_143, %collapsed : tensor<96x32xf64>, tensor<32x32xf64>) outs(%298 : tensor<96x32xf64>) -> tensor<96x32xf64>
    %369 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_142 : tensor<32x96xf64>) outs(%301 : tensor<1x96xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<1x96xf64>
    %collapsed_144 = tensor.collapse_shape %369 [[0, 1]] : tensor<1x96xf64> into tensor<96xf64>
    %expanded_145 = tensor.expand_shape %367 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf64> into tensor<2x16x32xf64>
    %370 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %arg4 : tensor<2x16x32xf64>, tensor<32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.mulf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %372 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%370 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %373 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %20 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %374 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%373 : tensor<2x16x32xf64>) outs(%4 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %375 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %374 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %376 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %372 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %375 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.subf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x16x1xf64>) outs(%3 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.divf %in, %cst_10 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x1xf64>
    %379 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %377 : tensor<2x16x1xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %20 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.mulf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %381 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%380 : tensor<2x16x32xf64>) outs(%238 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %382 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_145 : tensor<2x16x32xf64>) outs(%238 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<32xf64>
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %379 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%0 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<2x16x32xf64>
    %384 = tensor.empty() : tensor<1x16x32xf64>
    %385 = linalg.fill ins(%cst : f64) outs(%384 : tensor<1x16x32xf64>) -> tensor<1x16x32xf64>
    %386 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%383 : tensor<2x16x32xf64>) outs(%385 : tensor<1x16x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %391 = arith.addf %in, %out : f64
      linalg.yield %391 : f64
    } -> tensor<1x16x32xf64>
    %collapsed_146 = tensor.collapse_shape %386 [[0, 1], [2]] : tensor<1x16x32xf64> into tensor<16x32xf64>
    %collapsed_147 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %collapsed_148 = tensor.collapse_shape %383 [[0, 1], [2]] : tensor<2x16x32xf64> into tensor<32x32xf64>
    %expanded_149 = tensor.expand_shape %collapsed_147 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %387 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_149, %212 : tensor<32x1xi64>, tensor<64xi64>) outs(%213 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_151: i64, %out: i1):
      %391 = arith.cmpi eq, %in, %in_151 : i64
      linalg.yield %391 : i1
    } -> tensor<32x64xi1>
    %388 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%387 : tensor<32x64xi1>) outs(%182 : tensor<32x64xf64>) {
    ^bb0(%in: i1, %out: f64):
      %391 = arith.uitofp %in : i1 to f64
      linalg.yield %391 : f64
    } -> tensor<32x64xf64>
    %transposed_150 = linalg.transpose ins(%388 : tensor<32x64xf64>) outs(%223 : tensor<64x32xf64>) permutation = [1, 0] 
    %389 = linalg.matmul ins(%transposed_150, %collapsed_148 : tensor<64x32xf64>, tensor<32x32xf64>) outs(%224 : tensor<64x32xf64>) -> tensor<64x32xf64>
    %390 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%225, %389 : tensor<64x32xf64>, tensor<64x32xf64>) outs(%223 : tensor<64x32xf64>) {
    ^bb0(%in: f64, %in_151: f64, %out: f64):
      %391 = arith.addf %in, %in_151 : f64
      linalg.yield %391 : f64
    } -> tensor<64x32xf64>
    return %210, %collapsed_146, %390, %381, %382, %368, %collapsed_144, %355, %collapsed_122, %351, %352, %338, %collapsed_118, %318, %collapsed_114, %314, %315, %299, %collapsed_110, %284, %collapsed_89, %280, %281, %265, %collapsed_85, %242, %collapsed_81, %239, %240 : tensor<f64>, tensor<16x32xf64>, tensor<64x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<96x32xf64>, tensor<96xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32xf64>, tensor<128xf64>, tensor<32x128xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<96x32xf64>, tensor<96xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<128x32xf64>, tensor<128xf64>, tensor<32x128xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>
  }
}
