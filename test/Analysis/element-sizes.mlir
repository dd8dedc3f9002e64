// One rule sizes elements everywhere (memplan/Analysis/TensorSize.h): the
// element's size in the data layout padded to its ABI alignment, the stride
// LLVM gives array elements. The analysis and the packer agree on it.
// RUN: memplan-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-on-diagnostic=false --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: memplan-opt %s -split-input-file -allow-unregistered-dialect --memplan-pack-buffers="alignment=1" 2>&1 | FileCheck %s --check-prefix=PACK

// i1: 10 bytes (a byte each, not 10 bits); i24: 3 x 4; complex<f32>: 2 x 8;
// index: 4 x 8 (the default layout's 64 bits); i4: 5 bytes.
// MEM: remark: persistent 75 bytes, returned 0 bytes
func.func @sizes(%a: tensor<10xi1>, %b: tensor<3xi24>, %c: tensor<2xcomplex<f32>>,
                 %d: tensor<4xindex>, %e: tensor<5xi4>) -> tensor<10xi1> {
  return %a : tensor<10xi1>
}

// -----

// The function's data layout decides: 32-bit indices take 4 bytes.
// MEM: remark: persistent 16 bytes, returned 0 bytes
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  func.func @index32(%d: tensor<4xindex>) -> tensor<4xindex> {
    return %d : tensor<4xindex>
  }
}

// -----

// The packer sizes memrefs by the same rule: 10 + 12 bytes, both live; and
// places each at its element type's ABI alignment (i24: 4), whatever
// `alignment` asks: the i24 buffer at 0, the i1 buffer after it.
// PACK-LABEL: func.func @pack
// PACK: memref.alloc() {alignment = 4 : i64, memplan.arena, memplan.lower_bound = 22 : i64} : memref<22xi8>
// PACK-NEXT: arith.constant 12 : index
// PACK-NEXT: memref.view {{.*}} to memref<10xi1>
// PACK-NEXT: arith.constant 0 : index
// PACK-NEXT: memref.view {{.*}} to memref<3xi24>
func.func @pack() {
  %0 = memref.alloc() : memref<10xi1>
  %1 = memref.alloc() : memref<3xi24>
  "test.use"(%0, %1) : (memref<10xi1>, memref<3xi24>) -> ()
  memref.dealloc %0 : memref<10xi1>
  memref.dealloc %1 : memref<3xi24>
  return
}
