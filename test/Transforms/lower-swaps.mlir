// RUN: memplan-opt %s --one-shot-bufferize="bufferize-function-boundaries" --split-input-file | FileCheck %s --check-prefix=BUF
// RUN: memplan-opt %s --one-shot-bufferize="bufferize-function-boundaries" --memplan-lower-swaps --split-input-file | FileCheck %s --check-prefix=LOW
// RUN: memplan-opt %s --one-shot-bufferize="bufferize-function-boundaries" --memplan-lower-swaps --memplan-pack-buffers="alignment=64" --split-input-file -mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=PACK

// One-shot bufferization of the swap ops: swap_out reads the buffer of its
// operand and the handle records the memref type; swap_in allocates a new
// buffer. memplan-lower-swaps then makes the host copy an allocation in
// #memplan.host_memory, and each swap-in a device allocation and a copy
// back; packing leaves the host buffer out of the device arena, and the CPU
// lowering's memplan-lower-host-memory drops the memory space.
// RUN: memplan-opt %s --one-shot-bufferize="bufferize-function-boundaries" --memplan-lower-swaps --memplan-lower-host-memory --split-input-file | FileCheck %s --check-prefix=CPU

// BUF-LABEL: func.func @swap
// BUF:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// BUF:         %[[H:.*]] = memplan.swap_out %[[A]] : memref<16xf32> -> !memplan.host<memref<16xf32>>
// BUF:         %[[B:.*]] = memplan.swap_in %[[H]] : !memplan.host<memref<16xf32>> -> memref<16xf32>
// BUF:         linalg.generic {{.*}} ins(%[[B]] : memref<16xf32>)

// LOW-LABEL: func.func @swap
// LOW:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// LOW:         %[[HOST:.*]] = memref.alloc() : memref<16xf32, #memplan.host_memory>
// LOW-NEXT:    memref.copy %[[A]], %[[HOST]] {memplan.swap = "out"} : memref<16xf32> to memref<16xf32, #memplan.host_memory>
// LOW:         %[[DEV:.*]] = memref.alloc() : memref<16xf32>
// LOW-NEXT:    memref.copy %[[HOST]], %[[DEV]] {memplan.swap = "in"} : memref<16xf32, #memplan.host_memory> to memref<16xf32>
// LOW:         linalg.generic {{.*}} ins(%[[DEV]] : memref<16xf32>)
// LOW-NOT:     memplan.swap_

// The host copy stays out; a (64 B, last read by the copy out) and the
// swapped-in buffer share the same 64 bytes; c is returned.
// CPU-LABEL: func.func @swap
// CPU:          %[[HOSTBUF:.*]] = memref.alloc() : memref<16xf32>
// CPU-NEXT:     memref.copy %{{.*}}, %[[HOSTBUF]] {memplan.swap = "out"} : memref<16xf32> to memref<16xf32>
// CPU-NOT:     #memplan.host_memory

// PACK: remark: left out of the arena: host memory (#memplan.host_memory)
// PACK: remark: left out of the arena: escapes through the function's return
// PACK: remark: packed 2 buffers into an arena of 64 bytes; lower bound 64 bytes

#id = affine_map<(d0) -> (d0)>
func.func @swap(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %h = memplan.swap_out %a : tensor<16xf32> -> !memplan.host<tensor<16xf32>>
  %b = memplan.swap_in %h : !memplan.host<tensor<16xf32>> -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%b : tensor<16xf32>) outs(%e2 : tensor<16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  return %c : tensor<16xf32>
}

// -----

// A handle of a function argument's buffer (dynamic layout) records the
// type with the identity layout: the host copy and the buffer the swap-in
// makes are contiguous, and the step returns that buffer as it is.
// BUF-LABEL: func.func @argument
// BUF:         %[[H:.*]] = memplan.swap_out %{{.*}} : memref<4xf32, strided<[?], offset: ?>> -> !memplan.host<memref<4xf32>>
// BUF-NEXT:    %[[B:.*]] = memplan.swap_in %[[H]] : !memplan.host<memref<4xf32>> -> memref<4xf32>
// BUF:         return %[[B]] : memref<4xf32>
// LOW-LABEL: func.func @argument
// LOW:         %[[HOST:.*]] = memref.alloc() : memref<4xf32, #memplan.host_memory>
// LOW-NEXT:    memref.copy %{{.*}}, %[[HOST]] {memplan.swap = "out"} : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, #memplan.host_memory>
// LOW-NEXT:    %[[DEV:.*]] = memref.alloc() : memref<4xf32>
// LOW-NEXT:    memref.copy %[[HOST]], %[[DEV]] {memplan.swap = "in"}
// LOW:         return %[[DEV]] : memref<4xf32>
func.func @argument(%x: tensor<4xf32>) -> tensor<4xf32> {
  %h = memplan.swap_out %x : tensor<4xf32> -> !memplan.host<tensor<4xf32>>
  %b = memplan.swap_in %h : !memplan.host<tensor<4xf32>> -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// Lowering before bufferization is an error at the op.
// RUN: not memplan-opt %s --memplan-lower-swaps --split-input-file 2>&1 | FileCheck %s --check-prefix=EARLY
// EARLY: error: memplan-lower-swaps runs after bufferization; this swap_out is still on a tensor
func.func @early(%x: tensor<4xf32>) -> tensor<4xf32> {
  %h = memplan.swap_out %x : tensor<4xf32> -> !memplan.host<tensor<4xf32>>
  %b = memplan.swap_in %h : !memplan.host<tensor<4xf32>> -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// A handle written with the buffer's own dynamic layout: the new buffer is
// cast to it.
// LOW-LABEL: func.func @recorded_layout
// LOW:         %[[DEV:.*]] = memref.alloc() : memref<4xf32>
// LOW-NEXT:    memref.copy %{{.*}}, %[[DEV]] {memplan.swap = "in"}
// LOW-NEXT:    %[[CAST:.*]] = memref.cast %[[DEV]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LOW-NEXT:    return %[[CAST]]
func.func @recorded_layout(%x: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %h = memplan.swap_out %x : memref<4xf32, strided<[?], offset: ?>> -> !memplan.host<memref<4xf32, strided<[?], offset: ?>>>
  %b = memplan.swap_in %h : !memplan.host<memref<4xf32, strided<[?], offset: ?>>> -> memref<4xf32, strided<[?], offset: ?>>
  return %b : memref<4xf32, strided<[?], offset: ?>>
}
