// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-reorder))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-reorder))' -o %t.reordered.mlir
// RUN: memplan-run %s --entry=layer --compare=%t.reordered.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: memplan-opt %t.reordered.mlir --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
//
// memplan-prepare runs it (here without folding the transpose into the
// matmul); reorder=0 leaves the order.
// RUN: memplan-opt %s --memplan-prepare="fold-transposes=0" | FileCheck %s
// RUN: memplan-opt %s --memplan-prepare="fold-transposes=0 reorder=0" | FileCheck %s --check-prefix=OFF
// A search with no work to spend moves nothing.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-reorder{work-limit=0}))' | FileCheck %s --check-prefix=OFF

// One layer's backward as torch-mlir orders it: the input gradient %dx
// first, then the weight gradient from a transposed copy of the layer's
// input %a, while %dx waits for its reader. Each tensor<256x64xf32> is 64
// KiB; making %at holds %a, %g, %dx and %at. %dx (with its fill) sinks to
// right before its reader, so the weight gradient runs first; and %at is
// made before %g, which then writes into %a, dead at it. The step holds
// its lower bound, one 64 KiB tensor less (the graph counts %n in %dx's
// buffer either way: one node).
// CHECK-LABEL: func.func @layer
// CHECK:         %[[A:.+]] = linalg.exp
// CHECK:         %[[AT:.+]] = linalg.transpose ins(%[[A]]
// CHECK:         %[[G:.+]] = linalg.exp ins(%[[A]]
// CHECK:         %[[DW:.+]] = linalg.matmul ins(%[[AT]], %[[G]]
// CHECK:         %[[FILL:.+]] = linalg.fill
// CHECK-NEXT:    %[[DX:.+]] = linalg.matmul ins(%[[G]], %{{.+}} : {{.*}}) outs(%[[FILL]]
// CHECK:         %[[N:.+]] = linalg.exp ins(%[[DX]]
// CHECK-NEXT:    return %[[DW]], %[[N]]
// OFF-LABEL: func.func @layer
// OFF:         linalg.exp
// OFF:         linalg.exp
// OFF:         linalg.matmul
// OFF:         linalg.transpose
// OFF:         linalg.matmul
// OFF:         linalg.exp
// SAME: bitwise equal: 2 outputs
// BEFORE-LABEL: remark: persistent 81920 bytes, returned 81920 bytes, 6 nodes, 7 edges, unplanned peak 360448 bytes at step 2 (linalg.transpose), lower bound 294912 bytes
// AFTER-LABEL: remark: persistent 81920 bytes, returned 81920 bytes, 6 nodes, 7 edges, unplanned peak 294912 bytes at step 1 (linalg.transpose), lower bound 294912 bytes
func.func @layer(%x: tensor<256x64xf32>, %w: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<256x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<256x64xf32>
  %a = linalg.exp ins(%x : tensor<256x64xf32>) outs(%e0 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %e1 = tensor.empty() : tensor<256x64xf32>
  %g = linalg.exp ins(%a : tensor<256x64xf32>) outs(%e1 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %e2 = tensor.empty() : tensor<256x64xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %dx = linalg.matmul ins(%g, %w : tensor<256x64xf32>, tensor<64x64xf32>) outs(%z2 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %e3 = tensor.empty() : tensor<64x256xf32>
  %at = linalg.transpose ins(%a : tensor<256x64xf32>) outs(%e3 : tensor<64x256xf32>) permutation = [1, 0]
  %e4 = tensor.empty() : tensor<64x64xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw = linalg.matmul ins(%at, %g : tensor<64x256xf32>, tensor<256x64xf32>) outs(%z4 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e5 = tensor.empty() : tensor<256x64xf32>
  %n = linalg.exp ins(%dx : tensor<256x64xf32>) outs(%e5 : tensor<256x64xf32>) -> tensor<256x64xf32>
  return %dw, %n : tensor<64x64xf32>, tensor<256x64xf32>
}

// An op with side effects outside the graph (an allocation): the body
// keeps its order.
// CHECK-LABEL: func.func @effects
// CHECK:         linalg.exp
// CHECK:         linalg.exp
// CHECK:         memref.alloc
// CHECK:         linalg.matmul
// CHECK:         linalg.transpose
// CHECK:         linalg.matmul
// CHECK:         linalg.exp
// OFF-LABEL: func.func @effects
func.func @effects(%x: tensor<256x64xf32>, %w: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<256x64xf32>, memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<256x64xf32>
  %a = linalg.exp ins(%x : tensor<256x64xf32>) outs(%e0 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %e1 = tensor.empty() : tensor<256x64xf32>
  %g = linalg.exp ins(%a : tensor<256x64xf32>) outs(%e1 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %m = memref.alloc() : memref<4xf32>
  %e2 = tensor.empty() : tensor<256x64xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %dx = linalg.matmul ins(%g, %w : tensor<256x64xf32>, tensor<64x64xf32>) outs(%z2 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %e3 = tensor.empty() : tensor<64x256xf32>
  %at = linalg.transpose ins(%a : tensor<256x64xf32>) outs(%e3 : tensor<64x256xf32>) permutation = [1, 0]
  %e4 = tensor.empty() : tensor<64x64xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw = linalg.matmul ins(%at, %g : tensor<64x256xf32>, tensor<256x64xf32>) outs(%z4 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e5 = tensor.empty() : tensor<256x64xf32>
  %n = linalg.exp ins(%dx : tensor<256x64xf32>) outs(%e5 : tensor<256x64xf32>) -> tensor<256x64xf32>
  return %dw, %n, %m : tensor<64x64xf32>, tensor<256x64xf32>, memref<4xf32>
}
