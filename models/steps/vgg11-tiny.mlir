#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> ()>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, 0, 0, 0, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, 0, 0, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, 0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, 0)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>
#map11 = affine_map<(d0, d1) -> (d0)>
#map12 = affine_map<(d0, d1) -> (d0, 0)>
#map13 = affine_map<() -> ()>
#map14 = affine_map<(d0, d1) -> ()>
#map15 = affine_map<(d0, d1) -> (0, d1)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> ()>
#map18 = affine_map<(d0, d1, d2, d3) -> (d1)>
module {
  func.func @train_step(%arg0: tensor<2x3x32x32xf32>, %arg1: tensor<2xi64>, %arg2: tensor<4x3x3x3xf32>, %arg3: tensor<4xf32>, %arg4: tensor<8x4x3x3xf32>, %arg5: tensor<8xf32>, %arg6: tensor<16x8x3x3xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16x16x3x3xf32>, %arg9: tensor<16xf32>, %arg10: tensor<32x16x3x3xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32x3x3xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32x3x3xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32x3x3xf32>, %arg17: tensor<32xf32>, %arg18: tensor<256x1568xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256x256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<10x256xf32>, %arg23: tensor<10xf32>) -> (tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<256x1568xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>) {
    %c32_i64 = arith.constant 32 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c7_i64 = arith.constant 7 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %c10 = arith.constant 10 : index
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %c2 = arith.constant 2 : index
    %cst_3 = arith.constant dense<0> : tensor<i64>
    %cst_4 = arith.constant dense<7> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x3x32x32xf32> to tensor<2x3x34x34xf32>
    %0 = tensor.empty() : tensor<2x4x32x32xf32>
    %broadcasted = linalg.broadcast ins(%arg3 : tensor<4xf32>) outs(%0 : tensor<2x4x32x32xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x3x34x34xf32>, tensor<4x3x3x3xf32>) outs(%broadcasted : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.cmpf ugt, %in, %cst : f32
      %368 = arith.select %367, %in, %cst : f32
      linalg.yield %368 : f32
    } -> tensor<2x4x32x32xf32>
    %3 = tensor.empty() : tensor<2x4x16x16xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %5 = tensor.empty() : tensor<2x2xf32>
    %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%2, %5 : tensor<2x4x32x32xf32>, tensor<2x2xf32>) outs(%4 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %padded_5 = tensor.pad %6 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x4x16x16xf32> to tensor<2x4x18x18xf32>
    %7 = tensor.empty() : tensor<2x8x16x16xf32>
    %broadcasted_6 = linalg.broadcast ins(%arg5 : tensor<8xf32>) outs(%7 : tensor<2x8x16x16xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_5, %arg4 : tensor<2x4x18x18xf32>, tensor<8x4x3x3xf32>) outs(%broadcasted_6 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x16x16xf32>) outs(%7 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.cmpf ugt, %in, %cst : f32
      %368 = arith.select %367, %in, %cst : f32
      linalg.yield %368 : f32
    } -> tensor<2x8x16x16xf32>
    %10 = tensor.empty() : tensor<2x8x8x8xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %12 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%9, %5 : tensor<2x8x16x16xf32>, tensor<2x2xf32>) outs(%11 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %padded_7 = tensor.pad %12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %13 = tensor.empty() : tensor<2x16x8x8xf32>
    %broadcasted_8 = linalg.broadcast ins(%arg7 : tensor<16xf32>) outs(%13 : tensor<2x16x8x8xf32>) dimensions = [0, 2, 3] 
    %14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_7, %arg6 : tensor<2x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted_8 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.cmpf ugt, %in, %cst : f32
      %368 = arith.select %367, %in, %cst : f32
      linalg.yield %368 : f32
    } -> tensor<2x16x8x8xf32>
    %padded_9 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x16x8x8xf32> to tensor<2x16x10x10xf32>
    %broadcasted_10 = linalg.broadcast ins(%arg9 : tensor<16xf32>) outs(%13 : tensor<2x16x8x8xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_9, %arg8 : tensor<2x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_10 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.cmpf ugt, %in, %cst : f32
      %368 = arith.select %367, %in, %cst : f32
      linalg.yield %368 : f32
    } -> tensor<2x16x8x8xf32>
    %18 = tensor.empty() : tensor<2x16x4x4xf32>
    %19 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %20 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%17, %5 : tensor<2x16x8x8xf32>, tensor<2x2xf32>) outs(%19 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %padded_11 = tensor.pad %20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x4xf32> to tensor<2x16x6x6xf32>
    %21 = tensor.empty() : tensor<2x32x4x4xf32>
    %broadcasted_12 = linalg.broadcast ins(%arg11 : tensor<32xf32>) outs(%21 : tensor<2x32x4x4xf32>) dimensions = [0, 2, 3] 
    %22 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_11, %arg10 : tensor<2x16x6x6xf32>, tensor<32x16x3x3xf32>) outs(%broadcasted_12 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.cmpf ugt, %in, %cst : f32
      %368 = arith.select %367, %in, %cst : f32
      linalg.yield %368 : f32
    } -> tensor<2x32x4x4xf32>
    %padded_13 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x4x4xf32> to tensor<2x32x6x6xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg13 : tensor<32xf32>) outs(%21 : tensor<2x32x4x4xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_13, %arg12 : tensor<2x32x6x6xf32>, tensor<32x32x3x3xf32>) outs(%broadcasted_14 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.cmpf ugt, %in, %cst : f32
      %368 = arith.select %367, %in, %cst : f32
      linalg.yield %368 : f32
    } -> tensor<2x32x4x4xf32>
    %26 = tensor.empty() : tensor<2x32x2x2xf32>
    %27 = linalg.fill ins(%cst_0 : f32) outs(%26 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %28 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%25, %5 : tensor<2x32x4x4xf32>, tensor<2x2xf32>) outs(%27 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %padded_15 = tensor.pad %28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x2xf32> to tensor<2x32x4x4xf32>
    %broadcasted_16 = linalg.broadcast ins(%arg15 : tensor<32xf32>) outs(%26 : tensor<2x32x2x2xf32>) dimensions = [0, 2, 3] 
    %29 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_15, %arg14 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%broadcasted_16 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.cmpf ugt, %in, %cst : f32
      %368 = arith.select %367, %in, %cst : f32
      linalg.yield %368 : f32
    } -> tensor<2x32x2x2xf32>
    %padded_17 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x2xf32> to tensor<2x32x4x4xf32>
    %broadcasted_18 = linalg.broadcast ins(%arg17 : tensor<32xf32>) outs(%26 : tensor<2x32x2x2xf32>) dimensions = [0, 2, 3] 
    %31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %arg16 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%broadcasted_18 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.cmpf ugt, %in, %cst : f32
      %368 = arith.select %367, %in, %cst : f32
      linalg.yield %368 : f32
    } -> tensor<2x32x2x2xf32>
    %33 = tensor.empty() : tensor<2x32x1x1xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<2x32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %35 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%32, %5 : tensor<2x32x2x2xf32>, tensor<2x2xf32>) outs(%34 : tensor<2x32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %36 = tensor.empty() : tensor<7xi64>
    %37 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%36 : tensor<7xi64>) {
    ^bb0(%out: i64):
      %367 = linalg.index 0 : index
      %368 = arith.index_cast %367 : index to i64
      linalg.yield %368 : i64
    } -> tensor<7xi64>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%37, %cst_4 : tensor<7xi64>, tensor<i64>) outs(%36 : tensor<7xi64>) {
    ^bb0(%in: i64, %in_230: i64, %out: i64):
      %367 = arith.divsi %in, %in_230 : i64
      linalg.yield %367 : i64
    } -> tensor<7xi64>
    %39 = tensor.empty() : tensor<1xi64>
    %40 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%39 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded = tensor.expand_shape %38 [[0, 1]] output_shape [7, 1] : tensor<7xi64> into tensor<7x1xi64>
    %41 = tensor.empty() : tensor<7x1xi64>
    %42 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %40 : tensor<7x1xi64>, tensor<1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_230: i64, %out: i64):
      %367 = arith.addi %in, %in_230 : i64
      linalg.yield %367 : i64
    } -> tensor<7x1xi64>
    %expanded_19 = tensor.expand_shape %42 [[0], [1, 2, 3]] output_shape [7, 1, 1, 1] : tensor<7x1xi64> into tensor<7x1x1x1xi64>
    %43 = tensor.empty() : tensor<32xi64>
    %44 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%43 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %367 = linalg.index 0 : index
      %368 = arith.index_cast %367 : index to i64
      linalg.yield %368 : i64
    } -> tensor<32xi64>
    %expanded_20 = tensor.expand_shape %44 [[0, 1, 2, 3, 4]] output_shape [32, 1, 1, 1, 1] : tensor<32xi64> into tensor<32x1x1x1x1xi64>
    %45 = tensor.empty() : tensor<2xi64>
    %46 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%45 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %367 = linalg.index 0 : index
      %368 = arith.index_cast %367 : index to i64
      linalg.yield %368 : i64
    } -> tensor<2xi64>
    %expanded_21 = tensor.expand_shape %46 [[0, 1, 2, 3, 4, 5]] output_shape [2, 1, 1, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1x1x1xi64>
    %47 = tensor.empty() : tensor<2x32x7x1x7x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map6, #map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21, %expanded_20, %expanded_19, %42 : tensor<2x1x1x1x1x1xi64>, tensor<32x1x1x1x1xi64>, tensor<7x1x1x1xi64>, tensor<7x1xi64>) outs(%47 : tensor<2x32x7x1x7x1xf32>) {
    ^bb0(%in: i64, %in_230: i64, %in_231: i64, %in_232: i64, %out: f32):
      %367 = arith.cmpi slt, %in, %c0_i64 : i64
      %368 = arith.addi %in, %c2_i64 : i64
      %369 = arith.select %367, %368, %in : i64
      %370 = arith.index_cast %369 : i64 to index
      %371 = arith.cmpi slt, %in_230, %c0_i64 : i64
      %372 = arith.addi %in_230, %c32_i64 : i64
      %373 = arith.select %371, %372, %in_230 : i64
      %374 = arith.index_cast %373 : i64 to index
      %375 = arith.cmpi slt, %in_231, %c0_i64 : i64
      %376 = arith.addi %in_231, %c1_i64 : i64
      %377 = arith.select %375, %376, %in_231 : i64
      %378 = arith.index_cast %377 : i64 to index
      %379 = arith.cmpi slt, %in_232, %c0_i64 : i64
      %380 = arith.addi %in_232, %c1_i64 : i64
      %381 = arith.select %379, %380, %in_232 : i64
      %382 = arith.index_cast %381 : i64 to index
      %extracted = tensor.extract %35[%370, %374, %378, %382] : tensor<2x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x32x7x1x7x1xf32>
    %49 = tensor.empty() : tensor<2x32x7x7xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "reduction"]} ins(%48 : tensor<2x32x7x1x7x1xf32>) outs(%50 : tensor<2x32x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x7x7xf32>
    %collapsed = tensor.collapse_shape %51 [[0], [1, 2, 3]] : tensor<2x32x7x7xf32> into tensor<2x1568xf32>
    %52 = tensor.empty() : tensor<1568x256xf32>
    %transposed = linalg.transpose ins(%arg18 : tensor<256x1568xf32>) outs(%52 : tensor<1568x256xf32>) permutation = [1, 0] 
    %53 = tensor.empty() : tensor<2x256xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %55 = linalg.matmul ins(%collapsed, %transposed : tensor<2x1568xf32>, tensor<1568x256xf32>) outs(%54 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x256xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%55, %56 : tensor<2x256xf32>, tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x256xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.cmpf ugt, %in, %cst : f32
      %368 = arith.select %367, %in, %cst : f32
      linalg.yield %368 : f32
    } -> tensor<2x256xf32>
    %59 = tensor.empty() : tensor<256x256xf32>
    %transposed_22 = linalg.transpose ins(%arg20 : tensor<256x256xf32>) outs(%59 : tensor<256x256xf32>) permutation = [1, 0] 
    %60 = linalg.matmul ins(%58, %transposed_22 : tensor<2x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x256xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<2x256xf32>, tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x256xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.cmpf ugt, %in, %cst : f32
      %368 = arith.select %367, %in, %cst : f32
      linalg.yield %368 : f32
    } -> tensor<2x256xf32>
    %64 = tensor.empty() : tensor<256x10xf32>
    %transposed_23 = linalg.transpose ins(%arg22 : tensor<10x256xf32>) outs(%64 : tensor<256x10xf32>) permutation = [1, 0] 
    %65 = tensor.empty() : tensor<2x10xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %67 = linalg.matmul ins(%63, %transposed_23 : tensor<2x256xf32>, tensor<256x10xf32>) outs(%66 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x10xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%67, %68 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x10xf32>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<2xi64>) -> tensor<2xi64>
    %71 = tensor.empty() : tensor<2xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<2xf32>) -> tensor<2xf32>
    %73:2 = linalg.generic {indexing_maps = [#map3, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%69 : tensor<2x10xf32>) outs(%72, %70 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_230: i64):
      %367 = linalg.index 1 : index
      %368 = arith.index_cast %367 : index to i64
      %369 = arith.maximumf %in, %out : f32
      %370 = arith.cmpf ogt, %in, %out : f32
      %371 = arith.select %370, %368, %out_230 : i64
      linalg.yield %369, %371 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_24 = tensor.expand_shape %73#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%69, %expanded_24 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.subf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x10xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<2x10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = math.exp %in : f32
      linalg.yield %367 : f32
    } -> tensor<2x10xf32>
    %76 = tensor.empty() : tensor<2x1xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "reduction"]} ins(%75 : tensor<2x10xf32>) outs(%77 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<2x1xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%78 : tensor<2x1xf32>) outs(%76 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = math.log %in : f32
      linalg.yield %367 : f32
    } -> tensor<2x1xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%74, %79 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.subf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x10xf32>
    %81 = tensor.empty() : tensor<2xi1>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%81 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %367 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %367 : i1
    } -> tensor<2xi1>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map2, #map1], iterator_types = ["parallel"]} ins(%82, %arg1, %cst_3 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%45 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_230: i64, %in_231: i64, %out: i64):
      %367 = arith.select %in, %in_230, %in_231 : i64
      linalg.yield %367 : i64
    } -> tensor<2xi64>
    %expanded_25 = tensor.expand_shape %83 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %84 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_25 : tensor<2x1xi64>) outs(%77 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %367 = linalg.index 0 : index
      %368 = arith.index_cast %in : i64 to index
      %369 = arith.cmpi slt, %368, %c10 : index
      cf.assert %369, "index must be smaller than dim size"
      %370 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %370, "index must be larger or equal to 0"
      %extracted = tensor.extract %80[%367, %368] : tensor<2x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_26 = tensor.collapse_shape %84 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_26 : tensor<2xf32>) outs(%71 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.negf %in : f32
      linalg.yield %367 : f32
    } -> tensor<2xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map2, #map1], iterator_types = ["parallel"]} ins(%82, %85, %cst_2 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%71 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2xf32>
    %87 = tensor.empty() : tensor<i64>
    %88 = linalg.fill ins(%c0_i64 : i64) outs(%87 : tensor<i64>) -> tensor<i64>
    %89 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction"]} ins(%82 : tensor<2xi1>) outs(%88 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %367 = arith.extui %in : i1 to i64
      %368 = arith.addi %367, %out : i64
      linalg.yield %368 : i64
    } -> tensor<i64>
    %90 = tensor.empty() : tensor<f32>
    %91 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%89 : tensor<i64>) outs(%90 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %367 = arith.sitofp %in : i64 to f32
      linalg.yield %367 : f32
    } -> tensor<f32>
    %92 = linalg.fill ins(%cst : f32) outs(%90 : tensor<f32>) -> tensor<f32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction"]} ins(%86 : tensor<2xf32>) outs(%92 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<f32>
    %94 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%93, %91 : tensor<f32>, tensor<f32>) outs(%90 : tensor<f32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.divf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<f32>
    %95 = tensor.empty() : tensor<10xi64>
    %96 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%95 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %367 = linalg.index 0 : index
      %368 = arith.index_cast %367 : index to i64
      linalg.yield %368 : i64
    } -> tensor<10xi64>
    %expanded_27 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %97 = tensor.empty() : tensor<2x10xi1>
    %98 = linalg.generic {indexing_maps = [#map12, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %96 : tensor<2x1xi64>, tensor<10xi64>) outs(%97 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_230: i64, %out: i1):
      %367 = arith.cmpi eq, %in, %in_230 : i64
      linalg.yield %367 : i1
    } -> tensor<2x10xi1>
    %expanded_28 = tensor.expand_shape %82 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %99 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %expanded_28 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%97 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x10xi1>
    %100 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%90 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.negf %in : f32
      linalg.yield %367 : f32
    } -> tensor<f32>
    %101 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%100, %91 : tensor<f32>, tensor<f32>) outs(%90 : tensor<f32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.divf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<f32>
    %102 = linalg.generic {indexing_maps = [#map3, #map14, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%99, %101, %cst_2 : tensor<2x10xi1>, tensor<f32>, tensor<f32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x10xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<2x10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = math.exp %in : f32
      linalg.yield %367 : f32
    } -> tensor<2x10xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "reduction"]} ins(%102 : tensor<2x10xf32>) outs(%77 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<2x1xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%103, %104 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.mulf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x10xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%102, %105 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.subf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x10xf32>
    %107 = linalg.matmul ins(%106, %arg22 : tensor<2x10xf32>, tensor<10x256xf32>) outs(%54 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %108 = tensor.empty() : tensor<10x2xf32>
    %transposed_29 = linalg.transpose ins(%106 : tensor<2x10xf32>) outs(%108 : tensor<10x2xf32>) permutation = [1, 0] 
    %109 = tensor.empty() : tensor<10x256xf32>
    %110 = linalg.fill ins(%cst : f32) outs(%109 : tensor<10x256xf32>) -> tensor<10x256xf32>
    %111 = linalg.matmul ins(%transposed_29, %63 : tensor<10x2xf32>, tensor<2x256xf32>) outs(%110 : tensor<10x256xf32>) -> tensor<10x256xf32>
    %112 = tensor.empty() : tensor<1x10xf32>
    %113 = linalg.fill ins(%cst : f32) outs(%112 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map15], iterator_types = ["reduction", "parallel"]} ins(%106 : tensor<2x10xf32>) outs(%113 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<1x10xf32>
    %collapsed_30 = tensor.collapse_shape %114 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32>
    %115 = tensor.empty() : tensor<2x256xi1>
    %116 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<2x256xf32>) outs(%115 : tensor<2x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %367 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %367 : i1
    } -> tensor<2x256xi1>
    %117 = linalg.generic {indexing_maps = [#map3, #map14, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_2, %107 : tensor<2x256xi1>, tensor<f32>, tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x256xf32>
    %118 = linalg.matmul ins(%117, %arg20 : tensor<2x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %119 = tensor.empty() : tensor<256x2xf32>
    %transposed_31 = linalg.transpose ins(%117 : tensor<2x256xf32>) outs(%119 : tensor<256x2xf32>) permutation = [1, 0] 
    %120 = linalg.fill ins(%cst : f32) outs(%59 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %121 = linalg.matmul ins(%transposed_31, %58 : tensor<256x2xf32>, tensor<2x256xf32>) outs(%120 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %122 = tensor.empty() : tensor<1x256xf32>
    %123 = linalg.fill ins(%cst : f32) outs(%122 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map15], iterator_types = ["reduction", "parallel"]} ins(%117 : tensor<2x256xf32>) outs(%123 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<1x256xf32>
    %collapsed_32 = tensor.collapse_shape %124 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<2x256xf32>) outs(%115 : tensor<2x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %367 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %367 : i1
    } -> tensor<2x256xi1>
    %126 = linalg.generic {indexing_maps = [#map3, #map14, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %cst_2, %118 : tensor<2x256xi1>, tensor<f32>, tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x256xf32>
    %127 = tensor.empty() : tensor<2x1568xf32>
    %128 = linalg.fill ins(%cst : f32) outs(%127 : tensor<2x1568xf32>) -> tensor<2x1568xf32>
    %129 = linalg.matmul ins(%126, %arg18 : tensor<2x256xf32>, tensor<256x1568xf32>) outs(%128 : tensor<2x1568xf32>) -> tensor<2x1568xf32>
    %transposed_33 = linalg.transpose ins(%126 : tensor<2x256xf32>) outs(%119 : tensor<256x2xf32>) permutation = [1, 0] 
    %130 = tensor.empty() : tensor<256x1568xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<256x1568xf32>) -> tensor<256x1568xf32>
    %132 = linalg.matmul ins(%transposed_33, %collapsed : tensor<256x2xf32>, tensor<2x1568xf32>) outs(%131 : tensor<256x1568xf32>) -> tensor<256x1568xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map15], iterator_types = ["reduction", "parallel"]} ins(%126 : tensor<2x256xf32>) outs(%123 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<1x256xf32>
    %collapsed_34 = tensor.collapse_shape %133 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_35 = tensor.expand_shape %129 [[0], [1, 2, 3]] output_shape [2, 32, 7, 7] : tensor<2x1568xf32> into tensor<2x32x7x7xf32>
    %expanded_36 = tensor.expand_shape %37 [[0, 1]] output_shape [7, 1] : tensor<7xi64> into tensor<7x1xi64>
    %expanded_37 = tensor.expand_shape %40 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64>
    %134 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_36, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_230: i64, %out: i64):
      %367 = arith.sitofp %in : i64 to f64
      %368 = arith.sitofp %in_230 : i64 to f64
      %369 = arith.divf %367, %368 : f64
      %370 = math.floor %369 : f64
      %371 = arith.fptosi %370 : f64 to i64
      linalg.yield %371 : i64
    } -> tensor<7x1xi64>
    %135 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_36 : tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %367 = arith.addi %in, %c1_i64 : i64
      linalg.yield %367 : i64
    } -> tensor<7x1xi64>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %367 = arith.addi %in, %c7_i64 : i64
      linalg.yield %367 : i64
    } -> tensor<7x1xi64>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %367 = arith.subi %in, %c1_i64 : i64
      linalg.yield %367 : i64
    } -> tensor<7x1xi64>
    %138 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%137, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_230: i64, %out: i64):
      %367 = arith.sitofp %in : i64 to f64
      %368 = arith.sitofp %in_230 : i64 to f64
      %369 = arith.divf %367, %368 : f64
      %370 = math.floor %369 : f64
      %371 = arith.fptosi %370 : f64 to i64
      linalg.yield %371 : i64
    } -> tensor<7x1xi64>
    %139 = tensor.empty() : tensor<7x1xi1>
    %140 = linalg.generic {indexing_maps = [#map15, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_37, %134 : tensor<1x1xi64>, tensor<7x1xi64>) outs(%139 : tensor<7x1xi1>) {
    ^bb0(%in: i64, %in_230: i64, %out: i1):
      %367 = arith.cmpi sge, %in, %in_230 : i64
      linalg.yield %367 : i1
    } -> tensor<7x1xi1>
    %141 = linalg.generic {indexing_maps = [#map15, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_37, %138 : tensor<1x1xi64>, tensor<7x1xi64>) outs(%139 : tensor<7x1xi1>) {
    ^bb0(%in: i64, %in_230: i64, %out: i1):
      %367 = arith.cmpi slt, %in, %in_230 : i64
      linalg.yield %367 : i1
    } -> tensor<7x1xi1>
    %142 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<7x1xi1>, tensor<7x1xi1>) outs(%139 : tensor<7x1xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<7x1xi1>
    %143 = tensor.empty() : tensor<7x1xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<7x1xi1>) outs(%143 : tensor<7x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %367 = arith.uitofp %in : i1 to f32
      linalg.yield %367 : f32
    } -> tensor<7x1xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%138, %134 : tensor<7x1xi64>, tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_230: i64, %out: i64):
      %367 = arith.subi %in, %in_230 : i64
      linalg.yield %367 : i64
    } -> tensor<7x1xi64>
    %146 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<7x1xi64>) outs(%143 : tensor<7x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %367 = arith.sitofp %in : i64 to f32
      linalg.yield %367 : f32
    } -> tensor<7x1xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%144, %146 : tensor<7x1xf32>, tensor<7x1xf32>) outs(%143 : tensor<7x1xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.divf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<7x1xf32>
    %148 = tensor.empty() : tensor<1x7xf32>
    %transposed_38 = linalg.transpose ins(%147 : tensor<7x1xf32>) outs(%148 : tensor<1x7xf32>) permutation = [1, 0] 
    %149 = tensor.empty() : tensor<2x32x1x7xf32>
    %150 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_38 : tensor<1x7xf32>) outs(%149 : tensor<2x32x1x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x1x7xf32>
    %collapsed_39 = tensor.collapse_shape %150 [[0, 1], [2], [3]] : tensor<2x32x1x7xf32> into tensor<64x1x7xf32>
    %collapsed_40 = tensor.collapse_shape %expanded_35 [[0, 1], [2], [3]] : tensor<2x32x7x7xf32> into tensor<64x7x7xf32>
    %151 = tensor.empty() : tensor<64x1x7xf32>
    %152 = linalg.fill ins(%cst : f32) outs(%151 : tensor<64x1x7xf32>) -> tensor<64x1x7xf32>
    %153 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<64x1x7xf32>, tensor<64x7x7xf32>) outs(%152 : tensor<64x1x7xf32>) -> tensor<64x1x7xf32>
    %collapsed_41 = tensor.collapse_shape %153 [[0], [1, 2]] : tensor<64x1x7xf32> into tensor<64x7xf32>
    %154 = tensor.empty() : tensor<64x1xf32>
    %155 = linalg.fill ins(%cst : f32) outs(%154 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %156 = linalg.matmul ins(%collapsed_41, %147 : tensor<64x7xf32>, tensor<7x1xf32>) outs(%155 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %expanded_42 = tensor.expand_shape %156 [[0, 1], [2, 3]] output_shape [2, 32, 1, 1] : tensor<64x1xf32> into tensor<2x32x1x1xf32>
    %extracted_slice = tensor.extract_slice %32[0, 0, 0, 0] [2, 32, 1, 2] [1, 1, 2, 1] : tensor<2x32x2x2xf32> to tensor<2x32x1x2xf32>
    %extracted_slice_43 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 32, 1, 1] [1, 1, 1, 2] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %extracted_slice_44 = tensor.extract_slice %extracted_slice[0, 0, 0, 1] [2, 32, 1, 1] [1, 1, 1, 2] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %extracted_slice_44 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x32x1x1xf32>
    %extracted_slice_45 = tensor.extract_slice %32[0, 0, 1, 0] [2, 32, 1, 2] [1, 1, 2, 1] : tensor<2x32x2x2xf32> to tensor<2x32x1x2xf32>
    %extracted_slice_46 = tensor.extract_slice %extracted_slice_45[0, 0, 0, 0] [2, 32, 1, 1] [1, 1, 1, 2] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %extracted_slice_46 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x32x1x1xf32>
    %extracted_slice_47 = tensor.extract_slice %extracted_slice_45[0, 0, 0, 1] [2, 32, 1, 1] [1, 1, 1, 2] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %extracted_slice_47 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x32x1x1xf32>
    %160 = tensor.empty() : tensor<2x32x1x1xi1>
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %162 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_42, %cst_2 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xf32>, tensor<f32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x1x1xf32>
    %expanded_48 = tensor.expand_shape %162 [[0], [1], [2], [3, 4, 5]] output_shape [2, 32, 1, 1, 1, 1] : tensor<2x32x1x1xf32> into tensor<2x32x1x1x1x1xf32>
    %padded_49 = tensor.pad %expanded_48 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x32x1x1x1x1xf32> to tensor<2x32x1x2x1x2xf32>
    %collapsed_50 = tensor.collapse_shape %padded_49 [[0], [1], [2, 3], [4, 5]] : tensor<2x32x1x2x1x2xf32> into tensor<2x32x2x2xf32>
    %extracted_slice_51 = tensor.extract_slice %collapsed_50[0, 0, 0, 0] [2, 32, 1, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> to tensor<2x32x1x2xf32>
    %extracted_slice_52 = tensor.extract_slice %extracted_slice_51[0, 0, 0, 0] [2, 32, 1, 1] [1, 1, 1, 1] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %padded_53 = tensor.pad %extracted_slice_52 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x1x1xf32> to tensor<2x32x2x2xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %164 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %163 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.ori %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_42, %cst_2 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xf32>, tensor<f32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x1x1xf32>
    %expanded_54 = tensor.expand_shape %167 [[0], [1], [2], [3, 4, 5]] output_shape [2, 32, 1, 1, 1, 1] : tensor<2x32x1x1xf32> into tensor<2x32x1x1x1x1xf32>
    %padded_55 = tensor.pad %expanded_54 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x32x1x1x1x1xf32> to tensor<2x32x1x2x1x2xf32>
    %collapsed_56 = tensor.collapse_shape %padded_55 [[0], [1], [2, 3], [4, 5]] : tensor<2x32x1x2x1x2xf32> into tensor<2x32x2x2xf32>
    %extracted_slice_57 = tensor.extract_slice %collapsed_56[0, 0, 0, 0] [2, 32, 1, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> to tensor<2x32x1x2xf32>
    %extracted_slice_58 = tensor.extract_slice %extracted_slice_57[0, 0, 0, 0] [2, 32, 1, 1] [1, 1, 1, 1] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %padded_59 = tensor.pad %extracted_slice_58 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x1x1xf32> to tensor<2x32x2x2xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_53, %padded_59 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x2x2xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_46, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %170 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %172 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %169 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.ori %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_42, %cst_2 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xf32>, tensor<f32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x1x1xf32>
    %expanded_60 = tensor.expand_shape %173 [[0], [1], [2], [3, 4, 5]] output_shape [2, 32, 1, 1, 1, 1] : tensor<2x32x1x1xf32> into tensor<2x32x1x1x1x1xf32>
    %padded_61 = tensor.pad %expanded_60 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x32x1x1x1x1xf32> to tensor<2x32x1x2x1x2xf32>
    %collapsed_62 = tensor.collapse_shape %padded_61 [[0], [1], [2, 3], [4, 5]] : tensor<2x32x1x2x1x2xf32> into tensor<2x32x2x2xf32>
    %extracted_slice_63 = tensor.extract_slice %collapsed_62[0, 0, 0, 0] [2, 32, 1, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> to tensor<2x32x1x2xf32>
    %extracted_slice_64 = tensor.extract_slice %extracted_slice_63[0, 0, 0, 0] [2, 32, 1, 1] [1, 1, 1, 1] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %padded_65 = tensor.pad %extracted_slice_64 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x1x1xf32> to tensor<2x32x2x2xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %padded_65 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x2x2xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_47, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %176 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x1x1xi1>
    %178 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_42, %cst_2 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xf32>, tensor<f32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x1x1xf32>
    %expanded_66 = tensor.expand_shape %178 [[0], [1], [2], [3, 4, 5]] output_shape [2, 32, 1, 1, 1, 1] : tensor<2x32x1x1xf32> into tensor<2x32x1x1x1x1xf32>
    %padded_67 = tensor.pad %expanded_66 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x32x1x1x1x1xf32> to tensor<2x32x1x2x1x2xf32>
    %collapsed_68 = tensor.collapse_shape %padded_67 [[0], [1], [2, 3], [4, 5]] : tensor<2x32x1x2x1x2xf32> into tensor<2x32x2x2xf32>
    %extracted_slice_69 = tensor.extract_slice %collapsed_68[0, 0, 0, 0] [2, 32, 1, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> to tensor<2x32x1x2xf32>
    %extracted_slice_70 = tensor.extract_slice %extracted_slice_69[0, 0, 0, 0] [2, 32, 1, 1] [1, 1, 1, 1] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %padded_71 = tensor.pad %extracted_slice_70 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x1x1xf32> to tensor<2x32x2x2xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %padded_71 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x2x2xf32>
    %180 = tensor.empty() : tensor<2x32x2x2xi1>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<2x32x2x2xf32>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %367 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %182 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %cst_2, %179 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x2x2xf32>
    %183 = tensor.empty() : tensor<32x32x3x3xf32>
    %184 = linalg.fill ins(%cst : f32) outs(%183 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %185 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%184 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %367 = linalg.index 0 : index
      %368 = linalg.index 1 : index
      %369 = linalg.index 2 : index
      %370 = linalg.index 3 : index
      %371 = arith.subi %c2, %369 : index
      %372 = arith.subi %c2, %370 : index
      %extracted = tensor.extract %arg16[%368, %367, %371, %372] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %186 = linalg.fill ins(%cst : f32) outs(%21 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %inserted_slice = tensor.insert_slice %182 into %186[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32>
    %187 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %188 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %185 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%187 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %189 = tensor.empty() : tensor<32x2x2x2xf32>
    %transposed_72 = linalg.transpose ins(%30 : tensor<2x32x2x2xf32>) outs(%189 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_73 = linalg.transpose ins(%182 : tensor<2x32x2x2xf32>) outs(%189 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %padded_74 = tensor.pad %transposed_72 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<32x2x2x2xf32> to tensor<32x2x4x4xf32>
    %190 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_74, %transposed_73 : tensor<32x2x4x4xf32>, tensor<32x2x2x2xf32>) outs(%184 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_75 = linalg.transpose ins(%190 : tensor<32x32x3x3xf32>) outs(%183 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %191 = tensor.empty() : tensor<32xf32>
    %192 = linalg.fill ins(%cst : f32) outs(%191 : tensor<32xf32>) -> tensor<32xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%182 : tensor<2x32x2x2xf32>) outs(%192 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<32xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x32x2x2xf32>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %367 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %195 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %cst_2, %188 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x2x2xf32>
    %196 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%184 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %367 = linalg.index 0 : index
      %368 = linalg.index 1 : index
      %369 = linalg.index 2 : index
      %370 = linalg.index 3 : index
      %371 = arith.subi %c2, %369 : index
      %372 = arith.subi %c2, %370 : index
      %extracted = tensor.extract %arg14[%368, %367, %371, %372] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_76 = tensor.insert_slice %195 into %186[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32>
    %197 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_76, %196 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%187 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %transposed_77 = linalg.transpose ins(%28 : tensor<2x32x2x2xf32>) outs(%189 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_78 = linalg.transpose ins(%195 : tensor<2x32x2x2xf32>) outs(%189 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %padded_79 = tensor.pad %transposed_77 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<32x2x2x2xf32> to tensor<32x2x4x4xf32>
    %198 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_79, %transposed_78 : tensor<32x2x4x4xf32>, tensor<32x2x2x2xf32>) outs(%184 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_80 = linalg.transpose ins(%198 : tensor<32x32x3x3xf32>) outs(%183 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %199 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%195 : tensor<2x32x2x2xf32>) outs(%192 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<32xf32>
    %extracted_slice_81 = tensor.extract_slice %25[0, 0, 0, 0] [2, 32, 2, 4] [1, 1, 2, 1] : tensor<2x32x4x4xf32> to tensor<2x32x2x4xf32>
    %extracted_slice_82 = tensor.extract_slice %extracted_slice_81[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %extracted_slice_83 = tensor.extract_slice %extracted_slice_81[0, 0, 0, 1] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_82, %extracted_slice_83 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x32x2x2xf32>
    %extracted_slice_84 = tensor.extract_slice %25[0, 0, 1, 0] [2, 32, 2, 4] [1, 1, 2, 1] : tensor<2x32x4x4xf32> to tensor<2x32x2x4xf32>
    %extracted_slice_85 = tensor.extract_slice %extracted_slice_84[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %extracted_slice_85 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x32x2x2xf32>
    %extracted_slice_86 = tensor.extract_slice %extracted_slice_84[0, 0, 0, 1] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %extracted_slice_86 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x32x2x2xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_82, %202 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %197, %cst_2 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xf32>, tensor<f32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_87 = tensor.expand_shape %204 [[0], [1], [2], [3, 4, 5]] output_shape [2, 32, 2, 1, 2, 1] : tensor<2x32x2x2xf32> into tensor<2x32x2x1x2x1xf32>
    %padded_88 = tensor.pad %expanded_87 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x1x2x1xf32> to tensor<2x32x2x2x2x2xf32>
    %collapsed_89 = tensor.collapse_shape %padded_88 [[0], [1], [2, 3], [4, 5]] : tensor<2x32x2x2x2x2xf32> into tensor<2x32x4x4xf32>
    %extracted_slice_90 = tensor.extract_slice %collapsed_89[0, 0, 0, 0] [2, 32, 3, 4] [1, 1, 1, 1] : tensor<2x32x4x4xf32> to tensor<2x32x3x4xf32>
    %extracted_slice_91 = tensor.extract_slice %extracted_slice_90[0, 0, 0, 0] [2, 32, 3, 3] [1, 1, 1, 1] : tensor<2x32x3x4xf32> to tensor<2x32x3x3xf32>
    %padded_92 = tensor.pad %extracted_slice_91 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x3x3xf32> to tensor<2x32x4x4xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_83, %202 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<2x32x2x2xi1>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %206 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %208 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %205 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.ori %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %197, %cst_2 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xf32>, tensor<f32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_93 = tensor.expand_shape %209 [[0], [1], [2], [3, 4, 5]] output_shape [2, 32, 2, 1, 2, 1] : tensor<2x32x2x2xf32> into tensor<2x32x2x1x2x1xf32>
    %padded_94 = tensor.pad %expanded_93 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x1x2x1xf32> to tensor<2x32x2x2x2x2xf32>
    %collapsed_95 = tensor.collapse_shape %padded_94 [[0], [1], [2, 3], [4, 5]] : tensor<2x32x2x2x2x2xf32> into tensor<2x32x4x4xf32>
    %extracted_slice_96 = tensor.extract_slice %collapsed_95[0, 0, 0, 0] [2, 32, 3, 4] [1, 1, 1, 1] : tensor<2x32x4x4xf32> to tensor<2x32x3x4xf32>
    %extracted_slice_97 = tensor.extract_slice %extracted_slice_96[0, 0, 0, 0] [2, 32, 3, 3] [1, 1, 1, 1] : tensor<2x32x3x4xf32> to tensor<2x32x3x3xf32>
    %padded_98 = tensor.pad %extracted_slice_97 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x3x3xf32> to tensor<2x32x4x4xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_92, %padded_98 : tensor<2x32x4x4xf32>, tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x4x4xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_85, %202 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<2x32x2x2xi1>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %213 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %212 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %211 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.ori %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %197, %cst_2 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xf32>, tensor<f32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_99 = tensor.expand_shape %215 [[0], [1], [2], [3, 4, 5]] output_shape [2, 32, 2, 1, 2, 1] : tensor<2x32x2x2xf32> into tensor<2x32x2x1x2x1xf32>
    %padded_100 = tensor.pad %expanded_99 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x1x2x1xf32> to tensor<2x32x2x2x2x2xf32>
    %collapsed_101 = tensor.collapse_shape %padded_100 [[0], [1], [2, 3], [4, 5]] : tensor<2x32x2x2x2x2xf32> into tensor<2x32x4x4xf32>
    %extracted_slice_102 = tensor.extract_slice %collapsed_101[0, 0, 0, 0] [2, 32, 3, 4] [1, 1, 1, 1] : tensor<2x32x4x4xf32> to tensor<2x32x3x4xf32>
    %extracted_slice_103 = tensor.extract_slice %extracted_slice_102[0, 0, 0, 0] [2, 32, 3, 3] [1, 1, 1, 1] : tensor<2x32x3x4xf32> to tensor<2x32x3x3xf32>
    %padded_104 = tensor.pad %extracted_slice_103 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x3x3xf32> to tensor<2x32x4x4xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %padded_104 : tensor<2x32x4x4xf32>, tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x4x4xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_86, %202 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<2x32x2x2xi1>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %219 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %218 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%180 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x32x2x2xi1>
    %220 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %197, %cst_2 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xf32>, tensor<f32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_105 = tensor.expand_shape %220 [[0], [1], [2], [3, 4, 5]] output_shape [2, 32, 2, 1, 2, 1] : tensor<2x32x2x2xf32> into tensor<2x32x2x1x2x1xf32>
    %padded_106 = tensor.pad %expanded_105 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x1x2x1xf32> to tensor<2x32x2x2x2x2xf32>
    %collapsed_107 = tensor.collapse_shape %padded_106 [[0], [1], [2, 3], [4, 5]] : tensor<2x32x2x2x2x2xf32> into tensor<2x32x4x4xf32>
    %extracted_slice_108 = tensor.extract_slice %collapsed_107[0, 0, 0, 0] [2, 32, 3, 4] [1, 1, 1, 1] : tensor<2x32x4x4xf32> to tensor<2x32x3x4xf32>
    %extracted_slice_109 = tensor.extract_slice %extracted_slice_108[0, 0, 0, 0] [2, 32, 3, 3] [1, 1, 1, 1] : tensor<2x32x3x4xf32> to tensor<2x32x3x3xf32>
    %padded_110 = tensor.pad %extracted_slice_109 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x3x3xf32> to tensor<2x32x4x4xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %padded_110 : tensor<2x32x4x4xf32>, tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x4x4xf32>
    %222 = tensor.empty() : tensor<2x32x4x4xi1>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x32x4x4xf32>) outs(%222 : tensor<2x32x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %367 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x4x4xi1>
    %224 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %cst_2, %221 : tensor<2x32x4x4xi1>, tensor<f32>, tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x4x4xf32>
    %225 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%184 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %367 = linalg.index 0 : index
      %368 = linalg.index 1 : index
      %369 = linalg.index 2 : index
      %370 = linalg.index 3 : index
      %371 = arith.subi %c2, %369 : index
      %372 = arith.subi %c2, %370 : index
      %extracted = tensor.extract %arg12[%368, %367, %371, %372] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %226 = tensor.empty() : tensor<2x32x6x6xf32>
    %227 = linalg.fill ins(%cst : f32) outs(%226 : tensor<2x32x6x6xf32>) -> tensor<2x32x6x6xf32>
    %inserted_slice_111 = tensor.insert_slice %224 into %227[0, 0, 1, 1] [2, 32, 4, 4] [1, 1, 1, 1] : tensor<2x32x4x4xf32> into tensor<2x32x6x6xf32>
    %228 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_111, %225 : tensor<2x32x6x6xf32>, tensor<32x32x3x3xf32>) outs(%186 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %229 = tensor.empty() : tensor<32x2x4x4xf32>
    %transposed_112 = linalg.transpose ins(%23 : tensor<2x32x4x4xf32>) outs(%229 : tensor<32x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_113 = linalg.transpose ins(%224 : tensor<2x32x4x4xf32>) outs(%229 : tensor<32x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_114 = tensor.pad %transposed_112 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<32x2x4x4xf32> to tensor<32x2x6x6xf32>
    %230 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_114, %transposed_113 : tensor<32x2x6x6xf32>, tensor<32x2x4x4xf32>) outs(%184 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_115 = linalg.transpose ins(%230 : tensor<32x32x3x3xf32>) outs(%183 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %231 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%224 : tensor<2x32x4x4xf32>) outs(%192 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<32xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x32x4x4xf32>) outs(%222 : tensor<2x32x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %367 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %367 : i1
    } -> tensor<2x32x4x4xi1>
    %233 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %cst_2, %228 : tensor<2x32x4x4xi1>, tensor<f32>, tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x32x4x4xf32>
    %234 = tensor.empty() : tensor<16x32x3x3xf32>
    %235 = linalg.fill ins(%cst : f32) outs(%234 : tensor<16x32x3x3xf32>) -> tensor<16x32x3x3xf32>
    %236 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%235 : tensor<16x32x3x3xf32>) {
    ^bb0(%out: f32):
      %367 = linalg.index 0 : index
      %368 = linalg.index 1 : index
      %369 = linalg.index 2 : index
      %370 = linalg.index 3 : index
      %371 = arith.subi %c2, %369 : index
      %372 = arith.subi %c2, %370 : index
      %extracted = tensor.extract %arg10[%368, %367, %371, %372] : tensor<32x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32x3x3xf32>
    %inserted_slice_116 = tensor.insert_slice %233 into %227[0, 0, 1, 1] [2, 32, 4, 4] [1, 1, 1, 1] : tensor<2x32x4x4xf32> into tensor<2x32x6x6xf32>
    %237 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %238 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_116, %236 : tensor<2x32x6x6xf32>, tensor<16x32x3x3xf32>) outs(%237 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %239 = tensor.empty() : tensor<16x2x4x4xf32>
    %transposed_117 = linalg.transpose ins(%20 : tensor<2x16x4x4xf32>) outs(%239 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_118 = linalg.transpose ins(%233 : tensor<2x32x4x4xf32>) outs(%229 : tensor<32x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_119 = tensor.pad %transposed_117 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<16x2x4x4xf32> to tensor<16x2x6x6xf32>
    %240 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_119, %transposed_118 : tensor<16x2x6x6xf32>, tensor<32x2x4x4xf32>) outs(%235 : tensor<16x32x3x3xf32>) -> tensor<16x32x3x3xf32>
    %241 = tensor.empty() : tensor<32x16x3x3xf32>
    %transposed_120 = linalg.transpose ins(%240 : tensor<16x32x3x3xf32>) outs(%241 : tensor<32x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %242 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%233 : tensor<2x32x4x4xf32>) outs(%192 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<32xf32>
    %extracted_slice_121 = tensor.extract_slice %17[0, 0, 0, 0] [2, 16, 4, 8] [1, 1, 2, 1] : tensor<2x16x8x8xf32> to tensor<2x16x4x8xf32>
    %extracted_slice_122 = tensor.extract_slice %extracted_slice_121[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %extracted_slice_123 = tensor.extract_slice %extracted_slice_121[0, 0, 0, 1] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_122, %extracted_slice_123 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x16x4x4xf32>
    %extracted_slice_124 = tensor.extract_slice %17[0, 0, 1, 0] [2, 16, 4, 8] [1, 1, 2, 1] : tensor<2x16x8x8xf32> to tensor<2x16x4x8xf32>
    %extracted_slice_125 = tensor.extract_slice %extracted_slice_124[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %extracted_slice_125 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x16x4x4xf32>
    %extracted_slice_126 = tensor.extract_slice %extracted_slice_124[0, 0, 0, 1] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %extracted_slice_126 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x16x4x4xf32>
    %246 = tensor.empty() : tensor<2x16x4x4xi1>
    %247 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_122, %245 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %248 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %238, %cst_2 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xf32>, tensor<f32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_127 = tensor.expand_shape %248 [[0], [1], [2], [3, 4, 5]] output_shape [2, 16, 4, 1, 4, 1] : tensor<2x16x4x4xf32> into tensor<2x16x4x1x4x1xf32>
    %padded_128 = tensor.pad %expanded_127 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x1x4x1xf32> to tensor<2x16x4x2x4x2xf32>
    %collapsed_129 = tensor.collapse_shape %padded_128 [[0], [1], [2, 3], [4, 5]] : tensor<2x16x4x2x4x2xf32> into tensor<2x16x8x8xf32>
    %extracted_slice_130 = tensor.extract_slice %collapsed_129[0, 0, 0, 0] [2, 16, 7, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> to tensor<2x16x7x8xf32>
    %extracted_slice_131 = tensor.extract_slice %extracted_slice_130[0, 0, 0, 0] [2, 16, 7, 7] [1, 1, 1, 1] : tensor<2x16x7x8xf32> to tensor<2x16x7x7xf32>
    %padded_132 = tensor.pad %extracted_slice_131 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x16x7x7xf32> to tensor<2x16x8x8xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_123, %245 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247 : tensor<2x16x4x4xi1>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %251 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %250 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %252 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %249 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.ori %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %253 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %238, %cst_2 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xf32>, tensor<f32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_133 = tensor.expand_shape %253 [[0], [1], [2], [3, 4, 5]] output_shape [2, 16, 4, 1, 4, 1] : tensor<2x16x4x4xf32> into tensor<2x16x4x1x4x1xf32>
    %padded_134 = tensor.pad %expanded_133 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x1x4x1xf32> to tensor<2x16x4x2x4x2xf32>
    %collapsed_135 = tensor.collapse_shape %padded_134 [[0], [1], [2, 3], [4, 5]] : tensor<2x16x4x2x4x2xf32> into tensor<2x16x8x8xf32>
    %extracted_slice_136 = tensor.extract_slice %collapsed_135[0, 0, 0, 0] [2, 16, 7, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> to tensor<2x16x7x8xf32>
    %extracted_slice_137 = tensor.extract_slice %extracted_slice_136[0, 0, 0, 0] [2, 16, 7, 7] [1, 1, 1, 1] : tensor<2x16x7x8xf32> to tensor<2x16x7x7xf32>
    %padded_138 = tensor.pad %extracted_slice_137 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x16x7x7xf32> to tensor<2x16x8x8xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_132, %padded_138 : tensor<2x16x8x8xf32>, tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x16x8x8xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_125, %245 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252 : tensor<2x16x4x4xi1>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %257 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %256 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %258 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %255 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.ori %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %259 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %238, %cst_2 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xf32>, tensor<f32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_139 = tensor.expand_shape %259 [[0], [1], [2], [3, 4, 5]] output_shape [2, 16, 4, 1, 4, 1] : tensor<2x16x4x4xf32> into tensor<2x16x4x1x4x1xf32>
    %padded_140 = tensor.pad %expanded_139 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x1x4x1xf32> to tensor<2x16x4x2x4x2xf32>
    %collapsed_141 = tensor.collapse_shape %padded_140 [[0], [1], [2, 3], [4, 5]] : tensor<2x16x4x2x4x2xf32> into tensor<2x16x8x8xf32>
    %extracted_slice_142 = tensor.extract_slice %collapsed_141[0, 0, 0, 0] [2, 16, 7, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> to tensor<2x16x7x8xf32>
    %extracted_slice_143 = tensor.extract_slice %extracted_slice_142[0, 0, 0, 0] [2, 16, 7, 7] [1, 1, 1, 1] : tensor<2x16x7x8xf32> to tensor<2x16x7x7xf32>
    %padded_144 = tensor.pad %extracted_slice_143 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x16x7x7xf32> to tensor<2x16x8x8xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %padded_144 : tensor<2x16x8x8xf32>, tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x16x8x8xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_126, %245 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<2x16x4x4xi1>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %263 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %262 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%246 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x16x4x4xi1>
    %264 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %238, %cst_2 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xf32>, tensor<f32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_145 = tensor.expand_shape %264 [[0], [1], [2], [3, 4, 5]] output_shape [2, 16, 4, 1, 4, 1] : tensor<2x16x4x4xf32> into tensor<2x16x4x1x4x1xf32>
    %padded_146 = tensor.pad %expanded_145 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x16x4x1x4x1xf32> to tensor<2x16x4x2x4x2xf32>
    %collapsed_147 = tensor.collapse_shape %padded_146 [[0], [1], [2, 3], [4, 5]] : tensor<2x16x4x2x4x2xf32> into tensor<2x16x8x8xf32>
    %extracted_slice_148 = tensor.extract_slice %collapsed_147[0, 0, 0, 0] [2, 16, 7, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> to tensor<2x16x7x8xf32>
    %extracted_slice_149 = tensor.extract_slice %extracted_slice_148[0, 0, 0, 0] [2, 16, 7, 7] [1, 1, 1, 1] : tensor<2x16x7x8xf32> to tensor<2x16x7x7xf32>
    %padded_150 = tensor.pad %extracted_slice_149 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x16x7x7xf32> to tensor<2x16x8x8xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %padded_150 : tensor<2x16x8x8xf32>, tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x16x8x8xf32>
    %266 = tensor.empty() : tensor<2x16x8x8xi1>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<2x16x8x8xf32>) outs(%266 : tensor<2x16x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %367 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %367 : i1
    } -> tensor<2x16x8x8xi1>
    %268 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %cst_2, %265 : tensor<2x16x8x8xi1>, tensor<f32>, tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x16x8x8xf32>
    %269 = tensor.empty() : tensor<16x16x3x3xf32>
    %270 = linalg.fill ins(%cst : f32) outs(%269 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %271 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%270 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %367 = linalg.index 0 : index
      %368 = linalg.index 1 : index
      %369 = linalg.index 2 : index
      %370 = linalg.index 3 : index
      %371 = arith.subi %c2, %369 : index
      %372 = arith.subi %c2, %370 : index
      %extracted = tensor.extract %arg8[%368, %367, %371, %372] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %272 = tensor.empty() : tensor<2x16x10x10xf32>
    %273 = linalg.fill ins(%cst : f32) outs(%272 : tensor<2x16x10x10xf32>) -> tensor<2x16x10x10xf32>
    %inserted_slice_151 = tensor.insert_slice %268 into %273[0, 0, 1, 1] [2, 16, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> into tensor<2x16x10x10xf32>
    %274 = linalg.fill ins(%cst : f32) outs(%13 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %275 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_151, %271 : tensor<2x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%274 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %276 = tensor.empty() : tensor<16x2x8x8xf32>
    %transposed_152 = linalg.transpose ins(%15 : tensor<2x16x8x8xf32>) outs(%276 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_153 = linalg.transpose ins(%268 : tensor<2x16x8x8xf32>) outs(%276 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_154 = tensor.pad %transposed_152 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<16x2x8x8xf32> to tensor<16x2x10x10xf32>
    %277 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_154, %transposed_153 : tensor<16x2x10x10xf32>, tensor<16x2x8x8xf32>) outs(%270 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_155 = linalg.transpose ins(%277 : tensor<16x16x3x3xf32>) outs(%269 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %278 = tensor.empty() : tensor<16xf32>
    %279 = linalg.fill ins(%cst : f32) outs(%278 : tensor<16xf32>) -> tensor<16xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%268 : tensor<2x16x8x8xf32>) outs(%279 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<16xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x16x8x8xf32>) outs(%266 : tensor<2x16x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %367 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %367 : i1
    } -> tensor<2x16x8x8xi1>
    %282 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %cst_2, %275 : tensor<2x16x8x8xi1>, tensor<f32>, tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x16x8x8xf32>
    %283 = tensor.empty() : tensor<8x16x3x3xf32>
    %284 = linalg.fill ins(%cst : f32) outs(%283 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %285 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%284 : tensor<8x16x3x3xf32>) {
    ^bb0(%out: f32):
      %367 = linalg.index 0 : index
      %368 = linalg.index 1 : index
      %369 = linalg.index 2 : index
      %370 = linalg.index 3 : index
      %371 = arith.subi %c2, %369 : index
      %372 = arith.subi %c2, %370 : index
      %extracted = tensor.extract %arg6[%368, %367, %371, %372] : tensor<16x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x3x3xf32>
    %inserted_slice_156 = tensor.insert_slice %282 into %273[0, 0, 1, 1] [2, 16, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> into tensor<2x16x10x10xf32>
    %286 = linalg.fill ins(%cst : f32) outs(%10 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %287 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_156, %285 : tensor<2x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%286 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %288 = tensor.empty() : tensor<8x2x8x8xf32>
    %transposed_157 = linalg.transpose ins(%12 : tensor<2x8x8x8xf32>) outs(%288 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_158 = linalg.transpose ins(%282 : tensor<2x16x8x8xf32>) outs(%276 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_159 = tensor.pad %transposed_157 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %289 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_159, %transposed_158 : tensor<8x2x10x10xf32>, tensor<16x2x8x8xf32>) outs(%284 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %290 = tensor.empty() : tensor<16x8x3x3xf32>
    %transposed_160 = linalg.transpose ins(%289 : tensor<8x16x3x3xf32>) outs(%290 : tensor<16x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %291 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%282 : tensor<2x16x8x8xf32>) outs(%279 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<16xf32>
    %extracted_slice_161 = tensor.extract_slice %9[0, 0, 0, 0] [2, 8, 8, 16] [1, 1, 2, 1] : tensor<2x8x16x16xf32> to tensor<2x8x8x16xf32>
    %extracted_slice_162 = tensor.extract_slice %extracted_slice_161[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %extracted_slice_163 = tensor.extract_slice %extracted_slice_161[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_162, %extracted_slice_163 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_164 = tensor.extract_slice %9[0, 0, 1, 0] [2, 8, 8, 16] [1, 1, 2, 1] : tensor<2x8x16x16xf32> to tensor<2x8x8x16xf32>
    %extracted_slice_165 = tensor.extract_slice %extracted_slice_164[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %extracted_slice_165 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_166 = tensor.extract_slice %extracted_slice_164[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %extracted_slice_166 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x8x8x8xf32>
    %295 = tensor.empty() : tensor<2x8x8x8xi1>
    %296 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_162, %294 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %297 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %287, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_167 = tensor.expand_shape %297 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_168 = tensor.pad %expanded_167 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_169 = tensor.collapse_shape %padded_168 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_170 = tensor.extract_slice %collapsed_169[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_171 = tensor.extract_slice %extracted_slice_170[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_172 = tensor.pad %extracted_slice_171 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x16x16xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_163, %294 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296 : tensor<2x8x8x8xi1>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %300 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %299 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %301 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %298 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.ori %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %302 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %287, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_173 = tensor.expand_shape %302 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_174 = tensor.pad %expanded_173 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_175 = tensor.collapse_shape %padded_174 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_176 = tensor.extract_slice %collapsed_175[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_177 = tensor.extract_slice %extracted_slice_176[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_178 = tensor.pad %extracted_slice_177 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x16x16xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_172, %padded_178 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%7 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x8x16x16xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_165, %294 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %305 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<2x8x8x8xi1>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %306 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %305 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %307 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %304 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.ori %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %308 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %287, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_179 = tensor.expand_shape %308 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_180 = tensor.pad %expanded_179 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_181 = tensor.collapse_shape %padded_180 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_182 = tensor.extract_slice %collapsed_181[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_183 = tensor.extract_slice %extracted_slice_182[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_184 = tensor.pad %extracted_slice_183 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x16x16xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %padded_184 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%7 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x8x16x16xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_166, %294 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<2x8x8x8xi1>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %312 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %311 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%295 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x8x8x8xi1>
    %313 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %287, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_185 = tensor.expand_shape %313 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %padded_186 = tensor.pad %expanded_185 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x1x8x1xf32> to tensor<2x8x8x2x8x2xf32>
    %collapsed_187 = tensor.collapse_shape %padded_186 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %extracted_slice_188 = tensor.extract_slice %collapsed_187[0, 0, 0, 0] [2, 8, 15, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> to tensor<2x8x15x16xf32>
    %extracted_slice_189 = tensor.extract_slice %extracted_slice_188[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x16xf32> to tensor<2x8x15x15xf32>
    %padded_190 = tensor.pad %extracted_slice_189 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x8x15x15xf32> to tensor<2x8x16x16xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %padded_190 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%7 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x8x16x16xf32>
    %315 = tensor.empty() : tensor<2x8x16x16xi1>
    %316 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x8x16x16xf32>) outs(%315 : tensor<2x8x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %367 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %367 : i1
    } -> tensor<2x8x16x16xi1>
    %317 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %cst_2, %314 : tensor<2x8x16x16xi1>, tensor<f32>, tensor<2x8x16x16xf32>) outs(%7 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x8x16x16xf32>
    %318 = tensor.empty() : tensor<4x8x3x3xf32>
    %319 = linalg.fill ins(%cst : f32) outs(%318 : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %320 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%319 : tensor<4x8x3x3xf32>) {
    ^bb0(%out: f32):
      %367 = linalg.index 0 : index
      %368 = linalg.index 1 : index
      %369 = linalg.index 2 : index
      %370 = linalg.index 3 : index
      %371 = arith.subi %c2, %369 : index
      %372 = arith.subi %c2, %370 : index
      %extracted = tensor.extract %arg4[%368, %367, %371, %372] : tensor<8x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x3x3xf32>
    %321 = tensor.empty() : tensor<2x8x18x18xf32>
    %322 = linalg.fill ins(%cst : f32) outs(%321 : tensor<2x8x18x18xf32>) -> tensor<2x8x18x18xf32>
    %inserted_slice_191 = tensor.insert_slice %317 into %322[0, 0, 1, 1] [2, 8, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> into tensor<2x8x18x18xf32>
    %323 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %324 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_191, %320 : tensor<2x8x18x18xf32>, tensor<4x8x3x3xf32>) outs(%323 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %325 = tensor.empty() : tensor<4x2x16x16xf32>
    %transposed_192 = linalg.transpose ins(%6 : tensor<2x4x16x16xf32>) outs(%325 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %326 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_193 = linalg.transpose ins(%317 : tensor<2x8x16x16xf32>) outs(%326 : tensor<8x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_194 = tensor.pad %transposed_192 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<4x2x16x16xf32> to tensor<4x2x18x18xf32>
    %327 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_194, %transposed_193 : tensor<4x2x18x18xf32>, tensor<8x2x16x16xf32>) outs(%319 : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %328 = tensor.empty() : tensor<8x4x3x3xf32>
    %transposed_195 = linalg.transpose ins(%327 : tensor<4x8x3x3xf32>) outs(%328 : tensor<8x4x3x3xf32>) permutation = [1, 0, 2, 3] 
    %329 = tensor.empty() : tensor<8xf32>
    %330 = linalg.fill ins(%cst : f32) outs(%329 : tensor<8xf32>) -> tensor<8xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%317 : tensor<2x8x16x16xf32>) outs(%330 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<8xf32>
    %extracted_slice_196 = tensor.extract_slice %2[0, 0, 0, 0] [2, 4, 16, 32] [1, 1, 2, 1] : tensor<2x4x32x32xf32> to tensor<2x4x16x32xf32>
    %extracted_slice_197 = tensor.extract_slice %extracted_slice_196[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %extracted_slice_198 = tensor.extract_slice %extracted_slice_196[0, 0, 0, 1] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_197, %extracted_slice_198 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x4x16x16xf32>
    %extracted_slice_199 = tensor.extract_slice %2[0, 0, 1, 0] [2, 4, 16, 32] [1, 1, 2, 1] : tensor<2x4x32x32xf32> to tensor<2x4x16x32xf32>
    %extracted_slice_200 = tensor.extract_slice %extracted_slice_199[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %extracted_slice_200 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x4x16x16xf32>
    %extracted_slice_201 = tensor.extract_slice %extracted_slice_199[0, 0, 0, 1] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %extracted_slice_201 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.cmpf ogt, %in, %in_230 : f32
      %368 = arith.select %367, %in, %in_230 : f32
      linalg.yield %368 : f32
    } -> tensor<2x4x16x16xf32>
    %335 = tensor.empty() : tensor<2x4x16x16xi1>
    %336 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_197, %334 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %337 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %324, %cst_2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_202 = tensor.expand_shape %337 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 16, 1, 16, 1] : tensor<2x4x16x16xf32> into tensor<2x4x16x1x16x1xf32>
    %padded_203 = tensor.pad %expanded_202 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x4x16x1x16x1xf32> to tensor<2x4x16x2x16x2xf32>
    %collapsed_204 = tensor.collapse_shape %padded_203 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x16x2x16x2xf32> into tensor<2x4x32x32xf32>
    %extracted_slice_205 = tensor.extract_slice %collapsed_204[0, 0, 0, 0] [2, 4, 31, 32] [1, 1, 1, 1] : tensor<2x4x32x32xf32> to tensor<2x4x31x32xf32>
    %extracted_slice_206 = tensor.extract_slice %extracted_slice_205[0, 0, 0, 0] [2, 4, 31, 31] [1, 1, 1, 1] : tensor<2x4x31x32xf32> to tensor<2x4x31x31xf32>
    %padded_207 = tensor.pad %extracted_slice_206 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x4x31x31xf32> to tensor<2x4x32x32xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_198, %334 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<2x4x16x16xi1>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %340 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %339 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %338 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.ori %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %342 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %324, %cst_2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_208 = tensor.expand_shape %342 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 16, 1, 16, 1] : tensor<2x4x16x16xf32> into tensor<2x4x16x1x16x1xf32>
    %padded_209 = tensor.pad %expanded_208 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x4x16x1x16x1xf32> to tensor<2x4x16x2x16x2xf32>
    %collapsed_210 = tensor.collapse_shape %padded_209 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x16x2x16x2xf32> into tensor<2x4x32x32xf32>
    %extracted_slice_211 = tensor.extract_slice %collapsed_210[0, 0, 0, 0] [2, 4, 31, 32] [1, 1, 1, 1] : tensor<2x4x32x32xf32> to tensor<2x4x31x32xf32>
    %extracted_slice_212 = tensor.extract_slice %extracted_slice_211[0, 0, 0, 0] [2, 4, 31, 31] [1, 1, 1, 1] : tensor<2x4x31x32xf32> to tensor<2x4x31x31xf32>
    %padded_213 = tensor.pad %extracted_slice_212 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x4x31x31xf32> to tensor<2x4x32x32xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_207, %padded_213 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x4x32x32xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_200, %334 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %345 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341 : tensor<2x4x16x16xi1>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %346 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %345 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %344 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.ori %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %348 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %324, %cst_2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_214 = tensor.expand_shape %348 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 16, 1, 16, 1] : tensor<2x4x16x16xf32> into tensor<2x4x16x1x16x1xf32>
    %padded_215 = tensor.pad %expanded_214 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x4x16x1x16x1xf32> to tensor<2x4x16x2x16x2xf32>
    %collapsed_216 = tensor.collapse_shape %padded_215 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x16x2x16x2xf32> into tensor<2x4x32x32xf32>
    %extracted_slice_217 = tensor.extract_slice %collapsed_216[0, 0, 0, 0] [2, 4, 31, 32] [1, 1, 1, 1] : tensor<2x4x32x32xf32> to tensor<2x4x31x32xf32>
    %extracted_slice_218 = tensor.extract_slice %extracted_slice_217[0, 0, 0, 0] [2, 4, 31, 31] [1, 1, 1, 1] : tensor<2x4x31x32xf32> to tensor<2x4x31x31xf32>
    %padded_219 = tensor.pad %extracted_slice_218 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x4x31x31xf32> to tensor<2x4x32x32xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %padded_219 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x4x32x32xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_201, %334 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_230: f32, %out: i1):
      %367 = arith.cmpf oeq, %in, %in_230 : f32
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347 : tensor<2x4x16x16xi1>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %367 = arith.xori %in, %true : i1
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %352 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %351 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%335 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_230: i1, %out: i1):
      %367 = arith.andi %in, %in_230 : i1
      linalg.yield %367 : i1
    } -> tensor<2x4x16x16xi1>
    %353 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %324, %cst_2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_220 = tensor.expand_shape %353 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 16, 1, 16, 1] : tensor<2x4x16x16xf32> into tensor<2x4x16x1x16x1xf32>
    %padded_221 = tensor.pad %expanded_220 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<2x4x16x1x16x1xf32> to tensor<2x4x16x2x16x2xf32>
    %collapsed_222 = tensor.collapse_shape %padded_221 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x16x2x16x2xf32> into tensor<2x4x32x32xf32>
    %extracted_slice_223 = tensor.extract_slice %collapsed_222[0, 0, 0, 0] [2, 4, 31, 32] [1, 1, 1, 1] : tensor<2x4x32x32xf32> to tensor<2x4x31x32xf32>
    %extracted_slice_224 = tensor.extract_slice %extracted_slice_223[0, 0, 0, 0] [2, 4, 31, 31] [1, 1, 1, 1] : tensor<2x4x31x32xf32> to tensor<2x4x31x31xf32>
    %padded_225 = tensor.pad %extracted_slice_224 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x4x31x31xf32> to tensor<2x4x32x32xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %padded_225 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_230: f32, %out: f32):
      %367 = arith.addf %in, %in_230 : f32
      linalg.yield %367 : f32
    } -> tensor<2x4x32x32xf32>
    %355 = tensor.empty() : tensor<2x4x32x32xi1>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x4x32x32xf32>) outs(%355 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %367 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %367 : i1
    } -> tensor<2x4x32x32xi1>
    %357 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %cst_2, %354 : tensor<2x4x32x32xi1>, tensor<f32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: i1, %in_230: f32, %in_231: f32, %out: f32):
      %367 = arith.select %in, %in_230, %in_231 : f32
      linalg.yield %367 : f32
    } -> tensor<2x4x32x32xf32>
    %358 = tensor.empty() : tensor<3x2x32x32xf32>
    %transposed_226 = linalg.transpose ins(%arg0 : tensor<2x3x32x32xf32>) outs(%358 : tensor<3x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %359 = tensor.empty() : tensor<4x2x32x32xf32>
    %transposed_227 = linalg.transpose ins(%357 : tensor<2x4x32x32xf32>) outs(%359 : tensor<4x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_228 = tensor.pad %transposed_226 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<3x2x32x32xf32> to tensor<3x2x34x34xf32>
    %360 = tensor.empty() : tensor<3x4x3x3xf32>
    %361 = linalg.fill ins(%cst : f32) outs(%360 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %362 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_228, %transposed_227 : tensor<3x2x34x34xf32>, tensor<4x2x32x32xf32>) outs(%361 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %363 = tensor.empty() : tensor<4x3x3x3xf32>
    %transposed_229 = linalg.transpose ins(%362 : tensor<3x4x3x3xf32>) outs(%363 : tensor<4x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    %364 = tensor.empty() : tensor<4xf32>
    %365 = linalg.fill ins(%cst : f32) outs(%364 : tensor<4xf32>) -> tensor<4xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%357 : tensor<2x4x32x32xf32>) outs(%365 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %367 = arith.addf %in, %out : f32
      linalg.yield %367 : f32
    } -> tensor<4xf32>
    return %94, %transposed_229, %366, %transposed_195, %331, %transposed_160, %291, %transposed_155, %280, %transposed_120, %242, %transposed_115, %231, %transposed_80, %199, %transposed_75, %193, %132, %collapsed_34, %121, %collapsed_32, %111, %collapsed_30 : tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<256x1568xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>
  }
}
