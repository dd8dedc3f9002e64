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
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, 0, d4, 0)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> ()>
#map15 = affine_map<(d0, d1, d2, d3) -> (d1)>
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
      %333 = arith.maximumf %in, %cst : f32
      linalg.yield %333 : f32
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
      %333 = arith.maximumf %in, %cst : f32
      linalg.yield %333 : f32
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
      %333 = arith.maximumf %in, %cst : f32
      linalg.yield %333 : f32
    } -> tensor<64x256x56x56xf32>
    %padded_9 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x256x56x56xf32> to tensor<64x256x58x58xf32>
    %broadcasted_10 = linalg.broadcast ins(%arg9 : tensor<256xf32>) outs(%13 : tensor<64x256x56x56xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_9, %arg8 : tensor<64x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%broadcasted_10 : tensor<64x256x56x56xf32>) -> tensor<64x256x56x56xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.maximumf %in, %cst : f32
      linalg.yield %333 : f32
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
      %333 = arith.maximumf %in, %cst : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x28x28xf32>
    %padded_13 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x28x28xf32> to tensor<64x512x30x30xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg13 : tensor<512xf32>) outs(%21 : tensor<64x512x28x28xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_13, %arg12 : tensor<64x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%broadcasted_14 : tensor<64x512x28x28xf32>) -> tensor<64x512x28x28xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.maximumf %in, %cst : f32
      linalg.yield %333 : f32
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
      %333 = arith.maximumf %in, %cst : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x14x14xf32>
    %padded_17 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x512x14x14xf32> to tensor<64x512x16x16xf32>
    %broadcasted_18 = linalg.broadcast ins(%arg17 : tensor<512xf32>) outs(%26 : tensor<64x512x14x14xf32>) dimensions = [0, 2, 3] 
    %31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %arg16 : tensor<64x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%broadcasted_18 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.maximumf %in, %cst : f32
      linalg.yield %333 : f32
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
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.addf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x4096xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.maximumf %in, %cst : f32
      linalg.yield %333 : f32
    } -> tensor<64x4096xf32>
    %46 = tensor.empty() : tensor<4096x4096xf32>
    %transposed_19 = linalg.transpose ins(%arg20 : tensor<4096x4096xf32>) outs(%46 : tensor<4096x4096xf32>) permutation = [1, 0] 
    %47 = linalg.matmul ins(%45, %transposed_19 : tensor<64x4096xf32>, tensor<4096x4096xf32>) outs(%41 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4096xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<64x4096xf32>, tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.addf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x4096xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.maximumf %in, %cst : f32
      linalg.yield %333 : f32
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
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.addf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x1000xf32>
    %57 = tensor.empty() : tensor<64xi64>
    %58 = linalg.fill ins(%c0_i64 : i64) outs(%57 : tensor<64xi64>) -> tensor<64xi64>
    %59 = tensor.empty() : tensor<64xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<64xf32>) -> tensor<64xf32>
    %61:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%56 : tensor<64x1000xf32>) outs(%60, %58 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_154: i64):
      %333 = linalg.index 1 : index
      %334 = arith.index_cast %333 : index to i64
      %335 = arith.maximumf %in, %out : f32
      %336 = arith.cmpf ugt, %in, %out : f32
      %337 = arith.cmpf ord, %out, %out : f32
      %338 = arith.andi %336, %337 : i1
      %339 = arith.select %338, %334, %out_154 : i64
      linalg.yield %335, %339 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded = tensor.expand_shape %61#0 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%56, %expanded : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.subf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x1000xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<64x1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = math.exp %in : f32
      linalg.yield %333 : f32
    } -> tensor<64x1000xf32>
    %64 = tensor.empty() : tensor<64x1xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "reduction"]} ins(%63 : tensor<64x1000xf32>) outs(%65 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<64x1xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<64x1xf32>) outs(%64 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = math.log %in : f32
      linalg.yield %333 : f32
    } -> tensor<64x1xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%62, %67 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.subf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x1000xf32>
    %69 = tensor.empty() : tensor<64xi1>
    %70 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xi64>) outs(%69 : tensor<64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %333 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %333 : i1
    } -> tensor<64xi1>
    %71 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%70, %arg1, %cst_3 : tensor<64xi1>, tensor<64xi64>, tensor<i64>) outs(%57 : tensor<64xi64>) {
    ^bb0(%in: i1, %in_154: i64, %in_155: i64, %out: i64):
      %333 = arith.select %in, %in_154, %in_155 : i64
      linalg.yield %333 : i64
    } -> tensor<64xi64>
    %expanded_21 = tensor.expand_shape %71 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_21 : tensor<64x1xi64>) outs(%65 : tensor<64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %333 = linalg.index 0 : index
      %334 = arith.index_cast %in : i64 to index
      %335 = arith.cmpi slt, %334, %c1000 : index
      cf.assert %335, "index must be smaller than dim size"
      %336 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %336, "index must be larger or equal to 0"
      %extracted = tensor.extract %68[%333, %334] : tensor<64x1000xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x1xf32>
    %collapsed_22 = tensor.collapse_shape %72 [[0, 1]] : tensor<64x1xf32> into tensor<64xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%collapsed_22 : tensor<64xf32>) outs(%59 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.negf %in : f32
      linalg.yield %333 : f32
    } -> tensor<64xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%70, %73, %cst_2 : tensor<64xi1>, tensor<64xf32>, tensor<f32>) outs(%59 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64xf32>
    %75 = tensor.empty() : tensor<i64>
    %76 = linalg.fill ins(%c0_i64 : i64) outs(%75 : tensor<i64>) -> tensor<i64>
    %77 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%70 : tensor<64xi1>) outs(%76 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %333 = arith.extui %in : i1 to i64
      %334 = arith.addi %333, %out : i64
      linalg.yield %334 : i64
    } -> tensor<i64>
    %78 = tensor.empty() : tensor<f32>
    %79 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%77 : tensor<i64>) outs(%78 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %333 = arith.sitofp %in : i64 to f32
      linalg.yield %333 : f32
    } -> tensor<f32>
    %80 = linalg.fill ins(%cst : f32) outs(%78 : tensor<f32>) -> tensor<f32>
    %81 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%74 : tensor<64xf32>) outs(%80 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<f32>
    %82 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%81, %79 : tensor<f32>, tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.divf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<f32>
    %83 = tensor.empty() : tensor<1000xi64>
    %84 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%83 : tensor<1000xi64>) {
    ^bb0(%out: i64):
      %333 = linalg.index 0 : index
      %334 = arith.index_cast %333 : index to i64
      linalg.yield %334 : i64
    } -> tensor<1000xi64>
    %expanded_23 = tensor.expand_shape %arg1 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %85 = tensor.empty() : tensor<64x1000xi1>
    %86 = linalg.generic {indexing_maps = [#map4, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_23, %84 : tensor<64x1xi64>, tensor<1000xi64>) outs(%85 : tensor<64x1000xi1>) {
    ^bb0(%in: i64, %in_154: i64, %out: i1):
      %333 = arith.cmpi eq, %in, %in_154 : i64
      linalg.yield %333 : i1
    } -> tensor<64x1000xi1>
    %expanded_24 = tensor.expand_shape %70 [[0, 1]] output_shape [64, 1] : tensor<64xi1> into tensor<64x1xi1>
    %87 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%86, %expanded_24 : tensor<64x1000xi1>, tensor<64x1xi1>) outs(%85 : tensor<64x1000xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x1000xi1>
    %88 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.negf %in : f32
      linalg.yield %333 : f32
    } -> tensor<f32>
    %89 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%88, %79 : tensor<f32>, tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.divf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<f32>
    %90 = linalg.generic {indexing_maps = [#map2, #map8, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%87, %89, %cst_2 : tensor<64x1000xi1>, tensor<f32>, tensor<f32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x1000xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<64x1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = math.exp %in : f32
      linalg.yield %333 : f32
    } -> tensor<64x1000xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "reduction"]} ins(%90 : tensor<64x1000xf32>) outs(%65 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<64x1xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<64x1000xf32>, tensor<64x1xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.mulf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x1000xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%90, %93 : tensor<64x1000xf32>, tensor<64x1000xf32>) outs(%52 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.subf %in, %in_154 : f32
      linalg.yield %333 : f32
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
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<1x1000xf32>
    %collapsed_26 = tensor.collapse_shape %102 [[0, 1]] : tensor<1x1000xf32> into tensor<1000xf32>
    %103 = tensor.empty() : tensor<64x4096xi1>
    %104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<64x4096xf32>) outs(%103 : tensor<64x4096xi1>) {
    ^bb0(%in: f32, %out: i1):
      %333 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %333 : i1
    } -> tensor<64x4096xi1>
    %105 = linalg.generic {indexing_maps = [#map2, #map8, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%104, %cst_2, %95 : tensor<64x4096xi1>, tensor<f32>, tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
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
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<1x4096xf32>
    %collapsed_28 = tensor.collapse_shape %112 [[0, 1]] : tensor<1x4096xf32> into tensor<4096xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<64x4096xf32>) outs(%103 : tensor<64x4096xi1>) {
    ^bb0(%in: f32, %out: i1):
      %333 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %333 : i1
    } -> tensor<64x4096xi1>
    %114 = linalg.generic {indexing_maps = [#map2, #map8, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_2, %106 : tensor<64x4096xi1>, tensor<f32>, tensor<64x4096xf32>) outs(%40 : tensor<64x4096xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
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
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<1x4096xf32>
    %collapsed_30 = tensor.collapse_shape %121 [[0, 1]] : tensor<1x4096xf32> into tensor<4096xf32>
    %expanded_31 = tensor.expand_shape %117 [[0], [1, 2, 3]] output_shape [64, 512, 7, 7] : tensor<64x25088xf32> into tensor<64x512x7x7xf32>
    %122 = tensor.empty() : tensor<7xi64>
    %123 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%122 : tensor<7xi64>) {
    ^bb0(%out: i64):
      %333 = linalg.index 0 : index
      %334 = arith.index_cast %333 : index to i64
      linalg.yield %334 : i64
    } -> tensor<7xi64>
    %expanded_32 = tensor.expand_shape %123 [[0, 1]] output_shape [7, 1] : tensor<7xi64> into tensor<7x1xi64>
    %expanded_33 = tensor.expand_shape %123 [[0, 1]] output_shape [1, 7] : tensor<7xi64> into tensor<1x7xi64>
    %124 = tensor.empty() : tensor<7x1xi64>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_32 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %333 = arith.muli %in, %c7_i64 : i64
      linalg.yield %333 : i64
    } -> tensor<7x1xi64>
    %126 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%125, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_154: i64, %out: i64):
      %333 = arith.sitofp %in : i64 to f64
      %334 = arith.sitofp %in_154 : i64 to f64
      %335 = arith.divf %333, %334 : f64
      %336 = math.floor %335 : f64
      %337 = arith.fptosi %336 : f64 to i64
      linalg.yield %337 : i64
    } -> tensor<7x1xi64>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_32 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %333 = arith.addi %in, %c1_i64 : i64
      linalg.yield %333 : i64
    } -> tensor<7x1xi64>
    %128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%127 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %333 = arith.muli %in, %c7_i64 : i64
      linalg.yield %333 : i64
    } -> tensor<7x1xi64>
    %129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %333 = arith.addi %in, %c7_i64 : i64
      linalg.yield %333 : i64
    } -> tensor<7x1xi64>
    %130 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %333 = arith.subi %in, %c1_i64 : i64
      linalg.yield %333 : i64
    } -> tensor<7x1xi64>
    %131 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%130, %cst_4 : tensor<7x1xi64>, tensor<i64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_154: i64, %out: i64):
      %333 = arith.sitofp %in : i64 to f64
      %334 = arith.sitofp %in_154 : i64 to f64
      %335 = arith.divf %333, %334 : f64
      %336 = math.floor %335 : f64
      %337 = arith.fptosi %336 : f64 to i64
      linalg.yield %337 : i64
    } -> tensor<7x1xi64>
    %132 = tensor.empty() : tensor<7x7xi1>
    %133 = linalg.generic {indexing_maps = [#map9, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %126 : tensor<1x7xi64>, tensor<7x1xi64>) outs(%132 : tensor<7x7xi1>) {
    ^bb0(%in: i64, %in_154: i64, %out: i1):
      %333 = arith.cmpi sge, %in, %in_154 : i64
      linalg.yield %333 : i1
    } -> tensor<7x7xi1>
    %134 = linalg.generic {indexing_maps = [#map9, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %131 : tensor<1x7xi64>, tensor<7x1xi64>) outs(%132 : tensor<7x7xi1>) {
    ^bb0(%in: i64, %in_154: i64, %out: i1):
      %333 = arith.cmpi slt, %in, %in_154 : i64
      linalg.yield %333 : i1
    } -> tensor<7x7xi1>
    %135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<7x7xi1>, tensor<7x7xi1>) outs(%132 : tensor<7x7xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<7x7xi1>
    %136 = tensor.empty() : tensor<7x7xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<7x7xi1>) outs(%136 : tensor<7x7xf32>) {
    ^bb0(%in: i1, %out: f32):
      %333 = arith.uitofp %in : i1 to f32
      linalg.yield %333 : f32
    } -> tensor<7x7xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%131, %126 : tensor<7x1xi64>, tensor<7x1xi64>) outs(%124 : tensor<7x1xi64>) {
    ^bb0(%in: i64, %in_154: i64, %out: i64):
      %333 = arith.subi %in, %in_154 : i64
      linalg.yield %333 : i64
    } -> tensor<7x1xi64>
    %139 = tensor.empty() : tensor<7x1xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<7x1xi64>) outs(%139 : tensor<7x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %333 = arith.sitofp %in : i64 to f32
      linalg.yield %333 : f32
    } -> tensor<7x1xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%137, %140 : tensor<7x7xf32>, tensor<7x1xf32>) outs(%136 : tensor<7x7xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.divf %in, %in_154 : f32
      linalg.yield %333 : f32
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
    %extracted_slice = tensor.extract_slice %32[0, 0, 0, 0] [64, 512, 7, 14] [1, 1, 2, 1] : tensor<64x512x14x14xf32> to tensor<64x512x7x14xf32>
    %extracted_slice_38 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [64, 512, 7, 7] [1, 1, 1, 2] : tensor<64x512x7x14xf32> to tensor<64x512x7x7xf32>
    %extracted_slice_39 = tensor.extract_slice %extracted_slice[0, 0, 0, 1] [64, 512, 7, 7] [1, 1, 1, 2] : tensor<64x512x7x14xf32> to tensor<64x512x7x7xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_38, %extracted_slice_39 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x7x7xf32>
    %extracted_slice_40 = tensor.extract_slice %32[0, 0, 1, 0] [64, 512, 7, 14] [1, 1, 2, 1] : tensor<64x512x14x14xf32> to tensor<64x512x7x14xf32>
    %extracted_slice_41 = tensor.extract_slice %extracted_slice_40[0, 0, 0, 0] [64, 512, 7, 7] [1, 1, 1, 2] : tensor<64x512x7x14xf32> to tensor<64x512x7x7xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %extracted_slice_41 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x7x7xf32>
    %extracted_slice_42 = tensor.extract_slice %extracted_slice_40[0, 0, 0, 1] [64, 512, 7, 7] [1, 1, 1, 2] : tensor<64x512x7x14xf32> to tensor<64x512x7x7xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %extracted_slice_42 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%33 : tensor<64x512x7x7xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x7x7xf32>
    %152 = tensor.empty() : tensor<64x512x7x7xi1>
    %153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_38, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %155 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %154 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.ori %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %159 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %158 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.ori %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %162 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %151 : tensor<64x512x7x7xf32>, tensor<64x512x7x7xf32>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %163 : tensor<64x512x7x7xi1>, tensor<64x512x7x7xi1>) outs(%152 : tensor<64x512x7x7xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x7x7xi1>
    %expanded_43 = tensor.expand_shape %153 [[0], [1], [2], [3, 4]] output_shape [64, 512, 7, 7, 1] : tensor<64x512x7x7xi1> into tensor<64x512x7x7x1xi1>
    %expanded_44 = tensor.expand_shape %156 [[0], [1], [2], [3, 4]] output_shape [64, 512, 7, 7, 1] : tensor<64x512x7x7xi1> into tensor<64x512x7x7x1xi1>
    %concat = tensor.concat dim(4) %expanded_43, %expanded_44 : (tensor<64x512x7x7x1xi1>, tensor<64x512x7x7x1xi1>) -> tensor<64x512x7x7x2xi1>
    %expanded_45 = tensor.expand_shape %160 [[0], [1], [2], [3, 4]] output_shape [64, 512, 7, 7, 1] : tensor<64x512x7x7xi1> into tensor<64x512x7x7x1xi1>
    %expanded_46 = tensor.expand_shape %164 [[0], [1], [2], [3, 4]] output_shape [64, 512, 7, 7, 1] : tensor<64x512x7x7xi1> into tensor<64x512x7x7x1xi1>
    %concat_47 = tensor.concat dim(4) %expanded_45, %expanded_46 : (tensor<64x512x7x7x1xi1>, tensor<64x512x7x7x1xi1>) -> tensor<64x512x7x7x2xi1>
    %concat_48 = tensor.concat dim(3) %concat, %concat_47 : (tensor<64x512x7x7x2xi1>, tensor<64x512x7x7x2xi1>) -> tensor<64x512x7x14x2xi1>
    %expanded_49 = tensor.expand_shape %concat_48 [[0], [1], [2], [3, 4], [5]] output_shape [64, 512, 7, 2, 7, 2] : tensor<64x512x7x14x2xi1> into tensor<64x512x7x2x7x2xi1>
    %expanded_50 = tensor.expand_shape %148 [[0, 1, 2], [3, 4, 5]] output_shape [64, 512, 7, 1, 7, 1] : tensor<229376x7xf32> into tensor<64x512x7x1x7x1xf32>
    %165 = tensor.empty() : tensor<64x512x7x2x7x2xf32>
    %166 = linalg.generic {indexing_maps = [#map11, #map12, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_50, %cst_2 : tensor<64x512x7x2x7x2xi1>, tensor<64x512x7x1x7x1xf32>, tensor<f32>) outs(%165 : tensor<64x512x7x2x7x2xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x7x2x7x2xf32>
    %collapsed_51 = tensor.collapse_shape %166 [[0], [1], [2, 3], [4, 5]] : tensor<64x512x7x2x7x2xf32> into tensor<64x512x14x14xf32>
    %167 = tensor.empty() : tensor<64x512x14x14xi1>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<64x512x14x14xf32>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %333 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %169 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %cst_2, %collapsed_51 : tensor<64x512x14x14xi1>, tensor<f32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x14x14xf32>
    %170 = tensor.empty() : tensor<512x512x3x3xf32>
    %171 = linalg.fill ins(%cst : f32) outs(%170 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %172 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%171 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %333 = linalg.index 0 : index
      %334 = linalg.index 1 : index
      %335 = linalg.index 2 : index
      %336 = linalg.index 3 : index
      %337 = arith.subi %c2, %335 : index
      %338 = arith.subi %c2, %336 : index
      %extracted = tensor.extract %arg16[%334, %333, %337, %338] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %173 = tensor.empty() : tensor<64x512x16x16xf32>
    %174 = linalg.fill ins(%cst : f32) outs(%173 : tensor<64x512x16x16xf32>) -> tensor<64x512x16x16xf32>
    %inserted_slice = tensor.insert_slice %169 into %174[0, 0, 1, 1] [64, 512, 14, 14] [1, 1, 1, 1] : tensor<64x512x14x14xf32> into tensor<64x512x16x16xf32>
    %175 = linalg.fill ins(%cst : f32) outs(%26 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %176 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %172 : tensor<64x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%175 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %177 = tensor.empty() : tensor<512xf32>
    %178 = linalg.fill ins(%cst : f32) outs(%177 : tensor<512xf32>) -> tensor<512xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%169 : tensor<64x512x14x14xf32>) outs(%178 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<512xf32>
    %180 = tensor.empty() : tensor<512x64x14x14xf32>
    %transposed_52 = linalg.transpose ins(%30 : tensor<64x512x14x14xf32>) outs(%180 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_53 = linalg.transpose ins(%169 : tensor<64x512x14x14xf32>) outs(%180 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_54 = tensor.pad %transposed_52 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<512x64x14x14xf32> to tensor<512x64x16x16xf32>
    %181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_54, %transposed_53 : tensor<512x64x16x16xf32>, tensor<512x64x14x14xf32>) outs(%171 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_55 = linalg.transpose ins(%181 : tensor<512x512x3x3xf32>) outs(%170 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<64x512x14x14xf32>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %out: i1):
      %333 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %183 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %cst_2, %176 : tensor<64x512x14x14xi1>, tensor<f32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x14x14xf32>
    %184 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%171 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %333 = linalg.index 0 : index
      %334 = linalg.index 1 : index
      %335 = linalg.index 2 : index
      %336 = linalg.index 3 : index
      %337 = arith.subi %c2, %335 : index
      %338 = arith.subi %c2, %336 : index
      %extracted = tensor.extract %arg14[%334, %333, %337, %338] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %inserted_slice_56 = tensor.insert_slice %183 into %174[0, 0, 1, 1] [64, 512, 14, 14] [1, 1, 1, 1] : tensor<64x512x14x14xf32> into tensor<64x512x16x16xf32>
    %185 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_56, %184 : tensor<64x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%175 : tensor<64x512x14x14xf32>) -> tensor<64x512x14x14xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%183 : tensor<64x512x14x14xf32>) outs(%178 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<512xf32>
    %transposed_57 = linalg.transpose ins(%28 : tensor<64x512x14x14xf32>) outs(%180 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %transposed_58 = linalg.transpose ins(%183 : tensor<64x512x14x14xf32>) outs(%180 : tensor<512x64x14x14xf32>) permutation = [1, 0, 2, 3] 
    %padded_59 = tensor.pad %transposed_57 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<512x64x14x14xf32> to tensor<512x64x16x16xf32>
    %187 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_59, %transposed_58 : tensor<512x64x16x16xf32>, tensor<512x64x14x14xf32>) outs(%171 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_60 = linalg.transpose ins(%187 : tensor<512x512x3x3xf32>) outs(%170 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_61 = tensor.extract_slice %25[0, 0, 0, 0] [64, 512, 14, 28] [1, 1, 2, 1] : tensor<64x512x28x28xf32> to tensor<64x512x14x28xf32>
    %extracted_slice_62 = tensor.extract_slice %extracted_slice_61[0, 0, 0, 0] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %extracted_slice_63 = tensor.extract_slice %extracted_slice_61[0, 0, 0, 1] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62, %extracted_slice_63 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x14x14xf32>
    %extracted_slice_64 = tensor.extract_slice %25[0, 0, 1, 0] [64, 512, 14, 28] [1, 1, 2, 1] : tensor<64x512x28x28xf32> to tensor<64x512x14x28xf32>
    %extracted_slice_65 = tensor.extract_slice %extracted_slice_64[0, 0, 0, 0] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %extracted_slice_65 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x14x14xf32>
    %extracted_slice_66 = tensor.extract_slice %extracted_slice_64[0, 0, 0, 1] [64, 512, 14, 14] [1, 1, 1, 2] : tensor<64x512x14x28xf32> to tensor<64x512x14x14xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %extracted_slice_66 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%26 : tensor<64x512x14x14xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x14x14xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62, %190 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %192 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_63, %190 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<64x512x14x14xi1>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %193 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %195 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %192 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.ori %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_65, %190 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<64x512x14x14xi1>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %197 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %199 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %196 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.ori %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_66, %190 : tensor<64x512x14x14xf32>, tensor<64x512x14x14xf32>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<64x512x14x14xi1>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %201 : tensor<64x512x14x14xi1>, tensor<64x512x14x14xi1>) outs(%167 : tensor<64x512x14x14xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x512x14x14xi1>
    %expanded_67 = tensor.expand_shape %191 [[0], [1], [2], [3, 4]] output_shape [64, 512, 14, 14, 1] : tensor<64x512x14x14xi1> into tensor<64x512x14x14x1xi1>
    %expanded_68 = tensor.expand_shape %194 [[0], [1], [2], [3, 4]] output_shape [64, 512, 14, 14, 1] : tensor<64x512x14x14xi1> into tensor<64x512x14x14x1xi1>
    %concat_69 = tensor.concat dim(4) %expanded_67, %expanded_68 : (tensor<64x512x14x14x1xi1>, tensor<64x512x14x14x1xi1>) -> tensor<64x512x14x14x2xi1>
    %expanded_70 = tensor.expand_shape %198 [[0], [1], [2], [3, 4]] output_shape [64, 512, 14, 14, 1] : tensor<64x512x14x14xi1> into tensor<64x512x14x14x1xi1>
    %expanded_71 = tensor.expand_shape %202 [[0], [1], [2], [3, 4]] output_shape [64, 512, 14, 14, 1] : tensor<64x512x14x14xi1> into tensor<64x512x14x14x1xi1>
    %concat_72 = tensor.concat dim(4) %expanded_70, %expanded_71 : (tensor<64x512x14x14x1xi1>, tensor<64x512x14x14x1xi1>) -> tensor<64x512x14x14x2xi1>
    %concat_73 = tensor.concat dim(3) %concat_69, %concat_72 : (tensor<64x512x14x14x2xi1>, tensor<64x512x14x14x2xi1>) -> tensor<64x512x14x28x2xi1>
    %expanded_74 = tensor.expand_shape %concat_73 [[0], [1], [2], [3, 4], [5]] output_shape [64, 512, 14, 2, 14, 2] : tensor<64x512x14x28x2xi1> into tensor<64x512x14x2x14x2xi1>
    %expanded_75 = tensor.expand_shape %185 [[0], [1], [2], [3, 4, 5]] output_shape [64, 512, 14, 1, 14, 1] : tensor<64x512x14x14xf32> into tensor<64x512x14x1x14x1xf32>
    %203 = tensor.empty() : tensor<64x512x14x2x14x2xf32>
    %204 = linalg.generic {indexing_maps = [#map11, #map12, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74, %expanded_75, %cst_2 : tensor<64x512x14x2x14x2xi1>, tensor<64x512x14x1x14x1xf32>, tensor<f32>) outs(%203 : tensor<64x512x14x2x14x2xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x14x2x14x2xf32>
    %collapsed_76 = tensor.collapse_shape %204 [[0], [1], [2, 3], [4, 5]] : tensor<64x512x14x2x14x2xf32> into tensor<64x512x28x28xf32>
    %205 = tensor.empty() : tensor<64x512x28x28xi1>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<64x512x28x28xf32>) outs(%205 : tensor<64x512x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %333 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x28x28xi1>
    %207 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %cst_2, %collapsed_76 : tensor<64x512x28x28xi1>, tensor<f32>, tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x28x28xf32>
    %208 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%171 : tensor<512x512x3x3xf32>) {
    ^bb0(%out: f32):
      %333 = linalg.index 0 : index
      %334 = linalg.index 1 : index
      %335 = linalg.index 2 : index
      %336 = linalg.index 3 : index
      %337 = arith.subi %c2, %335 : index
      %338 = arith.subi %c2, %336 : index
      %extracted = tensor.extract %arg12[%334, %333, %337, %338] : tensor<512x512x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x512x3x3xf32>
    %209 = tensor.empty() : tensor<64x512x30x30xf32>
    %210 = linalg.fill ins(%cst : f32) outs(%209 : tensor<64x512x30x30xf32>) -> tensor<64x512x30x30xf32>
    %inserted_slice_77 = tensor.insert_slice %207 into %210[0, 0, 1, 1] [64, 512, 28, 28] [1, 1, 1, 1] : tensor<64x512x28x28xf32> into tensor<64x512x30x30xf32>
    %211 = linalg.fill ins(%cst : f32) outs(%21 : tensor<64x512x28x28xf32>) -> tensor<64x512x28x28xf32>
    %212 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_77, %208 : tensor<64x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%211 : tensor<64x512x28x28xf32>) -> tensor<64x512x28x28xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%207 : tensor<64x512x28x28xf32>) outs(%178 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<512xf32>
    %214 = tensor.empty() : tensor<512x64x28x28xf32>
    %transposed_78 = linalg.transpose ins(%23 : tensor<64x512x28x28xf32>) outs(%214 : tensor<512x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_79 = linalg.transpose ins(%207 : tensor<64x512x28x28xf32>) outs(%214 : tensor<512x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_80 = tensor.pad %transposed_78 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<512x64x28x28xf32> to tensor<512x64x30x30xf32>
    %215 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_80, %transposed_79 : tensor<512x64x30x30xf32>, tensor<512x64x28x28xf32>) outs(%171 : tensor<512x512x3x3xf32>) -> tensor<512x512x3x3xf32>
    %transposed_81 = linalg.transpose ins(%215 : tensor<512x512x3x3xf32>) outs(%170 : tensor<512x512x3x3xf32>) permutation = [1, 0, 2, 3] 
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<64x512x28x28xf32>) outs(%205 : tensor<64x512x28x28xi1>) {
    ^bb0(%in: f32, %out: i1):
      %333 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %333 : i1
    } -> tensor<64x512x28x28xi1>
    %217 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %cst_2, %212 : tensor<64x512x28x28xi1>, tensor<f32>, tensor<64x512x28x28xf32>) outs(%21 : tensor<64x512x28x28xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x512x28x28xf32>
    %218 = tensor.empty() : tensor<256x512x3x3xf32>
    %219 = linalg.fill ins(%cst : f32) outs(%218 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %220 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%219 : tensor<256x512x3x3xf32>) {
    ^bb0(%out: f32):
      %333 = linalg.index 0 : index
      %334 = linalg.index 1 : index
      %335 = linalg.index 2 : index
      %336 = linalg.index 3 : index
      %337 = arith.subi %c2, %335 : index
      %338 = arith.subi %c2, %336 : index
      %extracted = tensor.extract %arg10[%334, %333, %337, %338] : tensor<512x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x512x3x3xf32>
    %inserted_slice_82 = tensor.insert_slice %217 into %210[0, 0, 1, 1] [64, 512, 28, 28] [1, 1, 1, 1] : tensor<64x512x28x28xf32> into tensor<64x512x30x30xf32>
    %221 = linalg.fill ins(%cst : f32) outs(%18 : tensor<64x256x28x28xf32>) -> tensor<64x256x28x28xf32>
    %222 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_82, %220 : tensor<64x512x30x30xf32>, tensor<256x512x3x3xf32>) outs(%221 : tensor<64x256x28x28xf32>) -> tensor<64x256x28x28xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%217 : tensor<64x512x28x28xf32>) outs(%178 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<512xf32>
    %224 = tensor.empty() : tensor<256x64x28x28xf32>
    %transposed_83 = linalg.transpose ins(%20 : tensor<64x256x28x28xf32>) outs(%224 : tensor<256x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %transposed_84 = linalg.transpose ins(%217 : tensor<64x512x28x28xf32>) outs(%214 : tensor<512x64x28x28xf32>) permutation = [1, 0, 2, 3] 
    %padded_85 = tensor.pad %transposed_83 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<256x64x28x28xf32> to tensor<256x64x30x30xf32>
    %225 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_85, %transposed_84 : tensor<256x64x30x30xf32>, tensor<512x64x28x28xf32>) outs(%219 : tensor<256x512x3x3xf32>) -> tensor<256x512x3x3xf32>
    %226 = tensor.empty() : tensor<512x256x3x3xf32>
    %transposed_86 = linalg.transpose ins(%225 : tensor<256x512x3x3xf32>) outs(%226 : tensor<512x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %extracted_slice_87 = tensor.extract_slice %17[0, 0, 0, 0] [64, 256, 28, 56] [1, 1, 2, 1] : tensor<64x256x56x56xf32> to tensor<64x256x28x56xf32>
    %extracted_slice_88 = tensor.extract_slice %extracted_slice_87[0, 0, 0, 0] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %extracted_slice_89 = tensor.extract_slice %extracted_slice_87[0, 0, 0, 1] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_88, %extracted_slice_89 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x256x28x28xf32>
    %extracted_slice_90 = tensor.extract_slice %17[0, 0, 1, 0] [64, 256, 28, 56] [1, 1, 2, 1] : tensor<64x256x56x56xf32> to tensor<64x256x28x56xf32>
    %extracted_slice_91 = tensor.extract_slice %extracted_slice_90[0, 0, 0, 0] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %extracted_slice_91 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x256x28x28xf32>
    %extracted_slice_92 = tensor.extract_slice %extracted_slice_90[0, 0, 0, 1] [64, 256, 28, 28] [1, 1, 1, 2] : tensor<64x256x28x56xf32> to tensor<64x256x28x28xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %extracted_slice_92 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%18 : tensor<64x256x28x28xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x256x28x28xf32>
    %230 = tensor.empty() : tensor<64x256x28x28xi1>
    %231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_88, %229 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %232 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_89, %229 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<64x256x28x28xi1>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %234 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %233 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %235 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %232 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.ori %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_91, %229 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<64x256x28x28xi1>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %237 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %236 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.ori %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %240 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_92, %229 : tensor<64x256x28x28xf32>, tensor<64x256x28x28xf32>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239 : tensor<64x256x28x28xi1>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %241 : tensor<64x256x28x28xi1>, tensor<64x256x28x28xi1>) outs(%230 : tensor<64x256x28x28xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x256x28x28xi1>
    %expanded_93 = tensor.expand_shape %231 [[0], [1], [2], [3, 4]] output_shape [64, 256, 28, 28, 1] : tensor<64x256x28x28xi1> into tensor<64x256x28x28x1xi1>
    %expanded_94 = tensor.expand_shape %234 [[0], [1], [2], [3, 4]] output_shape [64, 256, 28, 28, 1] : tensor<64x256x28x28xi1> into tensor<64x256x28x28x1xi1>
    %concat_95 = tensor.concat dim(4) %expanded_93, %expanded_94 : (tensor<64x256x28x28x1xi1>, tensor<64x256x28x28x1xi1>) -> tensor<64x256x28x28x2xi1>
    %expanded_96 = tensor.expand_shape %238 [[0], [1], [2], [3, 4]] output_shape [64, 256, 28, 28, 1] : tensor<64x256x28x28xi1> into tensor<64x256x28x28x1xi1>
    %expanded_97 = tensor.expand_shape %242 [[0], [1], [2], [3, 4]] output_shape [64, 256, 28, 28, 1] : tensor<64x256x28x28xi1> into tensor<64x256x28x28x1xi1>
    %concat_98 = tensor.concat dim(4) %expanded_96, %expanded_97 : (tensor<64x256x28x28x1xi1>, tensor<64x256x28x28x1xi1>) -> tensor<64x256x28x28x2xi1>
    %concat_99 = tensor.concat dim(3) %concat_95, %concat_98 : (tensor<64x256x28x28x2xi1>, tensor<64x256x28x28x2xi1>) -> tensor<64x256x28x56x2xi1>
    %expanded_100 = tensor.expand_shape %concat_99 [[0], [1], [2], [3, 4], [5]] output_shape [64, 256, 28, 2, 28, 2] : tensor<64x256x28x56x2xi1> into tensor<64x256x28x2x28x2xi1>
    %expanded_101 = tensor.expand_shape %222 [[0], [1], [2], [3, 4, 5]] output_shape [64, 256, 28, 1, 28, 1] : tensor<64x256x28x28xf32> into tensor<64x256x28x1x28x1xf32>
    %243 = tensor.empty() : tensor<64x256x28x2x28x2xf32>
    %244 = linalg.generic {indexing_maps = [#map11, #map12, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100, %expanded_101, %cst_2 : tensor<64x256x28x2x28x2xi1>, tensor<64x256x28x1x28x1xf32>, tensor<f32>) outs(%243 : tensor<64x256x28x2x28x2xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x256x28x2x28x2xf32>
    %collapsed_102 = tensor.collapse_shape %244 [[0], [1], [2, 3], [4, 5]] : tensor<64x256x28x2x28x2xf32> into tensor<64x256x56x56xf32>
    %245 = tensor.empty() : tensor<64x256x56x56xi1>
    %246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<64x256x56x56xf32>) outs(%245 : tensor<64x256x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %333 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %333 : i1
    } -> tensor<64x256x56x56xi1>
    %247 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %cst_2, %collapsed_102 : tensor<64x256x56x56xi1>, tensor<f32>, tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x256x56x56xf32>
    %248 = tensor.empty() : tensor<256x256x3x3xf32>
    %249 = linalg.fill ins(%cst : f32) outs(%248 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %250 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%249 : tensor<256x256x3x3xf32>) {
    ^bb0(%out: f32):
      %333 = linalg.index 0 : index
      %334 = linalg.index 1 : index
      %335 = linalg.index 2 : index
      %336 = linalg.index 3 : index
      %337 = arith.subi %c2, %335 : index
      %338 = arith.subi %c2, %336 : index
      %extracted = tensor.extract %arg8[%334, %333, %337, %338] : tensor<256x256x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x256x3x3xf32>
    %251 = tensor.empty() : tensor<64x256x58x58xf32>
    %252 = linalg.fill ins(%cst : f32) outs(%251 : tensor<64x256x58x58xf32>) -> tensor<64x256x58x58xf32>
    %inserted_slice_103 = tensor.insert_slice %247 into %252[0, 0, 1, 1] [64, 256, 56, 56] [1, 1, 1, 1] : tensor<64x256x56x56xf32> into tensor<64x256x58x58xf32>
    %253 = linalg.fill ins(%cst : f32) outs(%13 : tensor<64x256x56x56xf32>) -> tensor<64x256x56x56xf32>
    %254 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_103, %250 : tensor<64x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%253 : tensor<64x256x56x56xf32>) -> tensor<64x256x56x56xf32>
    %255 = tensor.empty() : tensor<256xf32>
    %256 = linalg.fill ins(%cst : f32) outs(%255 : tensor<256xf32>) -> tensor<256xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%247 : tensor<64x256x56x56xf32>) outs(%256 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<256xf32>
    %258 = tensor.empty() : tensor<256x64x56x56xf32>
    %transposed_104 = linalg.transpose ins(%15 : tensor<64x256x56x56xf32>) outs(%258 : tensor<256x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_105 = linalg.transpose ins(%247 : tensor<64x256x56x56xf32>) outs(%258 : tensor<256x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_106 = tensor.pad %transposed_104 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<256x64x56x56xf32> to tensor<256x64x58x58xf32>
    %259 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_106, %transposed_105 : tensor<256x64x58x58xf32>, tensor<256x64x56x56xf32>) outs(%249 : tensor<256x256x3x3xf32>) -> tensor<256x256x3x3xf32>
    %transposed_107 = linalg.transpose ins(%259 : tensor<256x256x3x3xf32>) outs(%248 : tensor<256x256x3x3xf32>) permutation = [1, 0, 2, 3] 
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<64x256x56x56xf32>) outs(%245 : tensor<64x256x56x56xi1>) {
    ^bb0(%in: f32, %out: i1):
      %333 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %333 : i1
    } -> tensor<64x256x56x56xi1>
    %261 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %cst_2, %254 : tensor<64x256x56x56xi1>, tensor<f32>, tensor<64x256x56x56xf32>) outs(%13 : tensor<64x256x56x56xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x256x56x56xf32>
    %262 = tensor.empty() : tensor<128x256x3x3xf32>
    %263 = linalg.fill ins(%cst : f32) outs(%262 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %264 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%263 : tensor<128x256x3x3xf32>) {
    ^bb0(%out: f32):
      %333 = linalg.index 0 : index
      %334 = linalg.index 1 : index
      %335 = linalg.index 2 : index
      %336 = linalg.index 3 : index
      %337 = arith.subi %c2, %335 : index
      %338 = arith.subi %c2, %336 : index
      %extracted = tensor.extract %arg6[%334, %333, %337, %338] : tensor<256x128x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x3x3xf32>
    %inserted_slice_108 = tensor.insert_slice %261 into %252[0, 0, 1, 1] [64, 256, 56, 56] [1, 1, 1, 1] : tensor<64x256x56x56xf32> into tensor<64x256x58x58xf32>
    %265 = linalg.fill ins(%cst : f32) outs(%10 : tensor<64x128x56x56xf32>) -> tensor<64x128x56x56xf32>
    %266 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_108, %264 : tensor<64x256x58x58xf32>, tensor<128x256x3x3xf32>) outs(%265 : tensor<64x128x56x56xf32>) -> tensor<64x128x56x56xf32>
    %267 = tensor.empty() : tensor<128x64x56x56xf32>
    %transposed_109 = linalg.transpose ins(%12 : tensor<64x128x56x56xf32>) outs(%267 : tensor<128x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %transposed_110 = linalg.transpose ins(%261 : tensor<64x256x56x56xf32>) outs(%258 : tensor<256x64x56x56xf32>) permutation = [1, 0, 2, 3] 
    %padded_111 = tensor.pad %transposed_109 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<128x64x56x56xf32> to tensor<128x64x58x58xf32>
    %268 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_111, %transposed_110 : tensor<128x64x58x58xf32>, tensor<256x64x56x56xf32>) outs(%263 : tensor<128x256x3x3xf32>) -> tensor<128x256x3x3xf32>
    %269 = tensor.empty() : tensor<256x128x3x3xf32>
    %transposed_112 = linalg.transpose ins(%268 : tensor<128x256x3x3xf32>) outs(%269 : tensor<256x128x3x3xf32>) permutation = [1, 0, 2, 3] 
    %270 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%261 : tensor<64x256x56x56xf32>) outs(%256 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<256xf32>
    %extracted_slice_113 = tensor.extract_slice %9[0, 0, 0, 0] [64, 128, 56, 112] [1, 1, 2, 1] : tensor<64x128x112x112xf32> to tensor<64x128x56x112xf32>
    %extracted_slice_114 = tensor.extract_slice %extracted_slice_113[0, 0, 0, 0] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %extracted_slice_115 = tensor.extract_slice %extracted_slice_113[0, 0, 0, 1] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_114, %extracted_slice_115 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x128x56x56xf32>
    %extracted_slice_116 = tensor.extract_slice %9[0, 0, 1, 0] [64, 128, 56, 112] [1, 1, 2, 1] : tensor<64x128x112x112xf32> to tensor<64x128x56x112xf32>
    %extracted_slice_117 = tensor.extract_slice %extracted_slice_116[0, 0, 0, 0] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %extracted_slice_117 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x128x56x56xf32>
    %extracted_slice_118 = tensor.extract_slice %extracted_slice_116[0, 0, 0, 1] [64, 128, 56, 56] [1, 1, 1, 2] : tensor<64x128x56x112xf32> to tensor<64x128x56x56xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %extracted_slice_118 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%10 : tensor<64x128x56x56xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x128x56x56xf32>
    %274 = tensor.empty() : tensor<64x128x56x56xi1>
    %275 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_114, %273 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %276 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_115, %273 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275 : tensor<64x128x56x56xi1>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %278 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %277 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %276 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.ori %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %280 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_117, %273 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<64x128x56x56xi1>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %282 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %281 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %283 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %280 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.ori %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %284 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_118, %273 : tensor<64x128x56x56xf32>, tensor<64x128x56x56xf32>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283 : tensor<64x128x56x56xi1>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %286 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %285 : tensor<64x128x56x56xi1>, tensor<64x128x56x56xi1>) outs(%274 : tensor<64x128x56x56xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x128x56x56xi1>
    %expanded_119 = tensor.expand_shape %275 [[0], [1], [2], [3, 4]] output_shape [64, 128, 56, 56, 1] : tensor<64x128x56x56xi1> into tensor<64x128x56x56x1xi1>
    %expanded_120 = tensor.expand_shape %278 [[0], [1], [2], [3, 4]] output_shape [64, 128, 56, 56, 1] : tensor<64x128x56x56xi1> into tensor<64x128x56x56x1xi1>
    %concat_121 = tensor.concat dim(4) %expanded_119, %expanded_120 : (tensor<64x128x56x56x1xi1>, tensor<64x128x56x56x1xi1>) -> tensor<64x128x56x56x2xi1>
    %expanded_122 = tensor.expand_shape %282 [[0], [1], [2], [3, 4]] output_shape [64, 128, 56, 56, 1] : tensor<64x128x56x56xi1> into tensor<64x128x56x56x1xi1>
    %expanded_123 = tensor.expand_shape %286 [[0], [1], [2], [3, 4]] output_shape [64, 128, 56, 56, 1] : tensor<64x128x56x56xi1> into tensor<64x128x56x56x1xi1>
    %concat_124 = tensor.concat dim(4) %expanded_122, %expanded_123 : (tensor<64x128x56x56x1xi1>, tensor<64x128x56x56x1xi1>) -> tensor<64x128x56x56x2xi1>
    %concat_125 = tensor.concat dim(3) %concat_121, %concat_124 : (tensor<64x128x56x56x2xi1>, tensor<64x128x56x56x2xi1>) -> tensor<64x128x56x112x2xi1>
    %expanded_126 = tensor.expand_shape %concat_125 [[0], [1], [2], [3, 4], [5]] output_shape [64, 128, 56, 2, 56, 2] : tensor<64x128x56x112x2xi1> into tensor<64x128x56x2x56x2xi1>
    %expanded_127 = tensor.expand_shape %266 [[0], [1], [2], [3, 4, 5]] output_shape [64, 128, 56, 1, 56, 1] : tensor<64x128x56x56xf32> into tensor<64x128x56x1x56x1xf32>
    %287 = tensor.empty() : tensor<64x128x56x2x56x2xf32>
    %288 = linalg.generic {indexing_maps = [#map11, #map12, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_126, %expanded_127, %cst_2 : tensor<64x128x56x2x56x2xi1>, tensor<64x128x56x1x56x1xf32>, tensor<f32>) outs(%287 : tensor<64x128x56x2x56x2xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x128x56x2x56x2xf32>
    %collapsed_128 = tensor.collapse_shape %288 [[0], [1], [2, 3], [4, 5]] : tensor<64x128x56x2x56x2xf32> into tensor<64x128x112x112xf32>
    %289 = tensor.empty() : tensor<64x128x112x112xi1>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<64x128x112x112xf32>) outs(%289 : tensor<64x128x112x112xi1>) {
    ^bb0(%in: f32, %out: i1):
      %333 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %333 : i1
    } -> tensor<64x128x112x112xi1>
    %291 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %cst_2, %collapsed_128 : tensor<64x128x112x112xi1>, tensor<f32>, tensor<64x128x112x112xf32>) outs(%7 : tensor<64x128x112x112xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x128x112x112xf32>
    %292 = tensor.empty() : tensor<64x128x3x3xf32>
    %293 = linalg.fill ins(%cst : f32) outs(%292 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %294 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%293 : tensor<64x128x3x3xf32>) {
    ^bb0(%out: f32):
      %333 = linalg.index 0 : index
      %334 = linalg.index 1 : index
      %335 = linalg.index 2 : index
      %336 = linalg.index 3 : index
      %337 = arith.subi %c2, %335 : index
      %338 = arith.subi %c2, %336 : index
      %extracted = tensor.extract %arg4[%334, %333, %337, %338] : tensor<128x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x3x3xf32>
    %295 = tensor.empty() : tensor<64x128x114x114xf32>
    %296 = linalg.fill ins(%cst : f32) outs(%295 : tensor<64x128x114x114xf32>) -> tensor<64x128x114x114xf32>
    %inserted_slice_129 = tensor.insert_slice %291 into %296[0, 0, 1, 1] [64, 128, 112, 112] [1, 1, 1, 1] : tensor<64x128x112x112xf32> into tensor<64x128x114x114xf32>
    %297 = linalg.fill ins(%cst : f32) outs(%3 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %298 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_129, %294 : tensor<64x128x114x114xf32>, tensor<64x128x3x3xf32>) outs(%297 : tensor<64x64x112x112xf32>) -> tensor<64x64x112x112xf32>
    %transposed_130 = linalg.transpose ins(%6 : tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) permutation = [1, 0, 2, 3] 
    %299 = tensor.empty() : tensor<128x64x112x112xf32>
    %transposed_131 = linalg.transpose ins(%291 : tensor<64x128x112x112xf32>) outs(%299 : tensor<128x64x112x112xf32>) permutation = [1, 0, 2, 3] 
    %padded_132 = tensor.pad %transposed_130 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<64x64x112x112xf32> to tensor<64x64x114x114xf32>
    %300 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_132, %transposed_131 : tensor<64x64x114x114xf32>, tensor<128x64x112x112xf32>) outs(%293 : tensor<64x128x3x3xf32>) -> tensor<64x128x3x3xf32>
    %301 = tensor.empty() : tensor<128x64x3x3xf32>
    %transposed_133 = linalg.transpose ins(%300 : tensor<64x128x3x3xf32>) outs(%301 : tensor<128x64x3x3xf32>) permutation = [1, 0, 2, 3] 
    %302 = tensor.empty() : tensor<128xf32>
    %303 = linalg.fill ins(%cst : f32) outs(%302 : tensor<128xf32>) -> tensor<128xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%291 : tensor<64x128x112x112xf32>) outs(%303 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<128xf32>
    %extracted_slice_134 = tensor.extract_slice %2[0, 0, 0, 0] [64, 64, 112, 224] [1, 1, 2, 1] : tensor<64x64x224x224xf32> to tensor<64x64x112x224xf32>
    %extracted_slice_135 = tensor.extract_slice %extracted_slice_134[0, 0, 0, 0] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %extracted_slice_136 = tensor.extract_slice %extracted_slice_134[0, 0, 0, 1] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135, %extracted_slice_136 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x64x112x112xf32>
    %extracted_slice_137 = tensor.extract_slice %2[0, 0, 1, 0] [64, 64, 112, 224] [1, 1, 2, 1] : tensor<64x64x224x224xf32> to tensor<64x64x112x224xf32>
    %extracted_slice_138 = tensor.extract_slice %extracted_slice_137[0, 0, 0, 0] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %extracted_slice_138 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x64x112x112xf32>
    %extracted_slice_139 = tensor.extract_slice %extracted_slice_137[0, 0, 0, 1] [64, 64, 112, 112] [1, 1, 1, 2] : tensor<64x64x112x224xf32> to tensor<64x64x112x112xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %extracted_slice_139 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%3 : tensor<64x64x112x112xf32>) {
    ^bb0(%in: f32, %in_154: f32, %out: f32):
      %333 = arith.maximumf %in, %in_154 : f32
      linalg.yield %333 : f32
    } -> tensor<64x64x112x112xf32>
    %308 = tensor.empty() : tensor<64x64x112x112xi1>
    %309 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135, %307 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %310 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_136, %307 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<64x64x112x112xi1>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %312 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %311 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %313 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %310 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.ori %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %314 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_138, %307 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313 : tensor<64x64x112x112xi1>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %316 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %315 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %317 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %314 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.ori %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %318 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139, %307 : tensor<64x64x112x112xf32>, tensor<64x64x112x112xf32>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: f32, %in_154: f32, %out: i1):
      %333 = arith.cmpf oeq, %in, %in_154 : f32
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317 : tensor<64x64x112x112xi1>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %out: i1):
      %333 = arith.xori %in, %true : i1
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %320 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %319 : tensor<64x64x112x112xi1>, tensor<64x64x112x112xi1>) outs(%308 : tensor<64x64x112x112xi1>) {
    ^bb0(%in: i1, %in_154: i1, %out: i1):
      %333 = arith.andi %in, %in_154 : i1
      linalg.yield %333 : i1
    } -> tensor<64x64x112x112xi1>
    %expanded_140 = tensor.expand_shape %309 [[0], [1], [2], [3, 4]] output_shape [64, 64, 112, 112, 1] : tensor<64x64x112x112xi1> into tensor<64x64x112x112x1xi1>
    %expanded_141 = tensor.expand_shape %312 [[0], [1], [2], [3, 4]] output_shape [64, 64, 112, 112, 1] : tensor<64x64x112x112xi1> into tensor<64x64x112x112x1xi1>
    %concat_142 = tensor.concat dim(4) %expanded_140, %expanded_141 : (tensor<64x64x112x112x1xi1>, tensor<64x64x112x112x1xi1>) -> tensor<64x64x112x112x2xi1>
    %expanded_143 = tensor.expand_shape %316 [[0], [1], [2], [3, 4]] output_shape [64, 64, 112, 112, 1] : tensor<64x64x112x112xi1> into tensor<64x64x112x112x1xi1>
    %expanded_144 = tensor.expand_shape %320 [[0], [1], [2], [3, 4]] output_shape [64, 64, 112, 112, 1] : tensor<64x64x112x112xi1> into tensor<64x64x112x112x1xi1>
    %concat_145 = tensor.concat dim(4) %expanded_143, %expanded_144 : (tensor<64x64x112x112x1xi1>, tensor<64x64x112x112x1xi1>) -> tensor<64x64x112x112x2xi1>
    %concat_146 = tensor.concat dim(3) %concat_142, %concat_145 : (tensor<64x64x112x112x2xi1>, tensor<64x64x112x112x2xi1>) -> tensor<64x64x112x224x2xi1>
    %expanded_147 = tensor.expand_shape %concat_146 [[0], [1], [2], [3, 4], [5]] output_shape [64, 64, 112, 2, 112, 2] : tensor<64x64x112x224x2xi1> into tensor<64x64x112x2x112x2xi1>
    %expanded_148 = tensor.expand_shape %298 [[0], [1], [2], [3, 4, 5]] output_shape [64, 64, 112, 1, 112, 1] : tensor<64x64x112x112xf32> into tensor<64x64x112x1x112x1xf32>
    %321 = tensor.empty() : tensor<64x64x112x2x112x2xf32>
    %322 = linalg.generic {indexing_maps = [#map11, #map12, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_147, %expanded_148, %cst_2 : tensor<64x64x112x2x112x2xi1>, tensor<64x64x112x1x112x1xf32>, tensor<f32>) outs(%321 : tensor<64x64x112x2x112x2xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x64x112x2x112x2xf32>
    %collapsed_149 = tensor.collapse_shape %322 [[0], [1], [2, 3], [4, 5]] : tensor<64x64x112x2x112x2xf32> into tensor<64x64x224x224xf32>
    %323 = tensor.empty() : tensor<64x64x224x224xi1>
    %324 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<64x64x224x224xf32>) outs(%323 : tensor<64x64x224x224xi1>) {
    ^bb0(%in: f32, %out: i1):
      %333 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %333 : i1
    } -> tensor<64x64x224x224xi1>
    %325 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %cst_2, %collapsed_149 : tensor<64x64x224x224xi1>, tensor<f32>, tensor<64x64x224x224xf32>) outs(%0 : tensor<64x64x224x224xf32>) {
    ^bb0(%in: i1, %in_154: f32, %in_155: f32, %out: f32):
      %333 = arith.select %in, %in_154, %in_155 : f32
      linalg.yield %333 : f32
    } -> tensor<64x64x224x224xf32>
    %326 = tensor.empty() : tensor<3x64x224x224xf32>
    %transposed_150 = linalg.transpose ins(%arg0 : tensor<64x3x224x224xf32>) outs(%326 : tensor<3x64x224x224xf32>) permutation = [1, 0, 2, 3] 
    %transposed_151 = linalg.transpose ins(%325 : tensor<64x64x224x224xf32>) outs(%0 : tensor<64x64x224x224xf32>) permutation = [1, 0, 2, 3] 
    %padded_152 = tensor.pad %transposed_150 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg24: index, %arg25: index, %arg26: index, %arg27: index):
      tensor.yield %cst : f32
    } : tensor<3x64x224x224xf32> to tensor<3x64x226x226xf32>
    %327 = tensor.empty() : tensor<3x64x3x3xf32>
    %328 = linalg.fill ins(%cst : f32) outs(%327 : tensor<3x64x3x3xf32>) -> tensor<3x64x3x3xf32>
    %329 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_152, %transposed_151 : tensor<3x64x226x226xf32>, tensor<64x64x224x224xf32>) outs(%328 : tensor<3x64x3x3xf32>) -> tensor<3x64x3x3xf32>
    %330 = tensor.empty() : tensor<64x3x3x3xf32>
    %transposed_153 = linalg.transpose ins(%329 : tensor<3x64x3x3xf32>) outs(%330 : tensor<64x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    %331 = linalg.fill ins(%cst : f32) outs(%59 : tensor<64xf32>) -> tensor<64xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%325 : tensor<64x64x224x224xf32>) outs(%331 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %333 = arith.addf %in, %out : f32
      linalg.yield %333 : f32
    } -> tensor<64xf32>
    return %82, %transposed_153, %332, %transposed_133, %304, %transposed_112, %270, %transposed_107, %257, %transposed_86, %223, %transposed_81, %213, %transposed_60, %186, %transposed_55, %179, %120, %collapsed_30, %109, %collapsed_28, %99, %collapsed_26 : tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<4096x25088xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<1000x4096xf32>, tensor<1000xf32>
  }
}
