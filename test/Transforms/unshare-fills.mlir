// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-unshare-fills))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-unshare-fills))' -o %t.unshared.mlir
// RUN: memplan-run %s --entry=step --compare=%t.unshared.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: memplan-opt %t.unshared.mlir --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMORY
// RUN: memplan-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUFFERS-BEFORE
// RUN: memplan-opt %t.unshared.mlir --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUFFERS
//
// memplan-prepare runs it; unshare-fills=0 leaves the fills shared.
// RUN: memplan-opt %s --memplan-prepare | FileCheck %s
// RUN: memplan-opt %s --memplan-prepare="unshare-fills=0" | FileCheck %s --check-prefix=OFF
// OFF-LABEL: func.func @step
// OFF:         %[[Z:.+]] = linalg.fill
// OFF-NEXT:    linalg.matmul {{.*}} outs(%[[Z]] :
// OFF-NEXT:    linalg.matmul {{.*}} outs(%[[Z]] :

// Three matmuls and an add write into one zero fill, as torch-mlir's CSE
// leaves them. Each matmul gets its own fill just before it; the add, whose
// body never reads its destination, gets an empty tensor. The one-use fill
// of the reduction stays where it is.
// CHECK-LABEL: func.func @step
// CHECK:         %[[ZERO:.+]] = arith.constant 0.0
// CHECK-NOT:     linalg.fill
// CHECK:         %[[E0:.+]] = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT:    %[[F0:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E0]] : tensor<16x16xf32>)
// CHECK-NEXT:    %[[A:.+]] = linalg.matmul ins(%arg0, %arg1 : {{.*}}) outs(%[[F0]] : tensor<16x16xf32>)
// CHECK-NEXT:    %[[E1:.+]] = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT:    %[[F1:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E1]] : tensor<16x16xf32>)
// CHECK-NEXT:    %[[B:.+]] = linalg.matmul ins(%[[A]], %arg1 : {{.*}}) outs(%[[F1]] : tensor<16x16xf32>)
// CHECK-NEXT:    %[[E2:.+]] = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT:    %[[C:.+]] = linalg.add ins(%[[A]], %[[B]] : {{.*}}) outs(%[[E2]] : tensor<16x16xf32>)
// CHECK-NEXT:    %[[E3:.+]] = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT:    %[[F3:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E3]] : tensor<16x16xf32>)
// CHECK-NEXT:    %[[D:.+]] = linalg.matmul ins(%[[C]], %arg1 : {{.*}}) outs(%[[F3]] : tensor<16x16xf32>)
// CHECK-NEXT:    %[[ER:.+]] = tensor.empty() : tensor<16xf32>
// CHECK-NEXT:    %[[FR:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[ER]] : tensor<16xf32>)
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[D]] : tensor<16x16xf32>) outs(%[[FR]] : tensor<16xf32>)
// CHECK:         return
//
// The shared fill was one more 1 KiB tensor live through the step, read by
// the add too; each fill of its own is one node with its matmul, and the
// add, its destination an empty tensor now, takes the buffer of the matmul
// output that dies at it (as memplan-pipeline bufferizes it).
// BEFORE: remark: persistent 2048 bytes, returned 1088 bytes, 7 nodes, 11 edges, unplanned peak 7232 bytes at step 3 (linalg.add), lower bound 7232 bytes
// MEMORY: remark: persistent 2048 bytes, returned 1088 bytes, 6 nodes, 7 edges, unplanned peak 5184 bytes at step 1 (linalg.matmul), lower bound 5184 bytes
// Bufferized, every matmul but the last copied the shared fill into a
// buffer of its own; now each fills its own buffer, and nothing is copied.
// BUFFERS-BEFORE-LABEL: func.func @step
// BUFFERS-BEFORE-COUNT-2: memref.copy
// BUFFERS-BEFORE-NOT:   memref.copy
// BUFFERS-BEFORE:       return
// BUFFERS-LABEL: func.func @step
// BUFFERS-NOT:   memref.copy
// BUFFERS:       return
// SAME: bitwise equal: 2 outputs
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @step(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a = linalg.matmul ins(%x, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %b = linalg.matmul ins(%a, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %c = linalg.add ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %d = linalg.matmul ins(%c, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %er = tensor.empty() : tensor<16xf32>
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<16xf32>) -> tensor<16xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%d : tensor<16x16xf32>) outs(%zr : tensor<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = arith.addf %in, %acc : f32
    linalg.yield %t : f32
  } -> tensor<16xf32>
  return %d, %s : tensor<16x16xf32>, tensor<16xf32>
}

// A fill that is also read keeps its readers; a fill of a tensor that is not
// empty, and a fill written by one op, stay as they are.
// CHECK-LABEL: func.func @kept
// CHECK:         %[[Z:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<8xf32>)
// CHECK:         %[[E:.+]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:    %[[OWN:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E]] : tensor<8xf32>)
// CHECK-NEXT:    %[[S:.+]] = tensor.insert_slice %arg1 into %[[OWN]][0] [4] [1]
// CHECK-NEXT:    %[[Y:.+]] = linalg.add ins(%[[S]], %[[Z]] : tensor<8xf32>, tensor<8xf32>)
// CHECK-NEXT:    %[[G:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%arg0 : tensor<8xf32>)
// CHECK-NEXT:    tensor.insert_slice %arg1 into %[[G]][0] [4] [1]
// CHECK-NEXT:    tensor.insert_slice %arg1 into %[[G]][4] [4] [1]
func.func @kept(%x: tensor<8xf32>, %p: tensor<4xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = tensor.insert_slice %p into %z[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %y = linalg.add ins(%s, %z : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %g = linalg.fill ins(%one : f32) outs(%x : tensor<8xf32>) -> tensor<8xf32>
  %g0 = tensor.insert_slice %p into %g[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %g1 = tensor.insert_slice %p into %g[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %y, %g0, %g1 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
