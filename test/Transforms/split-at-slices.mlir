// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-split-at-slices))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-split-at-slices))' -o %t.split.mlir
// RUN: memplan-run %s --entry=cat_backward --compare=%t.split.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-CAT
// RUN: memplan-run %s --entry=conv_channels --compare=%t.split.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-CONV
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: memplan-opt %t.split.mlir --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
//
// memplan-prepare runs it; split-slices=0 leaves the whole results.
// RUN: memplan-opt %s --memplan-prepare="reorder=0" | FileCheck %s --check-prefix=PREPARE
// RUN: memplan-opt %s --memplan-prepare="split-slices=0 reorder=0" | FileCheck %s --check-prefix=OFF
// PREPARE-LABEL: func.func @cat_backward
// PREPARE-NOT:     outs(%{{.+}} : tensor<8x128xf32>)
// PREPARE:         return
// OFF-LABEL: func.func @cat_backward
// OFF:             outs(%{{.+}} : tensor<8x128xf32>)
// OFF-COUNT-2:     tensor.extract_slice %{{.+}} : tensor<8x128xf32>
// OFF:             return

#id = affine_map<(d0, d1) -> (d0, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// The gradient of a concatenation of two 8x64 tensors: the first half is
// read at once, the second only by the last op. Each half is computed by a
// product of its own, on the halves of %dy and %x.
// CHECK-LABEL: func.func @cat_backward
// CHECK-DAG:     %[[DY0:.+]] = tensor.extract_slice %arg0[0, 0] [8, 64] [1, 1]
// CHECK-DAG:     %[[X0:.+]] = tensor.extract_slice %arg1[0, 0] [8, 64] [1, 1]
// CHECK:         %[[G0:.+]] = linalg.generic {{.*}}ins(%[[DY0]], %[[X0]] : tensor<8x64xf32>, tensor<8x64xf32>) outs(%{{.+}} : tensor<8x64xf32>)
// CHECK-DAG:     %[[DY1:.+]] = tensor.extract_slice %arg0[0, 64] [8, 64] [1, 1]
// CHECK-DAG:     %[[X1:.+]] = tensor.extract_slice %arg1[0, 64] [8, 64] [1, 1]
// CHECK:         %[[G1:.+]] = linalg.generic {{.*}}ins(%[[DY1]], %[[X1]] : tensor<8x64xf32>, tensor<8x64xf32>) outs(%{{.+}} : tensor<8x64xf32>)
// CHECK-NOT:     tensor<8x128xf32>)
// CHECK:         %[[A:.+]] = linalg.generic {{.*}}ins(%[[G0]] :
// CHECK:         %[[B:.+]] = linalg.generic {{.*}}ins(%[[A]], %arg2 :
// CHECK:         %[[C:.+]] = linalg.generic {{.*}}ins(%[[B]], %[[G1]] :
// CHECK:         return %[[C]]
func.func @cat_backward(%dy: tensor<8x128xf32>, %x: tensor<8x128xf32>,
                        %w: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %e = tensor.empty() : tensor<8x128xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%dy, %x : tensor<8x128xf32>, tensor<8x128xf32>)
      outs(%e : tensor<8x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8x128xf32>
  %s0 = tensor.extract_slice %g[0, 0] [8, 64] [1, 1] : tensor<8x128xf32> to tensor<8x64xf32>
  %s1 = tensor.extract_slice %g[0, 64] [8, 64] [1, 1] : tensor<8x128xf32> to tensor<8x64xf32>
  %e1 = tensor.empty() : tensor<8x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%s0 : tensor<8x64xf32>) outs(%e1 : tensor<8x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %w : tensor<8x64xf32>, tensor<8x64xf32>)
      outs(%e2 : tensor<8x64xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.mulf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  %e3 = tensor.empty() : tensor<8x64xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%b, %s1 : tensor<8x64xf32>, tensor<8x64xf32>)
      outs(%e3 : tensor<8x64xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.addf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %c : tensor<8x64xf32>
}

// A convolution's output channels, read in two halves at different times:
// two convolutions, each on the filters of its half and the whole input,
// accumulating into a zero fill of its own size.
// CHECK-LABEL: func.func @conv_channels
// CHECK-DAG:     %[[F0:.+]] = tensor.extract_slice %arg1[0, 0, 0, 0] [2, 2, 3, 3] [1, 1, 1, 1]
// CHECK-DAG:     %[[Z0:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<1x2x4x4xf32>)
// CHECK:         %[[C0:.+]] = linalg.conv_2d_nchw_fchw {{.*}}ins(%arg0, %[[F0]] : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%[[Z0]] : tensor<1x2x4x4xf32>)
// CHECK-DAG:     %[[F1:.+]] = tensor.extract_slice %arg1[2, 0, 0, 0] [2, 2, 3, 3] [1, 1, 1, 1]
// CHECK-DAG:     %[[Z1:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<1x2x4x4xf32>)
// CHECK:         %[[C1:.+]] = linalg.conv_2d_nchw_fchw {{.*}}ins(%arg0, %[[F1]] : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%[[Z1]] : tensor<1x2x4x4xf32>)
// CHECK-NOT:     tensor<1x4x4x4xf32>
// CHECK:         linalg.generic {{.*}}ins(%[[C0]], %arg2 :
// CHECK:         return
func.func @conv_channels(%x: tensor<1x2x6x6xf32>, %f: tensor<4x2x3x3xf32>,
                         %w: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %f : tensor<1x2x6x6xf32>, tensor<4x2x3x3xf32>)
      outs(%z : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %s0 = tensor.extract_slice %c[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x4x4x4xf32> to tensor<1x2x4x4xf32>
  %s1 = tensor.extract_slice %c[0, 2, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x4x4x4xf32> to tensor<1x2x4x4xf32>
  %e1 = tensor.empty() : tensor<1x2x4x4xf32>
  %a = linalg.generic {indexing_maps = [#id4, #id4, #id4],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s0, %w : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>)
      outs(%e1 : tensor<1x2x4x4xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.mulf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %a2 = linalg.generic {indexing_maps = [#id4, #id4],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a : tensor<1x2x4x4xf32>) outs(%e1 : tensor<1x2x4x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %r = math.exp %u : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %a3 = linalg.generic {indexing_maps = [#id4, #id4],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a2 : tensor<1x2x4x4xf32>) outs(%e1 : tensor<1x2x4x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %r = math.exp %u : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %b = linalg.generic {indexing_maps = [#id4, #id4, #id4],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a3, %s1 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>)
      outs(%e2 : tensor<1x2x4x4xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.addf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  return %b : tensor<1x2x4x4xf32>
}

// The same values, bitwise; each split step holds a half less at its peak.
// SAME-CAT: bitwise equal: 1 outputs, 512 values
// SAME-CAT-NEXT: first: allocated 2 buffers, peak 6144 bytes live
// SAME-CAT-NEXT: second: allocated 2 buffers, peak 4096 bytes live
// SAME-CONV: bitwise equal: 1 outputs, 32 values
// SAME-CONV-NEXT: first: allocated 2 buffers, peak 384 bytes live
// SAME-CONV-NEXT: second: allocated 2 buffers, peak 256 bytes live
// @cat_backward held the whole gradient (4 KiB) beside %a and %b; now the
// second half only.
// BEFORE: remark: persistent 10240 bytes, returned 2048 bytes, 7 nodes, 9 edges, unplanned peak 18432 bytes at step 3
// AFTER: remark: persistent 10240 bytes, returned 2048 bytes, 9 nodes, 8 edges, unplanned peak 16384 bytes at step 5
// BEFORE: remark: persistent 704 bytes, returned 128 bytes, 6 nodes, 8 edges, unplanned peak 1216 bytes at step 3
// AFTER: remark: persistent 704 bytes, returned 128 bytes, 7 nodes, 6 edges, unplanned peak 1088 bytes at step 3
// @kept holds as much as before.
// BEFORE: remark: persistent 8192 bytes, returned 10240 bytes, 10 nodes, 13 edges, unplanned peak 22528 bytes at step 0
// AFTER: remark: persistent 8192 bytes, returned 10240 bytes, 10 nodes, 13 edges, unplanned peak 22528 bytes at step 0

// Not split: both halves read by one op (the whole dies there anyway), two
// slices that overlap, and a result read whole as well as in a slice.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-3: linalg.generic {{.*}}outs(%{{.+}} : tensor<8x128xf32>)
// CHECK:         return
func.func @kept(%dy: tensor<8x128xf32>, %x: tensor<8x128xf32>)
    -> (tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x128xf32>) {
  %e = tensor.empty() : tensor<8x128xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%dy, %x : tensor<8x128xf32>, tensor<8x128xf32>)
      outs(%e : tensor<8x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8x128xf32>
  %s0 = tensor.extract_slice %g[0, 0] [8, 64] [1, 1] : tensor<8x128xf32> to tensor<8x64xf32>
  %s1 = tensor.extract_slice %g[0, 64] [8, 64] [1, 1] : tensor<8x128xf32> to tensor<8x64xf32>
  %e1 = tensor.empty() : tensor<8x64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id],
                         iterator_types = ["parallel", "parallel"]}
      ins(%s0, %s1 : tensor<8x64xf32>, tensor<8x64xf32>)
      outs(%e1 : tensor<8x64xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.addf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  %h = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%dy, %x : tensor<8x128xf32>, tensor<8x128xf32>)
      outs(%e : tensor<8x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.addf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8x128xf32>
  %h0 = tensor.extract_slice %h[0, 0] [8, 64] [1, 1] : tensor<8x128xf32> to tensor<8x64xf32>
  %h1 = tensor.extract_slice %h[0, 32] [8, 64] [1, 1] : tensor<8x128xf32> to tensor<8x64xf32>
  %k = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%dy, %x : tensor<8x128xf32>, tensor<8x128xf32>)
      outs(%e : tensor<8x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.subf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8x128xf32>
  %k0 = tensor.extract_slice %k[0, 0] [8, 64] [1, 1] : tensor<8x128xf32> to tensor<8x64xf32>
  return %sum, %h0, %k0, %k : tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x128xf32>
}

// Adjacent slices read last by the same op make one piece: the first two
// thirds (read at once) are one generic, the last third another; the two
// slices are views of the first piece.
// CHECK-LABEL: func.func @grouped
// CHECK:         %[[P0:.+]] = linalg.generic {{.*}}outs(%{{.+}} : tensor<8x64xf32>)
// CHECK:         %[[P1:.+]] = linalg.generic {{.*}}outs(%{{.+}} : tensor<8x32xf32>)
// CHECK-DAG:     tensor.extract_slice %[[P0]][0, 0] [8, 32] [1, 1]
// CHECK-DAG:     tensor.extract_slice %[[P0]][0, 32] [8, 32] [1, 1]
// CHECK:         return
// RUN: memplan-run %s --entry=grouped --compare=%t.split.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-GROUPED
// SAME-GROUPED: bitwise equal: 1 outputs, 256 values
func.func @grouped(%x: tensor<8x96xf32>) -> tensor<8x32xf32> {
  %e = tensor.empty() : tensor<8x96xf32>
  %g = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x96xf32>) outs(%e : tensor<8x96xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.exp %a : f32
    linalg.yield %m : f32
  } -> tensor<8x96xf32>
  %s0 = tensor.extract_slice %g[0, 0] [8, 32] [1, 1] : tensor<8x96xf32> to tensor<8x32xf32>
  %s1 = tensor.extract_slice %g[0, 32] [8, 32] [1, 1] : tensor<8x96xf32> to tensor<8x32xf32>
  %s2 = tensor.extract_slice %g[0, 64] [8, 32] [1, 1] : tensor<8x96xf32> to tensor<8x32xf32>
  %e1 = tensor.empty() : tensor<8x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%s0, %s1 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.mulf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %b = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
  ^bb0(%u: f32, %o: f32):
    %r = math.exp %u : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %c = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
  ^bb0(%u: f32, %o: f32):
    %r = math.exp %u : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%c, %s2 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %r = arith.addf %u, %v : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  return %d : tensor<8x32xf32>
}

// The slice read early is an eighth of the result, and it frees that
// eighth for less than a quarter of what the whole holds: not split.
// CHECK-LABEL: func.func @little_freed
// CHECK:         linalg.generic {{.*}}outs(%{{.+}} : tensor<8x128xf32>)
// CHECK:         return
func.func @little_freed(%x: tensor<8x128xf32>) -> tensor<8x120xf32> {
  %e = tensor.empty() : tensor<8x128xf32>
  %g = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x128xf32>) outs(%e : tensor<8x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.exp %a : f32
    linalg.yield %m : f32
  } -> tensor<8x128xf32>
  %big = tensor.extract_slice %g[0, 0] [8, 120] [1, 1] : tensor<8x128xf32> to tensor<8x120xf32>
  %small = tensor.extract_slice %g[0, 120] [8, 8] [1, 1] : tensor<8x128xf32> to tensor<8x8xf32>
  %e1 = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%small : tensor<8x8xf32>) outs(%e1 : tensor<8x8xf32>) {
  ^bb0(%u: f32, %o: f32):
    %r = math.exp %u : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x120xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, affine_map<(d0, d1) -> (d0, 0)>, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%big, %big, %a : tensor<8x120xf32>, tensor<8x120xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x120xf32>) {
  ^bb0(%u: f32, %v: f32, %w: f32, %o: f32):
    %r = arith.mulf %u, %v : f32
    %s = arith.addf %r, %w : f32
    linalg.yield %s : f32
  } -> tensor<8x120xf32>
  return %b : tensor<8x120xf32>
}
