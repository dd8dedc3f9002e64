// RUN: memplan-opt %s --memplan-pack-buffers="alignment=64 report=%t.json" -mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.json
// RUN: not memplan-opt %s --memplan-pack-buffers="alignment=48" 2>&1 | FileCheck %s --check-prefix=BADALIGN
// RUN: not memplan-opt %s --memplan-pack-buffers="time-limit=nan" 2>&1 | FileCheck %s --check-prefix=BADLIMIT
// BADLIMIT: error: memplan-pack-buffers: time-limit is a number of seconds (negative: no limit), got nan
// RUN: not memplan-opt %s --memplan-pack-buffers="report=/nonexistent/dir/r.json" 2>&1 | FileCheck %s --check-prefix=BADREPORT

// REMARK: remark: packed 3 buffers into an arena of 192 bytes; lower bound 192 bytes (ratio 1.0000, optimal, lowest/start)
// REMARK: remark: left out of the arena: dynamic size

// The report lists every buffer with its lifetime and offset, per function,
// and what was left out and why.
// CHECK:      "functions": [
// CHECK:          "arena": 192,
// CHECK-NEXT:     "buffers": [
// CHECK-NEXT:       {
// CHECK-NEXT:         "end": 5,
// CHECK-NEXT:         "loc": "loc(\"{{.*}}pack-buffers-report.mlir\":[[# @LINE + 30]]:8)",
// CHECK-NEXT:         "offset": 0,
// CHECK-NEXT:         "size": 64,
// CHECK-NEXT:         "start": 0
// CHECK:              "end": 7,
// CHECK-NEXT:         "loc": "loc(\"{{.*}}pack-buffers-report.mlir\":[[# @LINE + 27]]:8)",
// CHECK-NEXT:         "offset": 64,
// CHECK-NEXT:         "size": 128,
// CHECK-NEXT:         "start": 2
// CHECK:              "end": 8,
// CHECK-NEXT:         "loc": "loc(\"{{.*}}pack-buffers-report.mlir\":[[# @LINE + 25]]:8)",
// CHECK-NEXT:         "offset": 0,
// CHECK-NEXT:         "size": 64,
// CHECK-NEXT:         "start": 5
// CHECK:          "function": "three",
// CHECK-NEXT:     "iterated_rounds": 0,
// CHECK-NEXT:     "lower_bound": 192,
// CHECK-NEXT:     "method": "lowest/start",
// CHECK-NEXT:     "optimal": true,
// CHECK-NEXT:     "ratio": 1
// CHECK:          "function": "dynamic",
// CHECK-NEXT:     "left_out": [
// CHECK-NEXT:       {
// CHECK-NEXT:         "loc": "loc(\"{{.*}}pack-buffers-report.mlir\":[[# @LINE + 19]]:8)",
// CHECK-NEXT:         "reason": "dynamic size"

// BADALIGN: error: memplan-pack-buffers: alignment must be a positive power of two, got 48
// BADREPORT: error: cannot write report '/nonexistent/dir/r.json': No such file or directory

func.func @three(%in: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  %b = memref.alloc() : memref<32xf32>
  %bv = memref.subview %b[0] [16] [1] : memref<32xf32> to memref<16xf32, strided<[1]>>
  memref.copy %a, %bv : memref<16xf32> to memref<16xf32, strided<[1]>>
  %c = memref.alloc() : memref<16xf32>
  memref.copy %bv, %c : memref<16xf32, strided<[1]>> to memref<16xf32>
  memref.copy %c, %out : memref<16xf32> to memref<16xf32>
  return
}

func.func @dynamic(%n: index) {
  %d = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %d : memref<?xf32>
  return
}
