// The packed program computes bit for bit what the unpacked one computes:
// both are bufferized, lowered to LLVM and run on the host; the results are
// printed as the integer bits of the floats and compared with diff (after
// dropping the line with the buffer's address).
//
// RUN: memplan-opt %s %bufferize %lower_to_llvm \
// RUN: | %run_main > %t.plain
// RUN: memplan-opt %s %bufferize --memplan-pack-buffers %lower_to_llvm 2>/dev/null \
// RUN: | %run_main > %t.packed
// RUN: grep -v base@ %t.plain > %t.plain.data
// RUN: grep -v base@ %t.packed > %t.packed.data
// RUN: diff %t.plain.data %t.packed.data
// RUN: FileCheck %s < %t.packed
//
// The packing really happened: every intermediate of @mlp and @main shares
// one arena (and buffers do share bytes: the arena is smaller than their sum).
// RUN: memplan-opt %s %bufferize \
// RUN:   --memplan-pack-buffers -mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// REMARK: remark: packed {{[0-9]+}} buffers into an arena of {{[0-9]+}} bytes

// Two layers with ReLU, 4x8 -> 4x16 -> 4x4, then the bits of the result.
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: [
// CHECK-NOT: [0,   0,   0,   0]

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @mlp(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32>, %w2: tensor<16x4xf32>) -> tensor<4x4xi32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %e2 = tensor.empty() : tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<4x16xf32>) outs(%e2 : tensor<4x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x16xf32>
  %e3 = tensor.empty() : tensor<4x4xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %y = linalg.matmul ins(%r, %w2 : tensor<4x16xf32>, tensor<16x4xf32>) outs(%f3 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e4 = tensor.empty() : tensor<4x4xi32>
  %bits = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x4xf32>) outs(%e4 : tensor<4x4xi32>) {
  ^bb0(%a: f32, %o: i32):
    %b = arith.bitcast %a : f32 to i32
    linalg.yield %b : i32
  } -> tensor<4x4xi32>
  return %bits : tensor<4x4xi32>
}

// Inputs from the element indices, so that every value is distinct.
func.func @iota(%rows: index, %cols: index, %scale: f32, %shift: f32, %t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%t : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %cols : index
    %l = arith.addi %k, %j : index
    %n = arith.index_cast %l : index to i32
    %f = arith.sitofp %n : i32 to f32
    %s = arith.mulf %f, %scale : f32
    %v = arith.subf %s, %shift : f32
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %s1 = arith.constant 0.125 : f32
  %s2 = arith.constant 0.03125 : f32
  %d1 = arith.constant 1.5 : f32
  %d2 = arith.constant 2.0 : f32
  %ex = tensor.empty() : tensor<4x8xf32>
  %xd = tensor.cast %ex : tensor<4x8xf32> to tensor<?x?xf32>
  %x = func.call @iota(%c4, %c8, %s1, %d1, %xd) : (index, index, f32, f32, tensor<?x?xf32>) -> tensor<?x?xf32>
  %e1 = tensor.empty() : tensor<8x16xf32>
  %w1d = tensor.cast %e1 : tensor<8x16xf32> to tensor<?x?xf32>
  %w1 = func.call @iota(%c8, %c16, %s2, %d2, %w1d) : (index, index, f32, f32, tensor<?x?xf32>) -> tensor<?x?xf32>
  %e2 = tensor.empty() : tensor<16x4xf32>
  %w2d = tensor.cast %e2 : tensor<16x4xf32> to tensor<?x?xf32>
  %w2 = func.call @iota(%c16, %c4, %s2, %d1, %w2d) : (index, index, f32, f32, tensor<?x?xf32>) -> tensor<?x?xf32>
  %xs = tensor.cast %x : tensor<?x?xf32> to tensor<4x8xf32>
  %w1s = tensor.cast %w1 : tensor<?x?xf32> to tensor<8x16xf32>
  %w2s = tensor.cast %w2 : tensor<?x?xf32> to tensor<16x4xf32>
  %y = func.call @mlp(%xs, %w1s, %w2s) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<4x4xi32>
  %u = tensor.cast %y : tensor<4x4xi32> to tensor<*xi32>
  func.call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}
