#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0) -> ()>
#map7 = affine_map<() -> ()>
#map8 = affine_map<(d0, d1) -> ()>
#map9 = affine_map<(d0, d1) -> (0, d1)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2, d3) -> (d1)>
module {
  func.func @train_step(%arg0: tensor<64x3x224x224xf32>, %arg1: tensor<64xi64>, %arg2: tensor<64x3x3x3xf32>, %arg3: tensor<64xf32>, %arg4: tensor<128x64x3x3xf32>, %arg5: tensor<128xf32>, %arg6: tensor<256x128x3x3xf32>, %arg7: tensor<256xf32>, %arg8: tensor<256x256x3x3xf32>, %arg9: tensor<256xf32>, %arg10: tensor<512x256x3x3xf32>, %arg11: tensor<512xf32>, %arg12: tensor<512x512x3x3xf32>, %arg13: tensor<512xf32>, %arg14: tensor<512x512x3x3xf32>, %arg15: tensor<512xf32>, %arg16: tensor<512x512x3x3xf32>, %arg17: tensor<512xf32>, %arg18: tensor<4096x25088xf32>, %arg19: tensor<4096xf32>, %arg20: tensor<4096x4096xf32>, %arg21: tensor<4096xf32>, %arg22: tensor<1000x4096xf32>, %arg23: tensor<1000xf32>) -> (tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<4096x25088xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<1000x4096xf32>, tensor<1000xf32>) {
    %c7_i64 = arith.constant 7 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %c1000 = arith.constant 1000 : index
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %c2 = arith.constant 2 : index
    %cst_3 = arith.constant dense<0> : tensor<i64>
    %cst_4 = arith.constant dense<7> : tensor<i64>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x3x224x224xf32> to tensor<64x3x226x226xf32>
    %0 = tensor.empty() : tensor<64x64x224x224xf32>
    %broadcasted = linalg.broadcast ins(%arg3 : tensor<64xf32>) outs(%0 : tensor<64x64x224x224xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg2 : tensor<64x3x226x226xf32>, tensor<64x3x3x3xf32>) outs(%broadcasted : tensor<64x64x224x224xf32>) -> tensor<64x64x224x224xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<64x64x224x224xf32>) outs(%0 : tensor<64x64x224x224xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<64x64x224x224xf32>
    %3 = tensor.empty() : tensor<64x64x112x112xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %5 = tensor.empty() : tensor<2x2xf32>
    %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%2, %5 : tensor<64x64x224x224xf32>, tensor<2x2xf32>) outs(%4 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %padded_5 = tensor.pad %6 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x64x112x112xf32> to tensor<64x64x114x114xf32>
    %7 = tensor.empty() : tensor<64x128x112x112xf32>
    %broadcasted_6 = linalg.broadcast ins(%arg5 : tensor<128xf32>) outs(%7 : tensor<64x128x112x112xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_5, %arg4 : tensor<64x64x114x114xf32>, tensor<128x64x3x3xf32>) outs(%broadcasted_6 : tensor<64x128x112x112xf32>) -> tensor<64x128x112x112xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<64x128x112x112xf32>) outs(%7 : tensor<64x128x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<64x128x112x112xf32>
    %10 = tensor.empty() : tensor<64x128x56x56xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<64x128x56x56xf32>) -> tensor<64x128x56x56xf32>
    %12 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%9, %5 : tensor<64x128x112x112xf32>, tensor<2x2xf32>) outs(%11 : tensor<64x128x56x56xf32>) -> tensor<64x128x56x56xf32>
    %padded_7 = tensor.pad %12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x128x56x56xf32> to tensor<64x128x58x58xf32>
    %13 = tensor.empty() : tensor<64x256x56x56xf32>
    %broadcasted_8 = linalg.broadcast ins(%arg7 : tensor<256xf32>) outs(%13 : tensor<64x256x56x56xf32>) dimensions = [0, 2, 3] 
    %14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_7, %arg6 : tensor<64x128x58x58xf32>, tensor<256x128x3x3xf32>) outs(%broadcasted_8 : tensor<64x256x56x56xf32>) -> tensor<64x256x56x56xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<64x256x56x56xf32>
    %padded_9 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x256x56x56xf32> to tensor<64x256x58x58xf32>
    %broadcasted_10 = linalg.broadcast ins(%arg9 : tensor<256xf32>) outs(%13 : tensor<64x256x56x56xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_9, %arg8 : tensor<64x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%broadcasted_10 : tensor<64x256x56x56xf32>) -> tensor<64x256x56x56xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<64x256x56x56xf32>
    %18 = tensor.empty() : tensor<64x256x28x28xf32>
    %19 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<64x256x28x28xf32>) -> tensor<64x256x28x28xf32>
    %20 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%17, %5 : tensor<64x256x56x56xf32>, tensor<2x2xf32>) outs(%19 : tensor<64x256x28x28xf32>) -> tensor<64x256x28x28xf32>
    %padded_11 = tensor.pad %20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x256x28x28xf32> to tensor<64x256x30x30xf32>
    %21 = tensor.empty() : tensor<64x512x28x28xf32>
    %broadcasted_12 = linalg.broadcast ins(%arg11 : tensor<512xf32>) outs(%21 : tensor<64x512x28x28xf32>) dimensions = [0, 2, 3] 
    %22 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_11, %arg10 : tensor<64x256x30x30xf32>, tensor<512x256x3x3xf32>) outs(%broadcasted_12 : tensor<64x512x28x28xf32>) -> tensor<64x512x28x28xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<64x512x28x28xf32>
    %padded_13 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x28x28xf32> to tensor<64x512x30x30xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg13 : tensor<512xf32>) outs(%21 : tensor<64x512x28x28xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_13, %arg12 : tensor<64x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%broadcasted_14 : tensor<64x512x28x28xf32>) -> tensor<64x512x28x28xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<64x512x28x28xf32>
    %26 = tensor.empty() : tensor<64x512x14x14xf32>
    %27 = linalg.fill ins(%cst_0 : f32) outs(%26 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %28 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%25, %5 : tensor<64x512x28x28xf32>, tensor<2x2xf32>) outs(%27 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %padded_15 = tensor.pad %28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x14x14xf32> to tensor<64x512x16x16xf32>
    %broadcasted_16 = linalg.broadcast ins(%arg15 : tensor<512xf32>) outs(%26 : tensor<64x512x14x14xf32>) dimensions = [0, 2, 3] 
    %29 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_15, %arg14 : tensor<64x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%broadcasted_16 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<64x512x14x14xf32>
    %padded_17 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x14x14xf32> to tensor<64x512x16x16xf32>
    %broadcasted_18 = linalg.broadcast ins(%arg17 : tensor<512xf32>) outs(%26 : tensor<64x512x14x14xf32>) dimensions = [0, 2, 3] 
    %31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %arg16 : tensor<64x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%broadcasted_18 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<64x512x14x14xf32>
    %33 = tensor.empty() : tensor<64x512x7x7xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %35 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%32, %5 : tensor<64x512x14x14xf32>, tensor<2x2xf32>) outs(%34 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%33 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %37 = tensor.empty() : tensor<1x1xf32>
    %38 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%35, %37 : tensor<64x512x7x7xf32>, tensor<1x1xf32>) outs(%36 : tensor<64x512x7x7xf32>) -> tensor<64x512x7x7xf32>
    %collapsed = tensor.collapse_shape %38 [[0], [1, 2, 3]] : tensor<64x512x7x7xf32> into tensor<64x25088xf32>
    %39 = tensor.empty() : tensor<25088x4096xf32>
    %transposed = linalg.transpose ins(%arg18 : tensor<4096x25088xf32>) outs(%39 : tensor<25088x4096xf32>) permutation = [1, 0] 
    %40 = tensor.empty() : tensor<64x4096xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %42 = linalg.matmul ins(%collapsed, %transposed : tensor<64x25088xf32>, tensor<25088x4096xf32>) outs(%41 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4096xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%42, %43 : tensor<64x4096xf32>, tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x4096xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<64x4096xf32>
    %46 = tensor.empty() : tensor<4096x4096xf32>
    %transposed_19 = linalg.transpose ins(%arg20 : tensor<4096x4096xf32>) outs(%46 : tensor<4096x4096xf32>) permutation = [1, 0] 
    %47 = linalg.matmul ins(%45, %transposed_19 : tensor<64x4096xf32>, tensor<4096x4096xf32>) outs(%41 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4096xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<64x4096xf32>, tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x4096xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<64x4096xf32>
    %51 = tensor.empty() : tensor<4096x1000xf32>
    %transposed_20 = linalg.transpose ins(%arg22 : tensor<1000x4096xf32>) outs(%51 : tensor<4096x1000xf32>) permutation = [1, 0] 
    %52 = tensor.empty() : tensor<64x1000xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
    %54 = linalg.matmul ins(%50, %transposed_20 : tensor<64x4096xf32>, tensor<4096x1000xf32>) outs(%53 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1000xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%54, %55 : tensor<64x1000xf32>, tensor<64x1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x1000xf32>
    %57 = tensor.empty() : tensor<64xi64>
    %58 = linalg.fill ins(%c0_i64 : i64) outs(%57 : tensor<64xi64>) -> tensor<64xi64>
    %59 = tensor.empty() : tensor<64xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<64xf32>) -> tensor<64xf32>
    %61:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%56 : tensor<64x1000xf32>) outs(%60, %58 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_226: i64):
      %358 = linalg.index 1 : index
      %359 = arith.index_cast %358 : index to i64
      %360 = arith.maximumf %in, %out : f32
      %361 = arith.cmpf ogt, %in, %out : f32
      %362 = arith.select %361, %359, %out_226 : i64
      linalg.yield %360, %362 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded = tensor.expand_shape %61#0 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%56, %expanded : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.subf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x1000xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<64x1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = math.exp %in : f32
      linalg.yield %358 : f32
    } -> tensor<64x1000xf32>
    %64 = tensor.empty() : tensor<64x1xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "reduction"]} ins(%63 : tensor<64x1000xf32>) outs(%65 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<64x1xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<64x1xf32>) outs(%64 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = math.log %in : f32
      linalg.yield %358 : f32
    } -> tensor<64x1xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%62, %67 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.subf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x1000xf32>
    %69 = tensor.empty() : tensor<64xi1>
    %70 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xi64>) outs(%69 : tensor<64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %358 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %358 : i1
    } -> tensor<64xi1>
    %71 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%70, %arg1, %cst_3 : tensor<64xi1>, tensor<64xi64>, tensor<i64>) outs(%57 : tensor<64xi64>) {
    ^bb0(%in: i1, %in_226: i64, %in_227: i64, %out: i64):
      %358 = arith.select %in, %in_226, %in_227 : i64
      linalg.yield %358 : i64
    } -> tensor<64xi64>
    %expanded_21 = tensor.expand_shape %71 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_21 : tensor<64x1xi64>) outs(%65 : tensor<64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %358 = linalg.index 0 : index
      %359 = arith.index_cast %in : i64 to index
      %360 = arith.cmpi slt, %359, %c1000 : index
      cf.assert %360, "index must be smaller than dim size"
      %361 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %361, "index must be larger or equal to 0"
      %extracted = tensor.extract %68[%358, %359] : tensor<64x1000xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x1xf32>
    %collapsed_22 = tensor.collapse_shape %72 [[0, 1]] : tensor<64x1xf32> into tensor<64xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%collapsed_22 : tensor<64xf32>) outs(%59 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.negf %in : f32
      linalg.yield %358 : f32
    } -> tensor<64xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%70, %73, %cst_2 : tensor<64xi1>, tensor<64xf32>, tensor<f32>) outs(%59 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64xf32>
    %75 = tensor.empty() : tensor<i64>
    %76 = linalg.fill ins(%c0_i64 : i64) outs(%75 : tensor<i64>) -> tensor<i64>
    %77 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%70 : tensor<64xi1>) outs(%76 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %358 = arith.extui %in : i1 to i64
      %359 = arith.addi %358, %out : i64
      linalg.yield %359 : i64
    } -> tensor<i64>
    %78 = tensor.empty() : tensor<f32>
    %79 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%77 : tensor<i64>) outs(%78 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %358 = arith.sitofp %in : i64 to f32
      linalg.yield %358 : f32
    } -> tensor<f32>
    %80 = linalg.fill ins(%cst : f32) outs(%78 : tensor<f32>) -> tensor<f32>
    %81 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%74 : tensor<64xf32>) outs(%80 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<f32>
    %82 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%81, %79 : tensor<f32>, tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.divf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<f32>
    %83 = tensor.empty() : tensor<1000xi64>
    %84 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%83 : tensor<1000xi64>) {
    ^bb0(%out: i64):
      %358 = linalg.index 0 : index
      %359 = arith.index_cast %358 : index to i64
      linalg.yield %359 : i64
    } -> tensor<1000xi64>
    %expanded_23 = tensor.expand_shape %arg1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %85 = tensor.empty() : tensor<64x1000xi1>
    %86 = linalg.generic {indexing_maps = [#map4, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_23, %84 : tensor<64x1xi64>, tensor<1000xi64>) outs(%85 : tensor<64x1000xi1>) {
    ^bb0(%in: i64, %in_226: i64, %out: i1):
      %358 = arith.cmpi eq, %in, %in_226 : i64
      linalg.yield %358 : i1
    } -> tensor<64x1000xi1>
    %expanded_24 = tensor.expand_shape %70 [[0, 1]] output_shape [64, 1] : tensor<64xi1> into tensor<64x1xi1>
    %87 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%86, %expanded_24 : tensor<64x1000xi1>, tensor<64x1xi1>) outs(%85 : tensor<64x1000xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x1000xi1>
    %88 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.negf %in : f32
      linalg.yield %358 : f32
    } -> tensor<f32>
    %89 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%88, %79 : tensor<f32>, tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.divf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<f32>
    %90 = linalg.generic {indexing_maps = [#map2, #map8, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%87, %89, %cst_2 : tensor<64x1000xi1>, tensor<f32>, tensor<f32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x1000xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<64x1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = math.exp %in : f32
      linalg.yield %358 : f32
    } -> tensor<64x1000xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "reduction"]} ins(%90 : tensor<64x1000xf32>) outs(%65 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<64x1xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.mulf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x1000xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%90, %93 : tensor<64x1000xf32>, tensor<64x1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.subf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x1000xf32>
    %95 = linalg.matmul ins(%94, %arg22 : tensor<64x1000xf32>, tensor<1000x4096xf32>) outs(%41 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %96 = tensor.empty() : tensor<1000x64xf32>
    %transposed_25 = linalg.transpose ins(%94 : tensor<64x1000xf32>) outs(%96 : tensor<1000x64xf32>) permutation = [1, 0] 
    %97 = tensor.empty() : tensor<1000x4096xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<1000x4096xf32>) -> tensor<1000x4096xf32>
    %99 = linalg.matmul ins(%transposed_25, %50 : tensor<1000x64xf32>, tensor<64x4096xf32>) outs(%98 : tensor<1000x4096xf32>) -> tensor<1000x4096xf32>
    %100 = tensor.empty() : tensor<1x1000xf32>
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %102 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["reduction", "parallel"]} ins(%94 : tensor<64x1000xf32>) outs(%101 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<1x1000xf32>
    %collapsed_26 = tensor.collapse_shape %102 [[0, 1]] : tensor<1x1000xf32> into tensor<1000xf32>
    %103 = tensor.empty() : tensor<64x4096xi1>
    %104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<64x4096xf32>) outs(%103 : tensor<64x4096xi1>) {
    ^bb0(%in: f32, %out: i1):
      %358 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %358 : i1
    } -> tensor<64x4096xi1>
    %105 = linalg.generic {indexing_maps = [#map2, #map8, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%104, %cst_2, %95 : tensor<64x4096xi1>, tensor<f32>, tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x4096xf32>
    %106 = linalg.matmul ins(%105, %arg20 : tensor<64x4096xf32>, tensor<4096x4096xf32>) outs(%41 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %107 = tensor.empty() : tensor<4096x64xf32>
    %transposed_27 = linalg.transpose ins(%105 : tensor<64x4096xf32>) outs(%107 : tensor<4096x64xf32>) permutation = [1, 0] 
    %108 = linalg.fill ins(%cst : f32) outs(%46 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %109 = linalg.matmul ins(%transposed_27, %45 : tensor<4096x64xf32>, tensor<64x4096xf32>) outs(%108 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %110 = tensor.empty() : tensor<1x4096xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["reduction", "parallel"]} ins(%105 : tensor<64x4096xf32>) outs(%111 : tensor<1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<1x4096xf32>
    %collapsed_28 = tensor.collapse_shape %112 [[0, 1]] : tensor<1x4096xf32> into tensor<4096xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<64x4096xf32>) outs(%103 : tensor<64x4096xi1>) {
    ^bb0(%in: f32, %out: i1):
      %358 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %358 : i1
    } -> tensor<64x4096xi1>
    %114 = linalg.generic {indexing_maps = [#map2, #map8, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_2, %106 : tensor<64x4096xi1>, tensor<f32>, tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x4096xf32>
    %115 = tensor.empty() : tensor<64x25088xf32>
    %116 = linalg.fill ins(%cst : f32) outs(%115 : tensor<64x25088xf32>) -> tensor<64x25088xf32>
    %117 = linalg.matmul ins(%114, %arg18 : tensor<64x4096xf32>, tensor<4096x25088xf32>) outs(%116 : tensor<64x25088xf32>) -> tensor<64x25088xf32>
    %transposed_29 = linalg.transpose ins(%114 : tensor<64x4096xf32>) outs(%107 : tensor<4096x64xf32>) permutation = [1, 0] 
    %118 = tensor.empty() : tensor<4096x25088xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<4096x25088xf32>) -> tensor<4096x25088xf32>
    %120 = linalg.matmul ins(%transposed_29, %collapsed : tensor<4096x64xf32>, tensor<64x25088xf32>) outs(%119 : tensor<4096x25088xf32>) -> tensor<4096x25088xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["reduction", "parallel"]} ins(%114 : tensor<64x4096xf32>) outs(%111 : tensor<1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<1x4096xf32>
    %collapsed_30 = tensor.collapse_shape %121 [[0, 1]] : tensor<1x4096xf32> into tensor<4096xf32>
    %expanded_31 = tensor.expand_shape %117 [[0], [1, 2, 3]] output_shape [64, 512, 7, 7] : tensor<64x25088xf32> into tensor<64x512x7x7xf32>
    %122 = tensor.empty() : tensor<7xi64>
    %123 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%122 : tensor<7xi64>) {
    ^bb0(%out: i64):
      %358 = linalg.index 0 : index
      %359 = arith.index_cast %358 : index to i64
      linalg.yield %359 : i64
    } -> tensor<7xi64>
    %expanded_32 = tensor.expand_shape %123 [[0, 1]] output_shape [7, 1] : tensor<7xi64> into tensor<7x1xi64>
    %expanded_33 = tensor.expand_shape %123 [[0, 1]] output_shape [1, 7] : tensor<7xi64> into tensor<1x7xi64>
    %124 = tensor.empty() : tensor<7x1xi64>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_32 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %358 = arith.muli %in, %c7_i64 : i64
      linalg.yield %358 : i64
    } -> tensor<7x1xi64>
    %126 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%125, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_226: i64, %out: i64):
      %358 = arith.sitofp %in : i64 to f64
      %359 = arith.sitofp %in_226 : i64 to f64
      %360 = arith.divf %358, %359 : f64
      %361 = math.floor %360 : f64
      %362 = arith.fptosi %361 : f64 to i64
      linalg.yield %362 : i64
    } -> tensor<7x1xi64>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_32 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %358 = arith.addi %in, %c1_i64 : i64
      linalg.yield %358 : i64
    } -> tensor<7x1xi64>
    %128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%127 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %358 = arith.muli %in, %c7_i64 : i64
      linalg.yield %358 : i64
    } -> tensor<7x1xi64>
    %129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %358 = arith.addi %in, %c7_i64 : i64
      linalg.yield %358 : i64
    } -> tensor<7x1xi64>
    %130 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %358 = arith.subi %in, %c1_i64 : i64
      linalg.yield %358 : i64
    } -> tensor<7x1xi64>
    %131 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%130, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_226: i64, %out: i64):
      %358 = arith.sitofp %in : i64 to f64
      %359 = arith.sitofp %in_226 : i64 to f64
      %360 = arith.divf %358, %359 : f64
      %361 = math.floor %360 : f64
      %362 = arith.fptosi %361 : f64 to i64
      linalg.yield %362 : i64
    } -> tensor<7x1xi64>
    %132 = tensor.empty() : tensor<7x7xi1>
    %133 = linalg.generic {indexing_maps = [#map9, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %126 : tensor<1x7xi64>, tensor<7x1xi64>) outs(%132 : tensor<7x7xi1>) {
    ^bb0(%in: i64, %in_226: i64, %out: i1):
      %358 = arith.cmpi sge, %in, %in_226 : i64
      linalg.yield %358 : i1
    } -> tensor<7x7xi1>
    %134 = linalg.generic {indexing_maps = [#map9, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %131 : tensor<1x7xi64>, tensor<7x1xi64>) outs(%132 : tensor<7x7xi1>) {
    ^bb0(%in: i64, %in_226: i64, %out: i1):
      %358 = arith.cmpi slt, %in, %in_226 : i64
      linalg.yield %358 : i1
    } -> tensor<7x7xi1>
    %135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<7x7xi1>, tensor<7x7xi1>) outs(%132 : tensor<7x7xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<7x7xi1>
    %136 = tensor.empty() : tensor<7x7xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<7x7xi1>) outs(%136 : tensor<7x7xf32>) {
    ^bb0(%in: i1, %out: f32):
      %358 = arith.uitofp %in : i1 to f32
      linalg.yield %358 : f32
    } -> tensor<7x7xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%131, %126 : tensor<7x1xi64>, tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_226: i64, %out: i64):
      %358 = arith.subi %in, %in_226 : i64
      linalg.yield %358 : i64
    } -> tensor<7x1xi64>
    %139 = tensor.empty() : tensor<7x1xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<7x1xi64>) outs(%139 : tensor<7x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %358 = arith.sitofp %in : i64 to f32
      linalg.yield %358 : f32
    } -> tensor<7x1xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%137, %140 : tensor<7x7xf32>, tensor<7x1xf32>) outs(%136 : tensor<7x7xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.divf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<7x7xf32>
    %transposed_34 = linalg.transpose ins(%141 : tensor<7x7xf32>) outs(%136 : tensor<7x7xf32>) permutation = [1, 0] 
    %142 = linalg.generic {indexing_maps = [#map10, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<7x7xf32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x512x7x7xf32>
    %collapsed_35 = tensor.collapse_shape %142 [[0, 1], [2], [3]] : tensor<64x512x7x7xf32> into tensor<32768x7x7xf32>
    %collapsed_36 = tensor.collapse_shape %expanded_31 [[0, 1], [2], [3]] : tensor<64x512x7x7xf32> into tensor<32768x7x7xf32>
    %143 = tensor.empty() : tensor<32768x7x7xf32>
    %144 = linalg.fill ins(%cst : f32) outs(%143 : tensor<32768x7x7xf32>) -> tensor<32768x7x7xf32>
    %145 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<32768x7x7xf32>, tensor<32768x7x7xf32>) outs(%144 : tensor<32768x7x7xf32>) -> tensor<32768x7x7xf32>
    %collapsed_37 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<32768x7x7xf32> into tensor<229376x7xf32>
    %146 = tensor.empty() : tensor<229376x7xf32>
    %147 = linalg.fill ins(%cst : f32) outs(%146 : tensor<229376x7xf32>) -> tensor<229376x7xf32>
    %148 = linalg.matmul ins(%collapsed_37, %141 : tensor<229376x7xf32>, tensor<7x7xf32>) outs(%147 : tensor<229376x7xf32>) -> tensor<229376x7xf32>
    %expanded_38 = tensor.expand_shape %148 [[0, 1, 2], [3]] output_shape [64, 512, 7, 7] : tensor<229376x7xf32> into tensor<64x512x7x7xf32>
    %extracted_slice = tensor.extract_slice %32[0, 0, 0, 0] [64, 512, 7, 14] [1, 1, 2, 1] : tensor<64x512x14x14xf32> to tensor<64x512x7x14xf32>
    %extracted_slice_39 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [64, 512, 7, 7] [1, 1, 1, 2] : tensor<64x512x7x14xf32> to tensor<64x512x7x7xf32>
    %extracted_slice_40 = tensor.extract_slice %extracted_slice[0, 0, 0, 1] [64, 512, 7, 7] [1, 1, 1, 2] : tensor<64x512x7x14xf32> to tensor<64x512x7x7xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %extracted_slice_40 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x512x7x7xf32>
    %extracted_slice_41 = tensor.extract_slice %32[0, 0, 1, 0] [64, 512, 7, 14] [1, 1, 2, 1] : tensor<64x512x14x14xf32> to tensor<64x512x7x14xf32>
    %extracted_slice_42 = tensor.extract_slice %extracted_slice_41[0, 0, 0, 0] [64, 512, 7, 7] [1, 1, 1, 2] : tensor<64x512x7x14xf32> to tensor<64x512x7x7xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %extracted_slice_42 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x512x7x7xf32>
    %extracted_slice_43 = tensor.extract_slice %extracted_slice_41[0, 0, 0, 1] [64, 512, 7, 7] [1, 1, 1, 2] : tensor<64x512x7x14xf32> to tensor<64x512x7x7xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %extracted_slice_43 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x512x7x7xf32>
    %152 = tensor.empty() : tensor<64x512x7x7xi1>
    %153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_38, %cst_2 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xf32>, tensor<f32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_44 = tensor.expand_shape %154 [[0], [1], [2], [3, 4, 5]] output_shape [64, 512, 7, 1, 7, 1] : tensor<64x512x7x7xf32> into tensor<64x512x7x1x7x1xf32>
    %padded_45 = tensor.pad %expanded_44 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x512x7x1x7x1xf32> to tensor<64x512x7x2x7x2xf32>
    %collapsed_46 = tensor.collapse_shape %padded_45 [[0], [1], [2, 3], [4, 5]] : tensor<64x512x7x2x7x2xf32> into tensor<64x512x14x14xf32>
    %extracted_slice_47 = tensor.extract_slice %collapsed_46[0, 0, 0, 0] [64, 512, 13, 14] [1, 1, 1, 1] : tensor<64x512x14x14xf32> to tensor<64x512x13x14xf32>
    %extracted_slice_48 = tensor.extract_slice %extracted_slice_47[0, 0, 0, 0] [64, 512, 13, 13] [1, 1, 1, 1] : tensor<64x512x13x14xf32> to tensor<64x512x13x13xf32>
    %padded_49 = tensor.pad %extracted_slice_48 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x13x13xf32> to tensor<64x512x14x14xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %156 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %155 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.ori %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %159 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_38, %cst_2 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xf32>, tensor<f32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_50 = tensor.expand_shape %159 [[0], [1], [2], [3, 4, 5]] output_shape [64, 512, 7, 1, 7, 1] : tensor<64x512x7x7xf32> into tensor<64x512x7x1x7x1xf32>
    %padded_51 = tensor.pad %expanded_50 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x512x7x1x7x1xf32> to tensor<64x512x7x2x7x2xf32>
    %collapsed_52 = tensor.collapse_shape %padded_51 [[0], [1], [2, 3], [4, 5]] : tensor<64x512x7x2x7x2xf32> into tensor<64x512x14x14xf32>
    %extracted_slice_53 = tensor.extract_slice %collapsed_52[0, 0, 0, 0] [64, 512, 13, 14] [1, 1, 1, 1] : tensor<64x512x14x14xf32> to tensor<64x512x13x14xf32>
    %extracted_slice_54 = tensor.extract_slice %extracted_slice_53[0, 0, 0, 0] [64, 512, 13, 13] [1, 1, 1, 1] : tensor<64x512x13x14xf32> to tensor<64x512x13x13xf32>
    %padded_55 = tensor.pad %extracted_slice_54 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x13x13xf32> to tensor<64x512x14x14xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_49, %padded_55 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x14x14xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %162 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %161 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.ori %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %165 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_38, %cst_2 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xf32>, tensor<f32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_56 = tensor.expand_shape %165 [[0], [1], [2], [3, 4, 5]] output_shape [64, 512, 7, 1, 7, 1] : tensor<64x512x7x7xf32> into tensor<64x512x7x1x7x1xf32>
    %padded_57 = tensor.pad %expanded_56 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x512x7x1x7x1xf32> to tensor<64x512x7x2x7x2xf32>
    %collapsed_58 = tensor.collapse_shape %padded_57 [[0], [1], [2, 3], [4, 5]] : tensor<64x512x7x2x7x2xf32> into tensor<64x512x14x14xf32>
    %extracted_slice_59 = tensor.extract_slice %collapsed_58[0, 0, 0, 0] [64, 512, 13, 14] [1, 1, 1, 1] : tensor<64x512x14x14xf32> to tensor<64x512x13x14xf32>
    %extracted_slice_60 = tensor.extract_slice %extracted_slice_59[0, 0, 0, 0] [64, 512, 13, 13] [1, 1, 1, 1] : tensor<64x512x13x14xf32> to tensor<64x512x13x13xf32>
    %padded_61 = tensor.pad %extracted_slice_60 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x13x13xf32> to tensor<64x512x14x14xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %padded_61 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x14x14xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %168 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x7x7xi1>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_38, %cst_2 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xf32>, tensor<f32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_62 = tensor.expand_shape %170 [[0], [1], [2], [3, 4, 5]] output_shape [64, 512, 7, 1, 7, 1] : tensor<64x512x7x7xf32> into tensor<64x512x7x1x7x1xf32>
    %padded_63 = tensor.pad %expanded_62 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x512x7x1x7x1xf32> to tensor<64x512x7x2x7x2xf32>
    %collapsed_64 = tensor.collapse_shape %padded_63 [[0], [1], [2, 3], [4, 5]] : tensor<64x512x7x2x7x2xf32> into tensor<64x512x14x14xf32>
    %extracted_slice_65 = tensor.extract_slice %collapsed_64[0, 0, 0, 0] [64, 512, 13, 14] [1, 1, 1, 1] : tensor<64x512x14x14xf32> to tensor<64x512x13x14xf32>
    %extracted_slice_66 = tensor.extract_slice %extracted_slice_65[0, 0, 0, 0] [64, 512, 13, 13] [1, 1, 1, 1] : tensor<64x512x13x14xf32> to tensor<64x512x13x13xf32>
    %padded_67 = tensor.pad %extracted_slice_66 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x13x13xf32> to tensor<64x512x14x14xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %padded_67 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x14x14xf32>
    %172 = tensor.empty() : tensor<64x512x14x14xi1>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<64x512x14x14xf32>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %358 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %174 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %cst_2, %171 : tensor<64x512x14x14xi1>, tensor<f32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x14x14xf32>
    %175 = tensor.empty() : tensor<512x512x3x3xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%175 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %177 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%176 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %358 = linalg.index 0 : index
      %359 = linalg.index 1 : index
      %360 = linalg.index 2 : index
      %361 = linalg.index 3 : index
      %362 = arith.subi %c2, %360 : index
      %363 = arith.subi %c2, %361 : index
      %extracted = tensor.extract %arg16[%359, %358, %362, %363] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %178 = tensor.empty() : tensor<64x512x16x16xf32>
    %179 = linalg.fill ins(%cst : f32) outs(%178 : tensor<64x512x16x16xf32>) -> tensor<64x512x16x16xf32>
    %inserted_slice = tensor.insert_slice %174 into %179[0, 0, 1, 1] [64, 512, 14, 14] [1, 1, 1, 1] : tensor<64x512x14x14xf32> into tensor<64x512x16x16xf32>
    %180 = linalg.fill ins(%cst : f32) outs(%26 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %177 : tensor<64x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%180 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %182 = tensor.empty() : tensor<512x64x14x14xf32>
    %transposed_68 = linalg.transpose ins(%30 : tensor<64x512x14x14xf32>) outs(%182 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_69 = linalg.transpose ins(%174 : tensor<64x512x14x14xf32>) outs(%182 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_70 = tensor.pad %transposed_68 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<512x64x14x14xf32> to tensor<512x64x16x16xf32>
    %183 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_70, %transposed_69 : tensor<512x64x16x16xf32>, tensor<512x64x14x14xf32>) outs(%176 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_71 = linalg.transpose ins(%183 : tensor<512x512x3x3xf32>) outs(%175 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %184 = tensor.empty() : tensor<512xf32>
    %185 = linalg.fill ins(%cst : f32) outs(%184 : tensor<512xf32>) -> tensor<512xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%174 : tensor<64x512x14x14xf32>) outs(%185 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<512xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<64x512x14x14xf32>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %358 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %188 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %cst_2, %181 : tensor<64x512x14x14xi1>, tensor<f32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x14x14xf32>
    %189 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%176 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %358 = linalg.index 0 : index
      %359 = linalg.index 1 : index
      %360 = linalg.index 2 : index
      %361 = linalg.index 3 : index
      %362 = arith.subi %c2, %360 : index
      %363 = arith.subi %c2, %361 : index
      %extracted = tensor.extract %arg14[%359, %358, %362, %363] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %inserted_slice_72 = tensor.insert_slice %188 into %179[0, 0, 1, 1] [64, 512, 14, 14] [1, 1, 1, 1] : tensor<64x512x14x14xf32> into tensor<64x512x16x16xf32>
    %190 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_72, %189 : tensor<64x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%180 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %transposed_73 = linalg.transpose ins(%28 : tensor<64x512x14x14xf32>) outs(%182 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_74 = linalg.transpose ins(%188 : tensor<64x512x14x14xf32>) outs(%182 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_75 = tensor.pad %transposed_73 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<512x64x14x14xf32> to tensor<512x64x16x16xf32>
    %191 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_75, %transposed_74 : tensor<512x64x16x16xf32>, tensor<512x64x14x14xf32>) outs(%176 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_76 = linalg.transpose ins(%191 : tensor<512x512x3x3xf32>) outs(%175 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %192 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%188 : tensor<64x512x14x14xf32>) outs(%185 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<512xf32>
    %extracted_slice_77 = tensor.extract_slice %25[0, 0, 0, 0] [64, 512, 14, 28] [1, 1, 2, 1] : tensor<64x512x28x28xf32> to tensor<64x512x14x28xf32>
    %extracted_slice_78 = tensor.extract_slice %extracted_slice_77[0, 0, 0, 0] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %extracted_slice_79 = tensor.extract_slice %extracted_slice_77[0, 0, 0, 1] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_78, %extracted_slice_79 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x512x14x14xf32>
    %extracted_slice_80 = tensor.extract_slice %25[0, 0, 1, 0] [64, 512, 14, 28] [1, 1, 2, 1] : tensor<64x512x28x28xf32> to tensor<64x512x14x28xf32>
    %extracted_slice_81 = tensor.extract_slice %extracted_slice_80[0, 0, 0, 0] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %extracted_slice_81 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x512x14x14xf32>
    %extracted_slice_82 = tensor.extract_slice %extracted_slice_80[0, 0, 0, 1] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %extracted_slice_82 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x512x14x14xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_78, %195 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %197 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %190, %cst_2 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xf32>, tensor<f32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x14x14xf32>
    %expanded_83 = tensor.expand_shape %197 [[0], [1], [2], [3, 4, 5]] output_shape [64, 512, 14, 1, 14, 1] : tensor<64x512x14x14xf32> into tensor<64x512x14x1x14x1xf32>
    %padded_84 = tensor.pad %expanded_83 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x512x14x1x14x1xf32> to tensor<64x512x14x2x14x2xf32>
    %collapsed_85 = tensor.collapse_shape %padded_84 [[0], [1], [2, 3], [4, 5]] : tensor<64x512x14x2x14x2xf32> into tensor<64x512x28x28xf32>
    %extracted_slice_86 = tensor.extract_slice %collapsed_85[0, 0, 0, 0] [64, 512, 27, 28] [1, 1, 1, 1] : tensor<64x512x28x28xf32> to tensor<64x512x27x28xf32>
    %extracted_slice_87 = tensor.extract_slice %extracted_slice_86[0, 0, 0, 0] [64, 512, 27, 27] [1, 1, 1, 1] : tensor<64x512x27x28xf32> to tensor<64x512x27x27xf32>
    %padded_88 = tensor.pad %extracted_slice_87 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x27x27xf32> to tensor<64x512x28x28xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_79, %195 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<64x512x14x14xi1>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %199 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %198 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.ori %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %202 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %190, %cst_2 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xf32>, tensor<f32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x14x14xf32>
    %expanded_89 = tensor.expand_shape %202 [[0], [1], [2], [3, 4, 5]] output_shape [64, 512, 14, 1, 14, 1] : tensor<64x512x14x14xf32> into tensor<64x512x14x1x14x1xf32>
    %padded_90 = tensor.pad %expanded_89 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x512x14x1x14x1xf32> to tensor<64x512x14x2x14x2xf32>
    %collapsed_91 = tensor.collapse_shape %padded_90 [[0], [1], [2, 3], [4, 5]] : tensor<64x512x14x2x14x2xf32> into tensor<64x512x28x28xf32>
    %extracted_slice_92 = tensor.extract_slice %collapsed_91[0, 0, 0, 0] [64, 512, 27, 28] [1, 1, 1, 1] : tensor<64x512x28x28xf32> to tensor<64x512x27x28xf32>
    %extracted_slice_93 = tensor.extract_slice %extracted_slice_92[0, 0, 0, 0] [64, 512, 27, 27] [1, 1, 1, 1] : tensor<64x512x27x28xf32> to tensor<64x512x27x27xf32>
    %padded_94 = tensor.pad %extracted_slice_93 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x27x27xf32> to tensor<64x512x28x28xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_88, %padded_94 : tensor<64x512x28x28xf32>, tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x28x28xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_81, %195 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201 : tensor<64x512x14x14xi1>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %205 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %204 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.ori %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %208 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %190, %cst_2 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xf32>, tensor<f32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x14x14xf32>
    %expanded_95 = tensor.expand_shape %208 [[0], [1], [2], [3, 4, 5]] output_shape [64, 512, 14, 1, 14, 1] : tensor<64x512x14x14xf32> into tensor<64x512x14x1x14x1xf32>
    %padded_96 = tensor.pad %expanded_95 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x512x14x1x14x1xf32> to tensor<64x512x14x2x14x2xf32>
    %collapsed_97 = tensor.collapse_shape %padded_96 [[0], [1], [2, 3], [4, 5]] : tensor<64x512x14x2x14x2xf32> into tensor<64x512x28x28xf32>
    %extracted_slice_98 = tensor.extract_slice %collapsed_97[0, 0, 0, 0] [64, 512, 27, 28] [1, 1, 1, 1] : tensor<64x512x28x28xf32> to tensor<64x512x27x28xf32>
    %extracted_slice_99 = tensor.extract_slice %extracted_slice_98[0, 0, 0, 0] [64, 512, 27, 27] [1, 1, 1, 1] : tensor<64x512x27x28xf32> to tensor<64x512x27x27xf32>
    %padded_100 = tensor.pad %extracted_slice_99 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x27x27xf32> to tensor<64x512x28x28xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %padded_100 : tensor<64x512x28x28xf32>, tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x28x28xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_82, %195 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207 : tensor<64x512x14x14xi1>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %211 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%172 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x512x14x14xi1>
    %213 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %190, %cst_2 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xf32>, tensor<f32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x14x14xf32>
    %expanded_101 = tensor.expand_shape %213 [[0], [1], [2], [3, 4, 5]] output_shape [64, 512, 14, 1, 14, 1] : tensor<64x512x14x14xf32> into tensor<64x512x14x1x14x1xf32>
    %padded_102 = tensor.pad %expanded_101 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x512x14x1x14x1xf32> to tensor<64x512x14x2x14x2xf32>
    %collapsed_103 = tensor.collapse_shape %padded_102 [[0], [1], [2, 3], [4, 5]] : tensor<64x512x14x2x14x2xf32> into tensor<64x512x28x28xf32>
    %extracted_slice_104 = tensor.extract_slice %collapsed_103[0, 0, 0, 0] [64, 512, 27, 28] [1, 1, 1, 1] : tensor<64x512x28x28xf32> to tensor<64x512x27x28xf32>
    %extracted_slice_105 = tensor.extract_slice %extracted_slice_104[0, 0, 0, 0] [64, 512, 27, 27] [1, 1, 1, 1] : tensor<64x512x27x28xf32> to tensor<64x512x27x27xf32>
    %padded_106 = tensor.pad %extracted_slice_105 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x27x27xf32> to tensor<64x512x28x28xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %padded_106 : tensor<64x512x28x28xf32>, tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x28x28xf32>
    %215 = tensor.empty() : tensor<64x512x28x28xi1>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<64x512x28x28xf32>) outs(%215 : tensor<64x512x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %358 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x28x28xi1>
    %217 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %cst_2, %214 : tensor<64x512x28x28xi1>, tensor<f32>, tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x28x28xf32>
    %218 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%176 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %358 = linalg.index 0 : index
      %359 = linalg.index 1 : index
      %360 = linalg.index 2 : index
      %361 = linalg.index 3 : index
      %362 = arith.subi %c2, %360 : index
      %363 = arith.subi %c2, %361 : index
      %extracted = tensor.extract %arg12[%359, %358, %362, %363] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %219 = tensor.empty() : tensor<64x512x30x30xf32>
    %220 = linalg.fill ins(%cst : f32) outs(%219 : tensor<64x512x30x30xf32>) -> tensor<64x512x30x30xf32>
    %inserted_slice_107 = tensor.insert_slice %217 into %220[0, 0, 1, 1] [64, 512, 28, 28] [1, 1, 1, 1] : tensor<64x512x28x28xf32> into tensor<64x512x30x30xf32>
    %221 = linalg.fill ins(%cst : f32) outs(%21 : tensor<64x512x28x28xf32>) -> tensor<64x512x28x28xf32>
    %222 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_107, %218 : tensor<64x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%221 : tensor<64x512x28x28xf32>) -> tensor<64x512x28x28xf32>
    %223 = tensor.empty() : tensor<512x64x28x28xf32>
    %transposed_108 = linalg.transpose ins(%23 : tensor<64x512x28x28xf32>) outs(%223 : tensor<512x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_109 = linalg.transpose ins(%217 : tensor<64x512x28x28xf32>) outs(%223 : tensor<512x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_110 = tensor.pad %transposed_108 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<512x64x28x28xf32> to tensor<512x64x30x30xf32>
    %224 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_110, %transposed_109 : tensor<512x64x30x30xf32>, tensor<512x64x28x28xf32>) outs(%176 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_111 = linalg.transpose ins(%224 : tensor<512x512x3x3xf32>) outs(%175 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %225 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%217 : tensor<64x512x28x28xf32>) outs(%185 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<512xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<64x512x28x28xf32>) outs(%215 : tensor<64x512x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %358 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %358 : i1
    } -> tensor<64x512x28x28xi1>
    %227 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %cst_2, %222 : tensor<64x512x28x28xi1>, tensor<f32>, tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x512x28x28xf32>
    %228 = tensor.empty() : tensor<256x512x3x3xf32>
    %229 = linalg.fill ins(%cst : f32) outs(%228 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %230 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%229 : tensor<256x512x3x3xf32>) {
    ^bb0(%out: f32):
      %358 = linalg.index 0 : index
      %359 = linalg.index 1 : index
      %360 = linalg.index 2 : index
      %361 = linalg.index 3 : index
      %362 = arith.subi %c2, %360 : index
      %363 = arith.subi %c2, %361 : index
      %extracted = tensor.extract %arg10[%359, %358, %362, %363] : tensor<512x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x3x3xf32>
    %inserted_slice_112 = tensor.insert_slice %227 into %220[0, 0, 1, 1] [64, 512, 28, 28] [1, 1, 1, 1] : tensor<64x512x28x28xf32> into tensor<64x512x30x30xf32>
    %231 = linalg.fill ins(%cst : f32) outs(%18 : tensor<64x256x28x28xf32>) -> tensor<64x256x28x28xf32>
    %232 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_112, %230 : tensor<64x512x30x30xf32>, tensor<256x512x3x3xf32>) outs(%231 : tensor<64x256x28x28xf32>) -> tensor<64x256x28x28xf32>
    %233 = tensor.empty() : tensor<256x64x28x28xf32>
    %transposed_113 = linalg.transpose ins(%20 : tensor<64x256x28x28xf32>) outs(%233 : tensor<256x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_114 = linalg.transpose ins(%227 : tensor<64x512x28x28xf32>) outs(%223 : tensor<512x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_115 = tensor.pad %transposed_113 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<256x64x28x28xf32> to tensor<256x64x30x30xf32>
    %234 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_115, %transposed_114 : tensor<256x64x30x30xf32>, tensor<512x64x28x28xf32>) outs(%229 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %235 = tensor.empty() : tensor<512x256x3x3xf32>
    %transposed_116 = linalg.transpose ins(%234 : tensor<256x512x3x3xf32>) outs(%235 : tensor<512x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %236 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%227 : tensor<64x512x28x28xf32>) outs(%185 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<512xf32>
    %extracted_slice_117 = tensor.extract_slice %17[0, 0, 0, 0] [64, 256, 28, 56] [1, 1, 2, 1] : tensor<64x256x56x56xf32> to tensor<64x256x28x56xf32>
    %extracted_slice_118 = tensor.extract_slice %extracted_slice_117[0, 0, 0, 0] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %extracted_slice_119 = tensor.extract_slice %extracted_slice_117[0, 0, 0, 1] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_118, %extracted_slice_119 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x256x28x28xf32>
    %extracted_slice_120 = tensor.extract_slice %17[0, 0, 1, 0] [64, 256, 28, 56] [1, 1, 2, 1] : tensor<64x256x56x56xf32> to tensor<64x256x28x56xf32>
    %extracted_slice_121 = tensor.extract_slice %extracted_slice_120[0, 0, 0, 0] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %extracted_slice_121 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x256x28x28xf32>
    %extracted_slice_122 = tensor.extract_slice %extracted_slice_120[0, 0, 0, 1] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %extracted_slice_122 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x256x28x28xf32>
    %240 = tensor.empty() : tensor<64x256x28x28xi1>
    %241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_118, %239 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %232, %cst_2 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xf32>, tensor<f32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x256x28x28xf32>
    %expanded_123 = tensor.expand_shape %242 [[0], [1], [2], [3, 4, 5]] output_shape [64, 256, 28, 1, 28, 1] : tensor<64x256x28x28xf32> into tensor<64x256x28x1x28x1xf32>
    %padded_124 = tensor.pad %expanded_123 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x256x28x1x28x1xf32> to tensor<64x256x28x2x28x2xf32>
    %collapsed_125 = tensor.collapse_shape %padded_124 [[0], [1], [2, 3], [4, 5]] : tensor<64x256x28x2x28x2xf32> into tensor<64x256x56x56xf32>
    %extracted_slice_126 = tensor.extract_slice %collapsed_125[0, 0, 0, 0] [64, 256, 55, 56] [1, 1, 1, 1] : tensor<64x256x56x56xf32> to tensor<64x256x55x56xf32>
    %extracted_slice_127 = tensor.extract_slice %extracted_slice_126[0, 0, 0, 0] [64, 256, 55, 55] [1, 1, 1, 1] : tensor<64x256x55x56xf32> to tensor<64x256x55x55xf32>
    %padded_128 = tensor.pad %extracted_slice_127 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x256x55x55xf32> to tensor<64x256x56x56xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_119, %239 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241 : tensor<64x256x28x28xi1>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %244 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %246 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %243 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.ori %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %247 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %232, %cst_2 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xf32>, tensor<f32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x256x28x28xf32>
    %expanded_129 = tensor.expand_shape %247 [[0], [1], [2], [3, 4, 5]] output_shape [64, 256, 28, 1, 28, 1] : tensor<64x256x28x28xf32> into tensor<64x256x28x1x28x1xf32>
    %padded_130 = tensor.pad %expanded_129 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x256x28x1x28x1xf32> to tensor<64x256x28x2x28x2xf32>
    %collapsed_131 = tensor.collapse_shape %padded_130 [[0], [1], [2, 3], [4, 5]] : tensor<64x256x28x2x28x2xf32> into tensor<64x256x56x56xf32>
    %extracted_slice_132 = tensor.extract_slice %collapsed_131[0, 0, 0, 0] [64, 256, 55, 56] [1, 1, 1, 1] : tensor<64x256x56x56xf32> to tensor<64x256x55x56xf32>
    %extracted_slice_133 = tensor.extract_slice %extracted_slice_132[0, 0, 0, 0] [64, 256, 55, 55] [1, 1, 1, 1] : tensor<64x256x55x56xf32> to tensor<64x256x55x55xf32>
    %padded_134 = tensor.pad %extracted_slice_133 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x256x55x55xf32> to tensor<64x256x56x56xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_128, %padded_134 : tensor<64x256x56x56xf32>, tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x256x56x56xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_121, %239 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<64x256x28x28xi1>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %251 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %250 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %252 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %249 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.ori %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %253 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %232, %cst_2 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xf32>, tensor<f32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x256x28x28xf32>
    %expanded_135 = tensor.expand_shape %253 [[0], [1], [2], [3, 4, 5]] output_shape [64, 256, 28, 1, 28, 1] : tensor<64x256x28x28xf32> into tensor<64x256x28x1x28x1xf32>
    %padded_136 = tensor.pad %expanded_135 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x256x28x1x28x1xf32> to tensor<64x256x28x2x28x2xf32>
    %collapsed_137 = tensor.collapse_shape %padded_136 [[0], [1], [2, 3], [4, 5]] : tensor<64x256x28x2x28x2xf32> into tensor<64x256x56x56xf32>
    %extracted_slice_138 = tensor.extract_slice %collapsed_137[0, 0, 0, 0] [64, 256, 55, 56] [1, 1, 1, 1] : tensor<64x256x56x56xf32> to tensor<64x256x55x56xf32>
    %extracted_slice_139 = tensor.extract_slice %extracted_slice_138[0, 0, 0, 0] [64, 256, 55, 55] [1, 1, 1, 1] : tensor<64x256x55x56xf32> to tensor<64x256x55x55xf32>
    %padded_140 = tensor.pad %extracted_slice_139 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x256x55x55xf32> to tensor<64x256x56x56xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %padded_140 : tensor<64x256x56x56xf32>, tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x256x56x56xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_122, %239 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252 : tensor<64x256x28x28xi1>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %257 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %256 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%240 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x256x28x28xi1>
    %258 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %232, %cst_2 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xf32>, tensor<f32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x256x28x28xf32>
    %expanded_141 = tensor.expand_shape %258 [[0], [1], [2], [3, 4, 5]] output_shape [64, 256, 28, 1, 28, 1] : tensor<64x256x28x28xf32> into tensor<64x256x28x1x28x1xf32>
    %padded_142 = tensor.pad %expanded_141 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x256x28x1x28x1xf32> to tensor<64x256x28x2x28x2xf32>
    %collapsed_143 = tensor.collapse_shape %padded_142 [[0], [1], [2, 3], [4, 5]] : tensor<64x256x28x2x28x2xf32> into tensor<64x256x56x56xf32>
    %extracted_slice_144 = tensor.extract_slice %collapsed_143[0, 0, 0, 0] [64, 256, 55, 56] [1, 1, 1, 1] : tensor<64x256x56x56xf32> to tensor<64x256x55x56xf32>
    %extracted_slice_145 = tensor.extract_slice %extracted_slice_144[0, 0, 0, 0] [64, 256, 55, 55] [1, 1, 1, 1] : tensor<64x256x55x56xf32> to tensor<64x256x55x55xf32>
    %padded_146 = tensor.pad %extracted_slice_145 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x256x55x55xf32> to tensor<64x256x56x56xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %padded_146 : tensor<64x256x56x56xf32>, tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x256x56x56xf32>
    %260 = tensor.empty() : tensor<64x256x56x56xi1>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<64x256x56x56xf32>) outs(%260 : tensor<64x256x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %358 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %358 : i1
    } -> tensor<64x256x56x56xi1>
    %262 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %cst_2, %259 : tensor<64x256x56x56xi1>, tensor<f32>, tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x256x56x56xf32>
    %263 = tensor.empty() : tensor<256x256x3x3xf32>
    %264 = linalg.fill ins(%cst : f32) outs(%263 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %265 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%264 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %358 = linalg.index 0 : index
      %359 = linalg.index 1 : index
      %360 = linalg.index 2 : index
      %361 = linalg.index 3 : index
      %362 = arith.subi %c2, %360 : index
      %363 = arith.subi %c2, %361 : index
      %extracted = tensor.extract %arg8[%359, %358, %362, %363] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %266 = tensor.empty() : tensor<64x256x58x58xf32>
    %267 = linalg.fill ins(%cst : f32) outs(%266 : tensor<64x256x58x58xf32>) -> tensor<64x256x58x58xf32>
    %inserted_slice_147 = tensor.insert_slice %262 into %267[0, 0, 1, 1] [64, 256, 56, 56] [1, 1, 1, 1] : tensor<64x256x56x56xf32> into tensor<64x256x58x58xf32>
    %268 = linalg.fill ins(%cst : f32) outs(%13 : tensor<64x256x56x56xf32>) -> tensor<64x256x56x56xf32>
    %269 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_147, %265 : tensor<64x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%268 : tensor<64x256x56x56xf32>) -> tensor<64x256x56x56xf32>
    %270 = tensor.empty() : tensor<256x64x56x56xf32>
    %transposed_148 = linalg.transpose ins(%15 : tensor<64x256x56x56xf32>) outs(%270 : tensor<256x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_149 = linalg.transpose ins(%262 : tensor<64x256x56x56xf32>) outs(%270 : tensor<256x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_150 = tensor.pad %transposed_148 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<256x64x56x56xf32> to tensor<256x64x58x58xf32>
    %271 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_150, %transposed_149 : tensor<256x64x58x58xf32>, tensor<256x64x56x56xf32>) outs(%264 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_151 = linalg.transpose ins(%271 : tensor<256x256x3x3xf32>) outs(%263 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %272 = tensor.empty() : tensor<256xf32>
    %273 = linalg.fill ins(%cst : f32) outs(%272 : tensor<256xf32>) -> tensor<256xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%262 : tensor<64x256x56x56xf32>) outs(%273 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<256xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<64x256x56x56xf32>) outs(%260 : tensor<64x256x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %358 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %358 : i1
    } -> tensor<64x256x56x56xi1>
    %276 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %cst_2, %269 : tensor<64x256x56x56xi1>, tensor<f32>, tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x256x56x56xf32>
    %277 = tensor.empty() : tensor<128x256x3x3xf32>
    %278 = linalg.fill ins(%cst : f32) outs(%277 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %279 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%278 : tensor<128x256x3x3xf32>) {
    ^bb0(%out: f32):
      %358 = linalg.index 0 : index
      %359 = linalg.index 1 : index
      %360 = linalg.index 2 : index
      %361 = linalg.index 3 : index
      %362 = arith.subi %c2, %360 : index
      %363 = arith.subi %c2, %361 : index
      %extracted = tensor.extract %arg6[%359, %358, %362, %363] : tensor<256x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x3x3xf32>
    %inserted_slice_152 = tensor.insert_slice %276 into %267[0, 0, 1, 1] [64, 256, 56, 56] [1, 1, 1, 1] : tensor<64x256x56x56xf32> into tensor<64x256x58x58xf32>
    %280 = linalg.fill ins(%cst : f32) outs(%10 : tensor<64x128x56x56xf32>) -> tensor<64x128x56x56xf32>
    %281 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_152, %279 : tensor<64x256x58x58xf32>, tensor<128x256x3x3xf32>) outs(%280 : tensor<64x128x56x56xf32>) -> tensor<64x128x56x56xf32>
    %282 = tensor.empty() : tensor<128x64x56x56xf32>
    %transposed_153 = linalg.transpose ins(%12 : tensor<64x128x56x56xf32>) outs(%282 : tensor<128x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_154 = linalg.transpose ins(%276 : tensor<64x256x56x56xf32>) outs(%270 : tensor<256x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_155 = tensor.pad %transposed_153 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<128x64x56x56xf32> to tensor<128x64x58x58xf32>
    %283 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_155, %transposed_154 : tensor<128x64x58x58xf32>, tensor<256x64x56x56xf32>) outs(%278 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %284 = tensor.empty() : tensor<256x128x3x3xf32>
    %transposed_156 = linalg.transpose ins(%283 : tensor<128x256x3x3xf32>) outs(%284 : tensor<256x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %285 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%276 : tensor<64x256x56x56xf32>) outs(%273 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<256xf32>
    %extracted_slice_157 = tensor.extract_slice %9[0, 0, 0, 0] [64, 128, 56, 112] [1, 1, 2, 1] : tensor<64x128x112x112xf32> to tensor<64x128x56x112xf32>
    %extracted_slice_158 = tensor.extract_slice %extracted_slice_157[0, 0, 0, 0] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %extracted_slice_159 = tensor.extract_slice %extracted_slice_157[0, 0, 0, 1] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_158, %extracted_slice_159 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x128x56x56xf32>
    %extracted_slice_160 = tensor.extract_slice %9[0, 0, 1, 0] [64, 128, 56, 112] [1, 1, 2, 1] : tensor<64x128x112x112xf32> to tensor<64x128x56x112xf32>
    %extracted_slice_161 = tensor.extract_slice %extracted_slice_160[0, 0, 0, 0] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %extracted_slice_161 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x128x56x56xf32>
    %extracted_slice_162 = tensor.extract_slice %extracted_slice_160[0, 0, 0, 1] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %extracted_slice_162 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x128x56x56xf32>
    %289 = tensor.empty() : tensor<64x128x56x56xi1>
    %290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_158, %288 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %291 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %281, %cst_2 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xf32>, tensor<f32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x128x56x56xf32>
    %expanded_163 = tensor.expand_shape %291 [[0], [1], [2], [3, 4, 5]] output_shape [64, 128, 56, 1, 56, 1] : tensor<64x128x56x56xf32> into tensor<64x128x56x1x56x1xf32>
    %padded_164 = tensor.pad %expanded_163 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x128x56x1x56x1xf32> to tensor<64x128x56x2x56x2xf32>
    %collapsed_165 = tensor.collapse_shape %padded_164 [[0], [1], [2, 3], [4, 5]] : tensor<64x128x56x2x56x2xf32> into tensor<64x128x112x112xf32>
    %extracted_slice_166 = tensor.extract_slice %collapsed_165[0, 0, 0, 0] [64, 128, 111, 112] [1, 1, 1, 1] : tensor<64x128x112x112xf32> to tensor<64x128x111x112xf32>
    %extracted_slice_167 = tensor.extract_slice %extracted_slice_166[0, 0, 0, 0] [64, 128, 111, 111] [1, 1, 1, 1] : tensor<64x128x111x112xf32> to tensor<64x128x111x111xf32>
    %padded_168 = tensor.pad %extracted_slice_167 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x128x111x111xf32> to tensor<64x128x112x112xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_159, %288 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<64x128x56x56xi1>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %294 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %293 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %292 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.ori %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %296 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %281, %cst_2 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xf32>, tensor<f32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x128x56x56xf32>
    %expanded_169 = tensor.expand_shape %296 [[0], [1], [2], [3, 4, 5]] output_shape [64, 128, 56, 1, 56, 1] : tensor<64x128x56x56xf32> into tensor<64x128x56x1x56x1xf32>
    %padded_170 = tensor.pad %expanded_169 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x128x56x1x56x1xf32> to tensor<64x128x56x2x56x2xf32>
    %collapsed_171 = tensor.collapse_shape %padded_170 [[0], [1], [2, 3], [4, 5]] : tensor<64x128x56x2x56x2xf32> into tensor<64x128x112x112xf32>
    %extracted_slice_172 = tensor.extract_slice %collapsed_171[0, 0, 0, 0] [64, 128, 111, 112] [1, 1, 1, 1] : tensor<64x128x112x112xf32> to tensor<64x128x111x112xf32>
    %extracted_slice_173 = tensor.extract_slice %extracted_slice_172[0, 0, 0, 0] [64, 128, 111, 111] [1, 1, 1, 1] : tensor<64x128x111x112xf32> to tensor<64x128x111x111xf32>
    %padded_174 = tensor.pad %extracted_slice_173 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x128x111x111xf32> to tensor<64x128x112x112xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_168, %padded_174 : tensor<64x128x112x112xf32>, tensor<64x128x112x112xf32>) outs(%7 : tensor<64x128x112x112xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x128x112x112xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_161, %288 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295 : tensor<64x128x56x56xi1>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %300 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %299 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %301 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %298 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.ori %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %302 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %281, %cst_2 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xf32>, tensor<f32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x128x56x56xf32>
    %expanded_175 = tensor.expand_shape %302 [[0], [1], [2], [3, 4, 5]] output_shape [64, 128, 56, 1, 56, 1] : tensor<64x128x56x56xf32> into tensor<64x128x56x1x56x1xf32>
    %padded_176 = tensor.pad %expanded_175 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x128x56x1x56x1xf32> to tensor<64x128x56x2x56x2xf32>
    %collapsed_177 = tensor.collapse_shape %padded_176 [[0], [1], [2, 3], [4, 5]] : tensor<64x128x56x2x56x2xf32> into tensor<64x128x112x112xf32>
    %extracted_slice_178 = tensor.extract_slice %collapsed_177[0, 0, 0, 0] [64, 128, 111, 112] [1, 1, 1, 1] : tensor<64x128x112x112xf32> to tensor<64x128x111x112xf32>
    %extracted_slice_179 = tensor.extract_slice %extracted_slice_178[0, 0, 0, 0] [64, 128, 111, 111] [1, 1, 1, 1] : tensor<64x128x111x112xf32> to tensor<64x128x111x111xf32>
    %padded_180 = tensor.pad %extracted_slice_179 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x128x111x111xf32> to tensor<64x128x112x112xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %padded_180 : tensor<64x128x112x112xf32>, tensor<64x128x112x112xf32>) outs(%7 : tensor<64x128x112x112xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x128x112x112xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_162, %288 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %305 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<64x128x56x56xi1>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %306 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %305 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%289 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x128x56x56xi1>
    %307 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %281, %cst_2 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xf32>, tensor<f32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x128x56x56xf32>
    %expanded_181 = tensor.expand_shape %307 [[0], [1], [2], [3, 4, 5]] output_shape [64, 128, 56, 1, 56, 1] : tensor<64x128x56x56xf32> into tensor<64x128x56x1x56x1xf32>
    %padded_182 = tensor.pad %expanded_181 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x128x56x1x56x1xf32> to tensor<64x128x56x2x56x2xf32>
    %collapsed_183 = tensor.collapse_shape %padded_182 [[0], [1], [2, 3], [4, 5]] : tensor<64x128x56x2x56x2xf32> into tensor<64x128x112x112xf32>
    %extracted_slice_184 = tensor.extract_slice %collapsed_183[0, 0, 0, 0] [64, 128, 111, 112] [1, 1, 1, 1] : tensor<64x128x112x112xf32> to tensor<64x128x111x112xf32>
    %extracted_slice_185 = tensor.extract_slice %extracted_slice_184[0, 0, 0, 0] [64, 128, 111, 111] [1, 1, 1, 1] : tensor<64x128x111x112xf32> to tensor<64x128x111x111xf32>
    %padded_186 = tensor.pad %extracted_slice_185 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x128x111x111xf32> to tensor<64x128x112x112xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %padded_186 : tensor<64x128x112x112xf32>, tensor<64x128x112x112xf32>) outs(%7 : tensor<64x128x112x112xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x128x112x112xf32>
    %309 = tensor.empty() : tensor<64x128x112x112xi1>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<64x128x112x112xf32>) outs(%309 : tensor<64x128x112x112xi1>) {
    ^bb0(%in: f32, %out: i1):
      %358 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %358 : i1
    } -> tensor<64x128x112x112xi1>
    %311 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %cst_2, %308 : tensor<64x128x112x112xi1>, tensor<f32>, tensor<64x128x112x112xf32>) outs(%7 : tensor<64x128x112x112xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x128x112x112xf32>
    %312 = tensor.empty() : tensor<64x128x3x3xf32>
    %313 = linalg.fill ins(%cst : f32) outs(%312 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %314 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%313 : tensor<64x128x3x3xf32>) {
    ^bb0(%out: f32):
      %358 = linalg.index 0 : index
      %359 = linalg.index 1 : index
      %360 = linalg.index 2 : index
      %361 = linalg.index 3 : index
      %362 = arith.subi %c2, %360 : index
      %363 = arith.subi %c2, %361 : index
      %extracted = tensor.extract %arg4[%359, %358, %362, %363] : tensor<128x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x3x3xf32>
    %315 = tensor.empty() : tensor<64x128x114x114xf32>
    %316 = linalg.fill ins(%cst : f32) outs(%315 : tensor<64x128x114x114xf32>) -> tensor<64x128x114x114xf32>
    %inserted_slice_187 = tensor.insert_slice %311 into %316[0, 0, 1, 1] [64, 128, 112, 112] [1, 1, 1, 1] : tensor<64x128x112x112xf32> into tensor<64x128x114x114xf32>
    %317 = linalg.fill ins(%cst : f32) outs(%3 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %318 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_187, %314 : tensor<64x128x114x114xf32>, tensor<64x128x3x3xf32>) outs(%317 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %transposed_188 = linalg.transpose ins(%6 : tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) permutation = [1, 0, 2, 3] 
    %319 = tensor.empty() : tensor<128x64x112x112xf32>
    %transposed_189 = linalg.transpose ins(%311 : tensor<64x128x112x112xf32>) outs(%319 : tensor<128x64x112x112xf32>) permutation = [1, 0, 2, 3] 
    %padded_190 = tensor.pad %transposed_188 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x64x112x112xf32> to tensor<64x64x114x114xf32>
    %320 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_190, %transposed_189 : tensor<64x64x114x114xf32>, tensor<128x64x112x112xf32>) outs(%313 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %321 = tensor.empty() : tensor<128x64x3x3xf32>
    %transposed_191 = linalg.transpose ins(%320 : tensor<64x128x3x3xf32>) outs(%321 : tensor<128x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %322 = tensor.empty() : tensor<128xf32>
    %323 = linalg.fill ins(%cst : f32) outs(%322 : tensor<128xf32>) -> tensor<128xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%311 : tensor<64x128x112x112xf32>) outs(%323 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<128xf32>
    %extracted_slice_192 = tensor.extract_slice %2[0, 0, 0, 0] [64, 64, 112, 224] [1, 1, 2, 1] : tensor<64x64x224x224xf32> to tensor<64x64x112x224xf32>
    %extracted_slice_193 = tensor.extract_slice %extracted_slice_192[0, 0, 0, 0] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %extracted_slice_194 = tensor.extract_slice %extracted_slice_192[0, 0, 0, 1] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_193, %extracted_slice_194 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x64x112x112xf32>
    %extracted_slice_195 = tensor.extract_slice %2[0, 0, 1, 0] [64, 64, 112, 224] [1, 1, 2, 1] : tensor<64x64x224x224xf32> to tensor<64x64x112x224xf32>
    %extracted_slice_196 = tensor.extract_slice %extracted_slice_195[0, 0, 0, 0] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %extracted_slice_196 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x64x112x112xf32>
    %extracted_slice_197 = tensor.extract_slice %extracted_slice_195[0, 0, 0, 1] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %extracted_slice_197 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.cmpf ogt, %in, %in_226 : f32
      %359 = arith.select %358, %in, %in_226 : f32
      linalg.yield %359 : f32
    } -> tensor<64x64x112x112xf32>
    %328 = tensor.empty() : tensor<64x64x112x112xi1>
    %329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_193, %327 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %330 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %318, %cst_2 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xf32>, tensor<f32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x64x112x112xf32>
    %expanded_198 = tensor.expand_shape %330 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 112, 1, 112, 1] : tensor<64x64x112x112xf32> into tensor<64x64x112x1x112x1xf32>
    %padded_199 = tensor.pad %expanded_198 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x64x112x1x112x1xf32> to tensor<64x64x112x2x112x2xf32>
    %collapsed_200 = tensor.collapse_shape %padded_199 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x112x2x112x2xf32> into tensor<64x64x224x224xf32>
    %extracted_slice_201 = tensor.extract_slice %collapsed_200[0, 0, 0, 0] [64, 64, 223, 224] [1, 1, 1, 1] : tensor<64x64x224x224xf32> to tensor<64x64x223x224xf32>
    %extracted_slice_202 = tensor.extract_slice %extracted_slice_201[0, 0, 0, 0] [64, 64, 223, 223] [1, 1, 1, 1] : tensor<64x64x223x224xf32> to tensor<64x64x223x223xf32>
    %padded_203 = tensor.pad %extracted_slice_202 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x64x223x223xf32> to tensor<64x64x224x224xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_194, %327 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329 : tensor<64x64x112x112xi1>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %333 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %332 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %331 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.ori %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %335 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %318, %cst_2 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xf32>, tensor<f32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x64x112x112xf32>
    %expanded_204 = tensor.expand_shape %335 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 112, 1, 112, 1] : tensor<64x64x112x112xf32> into tensor<64x64x112x1x112x1xf32>
    %padded_205 = tensor.pad %expanded_204 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x64x112x1x112x1xf32> to tensor<64x64x112x2x112x2xf32>
    %collapsed_206 = tensor.collapse_shape %padded_205 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x112x2x112x2xf32> into tensor<64x64x224x224xf32>
    %extracted_slice_207 = tensor.extract_slice %collapsed_206[0, 0, 0, 0] [64, 64, 223, 224] [1, 1, 1, 1] : tensor<64x64x224x224xf32> to tensor<64x64x223x224xf32>
    %extracted_slice_208 = tensor.extract_slice %extracted_slice_207[0, 0, 0, 0] [64, 64, 223, 223] [1, 1, 1, 1] : tensor<64x64x223x224xf32> to tensor<64x64x223x223xf32>
    %padded_209 = tensor.pad %extracted_slice_208 low[0, 0, 0, 1] high[0, 0, 1, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x64x223x223xf32> to tensor<64x64x224x224xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded_203, %padded_209 : tensor<64x64x224x224xf32>, tensor<64x64x224x224xf32>) outs(%0 : tensor<64x64x224x224xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x64x224x224xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_196, %327 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<64x64x112x112xi1>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %339 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %338 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %340 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %337 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.ori %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %341 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339, %318, %cst_2 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xf32>, tensor<f32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x64x112x112xf32>
    %expanded_210 = tensor.expand_shape %341 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 112, 1, 112, 1] : tensor<64x64x112x112xf32> into tensor<64x64x112x1x112x1xf32>
    %padded_211 = tensor.pad %expanded_210 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x64x112x1x112x1xf32> to tensor<64x64x112x2x112x2xf32>
    %collapsed_212 = tensor.collapse_shape %padded_211 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x112x2x112x2xf32> into tensor<64x64x224x224xf32>
    %extracted_slice_213 = tensor.extract_slice %collapsed_212[0, 0, 0, 0] [64, 64, 223, 224] [1, 1, 1, 1] : tensor<64x64x224x224xf32> to tensor<64x64x223x224xf32>
    %extracted_slice_214 = tensor.extract_slice %extracted_slice_213[0, 0, 0, 0] [64, 64, 223, 223] [1, 1, 1, 1] : tensor<64x64x223x224xf32> to tensor<64x64x223x223xf32>
    %padded_215 = tensor.pad %extracted_slice_214 low[0, 0, 1, 0] high[0, 0, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x64x223x223xf32> to tensor<64x64x224x224xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %padded_215 : tensor<64x64x224x224xf32>, tensor<64x64x224x224xf32>) outs(%0 : tensor<64x64x224x224xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x64x224x224xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_197, %327 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_226: f32, %out: i1):
      %358 = arith.cmpf oeq, %in, %in_226 : f32
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %344 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340 : tensor<64x64x112x112xi1>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %out: i1):
      %358 = arith.xori %in, %true : i1
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %345 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %344 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%328 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_226: i1, %out: i1):
      %358 = arith.andi %in, %in_226 : i1
      linalg.yield %358 : i1
    } -> tensor<64x64x112x112xi1>
    %346 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %318, %cst_2 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xf32>, tensor<f32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x64x112x112xf32>
    %expanded_216 = tensor.expand_shape %346 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 112, 1, 112, 1] : tensor<64x64x112x112xf32> into tensor<64x64x112x1x112x1xf32>
    %padded_217 = tensor.pad %expanded_216 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index, %arg28: index, %arg29: index):
      tensor.yield %cst : f32
    } : tensor<64x64x112x1x112x1xf32> to tensor<64x64x112x2x112x2xf32>
    %collapsed_218 = tensor.collapse_shape %padded_217 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x112x2x112x2xf32> into tensor<64x64x224x224xf32>
    %extracted_slice_219 = tensor.extract_slice %collapsed_218[0, 0, 0, 0] [64, 64, 223, 224] [1, 1, 1, 1] : tensor<64x64x224x224xf32> to tensor<64x64x223x224xf32>
    %extracted_slice_220 = tensor.extract_slice %extracted_slice_219[0, 0, 0, 0] [64, 64, 223, 223] [1, 1, 1, 1] : tensor<64x64x223x224xf32> to tensor<64x64x223x223xf32>
    %padded_221 = tensor.pad %extracted_slice_220 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x64x223x223xf32> to tensor<64x64x224x224xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %padded_221 : tensor<64x64x224x224xf32>, tensor<64x64x224x224xf32>) outs(%0 : tensor<64x64x224x224xf32>) {
    ^bb0(%in: f32, %in_226: f32, %out: f32):
      %358 = arith.addf %in, %in_226 : f32
      linalg.yield %358 : f32
    } -> tensor<64x64x224x224xf32>
    %348 = tensor.empty() : tensor<64x64x224x224xi1>
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<64x64x224x224xf32>) outs(%348 : tensor<64x64x224x224xi1>) {
    ^bb0(%in: f32, %out: i1):
      %358 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %358 : i1
    } -> tensor<64x64x224x224xi1>
    %350 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %cst_2, %347 : tensor<64x64x224x224xi1>, tensor<f32>, tensor<64x64x224x224xf32>) outs(%0 : tensor<64x64x224x224xf32>) {
    ^bb0(%in: i1, %in_226: f32, %in_227: f32, %out: f32):
      %358 = arith.select %in, %in_226, %in_227 : f32
      linalg.yield %358 : f32
    } -> tensor<64x64x224x224xf32>
    %351 = tensor.empty() : tensor<3x64x224x224xf32>
    %transposed_222 = linalg.transpose ins(%arg0 : tensor<64x3x224x224xf32>) outs(%351 : tensor<3x64x224x224xf32>) permutation = [1, 0, 2, 3] 
    %transposed_223 = linalg.transpose ins(%350 : tensor<64x64x224x224xf32>) outs(%0 : tensor<64x64x224x224xf32>) permutation = [1, 0, 2, 3] 
    %padded_224 = tensor.pad %transposed_222 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<3x64x224x224xf32> to tensor<3x64x226x226xf32>
    %352 = tensor.empty() : tensor<3x64x3x3xf32>
    %353 = linalg.fill ins(%cst : f32) outs(%352 : tensor<3x64x3x3xf32>) -> tensor<3x64x3x3xf32>
    %354 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_224, %transposed_223 : tensor<3x64x226x226xf32>, tensor<64x64x224x224xf32>) outs(%353 : tensor<3x64x3x3xf32>) -> tensor<3x64x3x3xf32>
    %355 = tensor.empty() : tensor<64x3x3x3xf32>
    %transposed_225 = linalg.transpose ins(%354 : tensor<3x64x3x3xf32>) outs(%355 : tensor<64x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    %356 = linalg.fill ins(%cst : f32) outs(%59 : tensor<64xf32>) -> tensor<64xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%350 : tensor<64x64x224x224xf32>) outs(%356 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<64xf32>
    return %82, %transposed_225, %357, %transposed_191, %324, %transposed_156, %285, %transposed_151, %274, %transposed_116, %236, %transposed_111, %225, %transposed_76, %192, %transposed_71, %186, %120, %collapsed_30, %109, %collapsed_28, %99, %collapsed_26 : tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<4096x25088xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<1000x4096xf32>, tensor<1000xf32>
  }
}
