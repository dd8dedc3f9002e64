// RUN: memplan-opt %s --memplan-pack-buffers="alignment=1" --verify-diagnostics | FileCheck %s

// An alignment below an element type's own does not place elements off it:
// each buffer starts at a multiple of its element type's ABI alignment (a
// view at any other offset reads misaligned elements, which faults on
// GPUs), and the arena is aligned to the largest of them. Live at once:
// 3 x i8 (3 B), 3 x f16 (6 B, at a multiple of 2), 3 x f64 (24 B, at a
// multiple of 8): 33 B in all, packed without a gap as f64 at 0, f16 at 24,
// i8 at 30 (in program order: i8 at 0, f16 at 3, f64 at 9 would misalign
// both).

// CHECK-LABEL: func.func @mixed
// CHECK:      memref.alloc() {alignment = 8 : i64, memplan.arena, memplan.lower_bound = 33 : i64} : memref<33xi8>
// CHECK-NEXT: %[[A:.*]] = arith.constant 30 : index
// CHECK-NEXT: memref.view %{{.*}}[%[[A]]][] : memref<33xi8> to memref<3xi8>
// CHECK:      %[[B:.*]] = arith.constant 24 : index
// CHECK-NEXT: memref.view %{{.*}}[%[[B]]][] : memref<33xi8> to memref<3xf16>
// CHECK:      %[[C:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.view %{{.*}}[%[[C]]][] : memref<33xi8> to memref<3xf64>

// expected-remark @below {{packed 3 buffers into an arena of 33 bytes; lower bound 33 bytes (ratio 1.0000, optimal, lowest/end)}}
func.func @mixed(%in: memref<3xi8>, %h: memref<3xf16>, %d: memref<3xf64>, %out: memref<3xf64>) {
  %a = memref.alloc() : memref<3xi8>
  memref.copy %in, %a : memref<3xi8> to memref<3xi8>
  %b = memref.alloc() : memref<3xf16>
  memref.copy %h, %b : memref<3xf16> to memref<3xf16>
  %c = memref.alloc() : memref<3xf64>
  memref.copy %d, %c : memref<3xf64> to memref<3xf64>
  memref.copy %a, %in : memref<3xi8> to memref<3xi8>
  memref.copy %b, %h : memref<3xf16> to memref<3xf16>
  memref.copy %c, %out : memref<3xf64> to memref<3xf64>
  return
}
