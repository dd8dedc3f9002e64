// A tensor.pad with negative widths (torch-mlir's lowering of F.pad's
// backward) becomes a slice of its source, padded by the other widths.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-crop-pads))' | FileCheck %s
//
// memplan-run (whose bufferization crops such pads first) computes what the
// hand-written slice and insert computes, and memplan-prepare crops them too.
// RUN: memplan-run %s --entry=mixed --compare=%S/Inputs/crop-pads-by-hand.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 1 outputs, 42 values; largest relative difference 0
// RUN: memplan-opt %s --memplan-prepare | FileCheck %s --check-prefix=PREPARE
// PREPARE-NOT: low[0, -1]
// PREPARE-NOT: high[0, -3]

// CHECK-LABEL: func.func @mixed
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK: %[[S:.*]] = tensor.extract_slice %[[X]][0, 1] [4, 7] [1, 1] : tensor<4x8xf32> to tensor<4x7xf32>
// CHECK: %[[P:.*]] = tensor.pad %[[S]] low[0, 0] high[2, 0]
// CHECK: tensor.yield %{{.*}} : f32
// CHECK: return %[[P]]
func.func @mixed(%x: tensor<4x8xf32>) -> tensor<6x7xf32> {
  %c = arith.constant 0.5 : f32
  %p = tensor.pad %x low[0, -1] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<4x8xf32> to tensor<6x7xf32>
  return %p : tensor<6x7xf32>
}

// Only negative widths: the slice alone.
// CHECK-LABEL: func.func @crop
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[0, 2] [3, 2] [1, 1] : tensor<3x7xf32> to tensor<3x2xf32>
// CHECK-NOT: tensor.pad
// CHECK: return %[[S]]
func.func @crop(%x: tensor<3x7xf32>) -> tensor<3x2xf32> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, -2] high[0, -3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<3x7xf32> to tensor<3x2xf32>
  return %p : tensor<3x2xf32>
}

// A dynamic dimension: the slice's size from the source's.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}, %c0
// CHECK: %[[N:.*]] = arith.subi %[[D]], %c1
// CHECK: tensor.extract_slice %{{.*}}[1] [%[[N]]] [1]
func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %x low[-1] high[2] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// Non-negative and non-constant widths stay.
// CHECK-LABEL: func.func @kept
// CHECK: tensor.pad %{{.*}} low[1] high[%{{.*}}]
// CHECK-NOT: tensor.extract_slice
func.func @kept(%x: tensor<4xf32>, %h: index) -> tensor<?xf32> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %x low[1] high[%h] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// A negative width may cut past the other end of the source: low -5 and
// high 3 on 4 rows leave 2 rows that lie past the source's last row, all
// padding, which the pad's body computes (from the element's indices) in a
// tensor.generate. Cropped otherwise, the slice had -1 rows.
// CHECK-LABEL: func.func @past_the_end
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[G:.*]] = tensor.generate {
// CHECK-NEXT: ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
// CHECK: } : tensor<2x8xf32>
// CHECK: return %[[G]]
// RUN: memplan-run %s --entry=past_the_end --compare=%S/Inputs/crop-pads-by-hand.mlir | FileCheck %s --check-prefix=SAME-PAST
// SAME-PAST: bitwise equal: 1 outputs, 16 values; largest relative difference 0
func.func @past_the_end(%x: tensor<4x8xf32>) -> tensor<2x8xf32> {
  %p = tensor.pad %x low[-5, 0] high[3, 0] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %k = arith.index_cast %s : index to i32
    %f = arith.sitofp %k : i32 to f32
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<2x8xf32>
  return %p : tensor<2x8xf32>
}

// One row of the source is left where the high width cuts all but it (low
// 3 and high -3 on 4 rows: the result's row 3 is the source's row 0).
// CHECK-LABEL: func.func @one_row_left
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
// CHECK: tensor.pad %[[S]] low[3, 0] high[0, 0]
// CHECK: } : tensor<1x8xf32> to tensor<4x8xf32>
// RUN: memplan-run %s --entry=one_row_left --compare=%S/Inputs/crop-pads-by-hand.mlir | FileCheck %s --check-prefix=SAME-ONE
// SAME-ONE: bitwise equal: 1 outputs, 32 values; largest relative difference 0
func.func @one_row_left(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = arith.constant 0.5 : f32
  %p = tensor.pad %x low[3, 0] high[-3, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<4x8xf32> to tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// A pad of a source with no elements is all padding: a tensor.generate of
// the pad's body. Bufferized as a pad, the empty source went in at row 2
// of 2 (low 2), a subview the verifier refuses.
// CHECK-LABEL: func.func @empty_source
// CHECK-NOT: tensor.pad
// CHECK: %[[G:.*]] = tensor.generate {
// CHECK: } : tensor<2x6xf32>
// CHECK: return %[[G]]
// RUN: memplan-run %s --entry=empty_source --compare=%S/Inputs/crop-pads-by-hand.mlir | FileCheck %s --check-prefix=NOSOURCE
// NOSOURCE: bitwise equal: 1 outputs, 12 values; largest relative difference 0
func.func @empty_source(%x: tensor<0x4xf32>) -> tensor<2x6xf32> {
  %p = tensor.pad %x low[2, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.muli %i, %j : index
    %k = arith.index_cast %s : index to i32
    %f = arith.sitofp %k : i32 to f32
    tensor.yield %f : f32
  } : tensor<0x4xf32> to tensor<2x6xf32>
  return %p : tensor<2x6xf32>
}

// A pad to a result with no elements computes nothing: tensor.empty (a
// subview at row 0 of 0 rows, bufferized as a pad).
// CHECK-LABEL: func.func @empty_result
// CHECK-NOT: tensor.pad
// CHECK: %[[E:.*]] = tensor.empty() : tensor<0x6xf32>
// CHECK: return %[[E]]
// RUN: memplan-run %s --entry=empty_result | FileCheck %s --check-prefix=NORESULT
// NORESULT: result #0: tensor<0x6xf32>
func.func @empty_result(%x: tensor<0x4xf32>) -> tensor<0x6xf32> {
  %c = arith.constant 0.5 : f32
  %p = tensor.pad %x low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<0x4xf32> to tensor<0x6xf32>
  return %p : tensor<0x6xf32>
}

// A concatenation drops its operands with no elements (torch.cat with an
// empty tensor); bufferized, the empty one's insertion at row 4 of 4 was a
// subview the verifier refuses.
// CHECK-LABEL: func.func @concat_empty
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %{{.*}}: tensor<0x8xf32>, %[[Y:.*]]: tensor<2x8xf32>)
// CHECK: %[[C:.*]] = tensor.concat dim(0) %[[X]], %[[Y]] : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
// CHECK: return %[[C]]
// RUN: memplan-run %s --entry=concat_empty --compare=%S/Inputs/crop-pads-by-hand.mlir | FileCheck %s --check-prefix=CONCAT
// CONCAT: bitwise equal: 2 outputs, 80 values; largest relative difference 0
func.func @concat_empty(%x: tensor<4x8xf32>, %e: tensor<0x8xf32>, %y: tensor<2x8xf32>) -> (tensor<6x8xf32>, tensor<4x8xf32>) {
  %c = tensor.concat dim(0) %x, %e, %y : (tensor<4x8xf32>, tensor<0x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
  %d = tensor.concat dim(0) %x, %e : (tensor<4x8xf32>, tensor<0x8xf32>) -> tensor<4x8xf32>
  return %c, %d : tensor<6x8xf32>, tensor<4x8xf32>
}

// The same where torch-mlir casts the operands to a dynamic size (its
// torch.roll by 0: the whole tensor and its empty slice, concatenated):
// the empty one is known by what it is cast from; the one operand left is
// cast to the result's type.
// CHECK-LABEL: func.func @concat_empty_cast
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x4xf32>)
// CHECK: %[[C:.*]] = tensor.cast %[[X]] : tensor<1x2x4xf32> to tensor<1x?x4xf32>
// CHECK: %[[R:.*]] = tensor.cast %[[C]] : tensor<1x?x4xf32> to tensor<1x2x4xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[X]][0, 1, 0] [1, 1, 4] [1, 1, 1] : tensor<1x2x4xf32> to tensor<1x1x4xf32>
// CHECK: %[[R2:.*]] = tensor.concat dim(1) %[[C]], %[[S]] : (tensor<1x?x4xf32>, tensor<1x1x4xf32>) -> tensor<1x3x4xf32>
// CHECK: return %[[R]], %[[R2]]
// RUN: memplan-run %s --entry=concat_empty_cast --compare=%S/Inputs/crop-pads-by-hand.mlir | FileCheck %s --check-prefix=CAST
// CAST: bitwise equal: 2 outputs, 20 values; largest relative difference 0
func.func @concat_empty_cast(%x: tensor<1x2x4xf32>) -> (tensor<1x2x4xf32>, tensor<1x3x4xf32>) {
  %c = tensor.cast %x : tensor<1x2x4xf32> to tensor<1x?x4xf32>
  %e = tensor.extract_slice %x[0, 0, 0] [1, 0, 4] [1, 1, 1] : tensor<1x2x4xf32> to tensor<1x0x4xf32>
  %ec = tensor.cast %e : tensor<1x0x4xf32> to tensor<1x?x4xf32>
  %r = tensor.concat dim(1) %c, %ec : (tensor<1x?x4xf32>, tensor<1x?x4xf32>) -> tensor<1x2x4xf32>
  %s = tensor.extract_slice %x[0, 1, 0] [1, 1, 4] [1, 1, 1] : tensor<1x2x4xf32> to tensor<1x1x4xf32>
  %r2 = tensor.concat dim(1) %c, %ec, %s : (tensor<1x?x4xf32>, tensor<1x?x4xf32>, tensor<1x1x4xf32>) -> tensor<1x3x4xf32>
  return %r, %r2 : tensor<1x2x4xf32>, tensor<1x3x4xf32>
}
