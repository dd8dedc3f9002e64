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
#map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, 0, d4, 0)>
#map18 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
#map19 = affine_map<(d0, d1, d2, d3) -> ()>
#map20 = affine_map<(d0, d1, d2, d3) -> (d1)>
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
      %342 = arith.maximumf %in, %cst : f32
      linalg.yield %342 : f32
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
      %342 = arith.maximumf %in, %cst : f32
      linalg.yield %342 : f32
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
      %342 = arith.maximumf %in, %cst : f32
      linalg.yield %342 : f32
    } -> tensor<2x16x8x8xf32>
    %padded_9 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x16x8x8xf32> to tensor<2x16x10x10xf32>
    %broadcasted_10 = linalg.broadcast ins(%arg9 : tensor<16xf32>) outs(%13 : tensor<2x16x8x8xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_9, %arg8 : tensor<2x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_10 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.maximumf %in, %cst : f32
      linalg.yield %342 : f32
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
      %342 = arith.maximumf %in, %cst : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x4x4xf32>
    %padded_13 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x4x4xf32> to tensor<2x32x6x6xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg13 : tensor<32xf32>) outs(%21 : tensor<2x32x4x4xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_13, %arg12 : tensor<2x32x6x6xf32>, tensor<32x32x3x3xf32>) outs(%broadcasted_14 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.maximumf %in, %cst : f32
      linalg.yield %342 : f32
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
      %342 = arith.maximumf %in, %cst : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x2x2xf32>
    %padded_17 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<2x32x2x2xf32> to tensor<2x32x4x4xf32>
    %broadcasted_18 = linalg.broadcast ins(%arg17 : tensor<32xf32>) outs(%26 : tensor<2x32x2x2xf32>) dimensions = [0, 2, 3] 
    %31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %arg16 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%broadcasted_18 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.maximumf %in, %cst : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x2x2xf32>
    %33 = tensor.empty() : tensor<2x32x1x1xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<2x32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %35 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%32, %5 : tensor<2x32x2x2xf32>, tensor<2x2xf32>) outs(%34 : tensor<2x32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %36 = tensor.empty() : tensor<7xi64>
    %37 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%36 : tensor<7xi64>) {
    ^bb0(%out: i64):
      %342 = linalg.index 0 : index
      %343 = arith.index_cast %342 : index to i64
      linalg.yield %343 : i64
    } -> tensor<7xi64>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%37, %cst_4 : tensor<7xi64>, tensor<i64>) outs(%36 : tensor<7xi64>) {
    ^bb0(%in: i64, %in_158: i64, %out: i64):
      %342 = arith.divsi %in, %in_158 : i64
      linalg.yield %342 : i64
    } -> tensor<7xi64>
    %39 = tensor.empty() : tensor<1xi64>
    %40 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%39 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded = tensor.expand_shape %38 [[0, 1]] output_shape [7, 1] : tensor<7xi64> into tensor<7x1xi64>
    %41 = tensor.empty() : tensor<7x1xi64>
    %42 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %40 : tensor<7x1xi64>, tensor<1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_158: i64, %out: i64):
      %342 = arith.addi %in, %in_158 : i64
      linalg.yield %342 : i64
    } -> tensor<7x1xi64>
    %expanded_19 = tensor.expand_shape %42 [[0], [1, 2, 3]] output_shape [7, 1, 1, 1] : tensor<7x1xi64> into tensor<7x1x1x1xi64>
    %43 = tensor.empty() : tensor<32xi64>
    %44 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%43 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %342 = linalg.index 0 : index
      %343 = arith.index_cast %342 : index to i64
      linalg.yield %343 : i64
    } -> tensor<32xi64>
    %expanded_20 = tensor.expand_shape %44 [[0, 1, 2, 3, 4]] output_shape [32, 1, 1, 1, 1] : tensor<32xi64> into tensor<32x1x1x1x1xi64>
    %45 = tensor.empty() : tensor<2xi64>
    %46 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%45 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %342 = linalg.index 0 : index
      %343 = arith.index_cast %342 : index to i64
      linalg.yield %343 : i64
    } -> tensor<2xi64>
    %expanded_21 = tensor.expand_shape %46 [[0, 1, 2, 3, 4, 5]] output_shape [2, 1, 1, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1x1x1xi64>
    %47 = tensor.empty() : tensor<2x32x7x1x7x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map6, #map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21, %expanded_20, %expanded_19, %42 : tensor<2x1x1x1x1x1xi64>, tensor<32x1x1x1x1xi64>, tensor<7x1x1x1xi64>, tensor<7x1xi64>) outs(%47 : tensor<2x32x7x1x7x1xf32>) {
    ^bb0(%in: i64, %in_158: i64, %in_159: i64, %in_160: i64, %out: f32):
      %342 = arith.cmpi slt, %in, %c0_i64 : i64
      %343 = arith.addi %in, %c2_i64 : i64
      %344 = arith.select %342, %343, %in : i64
      %345 = arith.index_cast %344 : i64 to index
      %346 = arith.cmpi slt, %in_158, %c0_i64 : i64
      %347 = arith.addi %in_158, %c32_i64 : i64
      %348 = arith.select %346, %347, %in_158 : i64
      %349 = arith.index_cast %348 : i64 to index
      %350 = arith.cmpi slt, %in_159, %c0_i64 : i64
      %351 = arith.addi %in_159, %c1_i64 : i64
      %352 = arith.select %350, %351, %in_159 : i64
      %353 = arith.index_cast %352 : i64 to index
      %354 = arith.cmpi slt, %in_160, %c0_i64 : i64
      %355 = arith.addi %in_160, %c1_i64 : i64
      %356 = arith.select %354, %355, %in_160 : i64
      %357 = arith.index_cast %356 : i64 to index
      %extracted = tensor.extract %35[%345, %349, %353, %357] : tensor<2x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x32x7x1x7x1xf32>
    %49 = tensor.empty() : tensor<2x32x7x7xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<2x32x7x7xf32>) -> tensor<2x32x7x7xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "reduction"]} ins(%48 : tensor<2x32x7x1x7x1xf32>) outs(%50 : tensor<2x32x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
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
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.addf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x256xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.maximumf %in, %cst : f32
      linalg.yield %342 : f32
    } -> tensor<2x256xf32>
    %59 = tensor.empty() : tensor<256x256xf32>
    %transposed_22 = linalg.transpose ins(%arg20 : tensor<256x256xf32>) outs(%59 : tensor<256x256xf32>) permutation = [1, 0] 
    %60 = linalg.matmul ins(%58, %transposed_22 : tensor<2x256xf32>, tensor<256x256xf32>) outs(%54 : tensor<2x256xf32>) -> tensor<2x256xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x256xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<2x256xf32>, tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.addf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x256xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.maximumf %in, %cst : f32
      linalg.yield %342 : f32
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
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.addf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x10xf32>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<2xi64>) -> tensor<2xi64>
    %71 = tensor.empty() : tensor<2xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<2xf32>) -> tensor<2xf32>
    %73:2 = linalg.generic {indexing_maps = [#map3, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%69 : tensor<2x10xf32>) outs(%72, %70 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_158: i64):
      %342 = linalg.index 1 : index
      %343 = arith.index_cast %342 : index to i64
      %344 = arith.maximumf %in, %out : f32
      %345 = arith.cmpf ugt, %in, %out : f32
      %346 = arith.cmpf ord, %out, %out : f32
      %347 = arith.andi %345, %346 : i1
      %348 = arith.select %347, %343, %out_158 : i64
      linalg.yield %344, %348 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_24 = tensor.expand_shape %73#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%69, %expanded_24 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.subf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x10xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<2x10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = math.exp %in : f32
      linalg.yield %342 : f32
    } -> tensor<2x10xf32>
    %76 = tensor.empty() : tensor<2x1xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "reduction"]} ins(%75 : tensor<2x10xf32>) outs(%77 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<2x1xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%78 : tensor<2x1xf32>) outs(%76 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = math.log %in : f32
      linalg.yield %342 : f32
    } -> tensor<2x1xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%74, %79 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.subf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x10xf32>
    %81 = tensor.empty() : tensor<2xi1>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi64>) outs(%81 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %342 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %342 : i1
    } -> tensor<2xi1>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map2, #map1], iterator_types = ["parallel"]} ins(%82, %arg1, %cst_3 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%45 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_158: i64, %in_159: i64, %out: i64):
      %342 = arith.select %in, %in_158, %in_159 : i64
      linalg.yield %342 : i64
    } -> tensor<2xi64>
    %expanded_25 = tensor.expand_shape %83 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %84 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_25 : tensor<2x1xi64>) outs(%77 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %342 = linalg.index 0 : index
      %343 = arith.index_cast %in : i64 to index
      %344 = arith.cmpi slt, %343, %c10 : index
      cf.assert %344, "index must be smaller than dim size"
      %345 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %345, "index must be larger or equal to 0"
      %extracted = tensor.extract %80[%342, %343] : tensor<2x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_26 = tensor.collapse_shape %84 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_26 : tensor<2xf32>) outs(%71 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.negf %in : f32
      linalg.yield %342 : f32
    } -> tensor<2xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map2, #map1], iterator_types = ["parallel"]} ins(%82, %85, %cst_2 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%71 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2xf32>
    %87 = tensor.empty() : tensor<i64>
    %88 = linalg.fill ins(%c0_i64 : i64) outs(%87 : tensor<i64>) -> tensor<i64>
    %89 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction"]} ins(%82 : tensor<2xi1>) outs(%88 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %342 = arith.extui %in : i1 to i64
      %343 = arith.addi %342, %out : i64
      linalg.yield %343 : i64
    } -> tensor<i64>
    %90 = tensor.empty() : tensor<f32>
    %91 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%89 : tensor<i64>) outs(%90 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %342 = arith.sitofp %in : i64 to f32
      linalg.yield %342 : f32
    } -> tensor<f32>
    %92 = linalg.fill ins(%cst : f32) outs(%90 : tensor<f32>) -> tensor<f32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction"]} ins(%86 : tensor<2xf32>) outs(%92 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<f32>
    %94 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%93, %91 : tensor<f32>, tensor<f32>) outs(%90 : tensor<f32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.divf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<f32>
    %95 = tensor.empty() : tensor<10xi64>
    %96 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%95 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %342 = linalg.index 0 : index
      %343 = arith.index_cast %342 : index to i64
      linalg.yield %343 : i64
    } -> tensor<10xi64>
    %expanded_27 = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %97 = tensor.empty() : tensor<2x10xi1>
    %98 = linalg.generic {indexing_maps = [#map12, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %96 : tensor<2x1xi64>, tensor<10xi64>) outs(%97 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_158: i64, %out: i1):
      %342 = arith.cmpi eq, %in, %in_158 : i64
      linalg.yield %342 : i1
    } -> tensor<2x10xi1>
    %expanded_28 = tensor.expand_shape %82 [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
    %99 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %expanded_28 : tensor<2x10xi1>, tensor<2x1xi1>) outs(%97 : tensor<2x10xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x10xi1>
    %100 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%90 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.negf %in : f32
      linalg.yield %342 : f32
    } -> tensor<f32>
    %101 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%100, %91 : tensor<f32>, tensor<f32>) outs(%90 : tensor<f32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.divf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<f32>
    %102 = linalg.generic {indexing_maps = [#map3, #map14, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%99, %101, %cst_2 : tensor<2x10xi1>, tensor<f32>, tensor<f32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x10xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<2x10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = math.exp %in : f32
      linalg.yield %342 : f32
    } -> tensor<2x10xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "reduction"]} ins(%102 : tensor<2x10xf32>) outs(%77 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<2x1xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%103, %104 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.mulf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x10xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%102, %105 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%65 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.subf %in, %in_158 : f32
      linalg.yield %342 : f32
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
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<1x10xf32>
    %collapsed_30 = tensor.collapse_shape %114 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32>
    %115 = tensor.empty() : tensor<2x256xi1>
    %116 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<2x256xf32>) outs(%115 : tensor<2x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %342 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %342 : i1
    } -> tensor<2x256xi1>
    %117 = linalg.generic {indexing_maps = [#map3, #map14, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_2, %107 : tensor<2x256xi1>, tensor<f32>, tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
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
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<1x256xf32>
    %collapsed_32 = tensor.collapse_shape %124 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<2x256xf32>) outs(%115 : tensor<2x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %342 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %342 : i1
    } -> tensor<2x256xi1>
    %126 = linalg.generic {indexing_maps = [#map3, #map14, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %cst_2, %118 : tensor<2x256xi1>, tensor<f32>, tensor<2x256xf32>) outs(%53 : tensor<2x256xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
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
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<1x256xf32>
    %collapsed_34 = tensor.collapse_shape %133 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_35 = tensor.expand_shape %129 [[0], [1, 2, 3]] output_shape [2, 32, 7, 7] : tensor<2x1568xf32> into tensor<2x32x7x7xf32>
    %expanded_36 = tensor.expand_shape %37 [[0, 1]] output_shape [7, 1] : tensor<7xi64> into tensor<7x1xi64>
    %expanded_37 = tensor.expand_shape %40 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64>
    %134 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_36, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_158: i64, %out: i64):
      %342 = arith.sitofp %in : i64 to f64
      %343 = arith.sitofp %in_158 : i64 to f64
      %344 = arith.divf %342, %343 : f64
      %345 = math.floor %344 : f64
      %346 = arith.fptosi %345 : f64 to i64
      linalg.yield %346 : i64
    } -> tensor<7x1xi64>
    %135 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_36 : tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %342 = arith.addi %in, %c1_i64 : i64
      linalg.yield %342 : i64
    } -> tensor<7x1xi64>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %342 = arith.addi %in, %c7_i64 : i64
      linalg.yield %342 : i64
    } -> tensor<7x1xi64>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %342 = arith.subi %in, %c1_i64 : i64
      linalg.yield %342 : i64
    } -> tensor<7x1xi64>
    %138 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%137, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_158: i64, %out: i64):
      %342 = arith.sitofp %in : i64 to f64
      %343 = arith.sitofp %in_158 : i64 to f64
      %344 = arith.divf %342, %343 : f64
      %345 = math.floor %344 : f64
      %346 = arith.fptosi %345 : f64 to i64
      linalg.yield %346 : i64
    } -> tensor<7x1xi64>
    %139 = tensor.empty() : tensor<7x1xi1>
    %140 = linalg.generic {indexing_maps = [#map15, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_37, %134 : tensor<1x1xi64>, tensor<7x1xi64>) outs(%139 : tensor<7x1xi1>) {
    ^bb0(%in: i64, %in_158: i64, %out: i1):
      %342 = arith.cmpi sge, %in, %in_158 : i64
      linalg.yield %342 : i1
    } -> tensor<7x1xi1>
    %141 = linalg.generic {indexing_maps = [#map15, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_37, %138 : tensor<1x1xi64>, tensor<7x1xi64>) outs(%139 : tensor<7x1xi1>) {
    ^bb0(%in: i64, %in_158: i64, %out: i1):
      %342 = arith.cmpi slt, %in, %in_158 : i64
      linalg.yield %342 : i1
    } -> tensor<7x1xi1>
    %142 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<7x1xi1>, tensor<7x1xi1>) outs(%139 : tensor<7x1xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<7x1xi1>
    %143 = tensor.empty() : tensor<7x1xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<7x1xi1>) outs(%143 : tensor<7x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %342 = arith.uitofp %in : i1 to f32
      linalg.yield %342 : f32
    } -> tensor<7x1xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%138, %134 : tensor<7x1xi64>, tensor<7x1xi64>) outs(%41 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_158: i64, %out: i64):
      %342 = arith.subi %in, %in_158 : i64
      linalg.yield %342 : i64
    } -> tensor<7x1xi64>
    %146 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<7x1xi64>) outs(%143 : tensor<7x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %342 = arith.sitofp %in : i64 to f32
      linalg.yield %342 : f32
    } -> tensor<7x1xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%144, %146 : tensor<7x1xf32>, tensor<7x1xf32>) outs(%143 : tensor<7x1xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.divf %in, %in_158 : f32
      linalg.yield %342 : f32
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
    %extracted_slice = tensor.extract_slice %32[0, 0, 0, 0] [2, 32, 1, 2] [1, 1, 2, 1] : tensor<2x32x2x2xf32> to tensor<2x32x1x2xf32>
    %extracted_slice_42 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 32, 1, 1] [1, 1, 1, 2] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %extracted_slice_43 = tensor.extract_slice %extracted_slice[0, 0, 0, 1] [2, 32, 1, 1] [1, 1, 1, 2] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %extracted_slice_43 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x1x1xf32>
    %extracted_slice_44 = tensor.extract_slice %32[0, 0, 1, 0] [2, 32, 1, 2] [1, 1, 2, 1] : tensor<2x32x2x2xf32> to tensor<2x32x1x2xf32>
    %extracted_slice_45 = tensor.extract_slice %extracted_slice_44[0, 0, 0, 0] [2, 32, 1, 1] [1, 1, 1, 2] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %extracted_slice_45 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x1x1xf32>
    %extracted_slice_46 = tensor.extract_slice %extracted_slice_44[0, 0, 0, 1] [2, 32, 1, 1] [1, 1, 1, 2] : tensor<2x32x1x2xf32> to tensor<2x32x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %extracted_slice_46 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%33 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x1x1xf32>
    %160 = tensor.empty() : tensor<2x32x1x1xi1>
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %162 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %163 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %162 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.ori %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %167 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %166 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.ori %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_46, %159 : tensor<2x32x1x1xf32>, tensor<2x32x1x1xf32>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %172 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %171 : tensor<2x32x1x1xi1>, tensor<2x32x1x1xi1>) outs(%160 : tensor<2x32x1x1xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x1x1xi1>
    %expanded_47 = tensor.expand_shape %161 [[0], [1], [2], [3, 4]] output_shape [2, 32, 1, 1, 1] : tensor<2x32x1x1xi1> into tensor<2x32x1x1x1xi1>
    %expanded_48 = tensor.expand_shape %164 [[0], [1], [2], [3, 4]] output_shape [2, 32, 1, 1, 1] : tensor<2x32x1x1xi1> into tensor<2x32x1x1x1xi1>
    %concat = tensor.concat dim(4) %expanded_47, %expanded_48 : (tensor<2x32x1x1x1xi1>, tensor<2x32x1x1x1xi1>) -> tensor<2x32x1x1x2xi1>
    %expanded_49 = tensor.expand_shape %168 [[0], [1], [2], [3, 4]] output_shape [2, 32, 1, 1, 1] : tensor<2x32x1x1xi1> into tensor<2x32x1x1x1xi1>
    %expanded_50 = tensor.expand_shape %172 [[0], [1], [2], [3, 4]] output_shape [2, 32, 1, 1, 1] : tensor<2x32x1x1xi1> into tensor<2x32x1x1x1xi1>
    %concat_51 = tensor.concat dim(4) %expanded_49, %expanded_50 : (tensor<2x32x1x1x1xi1>, tensor<2x32x1x1x1xi1>) -> tensor<2x32x1x1x2xi1>
    %concat_52 = tensor.concat dim(3) %concat, %concat_51 : (tensor<2x32x1x1x2xi1>, tensor<2x32x1x1x2xi1>) -> tensor<2x32x1x2x2xi1>
    %expanded_53 = tensor.expand_shape %concat_52 [[0], [1], [2], [3], [4, 5]] output_shape [2, 32, 1, 2, 1, 2] : tensor<2x32x1x2x2xi1> into tensor<2x32x1x2x1x2xi1>
    %expanded_54 = tensor.expand_shape %156 [[0, 1], [2, 3, 4, 5]] output_shape [2, 32, 1, 1, 1, 1] : tensor<64x1xf32> into tensor<2x32x1x1x1x1xf32>
    %173 = tensor.empty() : tensor<2x32x1x2x1x2xf32>
    %174 = linalg.generic {indexing_maps = [#map9, #map17, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53, %expanded_54, %cst_2 : tensor<2x32x1x2x1x2xi1>, tensor<2x32x1x1x1x1xf32>, tensor<f32>) outs(%173 : tensor<2x32x1x2x1x2xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x1x2x1x2xf32>
    %collapsed_55 = tensor.collapse_shape %174 [[0], [1], [2, 3], [4, 5]] : tensor<2x32x1x2x1x2xf32> into tensor<2x32x2x2xf32>
    %175 = tensor.empty() : tensor<2x32x2x2xi1>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<2x32x2x2xf32>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %342 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %177 = linalg.generic {indexing_maps = [#map, #map19, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %cst_2, %collapsed_55 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x2x2xf32>
    %178 = tensor.empty() : tensor<32x32x3x3xf32>
    %179 = linalg.fill ins(%cst : f32) outs(%178 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %180 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%179 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %342 = linalg.index 0 : index
      %343 = linalg.index 1 : index
      %344 = linalg.index 2 : index
      %345 = linalg.index 3 : index
      %346 = arith.subi %c2, %344 : index
      %347 = arith.subi %c2, %345 : index
      %extracted = tensor.extract %arg16[%343, %342, %346, %347] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %181 = linalg.fill ins(%cst : f32) outs(%21 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %inserted_slice = tensor.insert_slice %177 into %181[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32>
    %182 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %183 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %180 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%182 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %184 = tensor.empty() : tensor<32xf32>
    %185 = linalg.fill ins(%cst : f32) outs(%184 : tensor<32xf32>) -> tensor<32xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map20], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%177 : tensor<2x32x2x2xf32>) outs(%185 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<32xf32>
    %187 = tensor.empty() : tensor<32x2x2x2xf32>
    %transposed_56 = linalg.transpose ins(%30 : tensor<2x32x2x2xf32>) outs(%187 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_57 = linalg.transpose ins(%177 : tensor<2x32x2x2xf32>) outs(%187 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %padded_58 = tensor.pad %transposed_56 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<32x2x2x2xf32> to tensor<32x2x4x4xf32>
    %188 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_58, %transposed_57 : tensor<32x2x4x4xf32>, tensor<32x2x2x2xf32>) outs(%179 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_59 = linalg.transpose ins(%188 : tensor<32x32x3x3xf32>) outs(%178 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x32x2x2xf32>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %342 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %190 = linalg.generic {indexing_maps = [#map, #map19, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %cst_2, %183 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x2x2xf32>
    %191 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%179 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %342 = linalg.index 0 : index
      %343 = linalg.index 1 : index
      %344 = linalg.index 2 : index
      %345 = linalg.index 3 : index
      %346 = arith.subi %c2, %344 : index
      %347 = arith.subi %c2, %345 : index
      %extracted = tensor.extract %arg14[%343, %342, %346, %347] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %inserted_slice_60 = tensor.insert_slice %190 into %181[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32>
    %192 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_60, %191 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%182 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map20], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%190 : tensor<2x32x2x2xf32>) outs(%185 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<32xf32>
    %transposed_61 = linalg.transpose ins(%28 : tensor<2x32x2x2xf32>) outs(%187 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %transposed_62 = linalg.transpose ins(%190 : tensor<2x32x2x2xf32>) outs(%187 : tensor<32x2x2x2xf32>) permutation = [1, 0, 2, 3] 
    %padded_63 = tensor.pad %transposed_61 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<32x2x2x2xf32> to tensor<32x2x4x4xf32>
    %194 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_63, %transposed_62 : tensor<32x2x4x4xf32>, tensor<32x2x2x2xf32>) outs(%179 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_64 = linalg.transpose ins(%194 : tensor<32x32x3x3xf32>) outs(%178 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_65 = tensor.extract_slice %25[0, 0, 0, 0] [2, 32, 2, 4] [1, 1, 2, 1] : tensor<2x32x4x4xf32> to tensor<2x32x2x4xf32>
    %extracted_slice_66 = tensor.extract_slice %extracted_slice_65[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %extracted_slice_67 = tensor.extract_slice %extracted_slice_65[0, 0, 0, 1] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_66, %extracted_slice_67 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x2x2xf32>
    %extracted_slice_68 = tensor.extract_slice %25[0, 0, 1, 0] [2, 32, 2, 4] [1, 1, 2, 1] : tensor<2x32x4x4xf32> to tensor<2x32x2x4xf32>
    %extracted_slice_69 = tensor.extract_slice %extracted_slice_68[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %extracted_slice_69 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x2x2xf32>
    %extracted_slice_70 = tensor.extract_slice %extracted_slice_68[0, 0, 0, 1] [2, 32, 2, 2] [1, 1, 1, 2] : tensor<2x32x2x4xf32> to tensor<2x32x2x2xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %extracted_slice_70 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%26 : tensor<2x32x2x2xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x2x2xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_66, %197 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %199 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_67, %197 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<2x32x2x2xi1>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %200 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %199 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.ori %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %203 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_69, %197 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202 : tensor<2x32x2x2xi1>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %204 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %203 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.ori %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_70, %197 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<2x32x2x2xi1>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %208 : tensor<2x32x2x2xi1>, tensor<2x32x2x2xi1>) outs(%175 : tensor<2x32x2x2xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x32x2x2xi1>
    %expanded_71 = tensor.expand_shape %198 [[0], [1], [2], [3, 4]] output_shape [2, 32, 2, 2, 1] : tensor<2x32x2x2xi1> into tensor<2x32x2x2x1xi1>
    %expanded_72 = tensor.expand_shape %201 [[0], [1], [2], [3, 4]] output_shape [2, 32, 2, 2, 1] : tensor<2x32x2x2xi1> into tensor<2x32x2x2x1xi1>
    %concat_73 = tensor.concat dim(4) %expanded_71, %expanded_72 : (tensor<2x32x2x2x1xi1>, tensor<2x32x2x2x1xi1>) -> tensor<2x32x2x2x2xi1>
    %expanded_74 = tensor.expand_shape %205 [[0], [1], [2], [3, 4]] output_shape [2, 32, 2, 2, 1] : tensor<2x32x2x2xi1> into tensor<2x32x2x2x1xi1>
    %expanded_75 = tensor.expand_shape %209 [[0], [1], [2], [3, 4]] output_shape [2, 32, 2, 2, 1] : tensor<2x32x2x2xi1> into tensor<2x32x2x2x1xi1>
    %concat_76 = tensor.concat dim(4) %expanded_74, %expanded_75 : (tensor<2x32x2x2x1xi1>, tensor<2x32x2x2x1xi1>) -> tensor<2x32x2x2x2xi1>
    %concat_77 = tensor.concat dim(3) %concat_73, %concat_76 : (tensor<2x32x2x2x2xi1>, tensor<2x32x2x2x2xi1>) -> tensor<2x32x2x4x2xi1>
    %expanded_78 = tensor.expand_shape %concat_77 [[0], [1], [2], [3, 4], [5]] output_shape [2, 32, 2, 2, 2, 2] : tensor<2x32x2x4x2xi1> into tensor<2x32x2x2x2x2xi1>
    %expanded_79 = tensor.expand_shape %192 [[0], [1], [2], [3, 4, 5]] output_shape [2, 32, 2, 1, 2, 1] : tensor<2x32x2x2xf32> into tensor<2x32x2x1x2x1xf32>
    %210 = tensor.empty() : tensor<2x32x2x2x2x2xf32>
    %211 = linalg.generic {indexing_maps = [#map9, #map17, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_78, %expanded_79, %cst_2 : tensor<2x32x2x2x2x2xi1>, tensor<2x32x2x1x2x1xf32>, tensor<f32>) outs(%210 : tensor<2x32x2x2x2x2xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x2x2x2x2xf32>
    %collapsed_80 = tensor.collapse_shape %211 [[0], [1], [2, 3], [4, 5]] : tensor<2x32x2x2x2x2xf32> into tensor<2x32x4x4xf32>
    %212 = tensor.empty() : tensor<2x32x4x4xi1>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x32x4x4xf32>) outs(%212 : tensor<2x32x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %342 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x4x4xi1>
    %214 = linalg.generic {indexing_maps = [#map, #map19, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %cst_2, %collapsed_80 : tensor<2x32x4x4xi1>, tensor<f32>, tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x4x4xf32>
    %215 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%179 : tensor<32x32x3x3xf32>) {
    ^bb0(%out: f32):
      %342 = linalg.index 0 : index
      %343 = linalg.index 1 : index
      %344 = linalg.index 2 : index
      %345 = linalg.index 3 : index
      %346 = arith.subi %c2, %344 : index
      %347 = arith.subi %c2, %345 : index
      %extracted = tensor.extract %arg12[%343, %342, %346, %347] : tensor<32x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x3x3xf32>
    %216 = tensor.empty() : tensor<2x32x6x6xf32>
    %217 = linalg.fill ins(%cst : f32) outs(%216 : tensor<2x32x6x6xf32>) -> tensor<2x32x6x6xf32>
    %inserted_slice_81 = tensor.insert_slice %214 into %217[0, 0, 1, 1] [2, 32, 4, 4] [1, 1, 1, 1] : tensor<2x32x4x4xf32> into tensor<2x32x6x6xf32>
    %218 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_81, %215 : tensor<2x32x6x6xf32>, tensor<32x32x3x3xf32>) outs(%181 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map20], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%214 : tensor<2x32x4x4xf32>) outs(%185 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<32xf32>
    %220 = tensor.empty() : tensor<32x2x4x4xf32>
    %transposed_82 = linalg.transpose ins(%23 : tensor<2x32x4x4xf32>) outs(%220 : tensor<32x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_83 = linalg.transpose ins(%214 : tensor<2x32x4x4xf32>) outs(%220 : tensor<32x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_84 = tensor.pad %transposed_82 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<32x2x4x4xf32> to tensor<32x2x6x6xf32>
    %221 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_84, %transposed_83 : tensor<32x2x6x6xf32>, tensor<32x2x4x4xf32>) outs(%179 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %transposed_85 = linalg.transpose ins(%221 : tensor<32x32x3x3xf32>) outs(%178 : tensor<32x32x3x3xf32>) permutation = [1, 0, 2, 3] 
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x32x4x4xf32>) outs(%212 : tensor<2x32x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %342 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %342 : i1
    } -> tensor<2x32x4x4xi1>
    %223 = linalg.generic {indexing_maps = [#map, #map19, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %cst_2, %218 : tensor<2x32x4x4xi1>, tensor<f32>, tensor<2x32x4x4xf32>) outs(%21 : tensor<2x32x4x4xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x32x4x4xf32>
    %224 = tensor.empty() : tensor<16x32x3x3xf32>
    %225 = linalg.fill ins(%cst : f32) outs(%224 : tensor<16x32x3x3xf32>) -> tensor<16x32x3x3xf32>
    %226 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%225 : tensor<16x32x3x3xf32>) {
    ^bb0(%out: f32):
      %342 = linalg.index 0 : index
      %343 = linalg.index 1 : index
      %344 = linalg.index 2 : index
      %345 = linalg.index 3 : index
      %346 = arith.subi %c2, %344 : index
      %347 = arith.subi %c2, %345 : index
      %extracted = tensor.extract %arg10[%343, %342, %346, %347] : tensor<32x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32x3x3xf32>
    %inserted_slice_86 = tensor.insert_slice %223 into %217[0, 0, 1, 1] [2, 32, 4, 4] [1, 1, 1, 1] : tensor<2x32x4x4xf32> into tensor<2x32x6x6xf32>
    %227 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %228 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_86, %226 : tensor<2x32x6x6xf32>, tensor<16x32x3x3xf32>) outs(%227 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map20], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%223 : tensor<2x32x4x4xf32>) outs(%185 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<32xf32>
    %230 = tensor.empty() : tensor<16x2x4x4xf32>
    %transposed_87 = linalg.transpose ins(%20 : tensor<2x16x4x4xf32>) outs(%230 : tensor<16x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_88 = linalg.transpose ins(%223 : tensor<2x32x4x4xf32>) outs(%220 : tensor<32x2x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_89 = tensor.pad %transposed_87 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<16x2x4x4xf32> to tensor<16x2x6x6xf32>
    %231 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_89, %transposed_88 : tensor<16x2x6x6xf32>, tensor<32x2x4x4xf32>) outs(%225 : tensor<16x32x3x3xf32>) -> tensor<16x32x3x3xf32>
    %232 = tensor.empty() : tensor<32x16x3x3xf32>
    %transposed_90 = linalg.transpose ins(%231 : tensor<16x32x3x3xf32>) outs(%232 : tensor<32x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_91 = tensor.extract_slice %17[0, 0, 0, 0] [2, 16, 4, 8] [1, 1, 2, 1] : tensor<2x16x8x8xf32> to tensor<2x16x4x8xf32>
    %extracted_slice_92 = tensor.extract_slice %extracted_slice_91[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %extracted_slice_93 = tensor.extract_slice %extracted_slice_91[0, 0, 0, 1] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_92, %extracted_slice_93 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x16x4x4xf32>
    %extracted_slice_94 = tensor.extract_slice %17[0, 0, 1, 0] [2, 16, 4, 8] [1, 1, 2, 1] : tensor<2x16x8x8xf32> to tensor<2x16x4x8xf32>
    %extracted_slice_95 = tensor.extract_slice %extracted_slice_94[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %extracted_slice_95 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x16x4x4xf32>
    %extracted_slice_96 = tensor.extract_slice %extracted_slice_94[0, 0, 0, 1] [2, 16, 4, 4] [1, 1, 1, 2] : tensor<2x16x4x8xf32> to tensor<2x16x4x4xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %extracted_slice_96 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%18 : tensor<2x16x4x4xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x16x4x4xf32>
    %236 = tensor.empty() : tensor<2x16x4x4xi1>
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_92, %235 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_93, %235 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<2x16x4x4xi1>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %240 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %239 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %238 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.ori %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_95, %235 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241 : tensor<2x16x4x4xi1>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %244 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %243 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %242 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.ori %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %246 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_96, %235 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245 : tensor<2x16x4x4xi1>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %248 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %247 : tensor<2x16x4x4xi1>, tensor<2x16x4x4xi1>) outs(%236 : tensor<2x16x4x4xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x16x4x4xi1>
    %expanded_97 = tensor.expand_shape %237 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 4, 1] : tensor<2x16x4x4xi1> into tensor<2x16x4x4x1xi1>
    %expanded_98 = tensor.expand_shape %240 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 4, 1] : tensor<2x16x4x4xi1> into tensor<2x16x4x4x1xi1>
    %concat_99 = tensor.concat dim(4) %expanded_97, %expanded_98 : (tensor<2x16x4x4x1xi1>, tensor<2x16x4x4x1xi1>) -> tensor<2x16x4x4x2xi1>
    %expanded_100 = tensor.expand_shape %244 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 4, 1] : tensor<2x16x4x4xi1> into tensor<2x16x4x4x1xi1>
    %expanded_101 = tensor.expand_shape %248 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 4, 1] : tensor<2x16x4x4xi1> into tensor<2x16x4x4x1xi1>
    %concat_102 = tensor.concat dim(4) %expanded_100, %expanded_101 : (tensor<2x16x4x4x1xi1>, tensor<2x16x4x4x1xi1>) -> tensor<2x16x4x4x2xi1>
    %concat_103 = tensor.concat dim(3) %concat_99, %concat_102 : (tensor<2x16x4x4x2xi1>, tensor<2x16x4x4x2xi1>) -> tensor<2x16x4x8x2xi1>
    %expanded_104 = tensor.expand_shape %concat_103 [[0], [1], [2], [3, 4], [5]] output_shape [2, 16, 4, 2, 4, 2] : tensor<2x16x4x8x2xi1> into tensor<2x16x4x2x4x2xi1>
    %expanded_105 = tensor.expand_shape %228 [[0], [1], [2], [3, 4, 5]] output_shape [2, 16, 4, 1, 4, 1] : tensor<2x16x4x4xf32> into tensor<2x16x4x1x4x1xf32>
    %249 = tensor.empty() : tensor<2x16x4x2x4x2xf32>
    %250 = linalg.generic {indexing_maps = [#map9, #map17, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_105, %cst_2 : tensor<2x16x4x2x4x2xi1>, tensor<2x16x4x1x4x1xf32>, tensor<f32>) outs(%249 : tensor<2x16x4x2x4x2xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x16x4x2x4x2xf32>
    %collapsed_106 = tensor.collapse_shape %250 [[0], [1], [2, 3], [4, 5]] : tensor<2x16x4x2x4x2xf32> into tensor<2x16x8x8xf32>
    %251 = tensor.empty() : tensor<2x16x8x8xi1>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<2x16x8x8xf32>) outs(%251 : tensor<2x16x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %342 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %342 : i1
    } -> tensor<2x16x8x8xi1>
    %253 = linalg.generic {indexing_maps = [#map, #map19, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %cst_2, %collapsed_106 : tensor<2x16x8x8xi1>, tensor<f32>, tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x16x8x8xf32>
    %254 = tensor.empty() : tensor<16x16x3x3xf32>
    %255 = linalg.fill ins(%cst : f32) outs(%254 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %256 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%255 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %342 = linalg.index 0 : index
      %343 = linalg.index 1 : index
      %344 = linalg.index 2 : index
      %345 = linalg.index 3 : index
      %346 = arith.subi %c2, %344 : index
      %347 = arith.subi %c2, %345 : index
      %extracted = tensor.extract %arg8[%343, %342, %346, %347] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %257 = tensor.empty() : tensor<2x16x10x10xf32>
    %258 = linalg.fill ins(%cst : f32) outs(%257 : tensor<2x16x10x10xf32>) -> tensor<2x16x10x10xf32>
    %inserted_slice_107 = tensor.insert_slice %253 into %258[0, 0, 1, 1] [2, 16, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> into tensor<2x16x10x10xf32>
    %259 = linalg.fill ins(%cst : f32) outs(%13 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %260 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_107, %256 : tensor<2x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%259 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %261 = tensor.empty() : tensor<16xf32>
    %262 = linalg.fill ins(%cst : f32) outs(%261 : tensor<16xf32>) -> tensor<16xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map20], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%253 : tensor<2x16x8x8xf32>) outs(%262 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<16xf32>
    %264 = tensor.empty() : tensor<16x2x8x8xf32>
    %transposed_108 = linalg.transpose ins(%15 : tensor<2x16x8x8xf32>) outs(%264 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_109 = linalg.transpose ins(%253 : tensor<2x16x8x8xf32>) outs(%264 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_110 = tensor.pad %transposed_108 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<16x2x8x8xf32> to tensor<16x2x10x10xf32>
    %265 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_110, %transposed_109 : tensor<16x2x10x10xf32>, tensor<16x2x8x8xf32>) outs(%255 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_111 = linalg.transpose ins(%265 : tensor<16x16x3x3xf32>) outs(%254 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x16x8x8xf32>) outs(%251 : tensor<2x16x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %342 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %342 : i1
    } -> tensor<2x16x8x8xi1>
    %267 = linalg.generic {indexing_maps = [#map, #map19, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %cst_2, %260 : tensor<2x16x8x8xi1>, tensor<f32>, tensor<2x16x8x8xf32>) outs(%13 : tensor<2x16x8x8xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x16x8x8xf32>
    %268 = tensor.empty() : tensor<8x16x3x3xf32>
    %269 = linalg.fill ins(%cst : f32) outs(%268 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %270 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%269 : tensor<8x16x3x3xf32>) {
    ^bb0(%out: f32):
      %342 = linalg.index 0 : index
      %343 = linalg.index 1 : index
      %344 = linalg.index 2 : index
      %345 = linalg.index 3 : index
      %346 = arith.subi %c2, %344 : index
      %347 = arith.subi %c2, %345 : index
      %extracted = tensor.extract %arg6[%343, %342, %346, %347] : tensor<16x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x3x3xf32>
    %inserted_slice_112 = tensor.insert_slice %267 into %258[0, 0, 1, 1] [2, 16, 8, 8] [1, 1, 1, 1] : tensor<2x16x8x8xf32> into tensor<2x16x10x10xf32>
    %271 = linalg.fill ins(%cst : f32) outs(%10 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %272 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_112, %270 : tensor<2x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%271 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map20], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%267 : tensor<2x16x8x8xf32>) outs(%262 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<16xf32>
    %274 = tensor.empty() : tensor<8x2x8x8xf32>
    %transposed_113 = linalg.transpose ins(%12 : tensor<2x8x8x8xf32>) outs(%274 : tensor<8x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %transposed_114 = linalg.transpose ins(%267 : tensor<2x16x8x8xf32>) outs(%264 : tensor<16x2x8x8xf32>) permutation = [1, 0, 2, 3] 
    %padded_115 = tensor.pad %transposed_113 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<8x2x8x8xf32> to tensor<8x2x10x10xf32>
    %275 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_115, %transposed_114 : tensor<8x2x10x10xf32>, tensor<16x2x8x8xf32>) outs(%269 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %276 = tensor.empty() : tensor<16x8x3x3xf32>
    %transposed_116 = linalg.transpose ins(%275 : tensor<8x16x3x3xf32>) outs(%276 : tensor<16x8x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_117 = tensor.extract_slice %9[0, 0, 0, 0] [2, 8, 8, 16] [1, 1, 2, 1] : tensor<2x8x16x16xf32> to tensor<2x8x8x16xf32>
    %extracted_slice_118 = tensor.extract_slice %extracted_slice_117[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %extracted_slice_119 = tensor.extract_slice %extracted_slice_117[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_118, %extracted_slice_119 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_120 = tensor.extract_slice %9[0, 0, 1, 0] [2, 8, 8, 16] [1, 1, 2, 1] : tensor<2x8x16x16xf32> to tensor<2x8x8x16xf32>
    %extracted_slice_121 = tensor.extract_slice %extracted_slice_120[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %extracted_slice_121 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x8x8x8xf32>
    %extracted_slice_122 = tensor.extract_slice %extracted_slice_120[0, 0, 0, 1] [2, 8, 8, 8] [1, 1, 1, 2] : tensor<2x8x8x16xf32> to tensor<2x8x8x8xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %extracted_slice_122 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%10 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x8x8x8xf32>
    %280 = tensor.empty() : tensor<2x8x8x8xi1>
    %281 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_118, %279 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %282 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_119, %279 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281 : tensor<2x8x8x8xi1>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %284 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %283 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %282 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.ori %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %286 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_121, %279 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<2x8x8x8xi1>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %288 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %287 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %286 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.ori %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_122, %279 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289 : tensor<2x8x8x8xi1>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %292 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %291 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xi1>) outs(%280 : tensor<2x8x8x8xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x8x8x8xi1>
    %expanded_123 = tensor.expand_shape %281 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 8, 1] : tensor<2x8x8x8xi1> into tensor<2x8x8x8x1xi1>
    %expanded_124 = tensor.expand_shape %284 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 8, 1] : tensor<2x8x8x8xi1> into tensor<2x8x8x8x1xi1>
    %concat_125 = tensor.concat dim(4) %expanded_123, %expanded_124 : (tensor<2x8x8x8x1xi1>, tensor<2x8x8x8x1xi1>) -> tensor<2x8x8x8x2xi1>
    %expanded_126 = tensor.expand_shape %288 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 8, 1] : tensor<2x8x8x8xi1> into tensor<2x8x8x8x1xi1>
    %expanded_127 = tensor.expand_shape %292 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 8, 1] : tensor<2x8x8x8xi1> into tensor<2x8x8x8x1xi1>
    %concat_128 = tensor.concat dim(4) %expanded_126, %expanded_127 : (tensor<2x8x8x8x1xi1>, tensor<2x8x8x8x1xi1>) -> tensor<2x8x8x8x2xi1>
    %concat_129 = tensor.concat dim(3) %concat_125, %concat_128 : (tensor<2x8x8x8x2xi1>, tensor<2x8x8x8x2xi1>) -> tensor<2x8x8x16x2xi1>
    %expanded_130 = tensor.expand_shape %concat_129 [[0], [1], [2], [3, 4], [5]] output_shape [2, 8, 8, 2, 8, 2] : tensor<2x8x8x16x2xi1> into tensor<2x8x8x2x8x2xi1>
    %expanded_131 = tensor.expand_shape %272 [[0], [1], [2], [3, 4, 5]] output_shape [2, 8, 8, 1, 8, 1] : tensor<2x8x8x8xf32> into tensor<2x8x8x1x8x1xf32>
    %293 = tensor.empty() : tensor<2x8x8x2x8x2xf32>
    %294 = linalg.generic {indexing_maps = [#map9, #map17, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_130, %expanded_131, %cst_2 : tensor<2x8x8x2x8x2xi1>, tensor<2x8x8x1x8x1xf32>, tensor<f32>) outs(%293 : tensor<2x8x8x2x8x2xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x8x8x2x8x2xf32>
    %collapsed_132 = tensor.collapse_shape %294 [[0], [1], [2, 3], [4, 5]] : tensor<2x8x8x2x8x2xf32> into tensor<2x8x16x16xf32>
    %295 = tensor.empty() : tensor<2x8x16x16xi1>
    %296 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x8x16x16xf32>) outs(%295 : tensor<2x8x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %342 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %342 : i1
    } -> tensor<2x8x16x16xi1>
    %297 = linalg.generic {indexing_maps = [#map, #map19, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %cst_2, %collapsed_132 : tensor<2x8x16x16xi1>, tensor<f32>, tensor<2x8x16x16xf32>) outs(%7 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x8x16x16xf32>
    %298 = tensor.empty() : tensor<4x8x3x3xf32>
    %299 = linalg.fill ins(%cst : f32) outs(%298 : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %300 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%299 : tensor<4x8x3x3xf32>) {
    ^bb0(%out: f32):
      %342 = linalg.index 0 : index
      %343 = linalg.index 1 : index
      %344 = linalg.index 2 : index
      %345 = linalg.index 3 : index
      %346 = arith.subi %c2, %344 : index
      %347 = arith.subi %c2, %345 : index
      %extracted = tensor.extract %arg4[%343, %342, %346, %347] : tensor<8x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x3x3xf32>
    %301 = tensor.empty() : tensor<2x8x18x18xf32>
    %302 = linalg.fill ins(%cst : f32) outs(%301 : tensor<2x8x18x18xf32>) -> tensor<2x8x18x18xf32>
    %inserted_slice_133 = tensor.insert_slice %297 into %302[0, 0, 1, 1] [2, 8, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> into tensor<2x8x18x18xf32>
    %303 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %304 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_133, %300 : tensor<2x8x18x18xf32>, tensor<4x8x3x3xf32>) outs(%303 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %305 = tensor.empty() : tensor<4x2x16x16xf32>
    %transposed_134 = linalg.transpose ins(%6 : tensor<2x4x16x16xf32>) outs(%305 : tensor<4x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %306 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_135 = linalg.transpose ins(%297 : tensor<2x8x16x16xf32>) outs(%306 : tensor<8x2x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_136 = tensor.pad %transposed_134 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<4x2x16x16xf32> to tensor<4x2x18x18xf32>
    %307 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_136, %transposed_135 : tensor<4x2x18x18xf32>, tensor<8x2x16x16xf32>) outs(%299 : tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %308 = tensor.empty() : tensor<8x4x3x3xf32>
    %transposed_137 = linalg.transpose ins(%307 : tensor<4x8x3x3xf32>) outs(%308 : tensor<8x4x3x3xf32>) permutation = [1, 0, 2, 3] 
    %309 = tensor.empty() : tensor<8xf32>
    %310 = linalg.fill ins(%cst : f32) outs(%309 : tensor<8xf32>) -> tensor<8xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map20], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%297 : tensor<2x8x16x16xf32>) outs(%310 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<8xf32>
    %extracted_slice_138 = tensor.extract_slice %2[0, 0, 0, 0] [2, 4, 16, 32] [1, 1, 2, 1] : tensor<2x4x32x32xf32> to tensor<2x4x16x32xf32>
    %extracted_slice_139 = tensor.extract_slice %extracted_slice_138[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %extracted_slice_140 = tensor.extract_slice %extracted_slice_138[0, 0, 0, 1] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139, %extracted_slice_140 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x4x16x16xf32>
    %extracted_slice_141 = tensor.extract_slice %2[0, 0, 1, 0] [2, 4, 16, 32] [1, 1, 2, 1] : tensor<2x4x32x32xf32> to tensor<2x4x16x32xf32>
    %extracted_slice_142 = tensor.extract_slice %extracted_slice_141[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %extracted_slice_142 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x4x16x16xf32>
    %extracted_slice_143 = tensor.extract_slice %extracted_slice_141[0, 0, 0, 1] [2, 4, 16, 16] [1, 1, 1, 2] : tensor<2x4x16x32xf32> to tensor<2x4x16x16xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %extracted_slice_143 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%3 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_158: f32, %out: f32):
      %342 = arith.maximumf %in, %in_158 : f32
      linalg.yield %342 : f32
    } -> tensor<2x4x16x16xf32>
    %315 = tensor.empty() : tensor<2x4x16x16xi1>
    %316 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139, %314 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %317 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_140, %314 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %318 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<2x4x16x16xi1>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %319 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %318 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %320 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %317 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.ori %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %321 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_142, %314 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<2x4x16x16xi1>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %323 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %322 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %324 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %321 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.ori %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %325 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_143, %314 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_158: f32, %out: i1):
      %342 = arith.cmpf oeq, %in, %in_158 : f32
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324 : tensor<2x4x16x16xi1>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %342 = arith.xori %in, %true : i1
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %327 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %326 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xi1>) outs(%315 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %in_158: i1, %out: i1):
      %342 = arith.andi %in, %in_158 : i1
      linalg.yield %342 : i1
    } -> tensor<2x4x16x16xi1>
    %expanded_144 = tensor.expand_shape %316 [[0], [1], [2], [3, 4]] output_shape [2, 4, 16, 16, 1] : tensor<2x4x16x16xi1> into tensor<2x4x16x16x1xi1>
    %expanded_145 = tensor.expand_shape %319 [[0], [1], [2], [3, 4]] output_shape [2, 4, 16, 16, 1] : tensor<2x4x16x16xi1> into tensor<2x4x16x16x1xi1>
    %concat_146 = tensor.concat dim(4) %expanded_144, %expanded_145 : (tensor<2x4x16x16x1xi1>, tensor<2x4x16x16x1xi1>) -> tensor<2x4x16x16x2xi1>
    %expanded_147 = tensor.expand_shape %323 [[0], [1], [2], [3, 4]] output_shape [2, 4, 16, 16, 1] : tensor<2x4x16x16xi1> into tensor<2x4x16x16x1xi1>
    %expanded_148 = tensor.expand_shape %327 [[0], [1], [2], [3, 4]] output_shape [2, 4, 16, 16, 1] : tensor<2x4x16x16xi1> into tensor<2x4x16x16x1xi1>
    %concat_149 = tensor.concat dim(4) %expanded_147, %expanded_148 : (tensor<2x4x16x16x1xi1>, tensor<2x4x16x16x1xi1>) -> tensor<2x4x16x16x2xi1>
    %concat_150 = tensor.concat dim(3) %concat_146, %concat_149 : (tensor<2x4x16x16x2xi1>, tensor<2x4x16x16x2xi1>) -> tensor<2x4x16x32x2xi1>
    %expanded_151 = tensor.expand_shape %concat_150 [[0], [1], [2], [3, 4], [5]] output_shape [2, 4, 16, 2, 16, 2] : tensor<2x4x16x32x2xi1> into tensor<2x4x16x2x16x2xi1>
    %expanded_152 = tensor.expand_shape %304 [[0], [1], [2], [3, 4, 5]] output_shape [2, 4, 16, 1, 16, 1] : tensor<2x4x16x16xf32> into tensor<2x4x16x1x16x1xf32>
    %328 = tensor.empty() : tensor<2x4x16x2x16x2xf32>
    %329 = linalg.generic {indexing_maps = [#map9, #map17, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_151, %expanded_152, %cst_2 : tensor<2x4x16x2x16x2xi1>, tensor<2x4x16x1x16x1xf32>, tensor<f32>) outs(%328 : tensor<2x4x16x2x16x2xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x4x16x2x16x2xf32>
    %collapsed_153 = tensor.collapse_shape %329 [[0], [1], [2, 3], [4, 5]] : tensor<2x4x16x2x16x2xf32> into tensor<2x4x32x32xf32>
    %330 = tensor.empty() : tensor<2x4x32x32xi1>
    %331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x4x32x32xf32>) outs(%330 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %342 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %342 : i1
    } -> tensor<2x4x32x32xi1>
    %332 = linalg.generic {indexing_maps = [#map, #map19, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %cst_2, %collapsed_153 : tensor<2x4x32x32xi1>, tensor<f32>, tensor<2x4x32x32xf32>) outs(%0 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: i1, %in_158: f32, %in_159: f32, %out: f32):
      %342 = arith.select %in, %in_158, %in_159 : f32
      linalg.yield %342 : f32
    } -> tensor<2x4x32x32xf32>
    %333 = tensor.empty() : tensor<3x2x32x32xf32>
    %transposed_154 = linalg.transpose ins(%arg0 : tensor<2x3x32x32xf32>) outs(%333 : tensor<3x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %334 = tensor.empty() : tensor<4x2x32x32xf32>
    %transposed_155 = linalg.transpose ins(%332 : tensor<2x4x32x32xf32>) outs(%334 : tensor<4x2x32x32xf32>) permutation = [1, 0, 2, 3] 
    %padded_156 = tensor.pad %transposed_154 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<3x2x32x32xf32> to tensor<3x2x34x34xf32>
    %335 = tensor.empty() : tensor<3x4x3x3xf32>
    %336 = linalg.fill ins(%cst : f32) outs(%335 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %337 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_156, %transposed_155 : tensor<3x2x34x34xf32>, tensor<4x2x32x32xf32>) outs(%336 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %338 = tensor.empty() : tensor<4x3x3x3xf32>
    %transposed_157 = linalg.transpose ins(%337 : tensor<3x4x3x3xf32>) outs(%338 : tensor<4x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    %339 = tensor.empty() : tensor<4xf32>
    %340 = linalg.fill ins(%cst : f32) outs(%339 : tensor<4xf32>) -> tensor<4xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map20], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%332 : tensor<2x4x32x32xf32>) outs(%340 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %342 = arith.addf %in, %out : f32
      linalg.yield %342 : f32
    } -> tensor<4xf32>
    return %94, %transposed_157, %341, %transposed_137, %311, %transposed_116, %273, %transposed_111, %263, %transposed_90, %229, %transposed_85, %219, %transposed_64, %193, %transposed_59, %186, %132, %collapsed_34, %121, %collapsed_32, %111, %collapsed_30 : tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<256x1568xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>
  }
}
