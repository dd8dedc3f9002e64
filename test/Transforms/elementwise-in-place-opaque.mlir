// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-elementwise-in-place))' -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: memplan-run %s --entry=to_tensor --elementwise-in-place=0 --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// RUN: memplan-run %s --entry=address --elementwise-in-place=0 --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 2 outputs, 32 values
//
// An input read later through what the pass does not follow does not die
// at the op: a tensor made of its buffer (bufferization.to_tensor), its
// address taken as a number. The negation keeps its own buffer (written in
// place, it overwrote the values the tensor and the address still read).
// CHECK-LABEL: func.func @to_tensor
// CHECK: bufferization.to_tensor
// CHECK-NEXT: %[[R:.*]] = memref.alloc()
// CHECK-NEXT: linalg.negf ins(%{{.*}} : memref<16xf32>) outs(%[[R]] : memref<16xf32>)
// CHECK-LABEL: func.func @address
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK-NEXT: %[[R:.*]] = memref.alloc()
// CHECK-NEXT: linalg.negf ins(%{{.*}} : memref<16xf32>) outs(%[[R]] : memref<16xf32>)
func.func @to_tensor(%in: memref<16xf32>) -> (memref<16xf32>, memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  linalg.exp ins(%in : memref<16xf32>) outs(%a : memref<16xf32>)
  %t = bufferization.to_tensor %a restrict : memref<16xf32> to tensor<16xf32>
  %r = memref.alloc() : memref<16xf32>
  linalg.negf ins(%a : memref<16xf32>) outs(%r : memref<16xf32>)
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<16xf32>
  %o = memref.alloc() : memref<16xf32>
  linalg.fill ins(%v : f32) outs(%o : memref<16xf32>)
  return %r, %o : memref<16xf32>, memref<16xf32>
}

func.func @address(%in: memref<16xf32>) -> (memref<16xf32>, memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  linalg.exp ins(%in : memref<16xf32>) outs(%a : memref<16xf32>)
  %p = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  %r = memref.alloc() : memref<16xf32>
  linalg.negf ins(%a : memref<16xf32>) outs(%r : memref<16xf32>)
  %o = memref.alloc() : memref<16xf32>
  %i64 = arith.index_cast %p : index to i64
  %ptr = llvm.inttoptr %i64 : i64 to !llvm.ptr
  %v = llvm.load %ptr : !llvm.ptr -> f32
  linalg.fill ins(%v : f32) outs(%o : memref<16xf32>)
  return %r, %o : memref<16xf32>, memref<16xf32>
}
