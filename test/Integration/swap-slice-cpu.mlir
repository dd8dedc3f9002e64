// A value written into a slice is swapped out and back. The elementwise
// ops take their operand as their output (convert-elementwise-to-linalg),
// so sin writes into the buffer of a slice of y, which dies there: a buffer
// with an offset and strides. Its host copy is contiguous, and so is the
// buffer the swap-in makes: the handle records the type with the identity
// layout (a swap-in cannot make a buffer with the slice's offset). At the
// least budget, swap-only swaps a out and back; the packed step computes
// what the unplanned one does, bit for bit.
//
// RUN: memplan-opt %s --memplan-prepare --memplan-plan="budget-bytes=6144 strategy=swap-only" --memplan-materialize --one-shot-bufferize="bufferize-function-boundaries" 2>/dev/null | FileCheck %s --check-prefix=BUF
// BUF: %[[H:.*]] = memplan.swap_out %subview : memref<16x16xf32, strided<[?, ?], offset: ?>> -> !memplan.host<memref<16x16xf32>>
// BUF: memplan.swap_in %[[H]] : !memplan.host<memref<16x16xf32>> -> memref<16x16xf32>
//
// RUN: memplan-opt %s --memplan-pipeline="budget-bytes=6144 strategy=swap-only" -o %t.packed 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN: peak 6144 bytes (unplanned 7168, lower bound 6144), 1 swapped and 0 recomputed gaps
// PLAN: packed 3 buffers into an arena of 3072 bytes
// RUN: FileCheck %s --check-prefix=LOW < %t.packed
// LOW: %subview = memref.subview %{{.*}}[8, 0] [16, 16] [1, 1] : memref<32x16xf32> to memref<16x16xf32, strided<[16, 1], offset: 128>>
// LOW: memref.copy %subview, %[[HOST:.*]] {memplan.swap = "out"} : memref<16x16xf32, strided<[16, 1], offset: 128>> to memref<16x16xf32, #memplan.host_memory>
// LOW: memref.copy %[[HOST]], %{{.*}} {memplan.swap = "in"} : memref<16x16xf32, #memplan.host_memory> to memref<16x16xf32>
// RUN: memplan-run %s --compare=%t.packed | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 1 outputs, 256 values

func.func @train_step(%x: tensor<32x16xf32>) -> tensor<16x16xf32> {
  %y = math.exp %x : tensor<32x16xf32>
  %s = tensor.extract_slice %y[8, 0] [16, 16] [1, 1] : tensor<32x16xf32> to tensor<16x16xf32>
  %a = math.sin %s : tensor<16x16xf32>
  %b = math.cos %a : tensor<16x16xf32>
  %c = math.tanh %b : tensor<16x16xf32>
  %d = math.exp %c : tensor<16x16xf32>
  %e = arith.mulf %d, %c : tensor<16x16xf32>
  %f = arith.mulf %e, %b : tensor<16x16xf32>
  %g = arith.mulf %f, %a : tensor<16x16xf32>
  return %g : tensor<16x16xf32>
}
