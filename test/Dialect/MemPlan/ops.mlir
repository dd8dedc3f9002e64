// RUN: memplan-opt %s | FileCheck %s
// Print, parse and print again: the second print must be identical.
// RUN: memplan-opt %s | memplan-opt | FileCheck %s
// The generic form parses back to the same custom form.
// RUN: memplan-opt %s -mlir-print-op-generic | memplan-opt | FileCheck %s

// CHECK-LABEL: func.func @swap_roundtrip
// CHECK-SAME:    (%[[ACT:.*]]: tensor<64x128xf32>)
func.func @swap_roundtrip(%act: tensor<64x128xf32>) -> tensor<64x128xf32> {
  // CHECK: %[[H:.*]] = memplan.swap_out %[[ACT]] : tensor<64x128xf32> -> !memplan.host<tensor<64x128xf32>>
  %h = memplan.swap_out %act : tensor<64x128xf32> -> !memplan.host<tensor<64x128xf32>>
  // CHECK: %[[BACK:.*]] = memplan.swap_in %[[H]] : !memplan.host<tensor<64x128xf32>> -> tensor<64x128xf32>
  %back = memplan.swap_in %h : !memplan.host<tensor<64x128xf32>> -> tensor<64x128xf32>
  // CHECK: return %[[BACK]]
  return %back : tensor<64x128xf32>
}

// Attributes, encodings and other element types are kept.
// CHECK-LABEL: func.func @swap_attrs
func.func @swap_attrs(%x: tensor<2x3xbf16, "enc">) -> tensor<2x3xbf16, "enc"> {
  // CHECK: memplan.swap_out %{{.*}} {tag = 3 : i64} : tensor<2x3xbf16, "enc"> -> !memplan.host<tensor<2x3xbf16, "enc">>
  %h = memplan.swap_out %x {tag = 3} : tensor<2x3xbf16, "enc"> -> !memplan.host<tensor<2x3xbf16, "enc">>
  // CHECK: memplan.swap_in %{{.*}} {tag = 4 : i64} : !memplan.host<tensor<2x3xbf16, "enc">> -> tensor<2x3xbf16, "enc">
  %y = memplan.swap_in %h {tag = 4} : !memplan.host<tensor<2x3xbf16, "enc">> -> tensor<2x3xbf16, "enc">
  return %y : tensor<2x3xbf16, "enc">
}

// A hold, on a tensor and on a buffer.
// CHECK-LABEL: func.func @hold_roundtrip
// CHECK-SAME:    (%[[T:.*]]: tensor<64x128xf32>, %[[M:.*]]: memref<4xf16>)
func.func @hold_roundtrip(%t: tensor<64x128xf32>, %m: memref<4xf16>) {
  // CHECK: memplan.hold %[[T]] : tensor<64x128xf32>
  memplan.hold %t : tensor<64x128xf32>
  // CHECK: memplan.hold %[[M]] {tag = 1 : i64} : memref<4xf16>
  memplan.hold %m {tag = 1} : memref<4xf16>
  return
}

// A handle type may record a memref: the form after bufferization.
// CHECK-LABEL: func.func private @host_memref
// CHECK-SAME: !memplan.host<memref<16x8xf16>>
func.func private @host_memref(!memplan.host<memref<16x8xf16>>)

// CHECK-LABEL: func.func @recompute_one
// CHECK-SAME:    (%[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x16xf32>)
func.func @recompute_one(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>) -> tensor<4x16xf32> {
  // CHECK: %[[R:.*]] = memplan.recompute ins(%[[A:.*]] = %[[X]] : tensor<4x8xf32>, %[[B:.*]] = %[[W]] : tensor<8x16xf32>) -> tensor<4x16xf32> {
  // CHECK-NEXT:   %[[E:.*]] = tensor.empty() : tensor<4x16xf32>
  // CHECK-NEXT:   %[[MM:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<4x8xf32>, tensor<8x16xf32>) outs(%[[E]] : tensor<4x16xf32>) -> tensor<4x16xf32>
  // CHECK-NEXT:   memplan.yield %[[MM]] : tensor<4x16xf32>
  // CHECK-NEXT: }
  %r = memplan.recompute ins(%a = %x : tensor<4x8xf32>, %b = %w : tensor<8x16xf32>) -> tensor<4x16xf32> {
    %e = tensor.empty() : tensor<4x16xf32>
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
    memplan.yield %mm : tensor<4x16xf32>
  }
  // CHECK: return %[[R]]
  return %r : tensor<4x16xf32>
}

// Several results, no inputs, an attribute dictionary.
// CHECK-LABEL: func.func @recompute_many
func.func @recompute_many() -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK: %[[R:.*]]:2 = memplan.recompute -> (tensor<4xf32>, tensor<4xf32>) attributes {source = "fill"} {
  // CHECK-NEXT:  arith.constant 1.0
  // CHECK:       memplan.yield %{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>
  %r:2 = memplan.recompute -> (tensor<4xf32>, tensor<4xf32>) attributes {source = "fill"} {
    %c = arith.constant 1.0 : f32
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %g = math.exp %f : tensor<4xf32>
    memplan.yield %f, %g : tensor<4xf32>, tensor<4xf32>
  }
  // CHECK: return %[[R]]#0, %[[R]]#1
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// Recompute ops nest.
// CHECK-LABEL: func.func @recompute_nested
func.func @recompute_nested(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: memplan.recompute ins(%[[A:.*]] = %{{.*}} : tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: memplan.recompute ins(%{{.*}} = %[[A]] : tensor<4xf32>) -> tensor<4xf32> {
  %r = memplan.recompute ins(%a = %x : tensor<4xf32>) -> tensor<4xf32> {
    %inner = memplan.recompute ins(%b = %a : tensor<4xf32>) -> tensor<4xf32> {
      %e = math.exp %b : tensor<4xf32>
      memplan.yield %e : tensor<4xf32>
    }
    memplan.yield %inner : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// After bufferization the swap ops take and give statically shaped memrefs.
// CHECK-LABEL: func.func @swap_buffers
// CHECK: %[[H:.*]] = memplan.swap_out %{{.*}} : memref<4x8xf32> -> !memplan.host<memref<4x8xf32>>
// CHECK: memplan.swap_in %[[H]] : !memplan.host<memref<4x8xf32>> -> memref<4x8xf32>
func.func @swap_buffers(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %h = memplan.swap_out %m : memref<4x8xf32> -> !memplan.host<memref<4x8xf32>>
  %b = memplan.swap_in %h : !memplan.host<memref<4x8xf32>> -> memref<4x8xf32>
  return %b : memref<4x8xf32>
}

// -----

// A buffer with another layout (a slice's) is swapped into a contiguous host
// copy: the handle may record its type with the identity layout.
// CHECK-LABEL: func.func @swap_slice_buffer
// CHECK: %[[H:.*]] = memplan.swap_out %{{.*}} : memref<2x8xf32, strided<[8, 1], offset: 16>> -> !memplan.host<memref<2x8xf32>>
// CHECK: memplan.swap_in %[[H]] : !memplan.host<memref<2x8xf32>> -> memref<2x8xf32>
func.func @swap_slice_buffer(%m: memref<2x8xf32, strided<[8, 1], offset: 16>>) -> memref<2x8xf32> {
  %h = memplan.swap_out %m : memref<2x8xf32, strided<[8, 1], offset: 16>> -> !memplan.host<memref<2x8xf32>>
  %b = memplan.swap_in %h : !memplan.host<memref<2x8xf32>> -> memref<2x8xf32>
  return %b : memref<2x8xf32>
}
