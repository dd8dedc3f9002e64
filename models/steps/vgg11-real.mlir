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
      %343 = arith.cmpf ugt, %in, %cst : f32
      %344 = arith.select %343, %in, %cst : f32
      linalg.yield %344 : f32
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
      %343 = arith.cmpf ugt, %in, %cst : f32
      %344 = arith.select %343, %in, %cst : f32
      linalg.yield %344 : f32
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
      %343 = arith.cmpf ugt, %in, %cst : f32
      %344 = arith.select %343, %in, %cst : f32
      linalg.yield %344 : f32
    } -> tensor<64x256x56x56xf32>
    %padded_9 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x256x56x56xf32> to tensor<64x256x58x58xf32>
    %broadcasted_10 = linalg.broadcast ins(%arg9 : tensor<256xf32>) outs(%13 : tensor<64x256x56x56xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_9, %arg8 : tensor<64x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%broadcasted_10 : tensor<64x256x56x56xf32>) -> tensor<64x256x56x56xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.cmpf ugt, %in, %cst : f32
      %344 = arith.select %343, %in, %cst : f32
      linalg.yield %344 : f32
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
      %343 = arith.cmpf ugt, %in, %cst : f32
      %344 = arith.select %343, %in, %cst : f32
      linalg.yield %344 : f32
    } -> tensor<64x512x28x28xf32>
    %padded_13 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x28x28xf32> to tensor<64x512x30x30xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg13 : tensor<512xf32>) outs(%21 : tensor<64x512x28x28xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_13, %arg12 : tensor<64x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%broadcasted_14 : tensor<64x512x28x28xf32>) -> tensor<64x512x28x28xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.cmpf ugt, %in, %cst : f32
      %344 = arith.select %343, %in, %cst : f32
      linalg.yield %344 : f32
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
      %343 = arith.cmpf ugt, %in, %cst : f32
      %344 = arith.select %343, %in, %cst : f32
      linalg.yield %344 : f32
    } -> tensor<64x512x14x14xf32>
    %padded_17 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x14x14xf32> to tensor<64x512x16x16xf32>
    %broadcasted_18 = linalg.broadcast ins(%arg17 : tensor<512xf32>) outs(%26 : tensor<64x512x14x14xf32>) dimensions = [0, 2, 3] 
    %31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %arg16 : tensor<64x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%broadcasted_18 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.cmpf ugt, %in, %cst : f32
      %344 = arith.select %343, %in, %cst : f32
      linalg.yield %344 : f32
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
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.addf %in, %in_160 : f32
      linalg.yield %343 : f32
    } -> tensor<64x4096xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.cmpf ugt, %in, %cst : f32
      %344 = arith.select %343, %in, %cst : f32
      linalg.yield %344 : f32
    } -> tensor<64x4096xf32>
    %46 = tensor.empty() : tensor<4096x4096xf32>
    %transposed_19 = linalg.transpose ins(%arg20 : tensor<4096x4096xf32>) outs(%46 : tensor<4096x4096xf32>) permutation = [1, 0] 
    %47 = linalg.matmul ins(%45, %transposed_19 : tensor<64x4096xf32>, tensor<4096x4096xf32>) outs(%41 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4096xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<64x4096xf32>, tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.addf %in, %in_160 : f32
      linalg.yield %343 : f32
    } -> tensor<64x4096xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.cmpf ugt, %in, %cst : f32
      %344 = arith.select %343, %in, %cst : f32
      linalg.yield %344 : f32
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
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.addf %in, %in_160 : f32
      linalg.yield %343 : f32
    } -> tensor<64x1000xf32>
    %57 = tensor.empty() : tensor<64xi64>
    %58 = linalg.fill ins(%c0_i64 : i64) outs(%57 : tensor<64xi64>) -> tensor<64xi64>
    %59 = tensor.empty() : tensor<64xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<64xf32>) -> tensor<64xf32>
    %61:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%56 : tensor<64x1000xf32>) outs(%60, %58 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_160: i64):
      %343 = linalg.index 1 : index
      %344 = arith.index_cast %343 : index to i64
      %345 = arith.maximumf %in, %out : f32
      %346 = arith.cmpf ogt, %in, %out : f32
      %347 = arith.select %346, %344, %out_160 : i64
      linalg.yield %345, %347 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded = tensor.expand_shape %61#0 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%56, %expanded : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.subf %in, %in_160 : f32
      linalg.yield %343 : f32
    } -> tensor<64x1000xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<64x1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = math.exp %in : f32
      linalg.yield %343 : f32
    } -> tensor<64x1000xf32>
    %64 = tensor.empty() : tensor<64x1xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "reduction"]} ins(%63 : tensor<64x1000xf32>) outs(%65 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<64x1xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<64x1xf32>) outs(%64 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = math.log %in : f32
      linalg.yield %343 : f32
    } -> tensor<64x1xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%62, %67 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.subf %in, %in_160 : f32
      linalg.yield %343 : f32
    } -> tensor<64x1000xf32>
    %69 = tensor.empty() : tensor<64xi1>
    %70 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xi64>) outs(%69 : tensor<64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %343 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %343 : i1
    } -> tensor<64xi1>
    %71 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%70, %arg1, %cst_3 : tensor<64xi1>, tensor<64xi64>, tensor<i64>) outs(%57 : tensor<64xi64>) {
    ^bb0(%in: i1, %in_160: i64, %in_161: i64, %out: i64):
      %343 = arith.select %in, %in_160, %in_161 : i64
      linalg.yield %343 : i64
    } -> tensor<64xi64>
    %expanded_21 = tensor.expand_shape %71 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_21 : tensor<64x1xi64>) outs(%65 : tensor<64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %343 = linalg.index 0 : index
      %344 = arith.index_cast %in : i64 to index
      %345 = arith.cmpi slt, %344, %c1000 : index
      cf.assert %345, "index must be smaller than dim size"
      %346 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %346, "index must be larger or equal to 0"
      %extracted = tensor.extract %68[%343, %344] : tensor<64x1000xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x1xf32>
    %collapsed_22 = tensor.collapse_shape %72 [[0, 1]] : tensor<64x1xf32> into tensor<64xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%collapsed_22 : tensor<64xf32>) outs(%59 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.negf %in : f32
      linalg.yield %343 : f32
    } -> tensor<64xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%70, %73, %cst_2 : tensor<64xi1>, tensor<64xf32>, tensor<f32>) outs(%59 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64xf32>
    %75 = tensor.empty() : tensor<i64>
    %76 = linalg.fill ins(%c0_i64 : i64) outs(%75 : tensor<i64>) -> tensor<i64>
    %77 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%70 : tensor<64xi1>) outs(%76 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %343 = arith.extui %in : i1 to i64
      %344 = arith.addi %343, %out : i64
      linalg.yield %344 : i64
    } -> tensor<i64>
    %78 = tensor.empty() : tensor<f32>
    %79 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%77 : tensor<i64>) outs(%78 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %343 = arith.sitofp %in : i64 to f32
      linalg.yield %343 : f32
    } -> tensor<f32>
    %80 = linalg.fill ins(%cst : f32) outs(%78 : tensor<f32>) -> tensor<f32>
    %81 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%74 : tensor<64xf32>) outs(%80 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<f32>
    %82 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%81, %79 : tensor<f32>, tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.divf %in, %in_160 : f32
      linalg.yield %343 : f32
    } -> tensor<f32>
    %83 = tensor.empty() : tensor<1000xi64>
    %84 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%83 : tensor<1000xi64>) {
    ^bb0(%out: i64):
      %343 = linalg.index 0 : index
      %344 = arith.index_cast %343 : index to i64
      linalg.yield %344 : i64
    } -> tensor<1000xi64>
    %expanded_23 = tensor.expand_shape %arg1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %85 = tensor.empty() : tensor<64x1000xi1>
    %86 = linalg.generic {indexing_maps = [#map4, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_23, %84 : tensor<64x1xi64>, tensor<1000xi64>) outs(%85 : tensor<64x1000xi1>) {
    ^bb0(%in: i64, %in_160: i64, %out: i1):
      %343 = arith.cmpi eq, %in, %in_160 : i64
      linalg.yield %343 : i1
    } -> tensor<64x1000xi1>
    %expanded_24 = tensor.expand_shape %70 [[0, 1]] output_shape [64, 1] : tensor<64xi1> into tensor<64x1xi1>
    %87 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%86, %expanded_24 : tensor<64x1000xi1>, tensor<64x1xi1>) outs(%85 : tensor<64x1000xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x1000xi1>
    %88 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.negf %in : f32
      linalg.yield %343 : f32
    } -> tensor<f32>
    %89 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%88, %79 : tensor<f32>, tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.divf %in, %in_160 : f32
      linalg.yield %343 : f32
    } -> tensor<f32>
    %90 = linalg.generic {indexing_maps = [#map2, #map8, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%87, %89, %cst_2 : tensor<64x1000xi1>, tensor<f32>, tensor<f32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x1000xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<64x1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = math.exp %in : f32
      linalg.yield %343 : f32
    } -> tensor<64x1000xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "reduction"]} ins(%90 : tensor<64x1000xf32>) outs(%65 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<64x1xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.mulf %in, %in_160 : f32
      linalg.yield %343 : f32
    } -> tensor<64x1000xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%90, %93 : tensor<64x1000xf32>, tensor<64x1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.subf %in, %in_160 : f32
      linalg.yield %343 : f32
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
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<1x1000xf32>
    %collapsed_26 = tensor.collapse_shape %102 [[0, 1]] : tensor<1x1000xf32> into tensor<1000xf32>
    %103 = tensor.empty() : tensor<64x4096xi1>
    %104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<64x4096xf32>) outs(%103 : tensor<64x4096xi1>) {
    ^bb0(%in: f32, %out: i1):
      %343 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %343 : i1
    } -> tensor<64x4096xi1>
    %105 = linalg.generic {indexing_maps = [#map2, #map8, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%104, %cst_2, %95 : tensor<64x4096xi1>, tensor<f32>, tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
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
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<1x4096xf32>
    %collapsed_28 = tensor.collapse_shape %112 [[0, 1]] : tensor<1x4096xf32> into tensor<4096xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<64x4096xf32>) outs(%103 : tensor<64x4096xi1>) {
    ^bb0(%in: f32, %out: i1):
      %343 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %343 : i1
    } -> tensor<64x4096xi1>
    %114 = linalg.generic {indexing_maps = [#map2, #map8, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_2, %106 : tensor<64x4096xi1>, tensor<f32>, tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
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
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<1x4096xf32>
    %collapsed_30 = tensor.collapse_shape %121 [[0, 1]] : tensor<1x4096xf32> into tensor<4096xf32>
    %expanded_31 = tensor.expand_shape %117 [[0], [1, 2, 3]] output_shape [64, 512, 7, 7] : tensor<64x25088xf32> into tensor<64x512x7x7xf32>
    %122 = tensor.empty() : tensor<7xi64>
    %123 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%122 : tensor<7xi64>) {
    ^bb0(%out: i64):
      %343 = linalg.index 0 : index
      %344 = arith.index_cast %343 : index to i64
      linalg.yield %344 : i64
    } -> tensor<7xi64>
    %expanded_32 = tensor.expand_shape %123 [[0, 1]] output_shape [7, 1] : tensor<7xi64> into tensor<7x1xi64>
    %expanded_33 = tensor.expand_shape %123 [[0, 1]] output_shape [1, 7] : tensor<7xi64> into tensor<1x7xi64>
    %124 = tensor.empty() : tensor<7x1xi64>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_32 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %343 = arith.muli %in, %c7_i64 : i64
      linalg.yield %343 : i64
    } -> tensor<7x1xi64>
    %126 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%125, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_160: i64, %out: i64):
      %343 = arith.sitofp %in : i64 to f64
      %344 = arith.sitofp %in_160 : i64 to f64
      %345 = arith.divf %343, %344 : f64
      %346 = math.floor %345 : f64
      %347 = arith.fptosi %346 : f64 to i64
      linalg.yield %347 : i64
    } -> tensor<7x1xi64>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_32 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %343 = arith.addi %in, %c1_i64 : i64
      linalg.yield %343 : i64
    } -> tensor<7x1xi64>
    %128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%127 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %343 = arith.muli %in, %c7_i64 : i64
      linalg.yield %343 : i64
    } -> tensor<7x1xi64>
    %129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %343 = arith.addi %in, %c7_i64 : i64
      linalg.yield %343 : i64
    } -> tensor<7x1xi64>
    %130 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %343 = arith.subi %in, %c1_i64 : i64
      linalg.yield %343 : i64
    } -> tensor<7x1xi64>
    %131 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%130, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_160: i64, %out: i64):
      %343 = arith.sitofp %in : i64 to f64
      %344 = arith.sitofp %in_160 : i64 to f64
      %345 = arith.divf %343, %344 : f64
      %346 = math.floor %345 : f64
      %347 = arith.fptosi %346 : f64 to i64
      linalg.yield %347 : i64
    } -> tensor<7x1xi64>
    %132 = tensor.empty() : tensor<7x7xi1>
    %133 = linalg.generic {indexing_maps = [#map9, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %126 : tensor<1x7xi64>, tensor<7x1xi64>) outs(%132 : tensor<7x7xi1>) {
    ^bb0(%in: i64, %in_160: i64, %out: i1):
      %343 = arith.cmpi sge, %in, %in_160 : i64
      linalg.yield %343 : i1
    } -> tensor<7x7xi1>
    %134 = linalg.generic {indexing_maps = [#map9, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %131 : tensor<1x7xi64>, tensor<7x1xi64>) outs(%132 : tensor<7x7xi1>) {
    ^bb0(%in: i64, %in_160: i64, %out: i1):
      %343 = arith.cmpi slt, %in, %in_160 : i64
      linalg.yield %343 : i1
    } -> tensor<7x7xi1>
    %135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<7x7xi1>, tensor<7x7xi1>) outs(%132 : tensor<7x7xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<7x7xi1>
    %136 = tensor.empty() : tensor<7x7xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<7x7xi1>) outs(%136 : tensor<7x7xf32>) {
    ^bb0(%in: i1, %out: f32):
      %343 = arith.uitofp %in : i1 to f32
      linalg.yield %343 : f32
    } -> tensor<7x7xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%131, %126 : tensor<7x1xi64>, tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_160: i64, %out: i64):
      %343 = arith.subi %in, %in_160 : i64
      linalg.yield %343 : i64
    } -> tensor<7x1xi64>
    %139 = tensor.empty() : tensor<7x1xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<7x1xi64>) outs(%139 : tensor<7x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %343 = arith.sitofp %in : i64 to f32
      linalg.yield %343 : f32
    } -> tensor<7x1xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%137, %140 : tensor<7x7xf32>, tensor<7x1xf32>) outs(%136 : tensor<7x7xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.divf %in, %in_160 : f32
      linalg.yield %343 : f32
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
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x512x7x7xf32>
    %extracted_slice_41 = tensor.extract_slice %32[0, 0, 1, 0] [64, 512, 7, 14] [1, 1, 2, 1] : tensor<64x512x14x14xf32> to tensor<64x512x7x14xf32>
    %extracted_slice_42 = tensor.extract_slice %extracted_slice_41[0, 0, 0, 0] [64, 512, 7, 7] [1, 1, 1, 2] : tensor<64x512x7x14xf32> to tensor<64x512x7x7xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %extracted_slice_42 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x512x7x7xf32>
    %extracted_slice_43 = tensor.extract_slice %extracted_slice_41[0, 0, 0, 1] [64, 512, 7, 7] [1, 1, 1, 2] : tensor<64x512x7x14xf32> to tensor<64x512x7x7xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %extracted_slice_43 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x512x7x7xf32>
    %152 = tensor.empty() : tensor<64x512x7x7xi1>
    %153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_38, %cst_2 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xf32>, tensor<f32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x7x7xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %156 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %155 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.ori %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %159 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_38, %cst_2 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xf32>, tensor<f32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x7x7xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %162 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %161 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %160 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.ori %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %164 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_38, %cst_2 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xf32>, tensor<f32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x7x7xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %166 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x7x7xi1>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_38, %cst_2 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xf32>, tensor<f32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x7x7xf32>
    %expanded_44 = tensor.expand_shape %154 [[0], [1], [2], [3, 4]] output_shape [64, 512, 7, 7, 1] : tensor<64x512x7x7xf32> into tensor<64x512x7x7x1xf32>
    %expanded_45 = tensor.expand_shape %159 [[0], [1], [2], [3, 4]] output_shape [64, 512, 7, 7, 1] : tensor<64x512x7x7xf32> into tensor<64x512x7x7x1xf32>
    %concat = tensor.concat dim(4) %expanded_44, %expanded_45 : (tensor<64x512x7x7x1xf32>, tensor<64x512x7x7x1xf32>) -> tensor<64x512x7x7x2xf32>
    %collapsed_46 = tensor.collapse_shape %concat [[0], [1], [2], [3, 4]] : tensor<64x512x7x7x2xf32> into tensor<64x512x7x14xf32>
    %expanded_47 = tensor.expand_shape %164 [[0], [1], [2], [3, 4]] output_shape [64, 512, 7, 7, 1] : tensor<64x512x7x7xf32> into tensor<64x512x7x7x1xf32>
    %expanded_48 = tensor.expand_shape %168 [[0], [1], [2], [3, 4]] output_shape [64, 512, 7, 7, 1] : tensor<64x512x7x7xf32> into tensor<64x512x7x7x1xf32>
    %concat_49 = tensor.concat dim(4) %expanded_47, %expanded_48 : (tensor<64x512x7x7x1xf32>, tensor<64x512x7x7x1xf32>) -> tensor<64x512x7x7x2xf32>
    %collapsed_50 = tensor.collapse_shape %concat_49 [[0], [1], [2], [3, 4]] : tensor<64x512x7x7x2xf32> into tensor<64x512x7x14xf32>
    %concat_51 = tensor.concat dim(3) %collapsed_46, %collapsed_50 : (tensor<64x512x7x14xf32>, tensor<64x512x7x14xf32>) -> tensor<64x512x7x28xf32>
    %expanded_52 = tensor.expand_shape %concat_51 [[0], [1], [2], [3, 4]] output_shape [64, 512, 7, 2, 14] : tensor<64x512x7x28xf32> into tensor<64x512x7x2x14xf32>
    %collapsed_53 = tensor.collapse_shape %expanded_52 [[0], [1], [2, 3], [4]] : tensor<64x512x7x2x14xf32> into tensor<64x512x14x14xf32>
    %169 = tensor.empty() : tensor<64x512x14x14xi1>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<64x512x14x14xf32>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %343 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %171 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %cst_2, %collapsed_53 : tensor<64x512x14x14xi1>, tensor<f32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x14x14xf32>
    %172 = tensor.empty() : tensor<512x512x3x3xf32>
    %173 = linalg.fill ins(%cst : f32) outs(%172 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %174 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%173 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %343 = linalg.index 0 : index
      %344 = linalg.index 1 : index
      %345 = linalg.index 2 : index
      %346 = linalg.index 3 : index
      %347 = arith.subi %c2, %345 : index
      %348 = arith.subi %c2, %346 : index
      %extracted = tensor.extract %arg16[%344, %343, %347, %348] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %175 = tensor.empty() : tensor<64x512x16x16xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%175 : tensor<64x512x16x16xf32>) -> tensor<64x512x16x16xf32>
    %inserted_slice = tensor.insert_slice %171 into %176[0, 0, 1, 1] [64, 512, 14, 14] [1, 1, 1, 1] : tensor<64x512x14x14xf32> into tensor<64x512x16x16xf32>
    %177 = linalg.fill ins(%cst : f32) outs(%26 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %178 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %174 : tensor<64x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%177 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %179 = tensor.empty() : tensor<512xf32>
    %180 = linalg.fill ins(%cst : f32) outs(%179 : tensor<512xf32>) -> tensor<512xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%171 : tensor<64x512x14x14xf32>) outs(%180 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<512xf32>
    %182 = tensor.empty() : tensor<512x64x14x14xf32>
    %transposed_54 = linalg.transpose ins(%30 : tensor<64x512x14x14xf32>) outs(%182 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_55 = linalg.transpose ins(%171 : tensor<64x512x14x14xf32>) outs(%182 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_56 = tensor.pad %transposed_54 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<512x64x14x14xf32> to tensor<512x64x16x16xf32>
    %183 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_56, %transposed_55 : tensor<512x64x16x16xf32>, tensor<512x64x14x14xf32>) outs(%173 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_57 = linalg.transpose ins(%183 : tensor<512x512x3x3xf32>) outs(%172 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<64x512x14x14xf32>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %343 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %185 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %cst_2, %178 : tensor<64x512x14x14xi1>, tensor<f32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x14x14xf32>
    %186 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%173 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %343 = linalg.index 0 : index
      %344 = linalg.index 1 : index
      %345 = linalg.index 2 : index
      %346 = linalg.index 3 : index
      %347 = arith.subi %c2, %345 : index
      %348 = arith.subi %c2, %346 : index
      %extracted = tensor.extract %arg14[%344, %343, %347, %348] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %inserted_slice_58 = tensor.insert_slice %185 into %176[0, 0, 1, 1] [64, 512, 14, 14] [1, 1, 1, 1] : tensor<64x512x14x14xf32> into tensor<64x512x16x16xf32>
    %187 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_58, %186 : tensor<64x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%177 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%185 : tensor<64x512x14x14xf32>) outs(%180 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<512xf32>
    %transposed_59 = linalg.transpose ins(%28 : tensor<64x512x14x14xf32>) outs(%182 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_60 = linalg.transpose ins(%185 : tensor<64x512x14x14xf32>) outs(%182 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_61 = tensor.pad %transposed_59 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<512x64x14x14xf32> to tensor<512x64x16x16xf32>
    %189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_61, %transposed_60 : tensor<512x64x16x16xf32>, tensor<512x64x14x14xf32>) outs(%173 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_62 = linalg.transpose ins(%189 : tensor<512x512x3x3xf32>) outs(%172 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_63 = tensor.extract_slice %25[0, 0, 0, 0] [64, 512, 14, 28] [1, 1, 2, 1] : tensor<64x512x28x28xf32> to tensor<64x512x14x28xf32>
    %extracted_slice_64 = tensor.extract_slice %extracted_slice_63[0, 0, 0, 0] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %extracted_slice_65 = tensor.extract_slice %extracted_slice_63[0, 0, 0, 1] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_64, %extracted_slice_65 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x512x14x14xf32>
    %extracted_slice_66 = tensor.extract_slice %25[0, 0, 1, 0] [64, 512, 14, 28] [1, 1, 2, 1] : tensor<64x512x28x28xf32> to tensor<64x512x14x28xf32>
    %extracted_slice_67 = tensor.extract_slice %extracted_slice_66[0, 0, 0, 0] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %extracted_slice_67 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x512x14x14xf32>
    %extracted_slice_68 = tensor.extract_slice %extracted_slice_66[0, 0, 0, 1] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %extracted_slice_68 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x512x14x14xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_64, %192 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %187, %cst_2 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xf32>, tensor<f32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x14x14xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_65, %192 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<64x512x14x14xi1>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %196 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %195 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.ori %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %199 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %187, %cst_2 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xf32>, tensor<f32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x14x14xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_67, %192 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<64x512x14x14xi1>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %201 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %203 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %200 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.ori %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %187, %cst_2 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xf32>, tensor<f32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x14x14xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_68, %192 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<64x512x14x14xi1>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %206 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%169 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x512x14x14xi1>
    %208 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %187, %cst_2 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xf32>, tensor<f32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x14x14xf32>
    %expanded_69 = tensor.expand_shape %194 [[0], [1], [2], [3, 4]] output_shape [64, 512, 14, 14, 1] : tensor<64x512x14x14xf32> into tensor<64x512x14x14x1xf32>
    %expanded_70 = tensor.expand_shape %199 [[0], [1], [2], [3, 4]] output_shape [64, 512, 14, 14, 1] : tensor<64x512x14x14xf32> into tensor<64x512x14x14x1xf32>
    %concat_71 = tensor.concat dim(4) %expanded_69, %expanded_70 : (tensor<64x512x14x14x1xf32>, tensor<64x512x14x14x1xf32>) -> tensor<64x512x14x14x2xf32>
    %collapsed_72 = tensor.collapse_shape %concat_71 [[0], [1], [2], [3, 4]] : tensor<64x512x14x14x2xf32> into tensor<64x512x14x28xf32>
    %expanded_73 = tensor.expand_shape %204 [[0], [1], [2], [3, 4]] output_shape [64, 512, 14, 14, 1] : tensor<64x512x14x14xf32> into tensor<64x512x14x14x1xf32>
    %expanded_74 = tensor.expand_shape %208 [[0], [1], [2], [3, 4]] output_shape [64, 512, 14, 14, 1] : tensor<64x512x14x14xf32> into tensor<64x512x14x14x1xf32>
    %concat_75 = tensor.concat dim(4) %expanded_73, %expanded_74 : (tensor<64x512x14x14x1xf32>, tensor<64x512x14x14x1xf32>) -> tensor<64x512x14x14x2xf32>
    %collapsed_76 = tensor.collapse_shape %concat_75 [[0], [1], [2], [3, 4]] : tensor<64x512x14x14x2xf32> into tensor<64x512x14x28xf32>
    %concat_77 = tensor.concat dim(3) %collapsed_72, %collapsed_76 : (tensor<64x512x14x28xf32>, tensor<64x512x14x28xf32>) -> tensor<64x512x14x56xf32>
    %expanded_78 = tensor.expand_shape %concat_77 [[0], [1], [2], [3, 4]] output_shape [64, 512, 14, 2, 28] : tensor<64x512x14x56xf32> into tensor<64x512x14x2x28xf32>
    %collapsed_79 = tensor.collapse_shape %expanded_78 [[0], [1], [2, 3], [4]] : tensor<64x512x14x2x28xf32> into tensor<64x512x28x28xf32>
    %209 = tensor.empty() : tensor<64x512x28x28xi1>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<64x512x28x28xf32>) outs(%209 : tensor<64x512x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %343 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x28x28xi1>
    %211 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %cst_2, %collapsed_79 : tensor<64x512x28x28xi1>, tensor<f32>, tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x28x28xf32>
    %212 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%173 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %343 = linalg.index 0 : index
      %344 = linalg.index 1 : index
      %345 = linalg.index 2 : index
      %346 = linalg.index 3 : index
      %347 = arith.subi %c2, %345 : index
      %348 = arith.subi %c2, %346 : index
      %extracted = tensor.extract %arg12[%344, %343, %347, %348] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %213 = tensor.empty() : tensor<64x512x30x30xf32>
    %214 = linalg.fill ins(%cst : f32) outs(%213 : tensor<64x512x30x30xf32>) -> tensor<64x512x30x30xf32>
    %inserted_slice_80 = tensor.insert_slice %211 into %214[0, 0, 1, 1] [64, 512, 28, 28] [1, 1, 1, 1] : tensor<64x512x28x28xf32> into tensor<64x512x30x30xf32>
    %215 = linalg.fill ins(%cst : f32) outs(%21 : tensor<64x512x28x28xf32>) -> tensor<64x512x28x28xf32>
    %216 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_80, %212 : tensor<64x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%215 : tensor<64x512x28x28xf32>) -> tensor<64x512x28x28xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%211 : tensor<64x512x28x28xf32>) outs(%180 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<512xf32>
    %218 = tensor.empty() : tensor<512x64x28x28xf32>
    %transposed_81 = linalg.transpose ins(%23 : tensor<64x512x28x28xf32>) outs(%218 : tensor<512x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_82 = linalg.transpose ins(%211 : tensor<64x512x28x28xf32>) outs(%218 : tensor<512x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_83 = tensor.pad %transposed_81 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<512x64x28x28xf32> to tensor<512x64x30x30xf32>
    %219 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_83, %transposed_82 : tensor<512x64x30x30xf32>, tensor<512x64x28x28xf32>) outs(%173 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_84 = linalg.transpose ins(%219 : tensor<512x512x3x3xf32>) outs(%172 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<64x512x28x28xf32>) outs(%209 : tensor<64x512x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %343 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %343 : i1
    } -> tensor<64x512x28x28xi1>
    %221 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %cst_2, %216 : tensor<64x512x28x28xi1>, tensor<f32>, tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x512x28x28xf32>
    %222 = tensor.empty() : tensor<256x512x3x3xf32>
    %223 = linalg.fill ins(%cst : f32) outs(%222 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %224 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%223 : tensor<256x512x3x3xf32>) {
    ^bb0(%out: f32):
      %343 = linalg.index 0 : index
      %344 = linalg.index 1 : index
      %345 = linalg.index 2 : index
      %346 = linalg.index 3 : index
      %347 = arith.subi %c2, %345 : index
      %348 = arith.subi %c2, %346 : index
      %extracted = tensor.extract %arg10[%344, %343, %347, %348] : tensor<512x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x3x3xf32>
    %inserted_slice_85 = tensor.insert_slice %221 into %214[0, 0, 1, 1] [64, 512, 28, 28] [1, 1, 1, 1] : tensor<64x512x28x28xf32> into tensor<64x512x30x30xf32>
    %225 = linalg.fill ins(%cst : f32) outs(%18 : tensor<64x256x28x28xf32>) -> tensor<64x256x28x28xf32>
    %226 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_85, %224 : tensor<64x512x30x30xf32>, tensor<256x512x3x3xf32>) outs(%225 : tensor<64x256x28x28xf32>) -> tensor<64x256x28x28xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%221 : tensor<64x512x28x28xf32>) outs(%180 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<512xf32>
    %228 = tensor.empty() : tensor<256x64x28x28xf32>
    %transposed_86 = linalg.transpose ins(%20 : tensor<64x256x28x28xf32>) outs(%228 : tensor<256x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_87 = linalg.transpose ins(%221 : tensor<64x512x28x28xf32>) outs(%218 : tensor<512x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_88 = tensor.pad %transposed_86 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<256x64x28x28xf32> to tensor<256x64x30x30xf32>
    %229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_88, %transposed_87 : tensor<256x64x30x30xf32>, tensor<512x64x28x28xf32>) outs(%223 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %230 = tensor.empty() : tensor<512x256x3x3xf32>
    %transposed_89 = linalg.transpose ins(%229 : tensor<256x512x3x3xf32>) outs(%230 : tensor<512x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_90 = tensor.extract_slice %17[0, 0, 0, 0] [64, 256, 28, 56] [1, 1, 2, 1] : tensor<64x256x56x56xf32> to tensor<64x256x28x56xf32>
    %extracted_slice_91 = tensor.extract_slice %extracted_slice_90[0, 0, 0, 0] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %extracted_slice_92 = tensor.extract_slice %extracted_slice_90[0, 0, 0, 1] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_91, %extracted_slice_92 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x256x28x28xf32>
    %extracted_slice_93 = tensor.extract_slice %17[0, 0, 1, 0] [64, 256, 28, 56] [1, 1, 2, 1] : tensor<64x256x56x56xf32> to tensor<64x256x28x56xf32>
    %extracted_slice_94 = tensor.extract_slice %extracted_slice_93[0, 0, 0, 0] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %extracted_slice_94 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x256x28x28xf32>
    %extracted_slice_95 = tensor.extract_slice %extracted_slice_93[0, 0, 0, 1] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %extracted_slice_95 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x256x28x28xf32>
    %234 = tensor.empty() : tensor<64x256x28x28xi1>
    %235 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_91, %233 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %236 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %226, %cst_2 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xf32>, tensor<f32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x256x28x28xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_92, %233 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<64x256x28x28xi1>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %238 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %240 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %237 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.ori %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %241 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %226, %cst_2 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xf32>, tensor<f32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x256x28x28xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_94, %233 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<64x256x28x28xi1>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %244 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %243 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %242 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.ori %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %246 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %226, %cst_2 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xf32>, tensor<f32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x256x28x28xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_95, %233 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245 : tensor<64x256x28x28xi1>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %248 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%234 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x256x28x28xi1>
    %250 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %226, %cst_2 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xf32>, tensor<f32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x256x28x28xf32>
    %expanded_96 = tensor.expand_shape %236 [[0], [1], [2], [3, 4]] output_shape [64, 256, 28, 28, 1] : tensor<64x256x28x28xf32> into tensor<64x256x28x28x1xf32>
    %expanded_97 = tensor.expand_shape %241 [[0], [1], [2], [3, 4]] output_shape [64, 256, 28, 28, 1] : tensor<64x256x28x28xf32> into tensor<64x256x28x28x1xf32>
    %concat_98 = tensor.concat dim(4) %expanded_96, %expanded_97 : (tensor<64x256x28x28x1xf32>, tensor<64x256x28x28x1xf32>) -> tensor<64x256x28x28x2xf32>
    %collapsed_99 = tensor.collapse_shape %concat_98 [[0], [1], [2], [3, 4]] : tensor<64x256x28x28x2xf32> into tensor<64x256x28x56xf32>
    %expanded_100 = tensor.expand_shape %246 [[0], [1], [2], [3, 4]] output_shape [64, 256, 28, 28, 1] : tensor<64x256x28x28xf32> into tensor<64x256x28x28x1xf32>
    %expanded_101 = tensor.expand_shape %250 [[0], [1], [2], [3, 4]] output_shape [64, 256, 28, 28, 1] : tensor<64x256x28x28xf32> into tensor<64x256x28x28x1xf32>
    %concat_102 = tensor.concat dim(4) %expanded_100, %expanded_101 : (tensor<64x256x28x28x1xf32>, tensor<64x256x28x28x1xf32>) -> tensor<64x256x28x28x2xf32>
    %collapsed_103 = tensor.collapse_shape %concat_102 [[0], [1], [2], [3, 4]] : tensor<64x256x28x28x2xf32> into tensor<64x256x28x56xf32>
    %concat_104 = tensor.concat dim(3) %collapsed_99, %collapsed_103 : (tensor<64x256x28x56xf32>, tensor<64x256x28x56xf32>) -> tensor<64x256x28x112xf32>
    %expanded_105 = tensor.expand_shape %concat_104 [[0], [1], [2], [3, 4]] output_shape [64, 256, 28, 2, 56] : tensor<64x256x28x112xf32> into tensor<64x256x28x2x56xf32>
    %collapsed_106 = tensor.collapse_shape %expanded_105 [[0], [1], [2, 3], [4]] : tensor<64x256x28x2x56xf32> into tensor<64x256x56x56xf32>
    %251 = tensor.empty() : tensor<64x256x56x56xi1>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<64x256x56x56xf32>) outs(%251 : tensor<64x256x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %343 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %343 : i1
    } -> tensor<64x256x56x56xi1>
    %253 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %cst_2, %collapsed_106 : tensor<64x256x56x56xi1>, tensor<f32>, tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x256x56x56xf32>
    %254 = tensor.empty() : tensor<256x256x3x3xf32>
    %255 = linalg.fill ins(%cst : f32) outs(%254 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %256 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%255 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %343 = linalg.index 0 : index
      %344 = linalg.index 1 : index
      %345 = linalg.index 2 : index
      %346 = linalg.index 3 : index
      %347 = arith.subi %c2, %345 : index
      %348 = arith.subi %c2, %346 : index
      %extracted = tensor.extract %arg8[%344, %343, %347, %348] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %257 = tensor.empty() : tensor<64x256x58x58xf32>
    %258 = linalg.fill ins(%cst : f32) outs(%257 : tensor<64x256x58x58xf32>) -> tensor<64x256x58x58xf32>
    %inserted_slice_107 = tensor.insert_slice %253 into %258[0, 0, 1, 1] [64, 256, 56, 56] [1, 1, 1, 1] : tensor<64x256x56x56xf32> into tensor<64x256x58x58xf32>
    %259 = linalg.fill ins(%cst : f32) outs(%13 : tensor<64x256x56x56xf32>) -> tensor<64x256x56x56xf32>
    %260 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_107, %256 : tensor<64x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%259 : tensor<64x256x56x56xf32>) -> tensor<64x256x56x56xf32>
    %261 = tensor.empty() : tensor<256xf32>
    %262 = linalg.fill ins(%cst : f32) outs(%261 : tensor<256xf32>) -> tensor<256xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%253 : tensor<64x256x56x56xf32>) outs(%262 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<256xf32>
    %264 = tensor.empty() : tensor<256x64x56x56xf32>
    %transposed_108 = linalg.transpose ins(%15 : tensor<64x256x56x56xf32>) outs(%264 : tensor<256x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_109 = linalg.transpose ins(%253 : tensor<64x256x56x56xf32>) outs(%264 : tensor<256x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_110 = tensor.pad %transposed_108 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<256x64x56x56xf32> to tensor<256x64x58x58xf32>
    %265 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_110, %transposed_109 : tensor<256x64x58x58xf32>, tensor<256x64x56x56xf32>) outs(%255 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_111 = linalg.transpose ins(%265 : tensor<256x256x3x3xf32>) outs(%254 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<64x256x56x56xf32>) outs(%251 : tensor<64x256x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %343 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %343 : i1
    } -> tensor<64x256x56x56xi1>
    %267 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %cst_2, %260 : tensor<64x256x56x56xi1>, tensor<f32>, tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x256x56x56xf32>
    %268 = tensor.empty() : tensor<128x256x3x3xf32>
    %269 = linalg.fill ins(%cst : f32) outs(%268 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %270 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%269 : tensor<128x256x3x3xf32>) {
    ^bb0(%out: f32):
      %343 = linalg.index 0 : index
      %344 = linalg.index 1 : index
      %345 = linalg.index 2 : index
      %346 = linalg.index 3 : index
      %347 = arith.subi %c2, %345 : index
      %348 = arith.subi %c2, %346 : index
      %extracted = tensor.extract %arg6[%344, %343, %347, %348] : tensor<256x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x3x3xf32>
    %inserted_slice_112 = tensor.insert_slice %267 into %258[0, 0, 1, 1] [64, 256, 56, 56] [1, 1, 1, 1] : tensor<64x256x56x56xf32> into tensor<64x256x58x58xf32>
    %271 = linalg.fill ins(%cst : f32) outs(%10 : tensor<64x128x56x56xf32>) -> tensor<64x128x56x56xf32>
    %272 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_112, %270 : tensor<64x256x58x58xf32>, tensor<128x256x3x3xf32>) outs(%271 : tensor<64x128x56x56xf32>) -> tensor<64x128x56x56xf32>
    %273 = tensor.empty() : tensor<128x64x56x56xf32>
    %transposed_113 = linalg.transpose ins(%12 : tensor<64x128x56x56xf32>) outs(%273 : tensor<128x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_114 = linalg.transpose ins(%267 : tensor<64x256x56x56xf32>) outs(%264 : tensor<256x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_115 = tensor.pad %transposed_113 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<128x64x56x56xf32> to tensor<128x64x58x58xf32>
    %274 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_115, %transposed_114 : tensor<128x64x58x58xf32>, tensor<256x64x56x56xf32>) outs(%269 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %275 = tensor.empty() : tensor<256x128x3x3xf32>
    %transposed_116 = linalg.transpose ins(%274 : tensor<128x256x3x3xf32>) outs(%275 : tensor<256x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %276 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%267 : tensor<64x256x56x56xf32>) outs(%262 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<256xf32>
    %extracted_slice_117 = tensor.extract_slice %9[0, 0, 0, 0] [64, 128, 56, 112] [1, 1, 2, 1] : tensor<64x128x112x112xf32> to tensor<64x128x56x112xf32>
    %extracted_slice_118 = tensor.extract_slice %extracted_slice_117[0, 0, 0, 0] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %extracted_slice_119 = tensor.extract_slice %extracted_slice_117[0, 0, 0, 1] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_118, %extracted_slice_119 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x128x56x56xf32>
    %extracted_slice_120 = tensor.extract_slice %9[0, 0, 1, 0] [64, 128, 56, 112] [1, 1, 2, 1] : tensor<64x128x112x112xf32> to tensor<64x128x56x112xf32>
    %extracted_slice_121 = tensor.extract_slice %extracted_slice_120[0, 0, 0, 0] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %extracted_slice_121 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x128x56x56xf32>
    %extracted_slice_122 = tensor.extract_slice %extracted_slice_120[0, 0, 0, 1] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %extracted_slice_122 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x128x56x56xf32>
    %280 = tensor.empty() : tensor<64x128x56x56xi1>
    %281 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_118, %279 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %282 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %272, %cst_2 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xf32>, tensor<f32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x128x56x56xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_119, %279 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281 : tensor<64x128x56x56xi1>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %284 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %286 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %283 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.ori %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %287 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %272, %cst_2 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xf32>, tensor<f32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x128x56x56xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_121, %279 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<64x128x56x56xi1>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %289 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %291 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %288 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.ori %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %292 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %272, %cst_2 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xf32>, tensor<f32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x128x56x56xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_122, %279 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291 : tensor<64x128x56x56xi1>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %294 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%280 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x128x56x56xi1>
    %296 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %272, %cst_2 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xf32>, tensor<f32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x128x56x56xf32>
    %expanded_123 = tensor.expand_shape %282 [[0], [1], [2], [3, 4]] output_shape [64, 128, 56, 56, 1] : tensor<64x128x56x56xf32> into tensor<64x128x56x56x1xf32>
    %expanded_124 = tensor.expand_shape %287 [[0], [1], [2], [3, 4]] output_shape [64, 128, 56, 56, 1] : tensor<64x128x56x56xf32> into tensor<64x128x56x56x1xf32>
    %concat_125 = tensor.concat dim(4) %expanded_123, %expanded_124 : (tensor<64x128x56x56x1xf32>, tensor<64x128x56x56x1xf32>) -> tensor<64x128x56x56x2xf32>
    %collapsed_126 = tensor.collapse_shape %concat_125 [[0], [1], [2], [3, 4]] : tensor<64x128x56x56x2xf32> into tensor<64x128x56x112xf32>
    %expanded_127 = tensor.expand_shape %292 [[0], [1], [2], [3, 4]] output_shape [64, 128, 56, 56, 1] : tensor<64x128x56x56xf32> into tensor<64x128x56x56x1xf32>
    %expanded_128 = tensor.expand_shape %296 [[0], [1], [2], [3, 4]] output_shape [64, 128, 56, 56, 1] : tensor<64x128x56x56xf32> into tensor<64x128x56x56x1xf32>
    %concat_129 = tensor.concat dim(4) %expanded_127, %expanded_128 : (tensor<64x128x56x56x1xf32>, tensor<64x128x56x56x1xf32>) -> tensor<64x128x56x56x2xf32>
    %collapsed_130 = tensor.collapse_shape %concat_129 [[0], [1], [2], [3, 4]] : tensor<64x128x56x56x2xf32> into tensor<64x128x56x112xf32>
    %concat_131 = tensor.concat dim(3) %collapsed_126, %collapsed_130 : (tensor<64x128x56x112xf32>, tensor<64x128x56x112xf32>) -> tensor<64x128x56x224xf32>
    %expanded_132 = tensor.expand_shape %concat_131 [[0], [1], [2], [3, 4]] output_shape [64, 128, 56, 2, 112] : tensor<64x128x56x224xf32> into tensor<64x128x56x2x112xf32>
    %collapsed_133 = tensor.collapse_shape %expanded_132 [[0], [1], [2, 3], [4]] : tensor<64x128x56x2x112xf32> into tensor<64x128x112x112xf32>
    %297 = tensor.empty() : tensor<64x128x112x112xi1>
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<64x128x112x112xf32>) outs(%297 : tensor<64x128x112x112xi1>) {
    ^bb0(%in: f32, %out: i1):
      %343 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %343 : i1
    } -> tensor<64x128x112x112xi1>
    %299 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %cst_2, %collapsed_133 : tensor<64x128x112x112xi1>, tensor<f32>, tensor<64x128x112x112xf32>) outs(%7 : tensor<64x128x112x112xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x128x112x112xf32>
    %300 = tensor.empty() : tensor<64x128x3x3xf32>
    %301 = linalg.fill ins(%cst : f32) outs(%300 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %302 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%301 : tensor<64x128x3x3xf32>) {
    ^bb0(%out: f32):
      %343 = linalg.index 0 : index
      %344 = linalg.index 1 : index
      %345 = linalg.index 2 : index
      %346 = linalg.index 3 : index
      %347 = arith.subi %c2, %345 : index
      %348 = arith.subi %c2, %346 : index
      %extracted = tensor.extract %arg4[%344, %343, %347, %348] : tensor<128x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x3x3xf32>
    %303 = tensor.empty() : tensor<64x128x114x114xf32>
    %304 = linalg.fill ins(%cst : f32) outs(%303 : tensor<64x128x114x114xf32>) -> tensor<64x128x114x114xf32>
    %inserted_slice_134 = tensor.insert_slice %299 into %304[0, 0, 1, 1] [64, 128, 112, 112] [1, 1, 1, 1] : tensor<64x128x112x112xf32> into tensor<64x128x114x114xf32>
    %305 = linalg.fill ins(%cst : f32) outs(%3 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %306 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_134, %302 : tensor<64x128x114x114xf32>, tensor<64x128x3x3xf32>) outs(%305 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %transposed_135 = linalg.transpose ins(%6 : tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) permutation = [1, 0, 2, 3] 
    %307 = tensor.empty() : tensor<128x64x112x112xf32>
    %transposed_136 = linalg.transpose ins(%299 : tensor<64x128x112x112xf32>) outs(%307 : tensor<128x64x112x112xf32>) permutation = [1, 0, 2, 3] 
    %padded_137 = tensor.pad %transposed_135 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x64x112x112xf32> to tensor<64x64x114x114xf32>
    %308 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_137, %transposed_136 : tensor<64x64x114x114xf32>, tensor<128x64x112x112xf32>) outs(%301 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %309 = tensor.empty() : tensor<128x64x3x3xf32>
    %transposed_138 = linalg.transpose ins(%308 : tensor<64x128x3x3xf32>) outs(%309 : tensor<128x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %310 = tensor.empty() : tensor<128xf32>
    %311 = linalg.fill ins(%cst : f32) outs(%310 : tensor<128xf32>) -> tensor<128xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%299 : tensor<64x128x112x112xf32>) outs(%311 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<128xf32>
    %extracted_slice_139 = tensor.extract_slice %2[0, 0, 0, 0] [64, 64, 112, 224] [1, 1, 2, 1] : tensor<64x64x224x224xf32> to tensor<64x64x112x224xf32>
    %extracted_slice_140 = tensor.extract_slice %extracted_slice_139[0, 0, 0, 0] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %extracted_slice_141 = tensor.extract_slice %extracted_slice_139[0, 0, 0, 1] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_140, %extracted_slice_141 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x64x112x112xf32>
    %extracted_slice_142 = tensor.extract_slice %2[0, 0, 1, 0] [64, 64, 112, 224] [1, 1, 2, 1] : tensor<64x64x224x224xf32> to tensor<64x64x112x224xf32>
    %extracted_slice_143 = tensor.extract_slice %extracted_slice_142[0, 0, 0, 0] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %extracted_slice_143 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x64x112x112xf32>
    %extracted_slice_144 = tensor.extract_slice %extracted_slice_142[0, 0, 0, 1] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %extracted_slice_144 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_160: f32, %out: f32):
      %343 = arith.cmpf ogt, %in, %in_160 : f32
      %344 = arith.select %343, %in, %in_160 : f32
      linalg.yield %344 : f32
    } -> tensor<64x64x112x112xf32>
    %316 = tensor.empty() : tensor<64x64x112x112xi1>
    %317 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_140, %315 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %318 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %306, %cst_2 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xf32>, tensor<f32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x64x112x112xf32>
    %319 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_141, %315 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %320 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317 : tensor<64x64x112x112xi1>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %321 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %320 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %322 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %319 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.ori %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %323 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %306, %cst_2 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xf32>, tensor<f32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x64x112x112xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_143, %315 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322 : tensor<64x64x112x112xi1>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %326 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %325 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %327 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %324 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.ori %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %328 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %306, %cst_2 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xf32>, tensor<f32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x64x112x112xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_144, %315 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_160: f32, %out: i1):
      %343 = arith.cmpf oeq, %in, %in_160 : f32
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<64x64x112x112xi1>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %out: i1):
      %343 = arith.xori %in, %true : i1
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %331 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %330 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%316 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_160: i1, %out: i1):
      %343 = arith.andi %in, %in_160 : i1
      linalg.yield %343 : i1
    } -> tensor<64x64x112x112xi1>
    %332 = linalg.generic {indexing_maps = [#map, #map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %306, %cst_2 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xf32>, tensor<f32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x64x112x112xf32>
    %expanded_145 = tensor.expand_shape %318 [[0], [1], [2], [3, 4]] output_shape [64, 64, 112, 112, 1] : tensor<64x64x112x112xf32> into tensor<64x64x112x112x1xf32>
    %expanded_146 = tensor.expand_shape %323 [[0], [1], [2], [3, 4]] output_shape [64, 64, 112, 112, 1] : tensor<64x64x112x112xf32> into tensor<64x64x112x112x1xf32>
    %concat_147 = tensor.concat dim(4) %expanded_145, %expanded_146 : (tensor<64x64x112x112x1xf32>, tensor<64x64x112x112x1xf32>) -> tensor<64x64x112x112x2xf32>
    %collapsed_148 = tensor.collapse_shape %concat_147 [[0], [1], [2], [3, 4]] : tensor<64x64x112x112x2xf32> into tensor<64x64x112x224xf32>
    %expanded_149 = tensor.expand_shape %328 [[0], [1], [2], [3, 4]] output_shape [64, 64, 112, 112, 1] : tensor<64x64x112x112xf32> into tensor<64x64x112x112x1xf32>
    %expanded_150 = tensor.expand_shape %332 [[0], [1], [2], [3, 4]] output_shape [64, 64, 112, 112, 1] : tensor<64x64x112x112xf32> into tensor<64x64x112x112x1xf32>
    %concat_151 = tensor.concat dim(4) %expanded_149, %expanded_150 : (tensor<64x64x112x112x1xf32>, tensor<64x64x112x112x1xf32>) -> tensor<64x64x112x112x2xf32>
    %collapsed_152 = tensor.collapse_shape %concat_151 [[0], [1], [2], [3, 4]] : tensor<64x64x112x112x2xf32> into tensor<64x64x112x224xf32>
    %concat_153 = tensor.concat dim(3) %collapsed_148, %collapsed_152 : (tensor<64x64x112x224xf32>, tensor<64x64x112x224xf32>) -> tensor<64x64x112x448xf32>
    %expanded_154 = tensor.expand_shape %concat_153 [[0], [1], [2], [3, 4]] output_shape [64, 64, 112, 2, 224] : tensor<64x64x112x448xf32> into tensor<64x64x112x2x224xf32>
    %collapsed_155 = tensor.collapse_shape %expanded_154 [[0], [1], [2, 3], [4]] : tensor<64x64x112x2x224xf32> into tensor<64x64x224x224xf32>
    %333 = tensor.empty() : tensor<64x64x224x224xi1>
    %334 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<64x64x224x224xf32>) outs(%333 : tensor<64x64x224x224xi1>) {
    ^bb0(%in: f32, %out: i1):
      %343 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %343 : i1
    } -> tensor<64x64x224x224xi1>
    %335 = linalg.generic {indexing_maps = [#map, #map11, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %cst_2, %collapsed_155 : tensor<64x64x224x224xi1>, tensor<f32>, tensor<64x64x224x224xf32>) outs(%0 : tensor<64x64x224x224xf32>) {
    ^bb0(%in: i1, %in_160: f32, %in_161: f32, %out: f32):
      %343 = arith.select %in, %in_160, %in_161 : f32
      linalg.yield %343 : f32
    } -> tensor<64x64x224x224xf32>
    %336 = tensor.empty() : tensor<3x64x224x224xf32>
    %transposed_156 = linalg.transpose ins(%arg0 : tensor<64x3x224x224xf32>) outs(%336 : tensor<3x64x224x224xf32>) permutation = [1, 0, 2, 3] 
    %transposed_157 = linalg.transpose ins(%335 : tensor<64x64x224x224xf32>) outs(%0 : tensor<64x64x224x224xf32>) permutation = [1, 0, 2, 3] 
    %padded_158 = tensor.pad %transposed_156 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<3x64x224x224xf32> to tensor<3x64x226x226xf32>
    %337 = tensor.empty() : tensor<3x64x3x3xf32>
    %338 = linalg.fill ins(%cst : f32) outs(%337 : tensor<3x64x3x3xf32>) -> tensor<3x64x3x3xf32>
    %339 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_158, %transposed_157 : tensor<3x64x226x226xf32>, tensor<64x64x224x224xf32>) outs(%338 : tensor<3x64x3x3xf32>) -> tensor<3x64x3x3xf32>
    %340 = tensor.empty() : tensor<64x3x3x3xf32>
    %transposed_159 = linalg.transpose ins(%339 : tensor<3x64x3x3xf32>) outs(%340 : tensor<64x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    %341 = linalg.fill ins(%cst : f32) outs(%59 : tensor<64xf32>) -> tensor<64xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%335 : tensor<64x64x224x224xf32>) outs(%341 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %343 = arith.addf %in, %out : f32
      linalg.yield %343 : f32
    } -> tensor<64xf32>
    return %82, %transposed_159, %342, %transposed_138, %312, %transposed_116, %276, %transposed_111, %263, %transposed_89, %227, %transposed_84, %217, %transposed_62, %188, %transposed_57, %181, %120, %collapsed_30, %109, %collapsed_28, %99, %collapsed_26 : tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<4096x25088xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<1000x4096xf32>, tensor<1000xf32>
  }
}
