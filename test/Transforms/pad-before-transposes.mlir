// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-pad-before-transposes))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-pad-before-transposes,memplan-fold-transposes))' -o %t.moved.mlir
// RUN: FileCheck %s --check-prefix=FOLDED < %t.moved.mlir
// RUN: memplan-run %s --entry=conv_step --compare=%t.moved.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: memplan-opt %t.moved.mlir --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
//
// memplan-prepare runs it before memplan-fold-transposes;
// pad-before-transposes=0 leaves the transposed copy.
// RUN: memplan-opt %s --memplan-prepare="reorder=0" | FileCheck %s --check-prefix=FOLDED
// RUN: memplan-opt %s --memplan-prepare="pad-before-transposes=0 reorder=0" | FileCheck %s --check-prefix=OFF
// OFF-LABEL: func.func @conv_step
// OFF:         linalg.transpose ins(%arg0
// OFF:         tensor.pad

// A padded convolution's forward and its weight gradient as torch-mlir
// writes them: the forward pads the activation; the backward transposes it
// (batch and channels swapped), pads the copy, and convolves it with the
// transposed output gradient. The backward's pad moves before its
// transpose.
// CHECK-LABEL: func.func @conv_step
// CHECK:         %[[F:.+]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK:         linalg.conv_2d_nchw_fchw {{.*}}ins(%[[F]], %arg2 :
// CHECK:         %[[P:.+]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK:         : tensor<2x3x6x6xf32> to tensor<2x3x8x8xf32>
// CHECK-NEXT:    %[[E:.+]] = tensor.empty() : tensor<3x2x8x8xf32>
// CHECK-NEXT:    %[[T:.+]] = linalg.transpose ins(%[[P]] : tensor<2x3x8x8xf32>) outs(%[[E]] : tensor<3x2x8x8xf32>) permutation = [1, 0, 2, 3]
// CHECK:         linalg.conv_2d_nchw_fchw {{.*}}ins(%[[T]], %{{.+}} : tensor<3x2x8x8xf32>, tensor<4x2x6x6xf32>)
// CHECK:         return
// With memplan-fold-transposes after it, the weight gradient (a generic
// now) reads the padded activation and the output gradient through its
// maps: no transposed copy is left.
// FOLDED-LABEL: func.func @conv_step
// FOLDED-NOT:     linalg.transpose
// FOLDED:         linalg.conv_2d_nchw_fchw
// FOLDED-NOT:     linalg.transpose
// FOLDED:         %[[P:.+]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// FOLDED-NOT:     linalg.transpose
// FOLDED:         linalg.generic {{.*}}ins(%[[P]], %arg1 : tensor<2x3x8x8xf32>, tensor<2x4x6x6xf32>)
// FOLDED-NOT:     linalg.transpose
// FOLDED:         return
func.func @conv_step(%x: tensor<2x3x6x6xf32>, %dy: tensor<2x4x6x6xf32>,
                     %f: tensor<4x3x3x3xf32>)
    -> (tensor<2x4x6x6xf32>, tensor<3x4x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %px = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x3x6x6xf32> to tensor<2x3x8x8xf32>
  %ey = tensor.empty() : tensor<2x4x6x6xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%px, %f : tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>)
      outs(%zy : tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
  %ex = tensor.empty() : tensor<3x2x6x6xf32>
  %xt = linalg.transpose ins(%x : tensor<2x3x6x6xf32>) outs(%ex : tensor<3x2x6x6xf32>) permutation = [1, 0, 2, 3]
  %padded = tensor.pad %xt low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<3x2x6x6xf32> to tensor<3x2x8x8xf32>
  %ed = tensor.empty() : tensor<4x2x6x6xf32>
  %dyt = linalg.transpose ins(%dy : tensor<2x4x6x6xf32>) outs(%ed : tensor<4x2x6x6xf32>) permutation = [1, 0, 2, 3]
  %ew = tensor.empty() : tensor<3x4x3x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%ew : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
  %w = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %dyt : tensor<3x2x8x8xf32>, tensor<4x2x6x6xf32>)
      outs(%z : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
  return %y, %w : tensor<2x4x6x6xf32>, tensor<3x4x3x3xf32>
}

// The same values, bitwise; the step no longer holds the transposed copy
// beside the activation.
// SAME: bitwise equal: 2 outputs, 396 values
// SAME-NEXT: first: allocated 6 buffers, peak 6672 bytes live
// SAME-NEXT: second: allocated 4 buffers, peak 4656 bytes live
// BEFORE: remark: persistent 2448 bytes, returned 1584 bytes, 7 nodes, 6 edges, unplanned peak 6720 bytes at step 4 (linalg.transpose)
// AFTER: remark: persistent 2448 bytes, returned 1584 bytes, 5 nodes, 4 edges, unplanned peak 5568 bytes at step 0 (tensor.pad)

// A padding constant made in the pad's body is made before the moved pad.
// CHECK-LABEL: func.func @constant_in_body
// CHECK:         %[[C:.+]] = arith.constant 1.000000e+00 : f32
// CHECK:         %[[P:.+]] = tensor.pad %arg0 low[0, 1] high[0, 1]
// CHECK:           tensor.yield %[[C]] : f32
// CHECK:         } : tensor<2x3xf32> to tensor<2x5xf32>
// CHECK:         linalg.transpose ins(%[[P]] : tensor<2x5xf32>)
// RUN: memplan-run %s --entry=constant_in_body --compare=%t.moved.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-BODY
// SAME-BODY: bitwise equal: 1 outputs, 10 values
func.func @constant_in_body(%x: tensor<2x3xf32>) -> tensor<5x2xf32> {
  %ex = tensor.empty() : tensor<3x2xf32>
  %xt = linalg.transpose ins(%x : tensor<2x3xf32>) outs(%ex : tensor<3x2xf32>) permutation = [1, 0]
  %padded = tensor.pad %xt low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %one = arith.constant 1.0 : f32
    tensor.yield %one : f32
  } : tensor<3x2xf32> to tensor<5x2xf32>
  %eo = tensor.empty() : tensor<5x2xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%padded : tensor<5x2xf32>) outs(%eo : tensor<5x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<5x2xf32>
  return %o : tensor<5x2xf32>
}

// A pad that a return reads stays after its transpose: the transpose
// would not fold.
// CHECK-LABEL: func.func @returned
// CHECK:         linalg.transpose
// CHECK:         tensor.pad
// A pad whose padding value the pad's body computes stays after its
// transpose.
// CHECK-LABEL: func.func @padded_by_index
// CHECK:         linalg.transpose
// CHECK:         tensor.pad
func.func @returned(%x: tensor<2x3xf32>) -> tensor<5x2xf32> {
  %zero = arith.constant 0.0 : f32
  %ex = tensor.empty() : tensor<3x2xf32>
  %xt = linalg.transpose ins(%x : tensor<2x3xf32>) outs(%ex : tensor<3x2xf32>) permutation = [1, 0]
  %padded = tensor.pad %xt low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<3x2xf32> to tensor<5x2xf32>
  return %padded : tensor<5x2xf32>
}

func.func @padded_by_index(%x: tensor<2x3xf32>) -> tensor<5x2xf32> {
  %ex = tensor.empty() : tensor<3x2xf32>
  %xt = linalg.transpose ins(%x : tensor<2x3xf32>) outs(%ex : tensor<3x2xf32>) permutation = [1, 0]
  %padded = tensor.pad %xt low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    tensor.yield %f : f32
  } : tensor<3x2xf32> to tensor<5x2xf32>
  %eo = tensor.empty() : tensor<5x2xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%padded : tensor<5x2xf32>) outs(%eo : tensor<5x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<5x2xf32>
  return %o : tensor<5x2xf32>
}
