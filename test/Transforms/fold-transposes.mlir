// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fold-transposes))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fold-transposes))' -o %t.folded.mlir
// RUN: memplan-run %s --entry=step --compare=%t.folded.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: memplan-opt %t.folded.mlir --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMORY
//
// memplan-prepare runs it; fold-transposes=0 leaves the transposes.
// RUN: memplan-opt %s --memplan-prepare="unshare-fills=0" | FileCheck %s
// RUN: memplan-opt %s --memplan-prepare="fold-transposes=0" | FileCheck %s --check-prefix=OFF
// OFF-LABEL: func.func @step
// OFF-COUNT-5: linalg.transpose
// OFF-LABEL: func.func @kept

// A linear layer's backward pass: the weight gradient reads the input
// activation transposed (torch-mlir's aten.t), the input gradient the
// weight transposed; an attention-like batch matmul reads its left operand
// transposed, and an elementwise op a transposed gradient. Each reads the
// transpose's input through its indexing map; the transposes and their
// empty destinations are gone. A convolution reading an NHWC image
// transposed to NCHW becomes a generic that reads the image itself.
// CHECK-DAG:   #[[TA:.+]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG:   #[[B:.+]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG:   #[[C:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG:   #[[A:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG:   #[[TB:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG:   #[[BTA:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-DAG:   #[[BB:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG:   #[[BC:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG:   #[[BA:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG:   #[[KM:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, d0, d3)>
// CHECK-DAG:   #[[T2:.+]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG:   #[[ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG:   #[[CI:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2 + d5, d3 + d6, d4)>
// CHECK-LABEL: func.func @step
// CHECK-NOT:     linalg.transpose
// CHECK:         linalg.matmul indexing_maps = [#[[TA]], #[[B]], #[[C]]] ins(%arg0, %arg2 : tensor<64x32xf32>, tensor<64x16xf32>)
// CHECK:         linalg.matmul indexing_maps = [#[[A]], #[[TB]], #[[C]]] ins(%arg2, %arg1 : tensor<64x16xf32>, tensor<32x16xf32>)
// CHECK:         linalg.batch_matmul indexing_maps = [#[[BTA]], #[[BB]], #[[BC]]] ins(%arg3, %arg4 : tensor<4x16x8xf32>, tensor<4x16x8xf32>)
// CHECK:         linalg.generic {indexing_maps = [#[[T2]], #[[T2]], #[[ID]]]{{.*}} ins(%arg1, %arg1 : tensor<32x16xf32>, tensor<32x16xf32>)
// CHECK:         linalg.generic {indexing_maps = [#[[CI]], #{{.+}}, #{{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg5, %arg6 : tensor<2x6x6x3xf32>, tensor<4x3x3x3xf32>)
// CHECK-NOT:     linalg.transpose
// CHECK-NOT:     tensor.empty() : tensor<32x64xf32>
// CHECK:         return
//
// The transposed copy of the activation (8 KiB) set the peak: every other
// tensor is an argument or a result.
// BEFORE: remark: persistent 19728 bytes, returned 13824 bytes, 11 nodes, 11 edges, unplanned peak 41744 bytes at step 0 (linalg.transpose), lower bound 41744 bytes
// MEMORY: remark: persistent 19728 bytes, returned 13824 bytes, 6 nodes, 5 edges, unplanned peak 33552 bytes at step 0 (linalg.matmul), lower bound 33552 bytes
// Run on the host, the five transposed copies were 13 KiB more allocated
// memory at the peak.
// SAME: bitwise equal: 5 outputs
// SAME-NEXT: first: allocated 9 buffers, peak 26976 bytes live
// SAME-NEXT: second: allocated 5 buffers, peak 13824 bytes live
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>, %g: tensor<64x16xf32>,
                %q: tensor<4x16x8xf32>, %k: tensor<4x16x8xf32>,
                %img: tensor<2x6x6x3xf32>, %f: tensor<4x3x3x3xf32>)
    -> (tensor<32x16xf32>, tensor<64x32xf32>, tensor<4x8x8xf32>, tensor<16x32xf32>, tensor<2x4x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ext = tensor.empty() : tensor<32x64xf32>
  %xt = linalg.transpose ins(%x : tensor<64x32xf32>) outs(%ext : tensor<32x64xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<32x16xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %dw = linalg.matmul ins(%xt, %g : tensor<32x64xf32>, tensor<64x16xf32>) outs(%z1 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %ewt = tensor.empty() : tensor<16x32xf32>
  %wt = linalg.transpose ins(%w : tensor<32x16xf32>) outs(%ewt : tensor<16x32xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<64x32xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x32xf32>) -> tensor<64x32xf32>
  %dx = linalg.matmul ins(%g, %wt : tensor<64x16xf32>, tensor<16x32xf32>) outs(%z2 : tensor<64x32xf32>) -> tensor<64x32xf32>
  %eqt = tensor.empty() : tensor<4x8x16xf32>
  %qt = linalg.transpose ins(%q : tensor<4x16x8xf32>) outs(%eqt : tensor<4x8x16xf32>) permutation = [0, 2, 1]
  %e3 = tensor.empty() : tensor<4x8x8xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %s = linalg.batch_matmul ins(%qt, %k : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%z3 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %ewt2 = tensor.empty() : tensor<16x32xf32>
  %wt2 = linalg.transpose ins(%w : tensor<32x16xf32>) outs(%ewt2 : tensor<16x32xf32>) permutation = [1, 0]
  %e4 = tensor.empty() : tensor<16x32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%wt2, %wt : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e4 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %eit = tensor.empty() : tensor<2x3x6x6xf32>
  %it = linalg.transpose ins(%img : tensor<2x6x6x3xf32>) outs(%eit : tensor<2x3x6x6xf32>) permutation = [0, 3, 1, 2]
  %e5 = tensor.empty() : tensor<2x4x4x4xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%it, %f : tensor<2x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%z5 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %dw, %dx, %s, %sum, %conv : tensor<32x16xf32>, tensor<64x32xf32>, tensor<4x8x8xf32>, tensor<16x32xf32>, tensor<2x4x4x4xf32>
}

// Transposes with a user that cannot read through a map stay: a return, a
// reshape, another transpose (the last one is returned). The first is also
// read by a matmul: folding only that use would keep both the input and the
// copy live.
// CHECK-LABEL: func.func @kept
// CHECK:         %[[T0:.+]] = linalg.transpose
// CHECK-COUNT-3: linalg.transpose
// CHECK-NOT:     linalg.transpose
// CHECK:         linalg.matmul ins(%[[T0]], %arg1 :
// CHECK:         return
func.func @kept(%x: tensor<8x4xf32>, %w: tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<32xf32>, tensor<8x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x8xf32>
  %t0 = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e0 : tensor<4x8xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<4x8xf32>
  %t1 = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e1 : tensor<4x8xf32>) permutation = [1, 0]
  %flat = tensor.collapse_shape %t1 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %t2 = linalg.transpose ins(%w : tensor<8x4xf32>) outs(%e2 : tensor<4x8xf32>) permutation = [1, 0]
  %e3 = tensor.empty() : tensor<8x4xf32>
  %tt = linalg.transpose ins(%t2 : tensor<4x8xf32>) outs(%e3 : tensor<8x4xf32>) permutation = [1, 0]
  %e5 = tensor.empty() : tensor<4x4xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%t0, %w : tensor<4x8xf32>, tensor<8x4xf32>) outs(%z5 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %t0, %flat, %tt, %m : tensor<4x8xf32>, tensor<32xf32>, tensor<8x4xf32>, tensor<4x4xf32>
}

// A batch matmul reading a transpose that moves the batch dimension (the
// keys of torch's multi-head attention, sequence first): its maps may not
// move the batch, so it becomes a generic that reads the keys themselves,
// and computes the same.
// RUN: memplan-run %s --entry=batch_moved --compare=%t.folded.mlir --opt-level=0 | FileCheck %s --check-prefix=MOVED
// MOVED: bitwise equal: 1 outputs, 256 values
// CHECK-LABEL: func.func @batch_moved
// CHECK-NOT:     linalg.transpose
// CHECK-NOT:     linalg.batch_matmul
// CHECK:         linalg.generic {indexing_maps = [#[[BA]], #[[KM]], #[[BC]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8x16xf32>, tensor<8x4x16xf32>)
// CHECK:         return
func.func @batch_moved(%q: tensor<4x8x16xf32>, %k: tensor<8x4x16xf32>) -> tensor<4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x16x8xf32>
  %kt = linalg.transpose ins(%k : tensor<8x4x16xf32>) outs(%e0 : tensor<4x16x8xf32>) permutation = [1, 2, 0]
  %e1 = tensor.empty() : tensor<4x8x8xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%z1 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  return %s : tensor<4x8x8xf32>
}
