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
  func.func @train_step(%arg0: tensor<2x16xi64>, %arg1: tensor<2x16xi64>, %arg2: tensor<16x32xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<96x32xf32>, %arg7: tensor<96xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<128xf32>, %arg14: tensor<32x128xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<96x32xf32>, %arg19: tensor<96xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<128xf32>, %arg26: tensor<32x128xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>) -> (tensor<f32>, tensor<16x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
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
    %cst_9 = arith.constant 3.200000e+01 : f64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %cst_11 = arith.constant 4.000000e+00 : f32
    %cst_12 = arith.constant 5.000000e-01 : f32
    %cst_13 = arith.constant 1.000000e+00 : f32
    %cst_14 = arith.constant dense<0> : tensor<i64>
    %cst_15 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<2x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %384 = arith.index_cast %in : i64 to index
      %385 = linalg.index 2 : index
      %386 = arith.cmpi slt, %384, %c64 : index
      cf.assert %386, "index must be smaller than dim size"
      %387 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %387, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%384, %385] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<2x16x32xf32>, tensor<16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %3 = tensor.empty() : tensor<2x16x32xf64>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %384 = arith.extf %in : f32 to f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %5 = tensor.empty() : tensor<2x16x1xf64>
    %6 = linalg.fill ins(%cst : f64) outs(%5 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.addf %in, %out : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.divf %in, %cst_9 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_153: f64, %out: f64):
      %384 = arith.subf %in, %in_153 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_153: f64, %out: f64):
      %384 = arith.mulf %in, %in_153 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.addf %in, %out : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.divf %in, %cst_9 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %13 = tensor.empty() : tensor<2x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %384 = arith.truncf %in : f64 to f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_8 : f64 to f32
      %385 = arith.addf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.rsqrt %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %17 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg4 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg5 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %24 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<96x32xf32>) outs(%24 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %26 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x96xf32>) outs(%25 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<96xf32>) outs(%24 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%26, %27 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%24 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x96xf32>
    %expanded = tensor.expand_shape %28 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_16 = tensor.extract_slice %expanded[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_17 = tensor.extract_slice %expanded[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_18 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %29 = tensor.empty() : tensor<2x2x16x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %extracted_slice_16 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice_17 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_23 = linalg.transpose ins(%expanded_20 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_24 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %30 = tensor.empty() : tensor<4x16x16xf32>
    %31 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %32 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_26 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_11 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %34 = tensor.empty() : tensor<16xi64>
    %35 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%34 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %384 = linalg.index 0 : index
      %385 = arith.index_cast %384 : index to i64
      linalg.yield %385 : i64
    } -> tensor<16xi64>
    %expanded_27 = tensor.expand_shape %35 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %36 = tensor.empty() : tensor<16x16xi1>
    %37 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %35 : tensor<16x1xi64>, tensor<16xi64>) outs(%36 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %in_153: i64, %out: i1):
      %384 = arith.cmpi sge, %in, %in_153 : i64
      linalg.yield %384 : i1
    } -> tensor<16x16xi1>
    %38 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<16x16xi1>) outs(%36 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %384 = arith.xori %in, %true : i1
      linalg.yield %384 : i1
    } -> tensor<16x16xi1>
    %39 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_4, %33 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: i1, %in_153: f32, %in_154: f32, %out: f32):
      %384 = arith.select %in, %in_153, %in_154 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %40 = tensor.empty() : tensor<2x2x16xi64>
    %41 = linalg.fill ins(%c0_i64 : i64) outs(%40 : tensor<2x2x16xi64>) -> tensor<2x2x16xi64>
    %42 = tensor.empty() : tensor<2x2x16xf32>
    %43 = linalg.fill ins(%cst_1 : f32) outs(%42 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %44:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<2x2x16x16xf32>) outs(%43, %41 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_153: i64):
      %384 = linalg.index 3 : index
      %385 = arith.index_cast %384 : index to i64
      %386 = arith.maximumf %in, %out : f32
      %387 = arith.cmpf ogt, %in, %out : f32
      %388 = arith.select %387, %385, %out_153 : i64
      linalg.yield %386, %388 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>)
    %expanded_28 = tensor.expand_shape %44#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %45 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_28 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %46 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.exp %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %47 = tensor.empty() : tensor<2x2x16x1xf32>
    %48 = linalg.fill ins(%cst_0 : f32) outs(%47 : tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %49 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x2x16x16xf32>) outs(%48 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x1xf32>
    %50 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %49 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.divf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_29 = tensor.collapse_shape %50 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %51 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_31 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %52 = tensor.empty() : tensor<2x16x2x16xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x2x16x16xf32>) outs(%52 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %53 = tensor.empty() : tensor<32x32xf32>
    %transposed_33 = linalg.transpose ins(%arg8 : tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_34 = tensor.collapse_shape %transposed_32 [[0, 1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %54 = linalg.fill ins(%cst_0 : f32) outs(%53 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %55 = linalg.matmul ins(%collapsed_34, %transposed_33 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%53 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%55, %56 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x32xf32>
    %expanded_35 = tensor.expand_shape %57 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_35 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %384 = arith.extf %in : f32 to f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %60 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%59 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.addf %in, %out : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.divf %in, %cst_9 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %62 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %61 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_153: f64, %out: f64):
      %384 = arith.subf %in, %in_153 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %62 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_153: f64, %out: f64):
      %384 = arith.mulf %in, %in_153 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %64 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.addf %in, %out : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.divf %in, %cst_9 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %384 = arith.truncf %in : f64 to f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%58 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_8 : f64 to f32
      %385 = arith.addf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.rsqrt %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %68 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %70 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %arg10 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %arg11 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %75 = tensor.empty() : tensor<32x128xf32>
    %transposed_36 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%75 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %76 = linalg.fill ins(%cst_0 : f32) outs(%75 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %77 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%76 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<128xf32>) outs(%75 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %79 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%77, %78 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%75 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x128xf32>
    %expanded_38 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %80 = tensor.empty() : tensor<2x16x128xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_7 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %expanded_38 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %expanded_38 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %83 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_6 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.mulf %in, %cst_12 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.tanh %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %cst_13 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %88 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %90 = tensor.empty() : tensor<128x32xf32>
    %transposed_39 = linalg.transpose ins(%arg14 : tensor<32x128xf32>) outs(%90 : tensor<128x32xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %91 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %92 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<32xf32>) outs(%53 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x32xf32>
    %expanded_41 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %expanded_41 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %384 = arith.extf %in : f32 to f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %96 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.addf %in, %out : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.divf %in, %cst_9 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %98 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %97 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_153: f64, %out: f64):
      %384 = arith.subf %in, %in_153 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %98 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_153: f64, %out: f64):
      %384 = arith.mulf %in, %in_153 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %100 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.addf %in, %out : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.divf %in, %cst_9 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %384 = arith.truncf %in : f64 to f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_8 : f64 to f32
      %385 = arith.addf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.rsqrt %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %104 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %106 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %arg16 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %arg17 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %transposed_42 = linalg.transpose ins(%arg18 : tensor<96x32xf32>) outs(%24 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %110 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %111 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%25 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<96xf32>) outs(%24 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %113 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%111, %112 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%24 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x96xf32>
    %expanded_44 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_44[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_46 = tensor.extract_slice %expanded_44[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_47 = tensor.extract_slice %expanded_44[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_48 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_50 = tensor.expand_shape %extracted_slice_46 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %expanded_51 = tensor.expand_shape %extracted_slice_47 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_53 = linalg.transpose ins(%expanded_50 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_54 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %114 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_56 = tensor.expand_shape %114 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_11 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %116 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_4, %115 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: i1, %in_153: f32, %in_154: f32, %out: f32):
      %384 = arith.select %in, %in_153, %in_154 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %117:2 = linalg.generic {indexing_maps = [#map7, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<2x2x16x16xf32>) outs(%43, %41 : tensor<2x2x16xf32>, tensor<2x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_153: i64):
      %384 = linalg.index 3 : index
      %385 = arith.index_cast %384 : index to i64
      %386 = arith.maximumf %in, %out : f32
      %387 = arith.cmpf ogt, %in, %out : f32
      %388 = arith.select %387, %385, %out_153 : i64
      linalg.yield %386, %388 : f32, i64
    } -> (tensor<2x2x16xf32>, tensor<2x2x16xi64>)
    %expanded_57 = tensor.expand_shape %117#0 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_57 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %119 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.exp %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %120 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<2x2x16x16xf32>) outs(%48 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x1xf32>
    %121 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %120 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.divf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_58 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_59 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %122 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_60 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x2x16x16xf32>) outs(%52 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_62 = linalg.transpose ins(%arg20 : tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_63 = tensor.collapse_shape %transposed_61 [[0, 1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %123 = linalg.matmul ins(%collapsed_63, %transposed_62 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%53 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%123, %124 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x32xf32>
    %expanded_64 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %expanded_64 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %384 = arith.extf %in : f32 to f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %128 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.addf %in, %out : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.divf %in, %cst_9 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %130 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %129 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_153: f64, %out: f64):
      %384 = arith.subf %in, %in_153 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %130 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_153: f64, %out: f64):
      %384 = arith.mulf %in, %in_153 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %132 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.addf %in, %out : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.divf %in, %cst_9 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %384 = arith.truncf %in : f64 to f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_8 : f64 to f32
      %385 = arith.addf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.rsqrt %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %136 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %138 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %arg22 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %arg23 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %transposed_65 = linalg.transpose ins(%arg24 : tensor<128x32xf32>) outs(%75 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %142 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %143 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%76 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %144 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<128xf32>) outs(%75 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %145 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%143, %144 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%75 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x128xf32>
    %expanded_67 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_7 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %expanded_67 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %expanded_67 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %148 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_6 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.mulf %in, %cst_12 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.tanh %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %cst_13 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %153 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %transposed_68 = linalg.transpose ins(%arg26 : tensor<32x128xf32>) outs(%90 : tensor<128x32xf32>) permutation = [1, 0] 
    %collapsed_69 = tensor.collapse_shape %154 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %155 = linalg.matmul ins(%collapsed_69, %transposed_68 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %156 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<32xf32>) outs(%53 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %157 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%155, %156 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x32xf32>
    %expanded_70 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %expanded_70 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x16x32xf32>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %384 = arith.extf %in : f32 to f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%159 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.addf %in, %out : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.divf %in, %cst_9 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %162 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %161 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_153: f64, %out: f64):
      %384 = arith.subf %in, %in_153 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %162 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%3 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_153: f64, %out: f64):
      %384 = arith.mulf %in, %in_153 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x32xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%163 : tensor<2x16x32xf64>) outs(%6 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.addf %in, %out : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x16x1xf64>) outs(%5 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %384 = arith.divf %in, %cst_9 : f64
      linalg.yield %384 : f64
    } -> tensor<2x16x1xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x16x1xf64>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %384 = arith.truncf %in : f64 to f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_8 : f64 to f32
      %385 = arith.addf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.rsqrt %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %168 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %170 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %arg28 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %arg29 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %175 = tensor.empty() : tensor<32x64xf32>
    %transposed_71 = linalg.transpose ins(%arg3 : tensor<64x32xf32>) outs(%175 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_72 = tensor.collapse_shape %174 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %176 = linalg.fill ins(%cst_0 : f32) outs(%175 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %177 = linalg.matmul ins(%collapsed_72, %transposed_71 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%176 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %collapsed_73 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %178 = tensor.empty() : tensor<32xi64>
    %179 = linalg.fill ins(%c0_i64 : i64) outs(%178 : tensor<32xi64>) -> tensor<32xi64>
    %180 = tensor.empty() : tensor<32xf32>
    %181 = linalg.fill ins(%cst_1 : f32) outs(%180 : tensor<32xf32>) -> tensor<32xf32>
    %182:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "reduction"]} ins(%177 : tensor<32x64xf32>) outs(%181, %179 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_153: i64):
      %384 = linalg.index 1 : index
      %385 = arith.index_cast %384 : index to i64
      %386 = arith.maximumf %in, %out : f32
      %387 = arith.cmpf ogt, %in, %out : f32
      %388 = arith.select %387, %385, %out_153 : i64
      linalg.yield %386, %388 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_74 = tensor.expand_shape %182#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %183 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%177, %expanded_74 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%175 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x64xf32>
    %184 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%183 : tensor<32x64xf32>) outs(%175 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.exp %in : f32
      linalg.yield %384 : f32
    } -> tensor<32x64xf32>
    %185 = tensor.empty() : tensor<32x1xf32>
    %186 = linalg.fill ins(%cst_0 : f32) outs(%185 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %187 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%184 : tensor<32x64xf32>) outs(%186 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32x1xf32>
    %188 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<32x1xf32>) outs(%185 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.log %in : f32
      linalg.yield %384 : f32
    } -> tensor<32x1xf32>
    %189 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%183, %188 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%175 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x64xf32>
    %190 = tensor.empty() : tensor<32xi1>
    %191 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_73 : tensor<32xi64>) outs(%190 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %384 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %384 : i1
    } -> tensor<32xi1>
    %192 = linalg.generic {indexing_maps = [#map8, #map8, #map15, #map8], iterator_types = ["parallel"]} ins(%191, %collapsed_73, %cst_14 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%178 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_153: i64, %in_154: i64, %out: i64):
      %384 = arith.select %in, %in_153, %in_154 : i64
      linalg.yield %384 : i64
    } -> tensor<32xi64>
    %expanded_75 = tensor.expand_shape %192 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %193 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_75 : tensor<32x1xi64>) outs(%186 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %384 = linalg.index 0 : index
      %385 = arith.index_cast %in : i64 to index
      %386 = arith.cmpi slt, %385, %c64 : index
      cf.assert %386, "index must be smaller than dim size"
      %387 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %387, "index must be larger or equal to 0"
      %extracted = tensor.extract %189[%384, %385] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_76 = tensor.collapse_shape %193 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %194 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_76 : tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.negf %in : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %195 = linalg.generic {indexing_maps = [#map8, #map8, #map15, #map8], iterator_types = ["parallel"]} ins(%191, %194, %cst_3 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_153: f32, %in_154: f32, %out: f32):
      %384 = arith.select %in, %in_153, %in_154 : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %196 = tensor.empty() : tensor<i64>
    %197 = linalg.fill ins(%c0_i64 : i64) outs(%196 : tensor<i64>) -> tensor<i64>
    %198 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction"]} ins(%191 : tensor<32xi1>) outs(%197 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %384 = arith.extui %in : i1 to i64
      %385 = arith.addi %384, %out : i64
      linalg.yield %385 : i64
    } -> tensor<i64>
    %199 = tensor.empty() : tensor<f32>
    %200 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%198 : tensor<i64>) outs(%199 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %384 = arith.sitofp %in : i64 to f32
      linalg.yield %384 : f32
    } -> tensor<f32>
    %201 = linalg.fill ins(%cst_0 : f32) outs(%199 : tensor<f32>) -> tensor<f32>
    %202 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction"]} ins(%195 : tensor<32xf32>) outs(%201 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<f32>
    %203 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%202, %200 : tensor<f32>, tensor<f32>) outs(%199 : tensor<f32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.divf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<f32>
    %204 = tensor.empty() : tensor<64xi64>
    %205 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%204 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %384 = linalg.index 0 : index
      %385 = arith.index_cast %384 : index to i64
      linalg.yield %385 : i64
    } -> tensor<64xi64>
    %expanded_77 = tensor.expand_shape %collapsed_73 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %206 = tensor.empty() : tensor<32x64xi1>
    %207 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_77, %205 : tensor<32x1xi64>, tensor<64xi64>) outs(%206 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_153: i64, %out: i1):
      %384 = arith.cmpi eq, %in, %in_153 : i64
      linalg.yield %384 : i1
    } -> tensor<32x64xi1>
    %expanded_78 = tensor.expand_shape %191 [[0, 1]] output_shape [32, 1] : tensor<32xi1> into tensor<32x1xi1>
    %208 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%207, %expanded_78 : tensor<32x64xi1>, tensor<32x1xi1>) outs(%206 : tensor<32x64xi1>) {
    ^bb0(%in: i1, %in_153: i1, %out: i1):
      %384 = arith.andi %in, %in_153 : i1
      linalg.yield %384 : i1
    } -> tensor<32x64xi1>
    %209 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%cst_2 : tensor<f32>) outs(%199 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.negf %in : f32
      linalg.yield %384 : f32
    } -> tensor<f32>
    %210 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%209, %200 : tensor<f32>, tensor<f32>) outs(%199 : tensor<f32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.divf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<f32>
    %211 = linalg.generic {indexing_maps = [#map6, #map17, #map17, #map6], iterator_types = ["parallel", "parallel"]} ins(%208, %210, %cst_3 : tensor<32x64xi1>, tensor<f32>, tensor<f32>) outs(%175 : tensor<32x64xf32>) {
    ^bb0(%in: i1, %in_153: f32, %in_154: f32, %out: f32):
      %384 = arith.select %in, %in_153, %in_154 : f32
      linalg.yield %384 : f32
    } -> tensor<32x64xf32>
    %212 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<32x64xf32>) outs(%175 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.exp %in : f32
      linalg.yield %384 : f32
    } -> tensor<32x64xf32>
    %213 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%211 : tensor<32x64xf32>) outs(%186 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32x1xf32>
    %214 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%212, %213 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%175 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x64xf32>
    %215 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%211, %214 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%175 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<32x64xf32>
    %216 = tensor.empty() : tensor<64x32xf32>
    %transposed_79 = linalg.transpose ins(%215 : tensor<32x64xf32>) outs(%216 : tensor<64x32xf32>) permutation = [1, 0] 
    %217 = linalg.fill ins(%cst_0 : f32) outs(%216 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %218 = linalg.matmul ins(%transposed_79, %collapsed_72 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%217 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %219 = linalg.matmul ins(%215, %arg3 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_80 = tensor.expand_shape %219 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %arg28 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.mulf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%220 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %172 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%223 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %224 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %222 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %225 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %227 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %172 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %231 = linalg.fill ins(%cst_0 : f32) outs(%180 : tensor<32xf32>) -> tensor<32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%230 : tensor<2x16x32xf32>) outs(%231 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_80 : tensor<2x16x32xf32>) outs(%231 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %collapsed_81 = tensor.collapse_shape %229 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %234 = linalg.matmul ins(%collapsed_81, %arg26 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%76 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_82 = linalg.transpose ins(%collapsed_81 : tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) permutation = [1, 0] 
    %235 = linalg.matmul ins(%transposed_82, %collapsed_69 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%76 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %236 = tensor.empty() : tensor<1x32xf32>
    %237 = linalg.fill ins(%cst_0 : f32) outs(%236 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %238 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_81 : tensor<32x32xf32>) outs(%237 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<1x32xf32>
    %collapsed_83 = tensor.collapse_shape %238 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_84 = tensor.expand_shape %234 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %expanded_67 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %expanded_67 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_7 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %241 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_6 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.tanh %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %cst_13 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.mulf %in, %cst_12 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %244 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %248 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %247 : tensor<i64>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: i64, %in_153: f32, %out: f32):
      %384 = arith.sitofp %in : i64 to f32
      %385 = arith.subf %384, %in_153 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_5 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %cst_13 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_6 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %248 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %251 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %253 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %254 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %collapsed_85 = tensor.collapse_shape %255 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %256 = linalg.matmul ins(%collapsed_85, %arg24 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_86 = linalg.transpose ins(%collapsed_85 : tensor<32x128xf32>) outs(%90 : tensor<128x32xf32>) permutation = [1, 0] 
    %257 = linalg.fill ins(%cst_0 : f32) outs(%90 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %258 = linalg.matmul ins(%transposed_86, %collapsed_66 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%257 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %259 = tensor.empty() : tensor<1x128xf32>
    %260 = linalg.fill ins(%cst_0 : f32) outs(%259 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %261 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_85 : tensor<32x128xf32>) outs(%260 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<1x128xf32>
    %collapsed_87 = tensor.collapse_shape %261 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_88 = tensor.expand_shape %256 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %arg22 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.mulf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%262 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %140 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%265 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %266 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %264 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %267 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %269 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %140 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%272 : tensor<2x16x32xf32>) outs(%231 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_88 : tensor<2x16x32xf32>) outs(%231 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %271 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_89 = tensor.collapse_shape %275 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %276 = linalg.matmul ins(%collapsed_89, %arg20 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_90 = linalg.transpose ins(%collapsed_89 : tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) permutation = [1, 0] 
    %277 = linalg.matmul ins(%transposed_90, %collapsed_63 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %278 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_89 : tensor<32x32xf32>) outs(%237 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<1x32xf32>
    %collapsed_91 = tensor.collapse_shape %278 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_92 = tensor.expand_shape %276 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_94 = tensor.collapse_shape %transposed_93 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_95 = linalg.transpose ins(%collapsed_58 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %279 = linalg.batch_matmul ins(%transposed_95, %collapsed_94 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_96 = linalg.transpose ins(%collapsed_59 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %280 = linalg.batch_matmul ins(%collapsed_94, %transposed_96 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_97 = tensor.expand_shape %279 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_98 = tensor.expand_shape %280 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %281 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_98, %121 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %282 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%281 : tensor<2x2x16x16xf32>) outs(%48 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x1xf32>
    %283 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %282 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %284 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %283 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %285 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_3, %284 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: i1, %in_153: f32, %in_154: f32, %out: f32):
      %384 = arith.select %in, %in_153, %in_154 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %286 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_11 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_99 = tensor.collapse_shape %286 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_100 = linalg.transpose ins(%collapsed_54 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %287 = linalg.batch_matmul ins(%transposed_100, %collapsed_99 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_101 = linalg.transpose ins(%collapsed_55 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %288 = linalg.batch_matmul ins(%collapsed_99, %transposed_101 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_102 = tensor.expand_shape %287 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_103 = tensor.expand_shape %288 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_104 = linalg.transpose ins(%expanded_97 : tensor<2x2x16x16xf32>) outs(%52 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_105 = tensor.collapse_shape %transposed_104 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_106 = linalg.transpose ins(%expanded_102 : tensor<2x2x16x16xf32>) outs(%52 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_107 = tensor.collapse_shape %transposed_106 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_108 = linalg.transpose ins(%expanded_103 : tensor<2x2x16x16xf32>) outs(%52 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_109 = tensor.collapse_shape %transposed_108 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %concat = tensor.concat dim(2) %collapsed_109, %collapsed_107, %collapsed_105 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %collapsed_110 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x16x96xf32> into tensor<32x96xf32>
    %289 = linalg.matmul ins(%collapsed_110, %arg18 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %290 = tensor.empty() : tensor<96x32xf32>
    %transposed_111 = linalg.transpose ins(%collapsed_110 : tensor<32x96xf32>) outs(%290 : tensor<96x32xf32>) permutation = [1, 0] 
    %291 = linalg.fill ins(%cst_0 : f32) outs(%290 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %292 = linalg.matmul ins(%transposed_111, %collapsed_43 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%291 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %293 = tensor.empty() : tensor<1x96xf32>
    %294 = linalg.fill ins(%cst_0 : f32) outs(%293 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %295 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_110 : tensor<32x96xf32>) outs(%294 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<1x96xf32>
    %collapsed_112 = tensor.collapse_shape %295 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_113 = tensor.expand_shape %289 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113, %arg16 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.mulf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%296 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %108 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%299 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %300 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %298 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %301 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %305 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %303 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113, %108 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%306 : tensor<2x16x32xf32>) outs(%231 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_113 : tensor<2x16x32xf32>) outs(%231 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %305 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_114 = tensor.collapse_shape %309 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %310 = linalg.matmul ins(%collapsed_114, %arg14 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%76 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_115 = linalg.transpose ins(%collapsed_114 : tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) permutation = [1, 0] 
    %311 = linalg.matmul ins(%transposed_115, %collapsed_40 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%76 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %312 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_114 : tensor<32x32xf32>) outs(%237 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<1x32xf32>
    %collapsed_116 = tensor.collapse_shape %312 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_117 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %expanded_38 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %expanded_38 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_7 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %315 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_6 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = math.tanh %in : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %cst_13 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.mulf %in, %cst_12 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %318 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %322 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %321 : tensor<i64>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: i64, %in_153: f32, %out: f32):
      %384 = arith.sitofp %in : i64 to f32
      %385 = arith.subf %384, %in_153 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_5 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %cst_13 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.truncf %cst_6 : f64 to f32
      %385 = arith.mulf %in, %384 : f32
      linalg.yield %385 : f32
    } -> tensor<2x16x128xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %322 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %325 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %327 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %328 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%80 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x128xf32>
    %collapsed_118 = tensor.collapse_shape %329 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
    %330 = linalg.matmul ins(%collapsed_118, %arg12 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_119 = linalg.transpose ins(%collapsed_118 : tensor<32x128xf32>) outs(%90 : tensor<128x32xf32>) permutation = [1, 0] 
    %331 = linalg.matmul ins(%transposed_119, %collapsed_37 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%257 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %332 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_118 : tensor<32x128xf32>) outs(%260 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<1x128xf32>
    %collapsed_120 = tensor.collapse_shape %332 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_121 = tensor.expand_shape %330 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %arg10 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.mulf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%333 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %72 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%336 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %337 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %335 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %338 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %340 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %72 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%343 : tensor<2x16x32xf32>) outs(%231 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_121 : tensor<2x16x32xf32>) outs(%231 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %342 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_122 = tensor.collapse_shape %346 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %347 = linalg.matmul ins(%collapsed_122, %arg8 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_123 = linalg.transpose ins(%collapsed_122 : tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) permutation = [1, 0] 
    %348 = linalg.matmul ins(%transposed_123, %collapsed_34 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %349 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_122 : tensor<32x32xf32>) outs(%237 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<1x32xf32>
    %collapsed_124 = tensor.collapse_shape %349 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_125 = tensor.expand_shape %347 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %transposed_126 = linalg.transpose ins(%expanded_125 : tensor<2x16x2x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_127 = tensor.collapse_shape %transposed_126 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_128 = linalg.transpose ins(%collapsed_29 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %350 = linalg.batch_matmul ins(%transposed_128, %collapsed_127 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_129 = linalg.transpose ins(%collapsed_30 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %351 = linalg.batch_matmul ins(%collapsed_127, %transposed_129 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_130 = tensor.expand_shape %350 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_131 = tensor.expand_shape %351 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %352 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_131, %50 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %353 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%352 : tensor<2x2x16x16xf32>) outs(%48 : tensor<2x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x1xf32>
    %354 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %353 : tensor<2x2x16x16xf32>, tensor<2x2x16x1xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %355 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %354 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %356 = linalg.generic {indexing_maps = [#map10, #map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_3, %355 : tensor<16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: i1, %in_153: f32, %in_154: f32, %out: f32):
      %384 = arith.select %in, %in_153, %in_154 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %357 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356 : tensor<2x2x16x16xf32>) outs(%29 : tensor<2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_11 : f32
      linalg.yield %384 : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_132 = tensor.collapse_shape %357 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %transposed_133 = linalg.transpose ins(%collapsed_24 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %358 = linalg.batch_matmul ins(%transposed_133, %collapsed_132 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %transposed_134 = linalg.transpose ins(%collapsed_25 : tensor<4x16x16xf32>) outs(%30 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %359 = linalg.batch_matmul ins(%collapsed_132, %transposed_134 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%31 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_135 = tensor.expand_shape %358 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %expanded_136 = tensor.expand_shape %359 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %transposed_137 = linalg.transpose ins(%expanded_130 : tensor<2x2x16x16xf32>) outs(%52 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_138 = tensor.collapse_shape %transposed_137 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_139 = linalg.transpose ins(%expanded_135 : tensor<2x2x16x16xf32>) outs(%52 : tensor<2x16x2x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_140 = tensor.collapse_shape %transposed_139 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %transposed_141 = linalg.transpose ins(%expanded_136 : tensor<2x2x16x16xf32>) outs(%52 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_142 = tensor.collapse_shape %transposed_141 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %concat_143 = tensor.concat dim(2) %collapsed_142, %collapsed_140, %collapsed_138 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %collapsed_144 = tensor.collapse_shape %concat_143 [[0, 1], [2]] : tensor<2x16x96xf32> into tensor<32x96xf32>
    %360 = linalg.matmul ins(%collapsed_144, %arg6 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_144 : tensor<32x96xf32>) outs(%290 : tensor<96x32xf32>) permutation = [1, 0] 
    %361 = linalg.matmul ins(%transposed_145, %collapsed : tensor<96x32xf32>, tensor<32x32xf32>) outs(%291 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %362 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_144 : tensor<32x96xf32>) outs(%294 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<1x96xf32>
    %collapsed_146 = tensor.collapse_shape %362 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_147 = tensor.expand_shape %360 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %arg4 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.mulf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%363 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %21 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%366 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %367 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %365 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %368 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.subf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x16x1xf32>) outs(%13 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.divf %in, %cst_10 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x1xf32>
    %372 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %370 : tensor<2x16x1xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %21 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.mulf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%373 : tensor<2x16x32xf32>) outs(%231 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_147 : tensor<2x16x32xf32>) outs(%231 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<32xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %372 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<2x16x32xf32>
    %377 = tensor.empty() : tensor<1x16x32xf32>
    %378 = linalg.fill ins(%cst_0 : f32) outs(%377 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%376 : tensor<2x16x32xf32>) outs(%378 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %384 = arith.addf %in, %out : f32
      linalg.yield %384 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_148 = tensor.collapse_shape %379 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %collapsed_149 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64>
    %collapsed_150 = tensor.collapse_shape %376 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %expanded_151 = tensor.expand_shape %collapsed_149 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %380 = linalg.generic {indexing_maps = [#map9, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_151, %205 : tensor<32x1xi64>, tensor<64xi64>) outs(%206 : tensor<32x64xi1>) {
    ^bb0(%in: i64, %in_153: i64, %out: i1):
      %384 = arith.cmpi eq, %in, %in_153 : i64
      linalg.yield %384 : i1
    } -> tensor<32x64xi1>
    %381 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%380 : tensor<32x64xi1>) outs(%175 : tensor<32x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %384 = arith.uitofp %in : i1 to f32
      linalg.yield %384 : f32
    } -> tensor<32x64xf32>
    %transposed_152 = linalg.transpose ins(%381 : tensor<32x64xf32>) outs(%216 : tensor<64x32xf32>) permutation = [1, 0] 
    %382 = linalg.matmul ins(%transposed_152, %collapsed_150 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%217 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %383 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%218, %382 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%216 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %384 = arith.addf %in, %in_153 : f32
      linalg.yield %384 : f32
    } -> tensor<64x32xf32>
    return %203, %collapsed_148, %383, %374, %375, %361, %collapsed_146, %348, %collapsed_124, %344, %345, %331, %collapsed_120, %311, %collapsed_116, %307, %308, %292, %collapsed_112, %277, %collapsed_91, %273, %274, %258, %collapsed_87, %235, %collapsed_83, %232, %233 : tensor<f32>, tensor<16x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
