// The trailing widths of a pad that no reader reads are cut, down to what
// the farthest index any reader reads needs.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-trim-pads))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-trim-pads))' -o %t.trimmed.mlir
//
// The readers compute the same bits from the smaller pads.
// RUN: memplan-run %s --entry=strided --compare=%t.trimmed.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-STRIDED
// SAME-STRIDED: bitwise equal: 1 outputs, 128 values; largest relative difference 0
// RUN: memplan-run %s --entry=two_readers --compare=%t.trimmed.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-TWO
// SAME-TWO: bitwise equal: 2 outputs, 40 values; largest relative difference 0
//
// memplan-prepare (and so memplan-pipeline) and memplan-tensor-pipeline
// trim them too.
// RUN: memplan-opt %s --memplan-prepare | FileCheck %s --check-prefix=PREPARE
// PREPARE-LABEL: func.func @strided
// PREPARE: tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 0, 0]
// PREPARE: } : tensor<2x4x2x2xf32> to tensor<2x4x3x3xf32>
// RUN: memplan-opt %s --memplan-tensor-pipeline=budget-fraction=1 | FileCheck %s --check-prefix=TENSOR
// TENSOR-LABEL: func.func @strided
// TENSOR: tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 0, 0]
// TENSOR: } : tensor<2x4x2x2xf32> to tensor<2x4x3x3xf32>

// A 3x3 convolution of stride 2 and padding 1 on a 2x2 input: its 1x1
// output reads the 3x3 corner of the 4x4 padded input.
// CHECK-LABEL: func.func @strided
// CHECK: %[[P:.*]] = tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 0, 0]
// CHECK: } : tensor<2x4x2x2xf32> to tensor<2x4x3x3xf32>
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%[[P]], %{{.*}} : tensor<2x4x3x3xf32>, tensor<64x4x3x3xf32>)
func.func @strided(%x: tensor<2x4x2x2xf32>, %w: tensor<64x4x3x3xf32>) -> tensor<2x64x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x4x2x2xf32> to tensor<2x4x4x4xf32>
  %e = tensor.empty() : tensor<2x64x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%p, %w : tensor<2x4x4x4xf32>, tensor<64x4x3x3xf32>) outs(%f : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
  return %y : tensor<2x64x1x1xf32>
}

// Two readers: the farther one decides. A 2x2 max pool of stride 2 reads
// rows and columns 0-3 of the 5x6 pad, a 3x3 one of stride 1 reads rows
// 0-3 and columns 0-4: one row and one column are cut. The low widths
// stay, and so does the source: the pool of stride 1 reads all of it.
// With slice-convolutions, the pool of stride 2 reads a slice of the
// columns it reaches.
// CHECK-LABEL: func.func @two_readers
// CHECK: %[[P:.*]] = tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 0, 0]
// CHECK: } : tensor<1x4x3x4xf32> to tensor<1x4x4x5xf32>
// CHECK: linalg.pooling_nchw_max {{.*}} ins(%[[P]], %{{.*}} : tensor<1x4x4x5xf32>, tensor<2x2xf32>)
// SLICED-LABEL: func.func @two_readers
// SLICED: %[[P:.*]] = tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 0, 0]
// SLICED: %[[S:.*]] = tensor.extract_slice %[[P]][0, 0, 0, 0] [1, 4, 4, 4] [1, 1, 1, 1] : tensor<1x4x4x5xf32> to tensor<1x4x4x4xf32>
// SLICED: linalg.pooling_nchw_max {{.*}} ins(%[[S]], %{{.*}} : tensor<1x4x4x4xf32>, tensor<2x2xf32>)
// SLICED: linalg.pooling_nchw_max {{.*}} ins(%[[P]], %{{.*}} : tensor<1x4x4x5xf32>, tensor<3x3xf32>)
// CHECK: linalg.pooling_nchw_max {{.*}} ins(%[[P]], %{{.*}} : tensor<1x4x4x5xf32>, tensor<3x3xf32>)
func.func @two_readers(%x: tensor<1x4x3x4xf32>) -> (tensor<1x4x2x2xf32>, tensor<1x4x2x3xf32>) {
  %low = arith.constant -3.0e+38 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %low : f32
  } : tensor<1x4x3x4xf32> to tensor<1x4x5x6xf32>
  %k2 = tensor.empty() : tensor<2x2xf32>
  %e2 = tensor.empty() : tensor<1x4x2x2xf32>
  %f2 = linalg.fill ins(%low : f32) outs(%e2 : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  %a = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%p, %k2 : tensor<1x4x5x6xf32>, tensor<2x2xf32>) outs(%f2 : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  %k3 = tensor.empty() : tensor<3x3xf32>
  %e3 = tensor.empty() : tensor<1x4x2x3xf32>
  %f3 = linalg.fill ins(%low : f32) outs(%e3 : tensor<1x4x2x3xf32>) -> tensor<1x4x2x3xf32>
  %b = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%p, %k3 : tensor<1x4x5x6xf32>, tensor<3x3xf32>) outs(%f3 : tensor<1x4x2x3xf32>) -> tensor<1x4x2x3xf32>
  return %a, %b : tensor<1x4x2x2xf32>, tensor<1x4x2x3xf32>
}

// A pad that a slice reads too keeps its widths, and with
// slice-convolutions (memplan-tensor-pipeline's) the convolution reads a
// slice of what its windows reach: a 5x5 depthwise window of stride 2 over
// a 6x6 padded input (EfficientNet's, torch-mlir's weight gradient reading
// the pad through slices), whose 1x1 output IREE's compiler made invalid
// IR of ("inferred input/output operand #1 has shape's dimension #1 to be
// 6, but found 5").
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-trim-pads{slice-convolutions=1}))' -o %t.sliced.mlir
// RUN: FileCheck %s --check-prefix=SLICED < %t.sliced.mlir
// RUN: memplan-opt %s --memplan-tensor-pipeline=budget-fraction=1 | FileCheck %s --check-prefix=SLICED
// CHECK-LABEL: func.func @shared
// CHECK: %[[P:.*]] = tensor.pad %{{.*}} low[0, 0, 2, 2] high[0, 0, 2, 2]
// CHECK: linalg.depthwise_conv_2d_nchw_chw {{.*}} ins(%[[P]], %{{.*}} : tensor<1x3x6x6xf32>, tensor<3x5x5xf32>)
// SLICED-LABEL: func.func @shared
// SLICED: %[[P:.*]] = tensor.pad %{{.*}} low[0, 0, 2, 2] high[0, 0, 2, 2]
// SLICED: } : tensor<1x3x2x2xf32> to tensor<1x3x6x6xf32>
// SLICED: %[[S:.*]] = tensor.extract_slice %[[P]][0, 0, 0, 0] [1, 3, 5, 5] [1, 1, 1, 1] : tensor<1x3x6x6xf32> to tensor<1x3x5x5xf32>
// SLICED: linalg.depthwise_conv_2d_nchw_chw {{.*}} ins(%[[S]], %{{.*}} : tensor<1x3x5x5xf32>, tensor<3x5x5xf32>)
// SLICED: tensor.extract_slice %[[P]][0, 0, 1, 0] [1, 3, 1, 6] [1, 1, 2, 1]
// RUN: memplan-run %s --entry=shared --compare=%t.sliced.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-SHARED
// RUN: memplan-run %s --entry=two_readers --compare=%t.sliced.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-TWO
// SAME-SHARED: bitwise equal: 2 outputs, 21 values; largest relative difference 0
func.func @shared(%x: tensor<1x3x2x2xf32>, %w: tensor<3x5x5xf32>) -> (tensor<1x3x1x1xf32>, tensor<1x3x1x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x3x2x2xf32> to tensor<1x3x6x6xf32>
  %e = tensor.empty() : tensor<1x3x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  %y = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%p, %w : tensor<1x3x6x6xf32>, tensor<3x5x5xf32>) outs(%f : tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  %row = tensor.extract_slice %p[0, 0, 1, 0] [1, 3, 1, 6] [1, 1, 2, 1] : tensor<1x3x6x6xf32> to tensor<1x3x1x6xf32>
  return %y, %row : tensor<1x3x1x1xf32>, tensor<1x3x1x6xf32>
}

// Nothing is cut where a reader reads all of the pad, or where something
// other than a linalg op's input reads it (and where a width is not a
// constant: Inputs/trim-pads-dynamic.mlir).
// RUN: memplan-opt %S/Inputs/trim-pads-dynamic.mlir --pass-pipeline='builtin.module(func.func(memplan-trim-pads))' | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, %{{.*}}, 1]
// DYNAMIC: } : tensor<1x2x4x4xf32> to tensor<1x2x?x6xf32>
// CHECK-LABEL: func.func @kept
// CHECK: tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
// CHECK: tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
func.func @kept(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x3x3xf32>)
    -> (tensor<1x2x4x4xf32>, tensor<1x2x6x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%p, %w : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %q = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  return %y, %q : tensor<1x2x4x4xf32>, tensor<1x2x6x6xf32>
}
