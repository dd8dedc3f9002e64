// Packing inputs whose offsets would not fit in 64 bits are errors at the
// function (an alignment of 2^62 once ended in "invalid packing: negative
// offset"), and a report that cannot be written is an error, not a fatal
// error of the output stream.
// RUN: not memplan-opt %s --memplan-pack-buffers='alignment=4611686018427387904' -split-input-file -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALIGN
// ALIGN: pack-buffers-errors.mlir:[[@LINE+7]]:1: error: memplan-pack-buffers: the sizes and alignments of the buffers add up to more than 2^63-1 bytes
// RUN: not memplan-opt %s --memplan-pack-buffers='report=/dev/full' -split-input-file -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: error: cannot write report '/dev/full': No space left on device
// A buffer whose size does not fit is refused where it is allocated.
// RUN: not memplan-opt %s --memplan-pack-buffers -split-input-file -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: pack-buffers-errors.mlir:[[@LINE+17]]:8: error: memplan-pack-buffers: the size of 'memref<4294967296x4294967296xf32>' does not fit in 64 bits

func.func @two(%x: f32) -> f32 {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<16xf32>
  memref.store %x, %b[%c0] : memref<16xf32>
  %y = memref.load %a[%c0] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  return %y : f32
}

// -----

func.func @huge() {
  %h = memref.alloc() : memref<4294967296x4294967296xf32>
  memref.dealloc %h : memref<4294967296x4294967296xf32>
  return
}
