// Tensor arguments the caller does not donate become read-only to
// bufferization; donated ones, arguments already marked, other types and
// declarations are left as they are.
// RUN: memplan-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(memplan-read-only-arguments))' | FileCheck %s
//
// Through memplan-pipeline: the update of %w (an elementwise op whose output
// is its operand, as convert-elementwise-to-linalg makes it) gets a buffer
// of its own instead of overwriting the caller's parameter, which upstream's
// bufferization would do; the donated %m is updated in place.
// RUN: sed -e '/^\/\/ -----/,$d' %s > %t.update.mlir
// RUN: memplan-opt %t.update.mlir --memplan-pipeline="budget-fraction=1" -o %t.packed 2>/dev/null
// RUN: FileCheck %s --check-prefix=PIPE < %t.packed
// RUN: memplan-run %t.update.mlir --entry=update --compare=%t.packed | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 2 outputs, 32 values

// CHECK-LABEL: func.func @update
// CHECK-SAME:    (%{{.*}}: tensor<16xf32> {bufferization.writable = false}, %{{.*}}: tensor<16xf32> {bufferization.writable = false}, %{{.*}}: tensor<16xf32> {memplan.donated})
// PIPE-LABEL: func.func @update
// PIPE-SAME:    (%[[W:.*]]: memref<16xf32>, %[[G:.*]]: memref<16xf32>, %[[M:.*]]: memref<16xf32> {memplan.donated})
// PIPE-NOT:     outs(%[[W]]
// PIPE:         linalg.generic {{.*}} ins(%[[M]], %[[G]] : memref<16xf32>, memref<16xf32>) outs(%[[M]] : memref<16xf32>)
// PIPE-NOT:     outs(%[[W]]
// PIPE:         %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// PIPE-NEXT:    linalg.generic {{.*}} ins(%[[W]], %[[G]] : memref<16xf32>, memref<16xf32>) outs(%[[NEW]] : memref<16xf32>)
// PIPE-NOT:     outs(%[[W]]
// PIPE:         return %[[NEW]], %[[M]]
func.func @update(%w: tensor<16xf32>, %g: tensor<16xf32>, %m: tensor<16xf32> {memplan.donated}) -> (tensor<16xf32>, tensor<16xf32>) {
  %u = arith.subf %w, %g : tensor<16xf32>
  %n = arith.addf %m, %g : tensor<16xf32>
  %v = arith.mulf %u, %n : tensor<16xf32>
  return %v, %n : tensor<16xf32>, tensor<16xf32>
}

// -----

// CHECK-LABEL: func.func @marked
// CHECK-SAME:    (%{{.*}}: tensor<4xf32> {bufferization.writable = true}, %{{.*}}: memref<4xf32>)
func.func @marked(%a: tensor<4xf32> {bufferization.writable = true}, %b: memref<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// CHECK: func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
