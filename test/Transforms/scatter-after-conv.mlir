// A 1x1 convolution of a tensor scattered with strides into zeros (torch-mlir's
// input gradient of a strided 1x1 convolution, ResNet's downsampling
// shortcuts) runs on the tensor itself, and its output is scattered likewise
// into the fill of the output.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-scatter-after-conv))' | FileCheck %s
//
// The rewritten functions compute the same bits.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-scatter-after-conv))' -o %t.mlir
// RUN: memplan-run %t.mlir --entry=shortcut --compare=%s --tolerance=0 | FileCheck %s --check-prefix=SAME
// RUN: memplan-run %t.mlir --entry=offset --compare=%s --tolerance=0 | FileCheck %s --check-prefix=SAME-OFFSET
// SAME: bitwise equal: 1 outputs, 384 values; largest relative difference 0
// SAME-OFFSET: bitwise equal: 1 outputs, 168 values; largest relative difference 0
//
// memplan-prepare runs it.
// RUN: memplan-opt %s --memplan-prepare | FileCheck %s --check-prefix=PREPARE
// PREPARE-LABEL: func.func @shortcut
// PREPARE-NOT: tensor<2x8x8x8xf32>
// PREPARE: return

// CHECK-LABEL: func.func @shortcut(
// CHECK-SAME: %[[G:[a-z0-9]+]]: tensor<2x8x4x4xf32>, %[[W:[a-z0-9]+]]: tensor<3x8x1x1xf32>
// CHECK-NOT: tensor<2x8x8x8xf32>
// CHECK: %[[OUT:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<2x3x8x8xf32>)
// CHECK: %[[E:.+]] = tensor.empty() : tensor<2x3x4x4xf32>
// CHECK: %[[Z:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E]] : tensor<2x3x4x4xf32>)
// CHECK: %[[C:.+]] = linalg.conv_2d_nchw_fchw {{.*}} ins(%[[G]], %[[W]] : tensor<2x8x4x4xf32>, tensor<3x8x1x1xf32>) outs(%[[Z]] : tensor<2x3x4x4xf32>)
// CHECK: %[[R:.+]] = tensor.insert_slice %[[C]] into %[[OUT]][0, 0, 0, 0] [2, 3, 4, 4] [1, 1, 2, 2]
// CHECK: return %[[R]]
func.func @shortcut(%g: tensor<2x8x4x4xf32>, %w: tensor<3x8x1x1xf32>) -> tensor<2x3x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  %s = tensor.insert_slice %g into %z[0, 0, 0, 0] [2, 8, 4, 4] [1, 1, 2, 2] : tensor<2x8x4x4xf32> into tensor<2x8x8x8xf32>
  %e2 = tensor.empty() : tensor<2x3x8x8xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%s, %w : tensor<2x8x8x8xf32>, tensor<3x8x1x1xf32>) outs(%o : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  return %c : tensor<2x3x8x8xf32>
}

// Scattered at an offset, with strides 2 and 3, into a fill of -0.0, the
// output starting from 1.5.
// CHECK-LABEL: func.func @offset(
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} -> tensor<1x4x3x2xf32>
// CHECK: tensor.insert_slice %{{.+}} into %{{.+}}[0, 0, 1, 0] [1, 4, 3, 2] [1, 1, 2, 3] : tensor<1x4x3x2xf32> into tensor<1x4x7x6xf32>
func.func @offset(%g: tensor<1x5x3x2xf32>, %w: tensor<4x5x1x1xf32>) -> tensor<1x4x7x6xf32> {
  %nzero = arith.constant -0.0 : f32
  %start = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<1x5x7x6xf32>
  %z = linalg.fill ins(%nzero : f32) outs(%e : tensor<1x5x7x6xf32>) -> tensor<1x5x7x6xf32>
  %s = tensor.insert_slice %g into %z[0, 0, 1, 0] [1, 5, 3, 2] [1, 1, 2, 3] : tensor<1x5x3x2xf32> into tensor<1x5x7x6xf32>
  %e2 = tensor.empty() : tensor<1x4x7x6xf32>
  %o = linalg.fill ins(%start : f32) outs(%e2 : tensor<1x4x7x6xf32>) -> tensor<1x4x7x6xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%s, %w : tensor<1x5x7x6xf32>, tensor<4x5x1x1xf32>) outs(%o : tensor<1x4x7x6xf32>) -> tensor<1x4x7x6xf32>
  return %c : tensor<1x4x7x6xf32>
}

// Left alone: a 3x3 filter reads the pixels between; a fill that is not zero
// puts values there; an output starting from -0.0 would end at 0.0 where
// nothing was scattered; a scatter read elsewhere stays; so does a
// convolution with strides.
// CHECK-LABEL: func.func @kept(
// CHECK-COUNT-5: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.+}}, %{{.+}} : tensor<1x2x6x6xf32>,
func.func @kept(%g: tensor<1x2x3x3xf32>, %w3: tensor<2x2x3x3xf32>, %w: tensor<2x2x1x1xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>, tensor<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %nzero = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<1x2x6x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %nz = linalg.fill ins(%nzero : f32) outs(%e : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %s0 = tensor.insert_slice %g into %z[0, 0, 0, 0] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf32> into tensor<1x2x6x6xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %o4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %c0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%s0, %w3 : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%o4 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %s1 = tensor.insert_slice %g into %ones[0, 0, 0, 0] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf32> into tensor<1x2x6x6xf32>
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%s1, %w : tensor<1x2x6x6xf32>, tensor<2x2x1x1xf32>) outs(%z : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %s2 = tensor.insert_slice %g into %z[0, 0, 0, 0] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf32> into tensor<1x2x6x6xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%s2, %w : tensor<1x2x6x6xf32>, tensor<2x2x1x1xf32>) outs(%nz : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %s3 = tensor.insert_slice %g into %z[0, 0, 0, 0] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf32> into tensor<1x2x6x6xf32>
  %c3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%s3, %w : tensor<1x2x6x6xf32>, tensor<2x2x1x1xf32>) outs(%z : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %e3 = tensor.empty() : tensor<1x2x3x3xf32>
  %o3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %s4 = tensor.insert_slice %g into %z[0, 0, 0, 0] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf32> into tensor<1x2x6x6xf32>
  %c4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%s4, %w : tensor<1x2x6x6xf32>, tensor<2x2x1x1xf32>) outs(%o3 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %c0, %c1, %c2, %c3, %s3, %c4 : tensor<1x2x4x4xf32>, tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>, tensor<1x2x3x3xf32>
}
