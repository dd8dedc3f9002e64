// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fuse-into-reductions))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fuse-into-reductions))' -o %t.fused.mlir
// RUN: memplan-run %s --entry=norm_backward --compare=%t.fused.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-NORM
// RUN: memplan-run %s --entry=longer --compare=%t.fused.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-LONGER
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: memplan-opt %t.fused.mlir --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
//
// memplan-prepare runs it; fuse-reductions=0 leaves the products.
// RUN: memplan-opt %s --memplan-prepare="reorder=0" | FileCheck %s
// RUN: memplan-opt %s --memplan-prepare="fuse-reductions=0 reorder=0" | FileCheck %s --check-prefix=OFF
// OFF-LABEL: func.func @norm_backward
// OFF-COUNT-4: linalg.generic
// OFF:         return

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A norm's backward, as torch-mlir lowers it: the gradient times the
// normalized input, scaled, summed over each row; then the gradient less
// the normalized input times that sum. The product and the scaled product
// (64 KiB each) are read by the reduction only: both are computed in it,
// which reads %dy and %x (read again by the last op, so they live that
// long anyway).
// CHECK-LABEL: func.func @norm_backward
// CHECK-NOT:     tensor.empty() : tensor<128x128xf32>
// CHECK:         %[[S:.+]] = linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}, #{{.+}}], iterator_types = ["parallel", "reduction"]}
// CHECK-SAME:      ins(%arg0, %arg1, %arg2 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>)
// CHECK:           arith.mulf
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      arith.addf
// CHECK:         linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK-SAME:      ins(%arg0, %arg1, %[[S]] :
// CHECK-NOT:     linalg.generic
// CHECK:         return
func.func @norm_backward(%dy: tensor<128x128xf32>, %x: tensor<128x128xf32>,
                         %scale: tensor<f32>) -> tensor<128x128xf32> {
  %e = tensor.empty() : tensor<128x128xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%dy, %x : tensor<128x128xf32>, tensor<128x128xf32>)
      outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<128x128xf32>
  %e2 = tensor.empty() : tensor<128x128xf32>
  %q = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%p, %scale : tensor<128x128xf32>, tensor<f32>)
      outs(%e2 : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<128x128xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<128xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<128xf32>) -> tensor<128xf32>
  %s = linalg.generic {indexing_maps = [#id, #row],
                       iterator_types = ["parallel", "reduction"]}
      ins(%q : tensor<128x128xf32>) outs(%z : tensor<128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<128xf32>
  %e3 = tensor.empty() : tensor<128x128xf32>
  %dx = linalg.generic {indexing_maps = [#id, #id, #row, #id],
                        iterator_types = ["parallel", "parallel"]}
      ins(%dy, %x, %s : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>)
      outs(%e3 : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %m = arith.mulf %b, %c : f32
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<128x128xf32>
  return %dx : tensor<128x128xf32>
}

// Neither product is fused: the first would keep %u and %v (two 64 KiB
// tensors whose last reader it is) live to the reduction in place of one
// 64 KiB product; the second is read by a return too.
// CHECK-LABEL: func.func @longer
// CHECK:         %[[U:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK:         %[[V:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK:         %[[P:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK-SAME:      ins(%[[U]], %[[V]] :
// CHECK:         %[[W:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK:         %[[S:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK-SAME:      ins(%[[P]], %[[W]] :
// CHECK:         return %[[S]], %[[W]]
func.func @longer(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>)
    -> (tensor<128xf32>, tensor<128x128xf32>) {
  %e = tensor.empty() : tensor<128x128xf32>
  %u = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<128x128xf32>
  %v = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.addf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<128x128xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%u, %v : tensor<128x128xf32>, tensor<128x128xf32>)
      outs(%e : tensor<128x128xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<128x128xf32>
  %w = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.subf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<128x128xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<128xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<128xf32>) -> tensor<128xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #row],
                       iterator_types = ["parallel", "reduction"]}
      ins(%p, %w : tensor<128x128xf32>, tensor<128x128xf32>)
      outs(%z : tensor<128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %t = arith.addf %m, %acc : f32
    linalg.yield %t : f32
  } -> tensor<128xf32>
  return %s, %w : tensor<128xf32>, tensor<128x128xf32>
}

// The same values, bitwise; the fused step allocates one buffer less.
// SAME-NORM: bitwise equal: 1 outputs, 16384 values
// SAME-NORM-NEXT: first: allocated 3 buffers, peak 131584 bytes live
// SAME-NORM-NEXT: second: allocated 2 buffers, peak 66048 bytes live
// SAME-LONGER: bitwise equal: 2 outputs
// The step of @norm_backward held %dy, %x, the product and the scaled
// product at once; now only %dy, %x and the sums.
// BEFORE: remark: persistent 131076 bytes, returned 65536 bytes, 4 nodes, 3 edges, unplanned peak 262660 bytes at step 1
// AFTER: remark: persistent 131076 bytes, returned 65536 bytes, 3 nodes, 2 edges, unplanned peak 197124 bytes at step 0
// @longer holds as much as before.
// BEFORE: remark: persistent 131072 bytes, returned 66048 bytes, 6 nodes, 6 edges, unplanned peak 328192 bytes at step 1
// AFTER: remark: persistent 131072 bytes, returned 66048 bytes, 6 nodes, 6 edges, unplanned peak 328192 bytes at step 1

// A producer whose body reads its destination (it accumulates into %acc)
// is not fused: the destination would become one more input of the
// reduction.
// CHECK-LABEL: func.func @reads_destination
// CHECK:         %[[P:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK:         linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK-SAME:      ins(%[[P]] :
func.func @reads_destination(%a: tensor<128x128xf32>, %acc: tensor<128x128xf32>)
    -> tensor<128xf32> {
  %p = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<128x128xf32>) outs(%acc : tensor<128x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.addf %x, %o : f32
    linalg.yield %m : f32
  } -> tensor<128x128xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<128xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<128xf32>) -> tensor<128xf32>
  %s = linalg.generic {indexing_maps = [#id, #row],
                       iterator_types = ["parallel", "reduction"]}
      ins(%p : tensor<128x128xf32>) outs(%z : tensor<128xf32>) {
  ^bb0(%x: f32, %acc2: f32):
    %t = arith.addf %x, %acc2 : f32
    linalg.yield %t : f32
  } -> tensor<128xf32>
  return %s : tensor<128xf32>
}

// The producer reads a slice of %big (128 KiB), which nothing reads after
// it: fusing would keep all of %big, through the slice, until the
// reduction, in place of a 32 KiB product. Not fused.
// CHECK-LABEL: func.func @slice_keeps_whole
// CHECK:         %[[B:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK:         %[[V:.+]] = tensor.extract_slice %[[B]]
// CHECK:         %[[P:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK-SAME:      ins(%[[V]] :
// CHECK:         linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK-SAME:      ins(%[[P]] :
func.func @slice_keeps_whole(%a: tensor<256x128xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<256x128xf32>
  %big = linalg.generic {indexing_maps = [#id, #id],
                         iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<256x128xf32>) outs(%e : tensor<256x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<256x128xf32>
  %v = tensor.extract_slice %big[0, 0] [64, 128] [1, 1] : tensor<256x128xf32> to tensor<64x128xf32>
  %e2 = tensor.empty() : tensor<64x128xf32>
  %p = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%v : tensor<64x128xf32>) outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.addf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<64x128xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row],
                       iterator_types = ["parallel", "reduction"]}
      ins(%p : tensor<64x128xf32>) outs(%z : tensor<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %t = arith.addf %x, %acc : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  return %s : tensor<64xf32>
}
