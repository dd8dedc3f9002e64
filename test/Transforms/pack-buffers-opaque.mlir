// RUN: memplan-opt %s --memplan-pack-buffers=alignment=64 -mlir-print-op-on-diagnostic=false -o %t.mlir 2>&1 | FileCheck %s
// RUN: memplan-run %s --entry=to_tensor --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// RUN: memplan-run %s --entry=transpose --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// RUN: memplan-run %s --entry=cast --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 1 outputs, 16 values
// CHECK: :20:8: remark: left out of the arena: it is read through the result of bufferization.to_tensor, which may alias it (its uses are not followed)
// CHECK: remark: packed 2 buffers into an arena of 128 bytes
// CHECK: :35:8: remark: left out of the arena: it is read through the result of memref.transpose, which may alias it (its uses are not followed)
// CHECK: remark: packed 2 buffers into an arena of 128 bytes
// CHECK: :49:8: remark: left out of the arena: it is read through the result of builtin.unrealized_conversion_cast, which may alias it (its uses are not followed)
// CHECK: remark: packed 2 buffers into an arena of 128 bytes
// A buffer read through a result the alias analysis does not follow (a
// tensor made of it by bufferization.to_tensor and made a buffer again, a
// memref.transpose, an unrealized_conversion_cast) is left out of the
// arena: placed with the others, its bytes were shared with a buffer
// written while it is still read, and the step computed other values.
func.func @to_tensor(%in: memref<16xf32>) -> memref<16xf32> {
  %out = memref.alloc() : memref<16xf32>
  %cst = arith.constant 7.0 : f32
  %a = memref.alloc() : memref<16xf32>
  memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  %t = bufferization.to_tensor %a restrict : memref<16xf32> to tensor<16xf32>
  %s = bufferization.to_buffer %t read_only : tensor<16xf32> to memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  %c = memref.alloc() : memref<16xf32>
  linalg.add ins(%s, %b : memref<16xf32>, memref<16xf32>) outs(%c : memref<16xf32>)
  memref.copy %c, %out : memref<16xf32> to memref<16xf32>
  return %out : memref<16xf32>
}

func.func @transpose(%in: memref<4x4xf32>) -> memref<4x4xf32> {
  %out = memref.alloc() : memref<4x4xf32>
  %cst = arith.constant 7.0 : f32
  %a = memref.alloc() : memref<4x4xf32>
  memref.copy %in, %a : memref<4x4xf32> to memref<4x4xf32>
  %t = memref.transpose %a (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  %b = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<4x4xf32>)
  %c = memref.alloc() : memref<4x4xf32>
  linalg.add ins(%t, %b : memref<4x4xf32, strided<[1, 4]>>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  memref.copy %c, %out : memref<4x4xf32> to memref<4x4xf32>
  return %out : memref<4x4xf32>
}

func.func @cast(%in: memref<16xf32>) -> memref<16xf32> {
  %out = memref.alloc() : memref<16xf32>
  %cst = arith.constant 7.0 : f32
  %a = memref.alloc() : memref<16xf32>
  memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  %s = builtin.unrealized_conversion_cast %a : memref<16xf32> to memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  %c = memref.alloc() : memref<16xf32>
  linalg.add ins(%s, %b : memref<16xf32>, memref<16xf32>) outs(%c : memref<16xf32>)
  memref.copy %c, %out : memref<16xf32> to memref<16xf32>
  return %out : memref<16xf32>
}
