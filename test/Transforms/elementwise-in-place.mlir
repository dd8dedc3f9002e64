// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-elementwise-in-place))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-elementwise-in-place))' -o %t.in-place.mlir
// RUN: memplan-run %s --entry=step --compare=%t.in-place.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME
// RUN: memplan-opt %t.in-place.mlir --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMORY
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: memplan-opt %t.in-place.mlir --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUFFERS
//
// memplan-prepare (what memplan-pipeline runs before planning) runs it, and
// elementwise-in-place=0 leaves the ops as they are.
// RUN: memplan-opt %s --memplan-prepare | FileCheck %s
// RUN: memplan-opt %s --memplan-prepare="elementwise-in-place=0" | FileCheck %s --check-prefix=OFF
// OFF-LABEL: func.func @step
// OFF:         linalg.matmul
// OFF-NEXT:    tensor.empty
// OFF-NEXT:    linalg.generic
// RUN: not memplan-opt %s --memplan-prepare="splat-min-bytes=-2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: splat-min-bytes must be -1 or at least 0, got -2

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>

// The ReLU of a matmul that nothing else reads writes into the matmul's
// result, and so do the bias added to it (a broadcast operand) and the
// exponential of that. The exponential is read twice: its negation gets a
// buffer of its own, and the sum of the two, where the exponential dies
// (the negation is returned), writes into the exponential.
// CHECK-LABEL: func.func @step
// CHECK:         %[[MM:.+]] = linalg.matmul
// CHECK:         %[[RELU:.+]] = linalg.generic {{.*}} ins(%[[MM]] : tensor<16x16xf32>) outs(%[[MM]] : tensor<16x16xf32>)
// CHECK:         %[[BIAS:.+]] = linalg.generic {{.*}} ins(%[[RELU]], %arg2 : tensor<16x16xf32>, tensor<16xf32>) outs(%[[RELU]] : tensor<16x16xf32>)
// CHECK:         %[[EXP:.+]] = linalg.exp ins(%[[BIAS]] : tensor<16x16xf32>) outs(%[[BIAS]] : tensor<16x16xf32>)
// CHECK:         %[[E5:.+]] = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT:    %[[NEG:.+]] = linalg.negf ins(%[[EXP]] : tensor<16x16xf32>) outs(%[[E5]] : tensor<16x16xf32>)
// CHECK-NEXT:    tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT:    linalg.add ins(%[[NEG]], %[[EXP]] : tensor<16x16xf32>, tensor<16x16xf32>) outs(%[[EXP]] : tensor<16x16xf32>)
// CHECK:         return
//
// One node for the matmul with its ReLU, bias and exponential, one buffer
// for them. The planning graph already counted each of them as taking the
// buffer of the input that dies at it (memplan-pipeline runs this pass
// again after planning, where recomputation may have let more inputs die):
// the peak is the same, 5184 B, with 7 nodes before and 4 after.
// BEFORE: remark: persistent 2112 bytes, returned 2048 bytes, 7 nodes, 8 edges, unplanned peak 5184 bytes at step 0 (linalg.matmul), lower bound 5184 bytes
// MEMORY: remark: persistent 2112 bytes, returned 2048 bytes, 4 nodes, 5 edges, unplanned peak 5184 bytes at step 0 (linalg.exp), lower bound 5184 bytes
// Each op has its own tensor.empty, as torch-mlir writes them: bufferized,
// the step allocates 6 buffers before and 2 after.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUFFERS-BEFORE
// BUFFERS-BEFORE-LABEL: func.func @step
// BUFFERS-BEFORE-COUNT-6: memref.alloc()
// BUFFERS-BEFORE-NOT:   memref.alloc()
// BUFFERS-BEFORE:       return
// BUFFERS-LABEL: func.func @step
// BUFFERS-COUNT-2: memref.alloc()
// BUFFERS-NOT:   memref.alloc()
// BUFFERS:       return
// SAME: bitwise equal: 2 outputs
func.func @step(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>, %b: tensor<16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<16x16xf32>) outs(%e2 : tensor<16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.maximumf %a, %zero : f32
    linalg.yield %y : f32
  } -> tensor<16x16xf32>
  %e3 = tensor.empty() : tensor<16x16xf32>
  %bias = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%relu, %b : tensor<16x16xf32>, tensor<16xf32>) outs(%e3 : tensor<16x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %y = arith.addf %a, %c : f32
    linalg.yield %y : f32
  } -> tensor<16x16xf32>
  %e4 = tensor.empty() : tensor<16x16xf32>
  %exp = linalg.exp ins(%bias : tensor<16x16xf32>) outs(%e4 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e5 = tensor.empty() : tensor<16x16xf32>
  %neg = linalg.negf ins(%exp : tensor<16x16xf32>) outs(%e5 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e6 = tensor.empty() : tensor<16x16xf32>
  %sum = linalg.add ins(%neg, %exp : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e6 : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %sum, %neg : tensor<16x16xf32>, tensor<16x16xf32>
}

// Left alone: an argument (the caller's buffer), a constant, a transposed
// read, a change of element type, a body that reads its destination, a
// destination that is no empty tensor, and an input made outside the op's
// block. A product with a second operand read element for element writes
// into the first; the planning graph keeps the two nodes of their own (the
// second operand would be live through the first one's work too).
// CHECK-LABEL: func.func @kept
// CHECK:         %[[E:[0-9]+]] = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT:    %[[P:.+]] = linalg.exp ins(%arg0
// CHECK-NEXT:    linalg.mul ins(%[[P]], %arg0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%[[P]] :
// CHECK-NEXT:    linalg.negf ins(%arg0 : tensor<16x16xf32>) outs(%[[E]] :
// CHECK-NEXT:    linalg.negf ins(%cst : tensor<16x16xf32>) outs(%[[E]] :
// CHECK-NEXT:    %[[T:.+]] = linalg.exp ins(%arg0
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[T]] : tensor<16x16xf32>) outs(%[[E]] : tensor<16x16xf32>)
// CHECK:         %[[X1:.+]] = linalg.exp ins(%arg0
// CHECK:         linalg.generic {{.*}} ins(%[[X1]] : tensor<16x16xf32>) outs(%{{[0-9]+}} : tensor<16x16xf64>)
// CHECK:         %[[X2:.+]] = linalg.exp ins(%arg0
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[X2]] : tensor<16x16xf32>) outs(%[[E]] : tensor<16x16xf32>)
// CHECK:         %[[X3:.+]] = linalg.exp ins(%arg0
// CHECK:         linalg.negf ins(%[[X3]] : tensor<16x16xf32>) outs(%arg1 : tensor<16x16xf32>)
// CHECK:         %[[X4:.+]] = linalg.exp ins(%arg0
// CHECK:         scf.if
// CHECK-NEXT:      linalg.negf ins(%[[X4]] : tensor<16x16xf32>) outs(%[[E]] : tensor<16x16xf32>)
func.func @kept(%x: tensor<16x16xf32>, %y: tensor<16x16xf32>, %c: i1) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf64>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
  %cst = arith.constant dense<1.0> : tensor<16x16xf32>
  %e = tensor.empty() : tensor<16x16xf32>
  %p = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %pm = linalg.mul ins(%p, %x : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a = linalg.negf ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %k = linalg.negf ins(%cst : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %t = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %tr = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<16x16xf32>
  %x1 = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e64 = tensor.empty() : tensor<16x16xf64>
  %ext = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x1 : tensor<16x16xf32>) outs(%e64 : tensor<16x16xf64>) {
  ^bb0(%v: f32, %o: f64):
    %w = arith.extf %v : f32 to f64
    linalg.yield %w : f64
  } -> tensor<16x16xf64>
  %x2 = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %acc = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x2 : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %w = arith.addf %v, %o : f32
    linalg.yield %w : f32
  } -> tensor<16x16xf32>
  %x3 = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %n3 = linalg.negf ins(%x3 : tensor<16x16xf32>) outs(%y : tensor<16x16xf32>) -> tensor<16x16xf32>
  %x4 = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %n4 = scf.if %c -> tensor<16x16xf32> {
    %m = linalg.negf ins(%x4 : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
    scf.yield %m : tensor<16x16xf32>
  } else {
    scf.yield %x : tensor<16x16xf32>
  }
  return %pm, %a, %k, %tr, %ext, %acc, %n3, %n4 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf64>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}

// A matmul that reads its destination as an input is no elementwise op:
// bufferization gives it a copy to write into, and the planning graph keeps
// the exponential as a node of its own (3 buffers at once, not 2).
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=READS
// READS: remark: persistent 1024 bytes, returned 1024 bytes, 3 nodes, 2 edges, unplanned peak 3072 bytes
// RUN: memplan-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=READS-BUFFERS
// READS-BUFFERS-LABEL: func.func @reads_destination
// READS-BUFFERS-COUNT-2: memref.alloc()
// READS-BUFFERS-NOT:   memref.alloc()
// READS-BUFFERS:       return
func.func @reads_destination(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %p = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m = linalg.matmul ins(%p, %p : tensor<16x16xf32>, tensor<16x16xf32>) outs(%p : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %m : tensor<16x16xf32>
}

// The centring of a batch normalization: the mean reads the exponential
// first; the subtraction, where the exponential dies, writes into it. The
// two stay nodes of their own (the mean comes between them); the
// subtraction's output takes no bytes of its own at its step (counted so
// before the rewrite too): the peak is the argument, one 1 KiB tensor and
// two rows, 2176 B; bufferized, 3 buffers -> 2.
// CHECK-LABEL: func.func @centered
// CHECK:         %[[P:.+]] = linalg.exp ins(%arg0
// CHECK:         %[[M:.+]] = linalg.generic {{.*}} ins(%[[P]] : tensor<16x16xf32>) outs(%{{.+}} : tensor<16xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[P]], %[[M]] : tensor<16x16xf32>, tensor<16xf32>) outs(%[[P]] : tensor<16x16xf32>)
// BEFORE: remark: persistent 1024 bytes, returned 64 bytes, 5 nodes, 5 edges, unplanned peak 2176 bytes at step 1 (linalg.generic), lower bound 2176 bytes
// MEMORY: remark: persistent 1024 bytes, returned 64 bytes, 5 nodes, 5 edges, unplanned peak 2176 bytes at step 1 (linalg.generic), lower bound 2176 bytes
// BUFFERS-BEFORE-LABEL: func.func @centered
// BUFFERS-BEFORE-COUNT-3: memref.alloc()
// BUFFERS-BEFORE-NOT:   memref.alloc()
// BUFFERS-BEFORE:       return
// BUFFERS-LABEL: func.func @centered
// BUFFERS-COUNT-2: memref.alloc()
// BUFFERS-NOT:   memref.alloc()
// BUFFERS:       return
// RUN: memplan-run %s --entry=centered --compare=%t.in-place.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-CENTERED
// SAME-CENTERED: bitwise equal: 1 outputs
#row = affine_map<(d0, d1) -> (d0)>
func.func @centered(%x: tensor<16x16xf32>) -> tensor<16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %p = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %er = tensor.empty() : tensor<16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<16xf32>) -> tensor<16xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%p : tensor<16x16xf32>) outs(%z : tensor<16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %w = arith.addf %v, %o : f32
    linalg.yield %w : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%p, %m : tensor<16x16xf32>, tensor<16xf32>) outs(%e2 : tensor<16x16xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %w = arith.subf %v, %u : f32
    linalg.yield %w : f32
  } -> tensor<16x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%er : tensor<16xf32>) -> tensor<16xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%d : tensor<16x16xf32>) outs(%z2 : tensor<16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %w = arith.mulf %v, %v : f32
    %a = arith.addf %w, %o : f32
    linalg.yield %a : f32
  } -> tensor<16xf32>
  return %s : tensor<16xf32>
}
