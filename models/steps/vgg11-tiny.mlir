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
      %352 = arith.cmpf ugt, %in, %cst : f32
      %353 = arith.select %352, %in, %cst : f32
      linalg.yield %353 : f32
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
      %352 = arith.cmpf ugt, %in, %cst : f32
      %353 = arith.select %352, %in, %cst : f32
      linalg.yield %353 : f32
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
      %352 = arith.cmpf ugt, %in, %cst : f32
      %353 = arith.select %352, %in, %cst : f32
      linalg.yield %353 : f32
    } -> tensor<2x16x8x8xf32>
    %padded_9 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x16x8x8xf32> to tensor<2x16x10x10xf32>
    %broadcasted_10 = linalg.broadcast ins(%arg9 : tensor<16xf32>) outs(%13 : tensor<2x16x8x8xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_9, %arg8 : tensor<2x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_10 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.cmpf ugt, %in, %cst : f32
      %353 = arith.select %352, %in, %cst : f32
      linalg.yield %353 : f32
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
      %352 = arith.cmpf ugt, %in, %cst : f32
      %353 = arith.select %352, %in, %cst : f32
      linalg.yield %353 : f32
    } -> tensor<2x32x4x4xf32>
    %padded_13 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x4x4xf32> to tensor<2x32x6x6xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg13 : tensor<32xf32>) outs(%21 : tensor<2x32x4x4xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_13, %arg12 : tensor<2x32x6x6xf32>, tensor<32x32x3x3xf32>) outs(%broadcasted_14 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.cmpf ugt, %in, %cst : f32
      %353 = arith.select %352, %in, %cst : f32
      linalg.yield %353 : f32
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
      %352 = arith.cmpf ugt, %in, %cst : f32
      %353 = arith.select %352, %in, %cst : f32
      linalg.yield %353 : f32
    } -> tensor<2x32x2x2xf32>
    %padded_17 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x2xf32> to tensor<2x32x4x4xf32>
    %broadcasted_18 = linalg.broadcast ins(%arg17 : tensor<32xf32>) outs(%26 : tensor<2x32x2x2xf32>) dimensions = [0, 2, 3] 
    %31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %arg16 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%broadcasted_18 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.cmpf ugt, %in, %cst : f32
      %353 = arith.select %352, %in, %cst : f32
      linalg.yield %353 : f32
    } -> tensor<2x32x2x2xf32>
    %33 = tensor.empty() : tensor<2x32x1x1xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<2x32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %35 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%32, %5 : tensor<2x32x2x2xf32>, tensor<2x2xf32>) outs(%34 : tensor<2x32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %36 = tensor.empty() : tensor<7xi64>
    %37 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%36 : tensor<7xi64>) {
    ^bb0(%out: i64):
      %352 = linalg.index 0 : index
      %353 = arith.index_cast %352 : index to i64
      linalg.yield %353 : i64
    } -> tensor<7xi64>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%37, %cst_4 : tensor<7xi64>, tensor<i64>) outs(%36 : tensor<7xi64>) {
    ^bb0(%in: i64, %in_164: i64, %out: i64):
      %352 = arith.divsi %in, %in_164 : i64
      linalg.yield %352 : i64
    } -> tensor<7xi64>
    %39 = tensor.empty() : tensor<1xi64>
    %40 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%39 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded = tensor.expand_shape %38 [[0, 1]] output_shape [7, 1] : tensor<7xi64> into tensor<7x1xi64>
    %41 = tensor.empty() : tensor<7x1xi64>
    %42 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %40 : tensor<7x1xi64>, tensor<1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_164: i64, %out: i64):
      %352 = arith.addi %in, %in_164 : i64
      linalg.yield %352 : i64
    } -> tensor<7x1xi64>
    %expanded_19 = tensor.expand_shape %42 [[0], [1, 2, 3]] output_shape [7, 1, 1, 1] : tensor<7x1xi64> into tensor<7x1x1x1xi64>
    %43 = tensor.empty() : tensor<32xi64>
    %44 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%43 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %352 = linalg.index 0 : index
      %353 = arith.index_cast %352 : index to i64
      linalg.yield %353 : i64
    } -> tensor<32xi64>
    %expanded_20 = tensor.expand_shape %44 [[0, 1, 2, 3, 4]] output_shape [32, 1, 1, 1, 1] : tensor<32xi64> into tensor<32x1x1x1x1xi64>
    %45 = tensor.empty() : tensor<2xi64>
    %46 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%45 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %352 = linalg.index 0 : index
      %353 = arith.index_cast %352 : index to i64
      linalg.yield %353 : i64
    } -> tensor<2xi64>
    %expanded_21 = tensor.expand_shape %46 [[0, 1, 2, 3, 4, 5]] output_shape [2, 1, 1, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1x1x1xi64>
    %47 = tensor.empty() : tensor<2x32x7x1x7x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map6, #map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21, %expanded_20, %expanded_19, %42 : tensor<2x1x1x1x1x1xi64>, tensor<32x1x1x1x1xi64>, tensor<7x1x1x1xi64>, tensor<7x1xi64>) outs(%47 : tensor<2x32x7x1x7x1xf32>) {
    ^bb0(%in: i64, %in_164: i64, %in_165: i64, %in_166: i64, %out: f32):
      %352 = arith.cmpi slt, %in, %c0_i64 : i64
      %353 = arith.addi %in, %c2_i64 : i64
      %354 = arith.select %352, %353, %in : i64
      %355 = arith.index_cast %354 : i64 to index
      %356 = arith.cmpi slt, %in_164, %c0_i64 : i64
      %357 = arith.addi %in_164, %c32_i64 : i64
      %358 = arith.select %356, %357, %in_164 : i64
      %359 = arith.index_cast %358 : i64 to index
      %360 = arith.cmpi slt, %in_165, %c0_i64 : i64
      %361 = arith.addi %in_165, %c1_i64 : i64
      %362 = arith.select %360, %361, %in_165 : i64
      %363 = arith.index_cast %362 : i64 to index
      %364 = arith.cmpi slt, %in_166, %c0_i64 : i64
      %365 = arith.addi %in_166, %c1_i64 : i64
      %366 = arith.select %364, %365, %in_166 : i64
      %367 = arith.index_cast %366 : i64 to index
      %extracted = tensor.extract %35[%355, %359, %363, %367] : tensor<2x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x32x7x1x7x1xf32>
    %49 = tensor.empty() : tensor<2x32x7x7xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "reduction"]} ins(%48 : tensor<2x32x7x1x7x1xf32>) outs(%50 : tensor<2x32x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
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
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.addf %in, %in_164 : f32
      linalg.yield %352 : f32
    } -> tensor<2x256xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.cmpf ugt, %in, %cst : f32
      %353 = arith.select %352, %in, %cst : f32
      linalg.yield %353 : f32
    } -> tensor<2x256xf32>
    %59 = tensor.empty() : tensor<256x256xf32>
    %transposed_22 = linalg.transpose ins(%arg20 : tensor<256x256xf32>) outs(%59 : tensor<256x256xf32>) permutation = [1, 0] 
    %60 = linalg.matmul ins(%58, %transposed_22 : tensor<2x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x256xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<2x256xf32>, tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.addf %in, %in_164 : f32
      linalg.yield %352 : f32
    } -> tensor<2x256xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.cmpf ugt, %in, %cst : f32
      %353 = arith.select %352, %in, %cst : f32
      linalg.yield %353 : f32
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
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.addf %in, %in_164 : f32
      linalg.yield %352 : f32
    } -> tensor<2x10xf32>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<2xi64>) -> tensor<2xi64>
    %71 = tensor.empty() : tensor<2xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<2xf32>) -> tensor<2xf32>
    %73:2 = linalg.generic {indexing_maps = [#map3, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%69 : tensor<2x10xf32>) outs(%72, %70 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %352 = linalg.index 1 : index
      %353 = arith.index_cast %352 : index to i64
      %354 = arith.maximumf %in, %out : f32
      %355 = arith.cmpf ogt, %in, %out : f32
      %356 = arith.select %355, %353, %out_164 : i64
      linalg.yield %354, %356 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_24 = tensor.expand_shape %73#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%69, %expanded_24 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.subf %in, %in_164 : f32
      linalg.yield %352 : f32
    } -> tensor<2x10xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<2x10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.exp %in : f32
      linalg.yield %352 : f32
    } -> tensor<2x10xf32>
    %76 = tensor.empty() : tensor<2x1xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "reduction"]} ins(%75 : tensor<2x10xf32>) outs(%77 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<2x1xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%78 : tensor<2x1xf32>) outs(%76 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.log %in : f32
      linalg.yield %352 : f32
    } -> tensor<2x1xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%74, %79 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.subf %in, %in_164 : f32
      linalg.yield %352 : f32
    } -> tensor<2x10xf32>
    %81 = tensor.empty() : tensor<2xi1>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%81 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %352 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %352 : i1
    } -> tensor<2xi1>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map2, #map1], iterator_types = ["parallel"]} ins(%82, %arg1, %cst_3 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%45 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_164: i64, %in_165: i64, %out: i64):
      %352 = arith.select %in, %in_164, %in_165 : i64
      linalg.yield %352 : i64
    } -> tensor<2xi64>
    %expanded_25 = tensor.expand_shape %83 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %84 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_25 : tensor<2x1xi64>) outs(%77 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %352 = linalg.index 0 : index
      %353 = arith.index_cast %in : i64 to index
      %354 = arith.cmpi slt, %353, %c10 : index
      cf.assert %354, "index must be smaller than dim size"
      %355 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %355, "index must be larger or equal to 0"
      %extracted = tensor.extract %80[%352, %353] : tensor<2x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_26 = tensor.collapse_shape %84 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_26 : tensor<2xf32>) outs(%71 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.negf %in : f32
      linalg.yield %352 : f32
    } -> tensor<2xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map2, #map1], iterator_types = ["parallel"]} ins(%82, %85, %cst_2 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%71 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2xf32>
    %87 = tensor.empty() : tensor<i64>
    %88 = linalg.fill ins(%c0_i64 : i64) outs(%87 : tensor<i64>) -> tensor<i64>
    %89 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction"]} ins(%82 : tensor<2xi1>) outs(%88 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %352 = arith.extui %in : i1 to i64
      %353 = arith.addi %352, %out : i64
      linalg.yield %353 : i64
    } -> tensor<i64>
    %90 = tensor.empty() : tensor<f32>
    %91 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%89 : tensor<i64>) outs(%90 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %352 = arith.sitofp %in : i64 to f32
      linalg.yield %352 : f32
    } -> tensor<f32>
    %92 = linalg.fill ins(%cst : f32) outs(%90 : tensor<f32>) -> tensor<f32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction"]} ins(%86 : tensor<2xf32>) outs(%92 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<f32>
    %94 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%93, %91 : tensor<f32>, tensor<f32>) outs(%90 : tensor<f32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.divf %in, %in_164 : f32
      linalg.yield %352 : f32
    } -> tensor<f32>
    %95 = tensor.empty() : tensor<10xi64>
    %96 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%95 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %352 = linalg.index 0 : index
      %353 = arith.index_cast %352 : index to i64
      linalg.yield %353 : i64
    } -> tensor<10xi64>
    %expanded_27 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %97 = tensor.empty() : tensor<2x10xi1>
    %98 = linalg.generic {indexing_maps = [#map12, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %96 : tensor<2x1xi64>, tensor<10xi64>) outs(%97 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      %352 = arith.cmpi eq, %in, %in_164 : i64
      linalg.yield %352 : i1
    } -> tensor<2x10xi1>
    %expanded_28 = tensor.expand_shape %82 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %99 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %expanded_28 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%97 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x10xi1>
    %100 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%90 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.negf %in : f32
      linalg.yield %352 : f32
    } -> tensor<f32>
    %101 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%100, %91 : tensor<f32>, tensor<f32>) outs(%90 : tensor<f32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.divf %in, %in_164 : f32
      linalg.yield %352 : f32
    } -> tensor<f32>
    %102 = linalg.generic {indexing_maps = [#map3, #map14, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%99, %101, %cst_2 : tensor<2x10xi1>, tensor<f32>, tensor<f32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x10xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<2x10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.exp %in : f32
      linalg.yield %352 : f32
    } -> tensor<2x10xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "reduction"]} ins(%102 : tensor<2x10xf32>) outs(%77 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<2x1xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%103, %104 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.mulf %in, %in_164 : f32
      linalg.yield %352 : f32
    } -> tensor<2x10xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%102, %105 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.subf %in, %in_164 : f32
      linalg.yield %352 : f32
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
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<1x10xf32>
    %collapsed_30 = tensor.collapse_shape %114 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32>
    %115 = tensor.empty() : tensor<2x256xi1>
    %116 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<2x256xf32>) outs(%115 : tensor<2x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %352 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %352 : i1
    } -> tensor<2x256xi1>
    %117 = linalg.generic {indexing_maps = [#map3, #map14, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_2, %107 : tensor<2x256xi1>, tensor<f32>, tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
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
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<1x256xf32>
    %collapsed_32 = tensor.collapse_shape %124 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<2x256xf32>) outs(%115 : tensor<2x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %352 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %352 : i1
    } -> tensor<2x256xi1>
    %126 = linalg.generic {indexing_maps = [#map3, #map14, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %cst_2, %118 : tensor<2x256xi1>, tensor<f32>, tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
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
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<1x256xf32>
    %collapsed_34 = tensor.collapse_shape %133 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_35 = tensor.expand_shape %129 [[0], [1, 2, 3]] output_shape [2, 32, 7, 7] : tensor<2x1568xf32> into tensor<2x32x7x7xf32>
    %expanded_36 = tensor.expand_shape %37 [[0, 1]] output_shape [7, 1] : tensor<7xi64> into tensor<7x1xi64>
    %expanded_37 = tensor.expand_shape %40 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64>
    %134 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_36, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_164: i64, %out: i64):
      %352 = arith.sitofp %in : i64 to f64
      %353 = arith.sitofp %in_164 : i64 to f64
      %354 = arith.divf %352, %353 : f64
      %355 = math.floor %354 : f64
      %356 = arith.fptosi %355 : f64 to i64
      linalg.yield %356 : i64
    } -> tensor<7x1xi64>
    %135 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_36 : tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %352 = arith.addi %in, %c1_i64 : i64
      linalg.yield %352 : i64
    } -> tensor<7x1xi64>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %352 = arith.addi %in, %c7_i64 : i64
      linalg.yield %352 : i64
    } -> tensor<7x1xi64>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %352 = arith.subi %in, %c1_i64 : i64
      linalg.yield %352 : i64
    } -> tensor<7x1xi64>
    %138 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%137, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_164: i64, %out: i64):
      %352 = arith.sitofp %in : i64 to f64
      %353 = arith.sitofp %in_164 : i64 to f64
      %354 = arith.divf %352, %353 : f64
      %355 = math.floor %354 : f64
      %356 = arith.fptosi %355 : f64 to i64
      linalg.yield %356 : i64
    } -> tensor<7x1xi64>
    %139 = tensor.empty() : tensor<7x1xi1>
    %140 = linalg.generic {indexing_maps = [#map15, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_37, %134 : tensor<1x1xi64>, tensor<7x1xi64>) outs(%139 : tensor<7x1xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      %352 = arith.cmpi sge, %in, %in_164 : i64
      linalg.yield %352 : i1
    } -> tensor<7x1xi1>
    %141 = linalg.generic {indexing_maps = [#map15, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_37, %138 : tensor<1x1xi64>, tensor<7x1xi64>) outs(%139 : tensor<7x1xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      %352 = arith.cmpi slt, %in, %in_164 : i64
      linalg.yield %352 : i1
    } -> tensor<7x1xi1>
    %142 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<7x1xi1>, tensor<7x1xi1>) outs(%139 : tensor<7x1xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<7x1xi1>
    %143 = tensor.empty() : tensor<7x1xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<7x1xi1>) outs(%143 : tensor<7x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %352 = arith.uitofp %in : i1 to f32
      linalg.yield %352 : f32
    } -> tensor<7x1xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%138, %134 : tensor<7x1xi64>, tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_164: i64, %out: i64):
      %352 = arith.subi %in, %in_164 : i64
      linalg.yield %352 : i64
    } -> tensor<7x1xi64>
    %146 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<7x1xi64>) outs(%143 : tensor<7x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %352 = arith.sitofp %in : i64 to f32
      linalg.yield %352 : f32
    } -> tensor<7x1xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%144, %146 : tensor<7x1xf32>, tensor<7x1xf32>) outs(%143 : tensor<7x1xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.divf %in, %in_164 : f32
      linalg.yield %352 : f32
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
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x32x1x1xf32>
    %extracted_slice_45 = tensor.extract_slice %32[0, 0, 1, 0] [2, 32, 1, 2] [1, 1, 2, 1] : tensor<2x32x2x2xf32> to tensor<2x32x1x2xf32>
    %extracted_slice_46 = tensor.extract_slice %extracted_slice_45[0, 0, 0, 0] [2, 32, 1, 1] [1, 1, 1, 2] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %extracted_slice_46 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x32x1x1xf32>
    %extracted_slice_47 = tensor.extract_slice %extracted_slice_45[0, 0, 0, 1] [2, 32, 1, 1] [1, 1, 1, 2] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %extracted_slice_47 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x32x1x1xf32>
    %160 = tensor.empty() : tensor<2x32x1x1xi1>
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %162 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_42, %cst_2 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xf32>, tensor<f32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %164 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %163 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.ori %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_42, %cst_2 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xf32>, tensor<f32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_46, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %169 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %168 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.ori %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %172 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_42, %cst_2 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xf32>, tensor<f32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_47, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %174 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x1x1xi1>
    %176 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_42, %cst_2 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xf32>, tensor<f32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x1x1xf32>
    %expanded_48 = tensor.expand_shape %162 [[0], [1], [2], [3, 4]] output_shape [2, 32, 1, 1, 1] : tensor<2x32x1x1xf32> into tensor<2x32x1x1x1xf32>
    %expanded_49 = tensor.expand_shape %167 [[0], [1], [2], [3, 4]] output_shape [2, 32, 1, 1, 1] : tensor<2x32x1x1xf32> into tensor<2x32x1x1x1xf32>
    %concat = tensor.concat dim(4) %expanded_48, %expanded_49 : (tensor<2x32x1x1x1xf32>, tensor<2x32x1x1x1xf32>) -> tensor<2x32x1x1x2xf32>
    %collapsed_50 = tensor.collapse_shape %concat [[0], [1], [2], [3, 4]] : tensor<2x32x1x1x2xf32> into tensor<2x32x1x2xf32>
    %expanded_51 = tensor.expand_shape %172 [[0], [1], [2], [3, 4]] output_shape [2, 32, 1, 1, 1] : tensor<2x32x1x1xf32> into tensor<2x32x1x1x1xf32>
    %expanded_52 = tensor.expand_shape %176 [[0], [1], [2], [3, 4]] output_shape [2, 32, 1, 1, 1] : tensor<2x32x1x1xf32> into tensor<2x32x1x1x1xf32>
    %concat_53 = tensor.concat dim(4) %expanded_51, %expanded_52 : (tensor<2x32x1x1x1xf32>, tensor<2x32x1x1x1xf32>) -> tensor<2x32x1x1x2xf32>
    %collapsed_54 = tensor.collapse_shape %concat_53 [[0], [1], [2], [3, 4]] : tensor<2x32x1x1x2xf32> into tensor<2x32x1x2xf32>
    %concat_55 = tensor.concat dim(3) %collapsed_50, %collapsed_54 : (tensor<2x32x1x2xf32>, tensor<2x32x1x2xf32>) -> tensor<2x32x1x4xf32>
    %expanded_56 = tensor.expand_shape %concat_55 [[0], [1], [2], [3, 4]] output_shape [2, 32, 1, 2, 2] : tensor<2x32x1x4xf32> into tensor<2x32x1x2x2xf32>
    %collapsed_57 = tensor.collapse_shape %expanded_56 [[0], [1], [2, 3], [4]] : tensor<2x32x1x2x2xf32> into tensor<2x32x2x2xf32>
    %177 = tensor.empty() : tensor<2x32x2x2xi1>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<2x32x2x2xf32>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %352 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %179 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %cst_2, %collapsed_57 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x2x2xf32>
    %180 = tensor.empty() : tensor<32x32x3x3xf32>
    %181 = linalg.fill ins(%cst : f32) outs(%180 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %182 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%181 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.subi %c2, %354 : index
      %357 = arith.subi %c2, %355 : index
      %extracted = tensor.extract %arg16[%353, %352, %356, %357] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %183 = linalg.fill ins(%cst : f32) outs(%21 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %inserted_slice = tensor.insert_slice %179 into %183[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32>
    %184 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %185 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %182 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%184 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %186 = tensor.empty() : tensor<32xf32>
    %187 = linalg.fill ins(%cst : f32) outs(%186 : tensor<32xf32>) -> tensor<32xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%179 : tensor<2x32x2x2xf32>) outs(%187 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<32xf32>
    %189 = tensor.empty() : tensor<32x2x2x2xf32>
    %transposed_58 = linalg.transpose ins(%30 : tensor<2x32x2x2xf32>) outs(%189 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_59 = linalg.transpose ins(%179 : tensor<2x32x2x2xf32>) outs(%189 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %padded_60 = tensor.pad %transposed_58 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<32x2x2x2xf32> to tensor<32x2x4x4xf32>
    %190 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_60, %transposed_59 : tensor<32x2x4x4xf32>, tensor<32x2x2x2xf32>) outs(%181 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_61 = linalg.transpose ins(%190 : tensor<32x32x3x3xf32>) outs(%180 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x32x2x2xf32>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %352 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %192 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %cst_2, %185 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x2x2xf32>
    %193 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%181 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.subi %c2, %354 : index
      %357 = arith.subi %c2, %355 : index
      %extracted = tensor.extract %arg14[%353, %352, %356, %357] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_62 = tensor.insert_slice %192 into %183[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32>
    %194 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_62, %193 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%184 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%192 : tensor<2x32x2x2xf32>) outs(%187 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<32xf32>
    %transposed_63 = linalg.transpose ins(%28 : tensor<2x32x2x2xf32>) outs(%189 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_64 = linalg.transpose ins(%192 : tensor<2x32x2x2xf32>) outs(%189 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %padded_65 = tensor.pad %transposed_63 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<32x2x2x2xf32> to tensor<32x2x4x4xf32>
    %196 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_65, %transposed_64 : tensor<32x2x4x4xf32>, tensor<32x2x2x2xf32>) outs(%181 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_66 = linalg.transpose ins(%196 : tensor<32x32x3x3xf32>) outs(%180 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_67 = tensor.extract_slice %25[0, 0, 0, 0] [2, 32, 2, 4] [1, 1, 2, 1] : tensor<2x32x4x4xf32> to tensor<2x32x2x4xf32>
    %extracted_slice_68 = tensor.extract_slice %extracted_slice_67[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %extracted_slice_69 = tensor.extract_slice %extracted_slice_67[0, 0, 0, 1] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_68, %extracted_slice_69 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x32x2x2xf32>
    %extracted_slice_70 = tensor.extract_slice %25[0, 0, 1, 0] [2, 32, 2, 4] [1, 1, 2, 1] : tensor<2x32x4x4xf32> to tensor<2x32x2x4xf32>
    %extracted_slice_71 = tensor.extract_slice %extracted_slice_70[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %extracted_slice_71 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x32x2x2xf32>
    %extracted_slice_72 = tensor.extract_slice %extracted_slice_70[0, 0, 0, 1] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %extracted_slice_72 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x32x2x2xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_68, %199 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %201 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %194, %cst_2 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xf32>, tensor<f32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x2x2xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_69, %199 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<2x32x2x2xi1>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %203 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %202 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.ori %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %206 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %194, %cst_2 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xf32>, tensor<f32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x2x2xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_71, %199 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<2x32x2x2xi1>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %208 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %210 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.ori %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %211 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %194, %cst_2 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xf32>, tensor<f32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x2x2xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_72, %199 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210 : tensor<2x32x2x2xi1>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %213 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%177 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x32x2x2xi1>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %194, %cst_2 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xf32>, tensor<f32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x2x2xf32>
    %expanded_73 = tensor.expand_shape %201 [[0], [1], [2], [3, 4]] output_shape [2, 32, 2, 2, 1] : tensor<2x32x2x2xf32> into tensor<2x32x2x2x1xf32>
    %expanded_74 = tensor.expand_shape %206 [[0], [1], [2], [3, 4]] output_shape [2, 32, 2, 2, 1] : tensor<2x32x2x2xf32> into tensor<2x32x2x2x1xf32>
    %concat_75 = tensor.concat dim(4) %expanded_73, %expanded_74 : (tensor<2x32x2x2x1xf32>, tensor<2x32x2x2x1xf32>) -> tensor<2x32x2x2x2xf32>
    %collapsed_76 = tensor.collapse_shape %concat_75 [[0], [1], [2], [3, 4]] : tensor<2x32x2x2x2xf32> into tensor<2x32x2x4xf32>
    %expanded_77 = tensor.expand_shape %211 [[0], [1], [2], [3, 4]] output_shape [2, 32, 2, 2, 1] : tensor<2x32x2x2xf32> into tensor<2x32x2x2x1xf32>
    %expanded_78 = tensor.expand_shape %215 [[0], [1], [2], [3, 4]] output_shape [2, 32, 2, 2, 1] : tensor<2x32x2x2xf32> into tensor<2x32x2x2x1xf32>
    %concat_79 = tensor.concat dim(4) %expanded_77, %expanded_78 : (tensor<2x32x2x2x1xf32>, tensor<2x32x2x2x1xf32>) -> tensor<2x32x2x2x2xf32>
    %collapsed_80 = tensor.collapse_shape %concat_79 [[0], [1], [2], [3, 4]] : tensor<2x32x2x2x2xf32> into tensor<2x32x2x4xf32>
    %concat_81 = tensor.concat dim(3) %collapsed_76, %collapsed_80 : (tensor<2x32x2x4xf32>, tensor<2x32x2x4xf32>) -> tensor<2x32x2x8xf32>
    %expanded_82 = tensor.expand_shape %concat_81 [[0], [1], [2], [3, 4]] output_shape [2, 32, 2, 2, 4] : tensor<2x32x2x8xf32> into tensor<2x32x2x2x4xf32>
    %collapsed_83 = tensor.collapse_shape %expanded_82 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x4xf32> into tensor<2x32x4x4xf32>
    %216 = tensor.empty() : tensor<2x32x4x4xi1>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x32x4x4xf32>) outs(%216 : tensor<2x32x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %352 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x4x4xi1>
    %218 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %cst_2, %collapsed_83 : tensor<2x32x4x4xi1>, tensor<f32>, tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x4x4xf32>
    %219 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%181 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.subi %c2, %354 : index
      %357 = arith.subi %c2, %355 : index
      %extracted = tensor.extract %arg12[%353, %352, %356, %357] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %220 = tensor.empty() : tensor<2x32x6x6xf32>
    %221 = linalg.fill ins(%cst : f32) outs(%220 : tensor<2x32x6x6xf32>) -> tensor<2x32x6x6xf32>
    %inserted_slice_84 = tensor.insert_slice %218 into %221[0, 0, 1, 1] [2, 32, 4, 4] [1, 1, 1, 1] : tensor<2x32x4x4xf32> into tensor<2x32x6x6xf32>
    %222 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_84, %219 : tensor<2x32x6x6xf32>, tensor<32x32x3x3xf32>) outs(%183 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%218 : tensor<2x32x4x4xf32>) outs(%187 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<32xf32>
    %224 = tensor.empty() : tensor<32x2x4x4xf32>
    %transposed_85 = linalg.transpose ins(%23 : tensor<2x32x4x4xf32>) outs(%224 : tensor<32x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_86 = linalg.transpose ins(%218 : tensor<2x32x4x4xf32>) outs(%224 : tensor<32x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_87 = tensor.pad %transposed_85 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<32x2x4x4xf32> to tensor<32x2x6x6xf32>
    %225 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_87, %transposed_86 : tensor<32x2x6x6xf32>, tensor<32x2x4x4xf32>) outs(%181 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_88 = linalg.transpose ins(%225 : tensor<32x32x3x3xf32>) outs(%180 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x32x4x4xf32>) outs(%216 : tensor<2x32x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %352 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %352 : i1
    } -> tensor<2x32x4x4xi1>
    %227 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %cst_2, %222 : tensor<2x32x4x4xi1>, tensor<f32>, tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x32x4x4xf32>
    %228 = tensor.empty() : tensor<16x32x3x3xf32>
    %229 = linalg.fill ins(%cst : f32) outs(%228 : tensor<16x32x3x3xf32>) -> tensor<16x32x3x3xf32>
    %230 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%229 : tensor<16x32x3x3xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.subi %c2, %354 : index
      %357 = arith.subi %c2, %355 : index
      %extracted = tensor.extract %arg10[%353, %352, %356, %357] : tensor<32x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32x3x3xf32>
    %inserted_slice_89 = tensor.insert_slice %227 into %221[0, 0, 1, 1] [2, 32, 4, 4] [1, 1, 1, 1] : tensor<2x32x4x4xf32> into tensor<2x32x6x6xf32>
    %231 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %232 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_89, %230 : tensor<2x32x6x6xf32>, tensor<16x32x3x3xf32>) outs(%231 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%227 : tensor<2x32x4x4xf32>) outs(%187 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<32xf32>
    %234 = tensor.empty() : tensor<16x2x4x4xf32>
    %transposed_90 = linalg.transpose ins(%20 : tensor<2x16x4x4xf32>) outs(%234 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_91 = linalg.transpose ins(%227 : tensor<2x32x4x4xf32>) outs(%224 : tensor<32x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_92 = tensor.pad %transposed_90 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<16x2x4x4xf32> to tensor<16x2x6x6xf32>
    %235 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_92, %transposed_91 : tensor<16x2x6x6xf32>, tensor<32x2x4x4xf32>) outs(%229 : tensor<16x32x3x3xf32>) -> tensor<16x32x3x3xf32>
    %236 = tensor.empty() : tensor<32x16x3x3xf32>
    %transposed_93 = linalg.transpose ins(%235 : tensor<16x32x3x3xf32>) outs(%236 : tensor<32x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_94 = tensor.extract_slice %17[0, 0, 0, 0] [2, 16, 4, 8] [1, 1, 2, 1] : tensor<2x16x8x8xf32> to tensor<2x16x4x8xf32>
    %extracted_slice_95 = tensor.extract_slice %extracted_slice_94[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %extracted_slice_96 = tensor.extract_slice %extracted_slice_94[0, 0, 0, 1] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_95, %extracted_slice_96 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x16x4x4xf32>
    %extracted_slice_97 = tensor.extract_slice %17[0, 0, 1, 0] [2, 16, 4, 8] [1, 1, 2, 1] : tensor<2x16x8x8xf32> to tensor<2x16x4x8xf32>
    %extracted_slice_98 = tensor.extract_slice %extracted_slice_97[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %extracted_slice_98 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x16x4x4xf32>
    %extracted_slice_99 = tensor.extract_slice %extracted_slice_97[0, 0, 0, 1] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %extracted_slice_99 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x16x4x4xf32>
    %240 = tensor.empty() : tensor<2x16x4x4xi1>
    %241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_95, %239 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %232, %cst_2 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xf32>, tensor<f32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x16x4x4xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_96, %239 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241 : tensor<2x16x4x4xi1>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %244 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %246 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %243 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.ori %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %247 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %232, %cst_2 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xf32>, tensor<f32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x16x4x4xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_98, %239 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<2x16x4x4xi1>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %250 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %249 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %251 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %248 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.ori %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %252 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %232, %cst_2 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xf32>, tensor<f32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x16x4x4xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_99, %239 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<2x16x4x4xi1>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %255 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %254 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%240 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x16x4x4xi1>
    %256 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %232, %cst_2 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xf32>, tensor<f32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x16x4x4xf32>
    %expanded_100 = tensor.expand_shape %242 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 4, 1] : tensor<2x16x4x4xf32> into tensor<2x16x4x4x1xf32>
    %expanded_101 = tensor.expand_shape %247 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 4, 1] : tensor<2x16x4x4xf32> into tensor<2x16x4x4x1xf32>
    %concat_102 = tensor.concat dim(4) %expanded_100, %expanded_101 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %collapsed_103 = tensor.collapse_shape %concat_102 [[0], [1], [2], [3, 4]] : tensor<2x16x4x4x2xf32> into tensor<2x16x4x8xf32>
    %expanded_104 = tensor.expand_shape %252 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 4, 1] : tensor<2x16x4x4xf32> into tensor<2x16x4x4x1xf32>
    %expanded_105 = tensor.expand_shape %256 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 4, 1] : tensor<2x16x4x4xf32> into tensor<2x16x4x4x1xf32>
    %concat_106 = tensor.concat dim(4) %expanded_104, %expanded_105 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %collapsed_107 = tensor.collapse_shape %concat_106 [[0], [1], [2], [3, 4]] : tensor<2x16x4x4x2xf32> into tensor<2x16x4x8xf32>
    %concat_108 = tensor.concat dim(3) %collapsed_103, %collapsed_107 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %expanded_109 = tensor.expand_shape %concat_108 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 2, 8] : tensor<2x16x4x16xf32> into tensor<2x16x4x2x8xf32>
    %collapsed_110 = tensor.collapse_shape %expanded_109 [[0], [1], [2, 3], [4]] : tensor<2x16x4x2x8xf32> into tensor<2x16x8x8xf32>
    %257 = tensor.empty() : tensor<2x16x8x8xi1>
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<2x16x8x8xf32>) outs(%257 : tensor<2x16x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %352 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %352 : i1
    } -> tensor<2x16x8x8xi1>
    %259 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %cst_2, %collapsed_110 : tensor<2x16x8x8xi1>, tensor<f32>, tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x16x8x8xf32>
    %260 = tensor.empty() : tensor<16x16x3x3xf32>
    %261 = linalg.fill ins(%cst : f32) outs(%260 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %262 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%261 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.subi %c2, %354 : index
      %357 = arith.subi %c2, %355 : index
      %extracted = tensor.extract %arg8[%353, %352, %356, %357] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %263 = tensor.empty() : tensor<2x16x10x10xf32>
    %264 = linalg.fill ins(%cst : f32) outs(%263 : tensor<2x16x10x10xf32>) -> tensor<2x16x10x10xf32>
    %inserted_slice_111 = tensor.insert_slice %259 into %264[0, 0, 1, 1] [2, 16, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> into tensor<2x16x10x10xf32>
    %265 = linalg.fill ins(%cst : f32) outs(%13 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %266 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_111, %262 : tensor<2x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%265 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %267 = tensor.empty() : tensor<16xf32>
    %268 = linalg.fill ins(%cst : f32) outs(%267 : tensor<16xf32>) -> tensor<16xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%259 : tensor<2x16x8x8xf32>) outs(%268 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<16xf32>
    %270 = tensor.empty() : tensor<16x2x8x8xf32>
    %transposed_112 = linalg.transpose ins(%15 : tensor<2x16x8x8xf32>) outs(%270 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_113 = linalg.transpose ins(%259 : tensor<2x16x8x8xf32>) outs(%270 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_114 = tensor.pad %transposed_112 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<16x2x8x8xf32> to tensor<16x2x10x10xf32>
    %271 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_114, %transposed_113 : tensor<16x2x10x10xf32>, tensor<16x2x8x8xf32>) outs(%261 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_115 = linalg.transpose ins(%271 : tensor<16x16x3x3xf32>) outs(%260 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x16x8x8xf32>) outs(%257 : tensor<2x16x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %352 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %352 : i1
    } -> tensor<2x16x8x8xi1>
    %273 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %cst_2, %266 : tensor<2x16x8x8xi1>, tensor<f32>, tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x16x8x8xf32>
    %274 = tensor.empty() : tensor<8x16x3x3xf32>
    %275 = linalg.fill ins(%cst : f32) outs(%274 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %276 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%275 : tensor<8x16x3x3xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.subi %c2, %354 : index
      %357 = arith.subi %c2, %355 : index
      %extracted = tensor.extract %arg6[%353, %352, %356, %357] : tensor<16x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x3x3xf32>
    %inserted_slice_116 = tensor.insert_slice %273 into %264[0, 0, 1, 1] [2, 16, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> into tensor<2x16x10x10xf32>
    %277 = linalg.fill ins(%cst : f32) outs(%10 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %278 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_116, %276 : tensor<2x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%277 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%273 : tensor<2x16x8x8xf32>) outs(%268 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<16xf32>
    %280 = tensor.empty() : tensor<8x2x8x8xf32>
    %transposed_117 = linalg.transpose ins(%12 : tensor<2x8x8x8xf32>) outs(%280 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_118 = linalg.transpose ins(%273 : tensor<2x16x8x8xf32>) outs(%270 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_119 = tensor.pad %transposed_117 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %281 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_119, %transposed_118 : tensor<8x2x10x10xf32>, tensor<16x2x8x8xf32>) outs(%275 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %282 = tensor.empty() : tensor<16x8x3x3xf32>
    %transposed_120 = linalg.transpose ins(%281 : tensor<8x16x3x3xf32>) outs(%282 : tensor<16x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_121 = tensor.extract_slice %9[0, 0, 0, 0] [2, 8, 8, 16] [1, 1, 2, 1] : tensor<2x8x16x16xf32> to tensor<2x8x8x16xf32>
    %extracted_slice_122 = tensor.extract_slice %extracted_slice_121[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %extracted_slice_123 = tensor.extract_slice %extracted_slice_121[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_122, %extracted_slice_123 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_124 = tensor.extract_slice %9[0, 0, 1, 0] [2, 8, 8, 16] [1, 1, 2, 1] : tensor<2x8x16x16xf32> to tensor<2x8x8x16xf32>
    %extracted_slice_125 = tensor.extract_slice %extracted_slice_124[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %extracted_slice_125 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_126 = tensor.extract_slice %extracted_slice_124[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %extracted_slice_126 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x8x8x8xf32>
    %286 = tensor.empty() : tensor<2x8x8x8xi1>
    %287 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_122, %285 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %288 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %278, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x8x8x8xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_123, %285 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<2x8x8x8xi1>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %291 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %290 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %292 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %289 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.ori %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %293 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %278, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x8x8x8xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_125, %285 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<2x8x8x8xi1>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %296 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %295 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %297 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %294 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.ori %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %298 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %278, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x8x8x8xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_126, %285 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<2x8x8x8xi1>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %301 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %300 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%286 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x8x8x8xi1>
    %302 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %278, %cst_2 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>, tensor<f32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x8x8x8xf32>
    %expanded_127 = tensor.expand_shape %288 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x8x1xf32>
    %expanded_128 = tensor.expand_shape %293 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x8x1xf32>
    %concat_129 = tensor.concat dim(4) %expanded_127, %expanded_128 : (tensor<2x8x8x8x1xf32>, tensor<2x8x8x8x1xf32>) -> tensor<2x8x8x8x2xf32>
    %collapsed_130 = tensor.collapse_shape %concat_129 [[0], [1], [2], [3, 4]] : tensor<2x8x8x8x2xf32> into tensor<2x8x8x16xf32>
    %expanded_131 = tensor.expand_shape %298 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x8x1xf32>
    %expanded_132 = tensor.expand_shape %302 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x8x1xf32>
    %concat_133 = tensor.concat dim(4) %expanded_131, %expanded_132 : (tensor<2x8x8x8x1xf32>, tensor<2x8x8x8x1xf32>) -> tensor<2x8x8x8x2xf32>
    %collapsed_134 = tensor.collapse_shape %concat_133 [[0], [1], [2], [3, 4]] : tensor<2x8x8x8x2xf32> into tensor<2x8x8x16xf32>
    %concat_135 = tensor.concat dim(3) %collapsed_130, %collapsed_134 : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x32xf32>
    %expanded_136 = tensor.expand_shape %concat_135 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 2, 16] : tensor<2x8x8x32xf32> into tensor<2x8x8x2x16xf32>
    %collapsed_137 = tensor.collapse_shape %expanded_136 [[0], [1], [2, 3], [4]] : tensor<2x8x8x2x16xf32> into tensor<2x8x16x16xf32>
    %303 = tensor.empty() : tensor<2x8x16x16xi1>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x8x16x16xf32>) outs(%303 : tensor<2x8x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %352 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %352 : i1
    } -> tensor<2x8x16x16xi1>
    %305 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %cst_2, %collapsed_137 : tensor<2x8x16x16xi1>, tensor<f32>, tensor<2x8x16x16xf32>) outs(%7 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x8x16x16xf32>
    %306 = tensor.empty() : tensor<4x8x3x3xf32>
    %307 = linalg.fill ins(%cst : f32) outs(%306 : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %308 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%307 : tensor<4x8x3x3xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.subi %c2, %354 : index
      %357 = arith.subi %c2, %355 : index
      %extracted = tensor.extract %arg4[%353, %352, %356, %357] : tensor<8x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x3x3xf32>
    %309 = tensor.empty() : tensor<2x8x18x18xf32>
    %310 = linalg.fill ins(%cst : f32) outs(%309 : tensor<2x8x18x18xf32>) -> tensor<2x8x18x18xf32>
    %inserted_slice_138 = tensor.insert_slice %305 into %310[0, 0, 1, 1] [2, 8, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> into tensor<2x8x18x18xf32>
    %311 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %312 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_138, %308 : tensor<2x8x18x18xf32>, tensor<4x8x3x3xf32>) outs(%311 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %313 = tensor.empty() : tensor<4x2x16x16xf32>
    %transposed_139 = linalg.transpose ins(%6 : tensor<2x4x16x16xf32>) outs(%313 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %314 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_140 = linalg.transpose ins(%305 : tensor<2x8x16x16xf32>) outs(%314 : tensor<8x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_141 = tensor.pad %transposed_139 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<4x2x16x16xf32> to tensor<4x2x18x18xf32>
    %315 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_141, %transposed_140 : tensor<4x2x18x18xf32>, tensor<8x2x16x16xf32>) outs(%307 : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %316 = tensor.empty() : tensor<8x4x3x3xf32>
    %transposed_142 = linalg.transpose ins(%315 : tensor<4x8x3x3xf32>) outs(%316 : tensor<8x4x3x3xf32>) permutation = [1, 0, 2, 3] 
    %317 = tensor.empty() : tensor<8xf32>
    %318 = linalg.fill ins(%cst : f32) outs(%317 : tensor<8xf32>) -> tensor<8xf32>
    %319 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%305 : tensor<2x8x16x16xf32>) outs(%318 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<8xf32>
    %extracted_slice_143 = tensor.extract_slice %2[0, 0, 0, 0] [2, 4, 16, 32] [1, 1, 2, 1] : tensor<2x4x32x32xf32> to tensor<2x4x16x32xf32>
    %extracted_slice_144 = tensor.extract_slice %extracted_slice_143[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %extracted_slice_145 = tensor.extract_slice %extracted_slice_143[0, 0, 0, 1] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_144, %extracted_slice_145 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x4x16x16xf32>
    %extracted_slice_146 = tensor.extract_slice %2[0, 0, 1, 0] [2, 4, 16, 32] [1, 1, 2, 1] : tensor<2x4x32x32xf32> to tensor<2x4x16x32xf32>
    %extracted_slice_147 = tensor.extract_slice %extracted_slice_146[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %extracted_slice_147 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x4x16x16xf32>
    %extracted_slice_148 = tensor.extract_slice %extracted_slice_146[0, 0, 0, 1] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %extracted_slice_148 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %352 = arith.cmpf ogt, %in, %in_164 : f32
      %353 = arith.select %352, %in, %in_164 : f32
      linalg.yield %353 : f32
    } -> tensor<2x4x16x16xf32>
    %323 = tensor.empty() : tensor<2x4x16x16xi1>
    %324 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_144, %322 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %325 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %312, %cst_2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x4x16x16xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_145, %322 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324 : tensor<2x4x16x16xi1>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %328 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %327 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %326 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.ori %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %330 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %312, %cst_2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x4x16x16xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_147, %322 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329 : tensor<2x4x16x16xi1>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %333 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %332 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %331 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.ori %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %335 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %312, %cst_2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x4x16x16xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_148, %322 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_164: f32, %out: i1):
      %352 = arith.cmpf oeq, %in, %in_164 : f32
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<2x4x16x16xi1>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %352 = arith.xori %in, %true : i1
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %338 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %337 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%323 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %352 = arith.andi %in, %in_164 : i1
      linalg.yield %352 : i1
    } -> tensor<2x4x16x16xi1>
    %339 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %312, %cst_2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x4x16x16xf32>
    %expanded_149 = tensor.expand_shape %325 [[0], [1], [2], [3, 4]] output_shape [2, 4, 16, 16, 1] : tensor<2x4x16x16xf32> into tensor<2x4x16x16x1xf32>
    %expanded_150 = tensor.expand_shape %330 [[0], [1], [2], [3, 4]] output_shape [2, 4, 16, 16, 1] : tensor<2x4x16x16xf32> into tensor<2x4x16x16x1xf32>
    %concat_151 = tensor.concat dim(4) %expanded_149, %expanded_150 : (tensor<2x4x16x16x1xf32>, tensor<2x4x16x16x1xf32>) -> tensor<2x4x16x16x2xf32>
    %collapsed_152 = tensor.collapse_shape %concat_151 [[0], [1], [2], [3, 4]] : tensor<2x4x16x16x2xf32> into tensor<2x4x16x32xf32>
    %expanded_153 = tensor.expand_shape %335 [[0], [1], [2], [3, 4]] output_shape [2, 4, 16, 16, 1] : tensor<2x4x16x16xf32> into tensor<2x4x16x16x1xf32>
    %expanded_154 = tensor.expand_shape %339 [[0], [1], [2], [3, 4]] output_shape [2, 4, 16, 16, 1] : tensor<2x4x16x16xf32> into tensor<2x4x16x16x1xf32>
    %concat_155 = tensor.concat dim(4) %expanded_153, %expanded_154 : (tensor<2x4x16x16x1xf32>, tensor<2x4x16x16x1xf32>) -> tensor<2x4x16x16x2xf32>
    %collapsed_156 = tensor.collapse_shape %concat_155 [[0], [1], [2], [3, 4]] : tensor<2x4x16x16x2xf32> into tensor<2x4x16x32xf32>
    %concat_157 = tensor.concat dim(3) %collapsed_152, %collapsed_156 : (tensor<2x4x16x32xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x16x64xf32>
    %expanded_158 = tensor.expand_shape %concat_157 [[0], [1], [2], [3, 4]] output_shape [2, 4, 16, 2, 32] : tensor<2x4x16x64xf32> into tensor<2x4x16x2x32xf32>
    %collapsed_159 = tensor.collapse_shape %expanded_158 [[0], [1], [2, 3], [4]] : tensor<2x4x16x2x32xf32> into tensor<2x4x32x32xf32>
    %340 = tensor.empty() : tensor<2x4x32x32xi1>
    %341 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x4x32x32xf32>) outs(%340 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %352 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %352 : i1
    } -> tensor<2x4x32x32xi1>
    %342 = linalg.generic {indexing_maps = [#map, #map17, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %cst_2, %collapsed_159 : tensor<2x4x32x32xi1>, tensor<f32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %352 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %352 : f32
    } -> tensor<2x4x32x32xf32>
    %343 = tensor.empty() : tensor<3x2x32x32xf32>
    %transposed_160 = linalg.transpose ins(%arg0 : tensor<2x3x32x32xf32>) outs(%343 : tensor<3x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %344 = tensor.empty() : tensor<4x2x32x32xf32>
    %transposed_161 = linalg.transpose ins(%342 : tensor<2x4x32x32xf32>) outs(%344 : tensor<4x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_162 = tensor.pad %transposed_160 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<3x2x32x32xf32> to tensor<3x2x34x34xf32>
    %345 = tensor.empty() : tensor<3x4x3x3xf32>
    %346 = linalg.fill ins(%cst : f32) outs(%345 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %347 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_162, %transposed_161 : tensor<3x2x34x34xf32>, tensor<4x2x32x32xf32>) outs(%346 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %348 = tensor.empty() : tensor<4x3x3x3xf32>
    %transposed_163 = linalg.transpose ins(%347 : tensor<3x4x3x3xf32>) outs(%348 : tensor<4x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    %349 = tensor.empty() : tensor<4xf32>
    %350 = linalg.fill ins(%cst : f32) outs(%349 : tensor<4xf32>) -> tensor<4xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%342 : tensor<2x4x32x32xf32>) outs(%350 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<4xf32>
    return %94, %transposed_163, %351, %transposed_142, %319, %transposed_120, %279, %transposed_115, %269, %transposed_93, %233, %transposed_88, %223, %transposed_66, %195, %transposed_61, %188, %132, %collapsed_34, %121, %collapsed_32, %111, %collapsed_30 : tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<256x1568xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>
  }
}
