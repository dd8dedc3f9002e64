// RUN: memplan-opt %s --memplan-pack-buffers="alignment=64" --split-input-file --verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s --memplan-pack-buffers --split-input-file 2>/dev/null | FileCheck %s --check-prefix=ALIGN256

// Three buffers over the program order (one step per op of the body):
//   a: 64 B, allocated at 0, last read at 4         -> [0, 5)
//   b: 128 B, allocated at 2, read through its subview at 6 -> [2, 7)
//   c: 64 B, allocated at 5 when a is dead           -> [5, 8)
// The lower bound is 192 (a + b, then b + c). With 64-byte alignment c
// reuses a's bytes: a at 0, b at 64, c at 0, arena 192. With the default
// 256-byte alignment b must start at 256: a and c at 256, b at 0 would also
// do, the packer puts a and c at 256 and b at 0 (arena 256 + 64 = 320).

// CHECK-LABEL: func.func @three
// CHECK:      %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64, memplan.arena, memplan.lower_bound = 192 : i64} : memref<192xi8>
// CHECK:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[A:.*]] = memref.view %[[ARENA]][%[[C0]]][] : memref<192xi8> to memref<16xf32>
// CHECK-NEXT: memref.copy %{{.*}}, %[[A]]
// CHECK-NEXT: %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT: %[[B:.*]] = memref.view %[[ARENA]][%[[C64]]][] : memref<192xi8> to memref<32xf32>
// CHECK-NEXT: %[[BV:.*]] = memref.subview %[[B]]
// CHECK-NEXT: memref.copy %[[A]], %[[BV]]
// CHECK-NEXT: %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C:.*]] = memref.view %[[ARENA]][%[[C0B]]][] : memref<192xi8> to memref<16xf32>
// CHECK-NEXT: memref.copy %[[BV]], %[[C]]
// CHECK-NOT:  memref.alloc
// CHECK:      return

// ALIGN256-LABEL: func.func @three
// ALIGN256:      memref.alloc() {alignment = 256 : i64, memplan.arena, memplan.lower_bound = 320 : i64} : memref<320xi8>
// ALIGN256:      arith.constant 256 : index
// ALIGN256-NEXT: memref.view {{.*}} to memref<16xf32>
// ALIGN256:      arith.constant 0 : index
// ALIGN256-NEXT: memref.view {{.*}} to memref<32xf32>
// ALIGN256:      arith.constant 256 : index
// ALIGN256-NEXT: memref.view {{.*}} to memref<16xf32>

// expected-remark @below {{packed 3 buffers into an arena of 192 bytes; lower bound 192 bytes (ratio 1.0000, optimal, lowest/start)}}
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

// -----

// A buffer used inside a loop lives across the whole loop: x (read in the
// loop) overlaps y, which the loop writes. Steps 0-2 are the constants;
// x: [3, 7), y: [5, 8); both 64 B.

// CHECK-LABEL: func.func @loop
// CHECK:      memref.alloc() {alignment = 64 : i64, memplan.arena, memplan.lower_bound = 128 : i64} : memref<128xi8>
// CHECK:      arith.constant 0 : index
// CHECK:      %[[XO:c0_[0-9]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[X:.*]] = memref.view %{{.*}}[%[[XO]]][] : memref<128xi8> to memref<16xf32>
// CHECK:      %[[YO:.*]] = arith.constant 64 : index
// CHECK-NEXT: %[[Y:.*]] = memref.view %{{.*}}[%[[YO]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT:   memref.copy %[[X]], %[[Y]]

// expected-remark @below {{packed 2 buffers into an arena of 128 bytes; lower bound 128 bytes}}
func.func @loop(%in: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %x = memref.alloc() : memref<16xf32>
  memref.copy %in, %x : memref<16xf32> to memref<16xf32>
  %y = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.copy %x, %y : memref<16xf32> to memref<16xf32>
  }
  memref.copy %y, %out : memref<16xf32> to memref<16xf32>
  return
}

// -----

// What stays out of the arena, each with a remark: a dynamic size, a buffer
// returned by the function, an allocation inside a loop. The one packed
// buffer's dealloc is replaced by a dealloc of the arena.

// CHECK-LABEL: func.func @mixed
// CHECK:      %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64, memplan.arena, memplan.lower_bound = 64 : i64} : memref<64xi8>
// CHECK:      memref.view %[[ARENA]]
// CHECK:      memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:      %[[R:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NOT:  memref.dealloc %{{.*}} : memref<16xf32>
// CHECK:      scf.for
// CHECK-NEXT:   memref.alloc() : memref<4xf32>
// CHECK:      memref.dealloc %{{.*}} : memref<?xf32>
// CHECK-NEXT: memref.dealloc %[[ARENA]] : memref<64xi8>
// CHECK-NEXT: return %[[R]]

// expected-remark @below {{packed 1 buffers into an arena of 64 bytes}}
func.func @mixed(%n: index, %in: memref<16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<16xf32>
  memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  // expected-remark @below {{left out of the arena: dynamic size}}
  %d = memref.alloc(%n) : memref<?xf32>
  // expected-remark @below {{left out of the arena: escapes through the function's return}}
  %r = memref.alloc() : memref<16xf32>
  memref.copy %a, %r : memref<16xf32> to memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark @below {{left out of the arena: allocated inside a nested region}}
    %t = memref.alloc() : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
  }
  memref.dealloc %d : memref<?xf32>
  return %r : memref<16xf32>
}

// -----

// A buffer whose address is taken as a number may be used through it after
// its last use as a memref: it keeps its own allocation.
// CHECK-LABEL: func.func @address_taken
// CHECK: memref.alloc() : memref<16xf32>
// expected-remark @below {{packed 1 buffers into an arena of 64 bytes}}
func.func @address_taken(%in: memref<16xf32>) -> index {
  // expected-remark @below {{left out of the arena: its address is taken by memref.extract_aligned_pointer_as_index (uses of the address are not followed)}}
  %a = memref.alloc() : memref<16xf32>
  memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  %b = memref.alloc() : memref<16xf32>
  memref.copy %in, %b : memref<16xf32> to memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  return %p : index
}

// -----

// The allocation's own alignment wins when it is larger than the option:
// big (64 B, aligned to 128) goes to 0, small (8 B) to 64; the arena is
// aligned to 128.
// CHECK-LABEL: func.func @aligned
// CHECK:      memref.alloc() {alignment = 128 : i64, memplan.arena, memplan.lower_bound = 72 : i64} : memref<72xi8>
// CHECK:      arith.constant 64 : index
// CHECK-NEXT: memref.view {{.*}} to memref<2xf32>
// CHECK:      arith.constant 0 : index
// CHECK-NEXT: memref.view {{.*}} to memref<16xf32>
// expected-remark @below {{packed 2 buffers into an arena of 72 bytes; lower bound 72 bytes}}
func.func @aligned(%in: memref<2xf32>, %out: memref<16xf32>) {
  %small = memref.alloc() : memref<2xf32>
  %big = memref.alloc() {alignment = 128 : i64} : memref<16xf32>
  memref.copy %in, %small : memref<2xf32> to memref<2xf32>
  memref.copy %out, %big : memref<16xf32> to memref<16xf32>
  return
}

// -----

// Functions with several blocks are left alone.
// expected-remark @below {{memplan-pack-buffers: left alone, the body has 2 blocks}}
func.func @blocks(%in: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  cf.br ^bb1
^bb1:
  memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  return
}
