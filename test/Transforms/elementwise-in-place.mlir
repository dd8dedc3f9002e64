// RUN: memplan-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(memplan-elementwise-in-place))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(memplan-elementwise-in-place))' -o %t.in-place.mlir
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMORY
//
// The same values as the step run on the buffers bufferization gives it
// (memplan-run runs the pass itself unless told not to).
// RUN: memplan-run %s --entry=step --elementwise-in-place=0 --compare=%t.in-place.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME
// RUN: memplan-run %s --entry=centered --elementwise-in-place=0 --compare=%t.in-place.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-CENTERED
// RUN: memplan-run %s --entry=views --elementwise-in-place=0 --compare=%t.in-place.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-VIEWS
// SAME: bitwise equal: 2 outputs
// SAME-CENTERED: bitwise equal: 1 outputs
// SAME-VIEWS: bitwise equal: 2 outputs
// RUN: memplan-run %s --entry=reshaped --elementwise-in-place=0 --compare=%t.in-place.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-RESHAPED
// SAME-RESHAPED: bitwise equal: 3 outputs
//
// On tensors the pass changes nothing (it runs after bufferization).
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-elementwise-in-place))' | FileCheck %s --check-prefix=TENSORS
// TENSORS-LABEL: func.func @step
// TENSORS:         linalg.matmul
// TENSORS-NEXT:    %[[E2:.+]] = tensor.empty() : tensor<16x16xf32>
// TENSORS-NEXT:    linalg.generic {{.*}} outs(%[[E2]] : tensor<16x16xf32>)
//
// memplan-pipeline runs it after bufferization; elementwise-in-place=0
// leaves every op its own buffer.
// RUN: memplan-opt %s --memplan-pipeline="budget-fraction=1.0 strategy=none functions=step" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: memplan-opt %s --memplan-pipeline="budget-fraction=1.0 strategy=none functions=step elementwise-in-place=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE-OFF
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
#vec = affine_map<(d0) -> (d0)>

// The ReLU of a matmul that nothing else reads writes into the matmul's
// buffer, and so do the bias added to it (a broadcast operand) and the
// exponential of that. The exponential is read twice: its negation gets a
// buffer of its own, and the sum of the two, where the exponential dies
// (the negation is returned), writes into the exponential's: 6 buffers
// become 2.
// CHECK-LABEL: func.func @step
// CHECK:         %[[MM:.+]] = memref.alloc() {{.*}} : memref<16x16xf32>
// CHECK-NEXT:    linalg.fill {{.*}} outs(%[[MM]] :
// CHECK-NEXT:    linalg.matmul {{.*}} outs(%[[MM]] :
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[MM]] : memref<16x16xf32>) outs(%[[MM]] : memref<16x16xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[MM]], %arg2 : memref<16x16xf32>, memref<16xf32>) outs(%[[MM]] : memref<16x16xf32>)
// CHECK:         linalg.exp ins(%[[MM]] : memref<16x16xf32>) outs(%[[MM]] : memref<16x16xf32>)
// CHECK-NEXT:    %[[NEG:.+]] = memref.alloc() {{.*}} : memref<16x16xf32>
// CHECK-NEXT:    linalg.negf ins(%[[MM]] : memref<16x16xf32>) outs(%[[NEG]] : memref<16x16xf32>)
// CHECK-NEXT:    linalg.add ins(%[[NEG]], %[[MM]] : memref<16x16xf32>, memref<16x16xf32>) outs(%[[MM]] : memref<16x16xf32>)
// CHECK-NEXT:    return %[[MM]], %[[NEG]]
//
// The planning graph counts them so on tensors, before the pass: one node
// for the matmul with its ReLU, bias and exponential (4 nodes, not 7).
// MEMORY: remark: persistent 2112 bytes, returned 2048 bytes, 4 nodes, 5 edges, unplanned peak 5184 bytes at step 0 (linalg.exp), lower bound 5184 bytes
// PIPELINE-OFF: :[[@LINE+1]]:1: remark: packed 4 buffers into an arena of 2048 bytes
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
// destination that is the caller's buffer, and an op inside a region. A
// product with a second operand read element for element writes into the
// first.
// CHECK-LABEL: func.func @kept
// CHECK:         %[[CST:.+]] = memref.get_global
// CHECK-NEXT:    %[[IF:.+]] = memref.alloc()
// CHECK-NEXT:    %[[P:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[P]] :
// CHECK-NEXT:    linalg.mul ins(%[[P]], %arg0 : memref<16x16xf32>, memref<16x16xf32>) outs(%[[P]] :
// CHECK-NEXT:    %[[A:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.negf ins(%arg0 : memref<16x16xf32>) outs(%[[A]] :
// CHECK-NEXT:    %[[K:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.negf ins(%[[CST]] : memref<16x16xf32>) outs(%[[K]] :
// CHECK-NEXT:    %[[T:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[T]] :
// CHECK-NEXT:    %[[TR:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[T]] : memref<16x16xf32>) outs(%[[TR]] : memref<16x16xf32>)
// CHECK:         %[[X1:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[X1]] :
// CHECK-NEXT:    %[[EXT:.+]] = memref.alloc() {{.*}} : memref<16x16xf64>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[X1]] : memref<16x16xf32>) outs(%[[EXT]] : memref<16x16xf64>)
// CHECK:         %[[X2:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[X2]] :
// CHECK-NEXT:    %[[ACC:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[X2]] : memref<16x16xf32>) outs(%[[ACC]] : memref<16x16xf32>)
// CHECK:         %[[X3:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[X3]] :
// CHECK-NEXT:    linalg.negf ins(%[[X3]] : memref<16x16xf32>) outs(%arg1 :
// CHECK-NEXT:    %[[X4:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[X4]] :
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      linalg.negf ins(%[[X4]] : memref<16x16xf32>) outs(%[[IF]] :
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
// bufferization gives it a copy to write into, the pass leaves it, and the
// planning graph keeps the exponential as a node of its own (3 buffers at
// once, not 2).
// MEMORY: remark: persistent 1024 bytes, returned 1024 bytes, 3 nodes, 2 edges, unplanned peak 3072 bytes
// CHECK-LABEL: func.func @reads_destination
// CHECK:         %[[P:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[P]] :
// CHECK-NEXT:    %[[M:.+]] = memref.alloc()
// CHECK-NEXT:    memref.copy %[[P]], %[[M]]
// CHECK-NEXT:    linalg.matmul ins(%[[P]], %[[P]] : {{.*}}) outs(%[[M]] :
func.func @reads_destination(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %p = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m = linalg.matmul ins(%p, %p : tensor<16x16xf32>, tensor<16x16xf32>) outs(%p : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %m : tensor<16x16xf32>
}

// The centring of a batch normalization: the mean reads the exponential
// first; the subtraction, where the exponential dies, writes into it. The
// two stay nodes of their own (the mean comes between them); the
// subtraction's output takes no bytes of its own at its step: the peak is
// the argument, one 1 KiB tensor and two rows, 2176 B; 3 buffers -> 2.
// CHECK-LABEL: func.func @centered
// CHECK:         %[[P:.+]] = memref.alloc() {{.*}} : memref<16x16xf32>
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[P]] :
// CHECK-NEXT:    %[[M:.+]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[P]] : memref<16x16xf32>) outs(%[[M]] : memref<16xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[P]], %[[M]] : memref<16x16xf32>, memref<16xf32>) outs(%[[P]] : memref<16x16xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         return %[[M]]
// MEMORY: remark: persistent 1024 bytes, returned 64 bytes, 5 nodes, 5 edges, unplanned peak 2176 bytes at step 1 (linalg.generic), lower bound 2176 bytes
// PIPELINE: :[[@LINE+2]]:1: remark: packed 1 buffers into an arena of 1024 bytes
// PIPELINE-OFF: :[[@LINE+1]]:1: remark: packed 2 buffers into an arena of 2048 bytes
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

// A buffer swapped out is no input to write into: the copy to the host may
// still be reading it. The sum writes into the buffer swapped back in (its
// first input, dying there), a device buffer of its own.
// CHECK-LABEL: func.func @swapped
// CHECK:         %[[P:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[P]] :
// CHECK-NEXT:    %[[H:.+]] = memplan.swap_out %[[P]]
// CHECK-NEXT:    %[[N:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.negf ins(%[[P]] : memref<16x16xf32>) outs(%[[N]] :
// CHECK-NEXT:    %[[B:.+]] = memplan.swap_in %[[H]]
// CHECK-NEXT:    linalg.add ins(%[[B]], %[[N]] : memref<16x16xf32>, memref<16x16xf32>) outs(%[[B]] :
// CHECK-NEXT:    return %[[B]]
func.func @swapped(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %p = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %h = memplan.swap_out %p : tensor<16x16xf32> -> !memplan.host<tensor<16x16xf32>>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %n = linalg.negf ins(%p : tensor<16x16xf32>) outs(%e2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %b = memplan.swap_in %h : !memplan.host<tensor<16x16xf32>> -> tensor<16x16xf32>
  %e3 = tensor.empty() : tensor<16x16xf32>
  %s = linalg.add ins(%b, %n : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e3 : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %s : tensor<16x16xf32>
}

// An input read through a second, transposed map keeps its elements until
// every iteration has read them: the sum gets a buffer of its own. A
// reshape of all of a buffer (the flattened exponential) is that buffer,
// element for element: the negation writes into it where it dies.
// CHECK-LABEL: func.func @views
// CHECK:         %[[P:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[P]] :
// CHECK-NEXT:    %[[T:.+]] = memref.alloc()
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[P]], %[[P]] : memref<16x16xf32>, memref<16x16xf32>) outs(%[[T]] :
// CHECK:         linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[Q:.+]] : memref<16x16xf32>)
// CHECK-NEXT:    %[[FLAT:.+]] = memref.collapse_shape %[[Q]]
// CHECK-NEXT:    linalg.negf ins(%[[FLAT]] : memref<256xf32>) outs(%[[FLAT]] : memref<256xf32>)
// CHECK-NEXT:    return %[[T]], %[[FLAT]]
func.func @views(%x: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<256xf32>) {
  %e = tensor.empty() : tensor<16x16xf32>
  %p = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]} ins(%p, %p : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %w = arith.addf %v, %u : f32
    linalg.yield %w : f32
  } -> tensor<16x16xf32>
  %q = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %flat = tensor.collapse_shape %q [[0, 1]] : tensor<16x16xf32> into tensor<256xf32>
  %e1 = tensor.empty() : tensor<256xf32>
  %n = linalg.negf ins(%flat : tensor<256xf32>) outs(%e1 : tensor<256xf32>) -> tensor<256xf32>
  return %t, %n : tensor<16x16xf32>, tensor<256xf32>
}

// Through a chain of reshapes too (as a max-pool backward's interleaved
// windows, flattened into the input's shape, are masked by the ReLU before
// it), but not where the buffer is read after the op: the second
// exponential, summed after its flattened masking, keeps its buffer, and
// the masking gets one of its own.
// CHECK-LABEL: func.func @reshaped
// CHECK:         %[[A:.+]] = memref.alloc() {{.*}} : memref<16x16xf32>
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[A]] :
// CHECK-NEXT:    %[[X:.+]] = memref.expand_shape %[[A]]
// CHECK-NEXT:    %[[C:.+]] = memref.collapse_shape %[[X]] {{.*}} into memref<8x32xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%arg1, %[[C]] : memref<8x32xi1>, memref<8x32xf32>) outs(%[[C]] : memref<8x32xf32>)
// CHECK:         %[[B:.+]] = memref.alloc() {{.*}} : memref<8x8xf32>
// CHECK-NEXT:    linalg.exp ins(%arg2 : memref<8x8xf32>) outs(%[[B]] :
// CHECK-NEXT:    %[[D:.+]] = memref.collapse_shape %[[B]]
// CHECK-NEXT:    %[[E:.+]] = memref.alloc() {{.*}} : memref<64xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%arg3, %[[D]] : memref<64xi1>, memref<64xf32>) outs(%[[E]] : memref<64xf32>)
//
// The planning graph credits the first masking with the exponential's
// buffer: at that step the exponential's 1024 bytes are all the step holds
// besides the arguments (1600 bytes) and the results (the two row sums and
// the second masking: 320 bytes), as at step 0. Without the credit the
// peak would be at the masking (step 3), 1024 bytes higher.
// MEMORY: remark: persistent 1600 bytes, returned 320 bytes, 10 nodes, 14 edges, unplanned peak 2944 bytes at step 0 (linalg.exp), lower bound 2944 bytes at step 0 (linalg.exp)
func.func @reshaped(%x: tensor<16x16xf32>, %m: tensor<8x32xi1>, %y: tensor<8x8xf32>, %k: tensor<64xi1>) -> (tensor<8xf32>, tensor<8xf32>, tensor<64xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %p = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %x4 = tensor.expand_shape %p [[0, 1], [2, 3]] output_shape [8, 2, 8, 2] : tensor<16x16xf32> into tensor<8x2x8x2xf32>
  %c = tensor.collapse_shape %x4 [[0], [1, 2, 3]] : tensor<8x2x8x2xf32> into tensor<8x32xf32>
  %e1 = tensor.empty() : tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %c : tensor<8x32xi1>, tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
  ^bb0(%b: i1, %v: f32, %o: f32):
    %w = arith.select %b, %zero, %v : f32
    linalg.yield %w : f32
  } -> tensor<8x32xf32>
  %z = tensor.empty() : tensor<8xf32>
  %zf = linalg.fill ins(%zero : f32) outs(%z : tensor<8xf32>) -> tensor<8xf32>
  %rs = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%r : tensor<8x32xf32>) outs(%zf : tensor<8xf32>) {
  ^bb0(%v: f32, %a: f32):
    %w = arith.addf %v, %a : f32
    linalg.yield %w : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %q = linalg.exp ins(%y : tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %flat = tensor.collapse_shape %q [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
  %e3 = tensor.empty() : tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]} ins(%k, %flat : tensor<64xi1>, tensor<64xf32>) outs(%e3 : tensor<64xf32>) {
  ^bb0(%b: i1, %v: f32, %o: f32):
    %w = arith.select %b, %zero, %v : f32
    linalg.yield %w : f32
  } -> tensor<64xf32>
  %z2 = tensor.empty() : tensor<8xf32>
  %zf2 = linalg.fill ins(%zero : f32) outs(%z2 : tensor<8xf32>) -> tensor<8xf32>
  %qs = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%q : tensor<8x8xf32>) outs(%zf2 : tensor<8xf32>) {
  ^bb0(%v: f32, %a: f32):
    %w = arith.addf %v, %a : f32
    linalg.yield %w : f32
  } -> tensor<8xf32>
  return %rs, %qs, %s : tensor<8xf32>, tensor<8xf32>, tensor<64xf32>
}

// A gather (tensor.extract in the body; a memref.load once bufferized)
// reads another buffer at an index of its own: the op writes into the
// input that dies at it. Where it gathers from that input itself, other
// iterations may still read what this one would overwrite.
// CHECK-LABEL: func.func @gather
// CHECK:         %[[P:.+]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16xf32>) outs(%[[P]] :
// CHECK-NEXT:    linalg.generic {{.*}} ins(%arg1, %[[P]] : memref<16xindex>, memref<16xf32>) outs(%[[P]] : memref<16xf32>)
// CHECK:           memref.load %arg0
// CHECK:         %[[Q:.+]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16xf32>) outs(%[[Q]] :
// CHECK-NEXT:    %[[R:.+]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%arg1, %[[Q]] : memref<16xindex>, memref<16xf32>) outs(%[[R]] : memref<16xf32>)
// CHECK:           memref.load %[[Q]]
// RUN: memplan-run %s --entry=gather --elementwise-in-place=0 --compare=%t.in-place.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-GATHER
// SAME-GATHER: bitwise equal: 2 outputs
func.func @gather(%x: tensor<16xf32>, %i: tensor<16xindex>) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %p = linalg.exp ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %g = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]} ins(%i, %p : tensor<16xindex>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%k: index, %v: f32, %o: f32):
    %t = tensor.extract %x[%k] : tensor<16xf32>
    %s = arith.addf %t, %v : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %q = linalg.exp ins(%x : tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  %e3 = tensor.empty() : tensor<16xf32>
  %h = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]} ins(%i, %q : tensor<16xindex>, tensor<16xf32>) outs(%e3 : tensor<16xf32>) {
  ^bb0(%k: index, %v: f32, %o: f32):
    %t = tensor.extract %q[%k] : tensor<16xf32>
    %s = arith.addf %t, %v : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %g, %h : tensor<16xf32>, tensor<16xf32>
}

// A broadcast operand of size 1 read through a 0 in its map (as torch-mlir
// writes a mean over the last dimension) is still elementwise: the
// subtraction writes into the exponential, which dies at it.
// CHECK-LABEL: func.func @broadcast_one
// CHECK:         %[[P:.+]] = memref.alloc() {{.*}} : memref<16x16xf32>
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16x16xf32>) outs(%[[P]] :
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[P]], %arg1 : memref<16x16xf32>, memref<16x1xf32>) outs(%[[P]] : memref<16x16xf32>)
// RUN: memplan-run %s --entry=broadcast_one --elementwise-in-place=0 --compare=%t.in-place.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-BROADCAST
// SAME-BROADCAST: bitwise equal: 1 outputs
#one = affine_map<(d0, d1) -> (d0, 0)>
func.func @broadcast_one(%x: tensor<16x16xf32>, %m: tensor<16x1xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %p = linalg.exp ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %d = linalg.generic {indexing_maps = [#id, #one, #id], iterator_types = ["parallel", "parallel"]} ins(%p, %m : tensor<16x16xf32>, tensor<16x1xf32>) outs(%e2 : tensor<16x16xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %w = arith.subf %v, %u : f32
    linalg.yield %w : f32
  } -> tensor<16x16xf32>
  return %d : tensor<16x16xf32>
}

// A value an scf.if or scf.execute_region yields lives on in its result:
// the sine, which reads the exponential last by itself, does not write into
// it, since the sum reads it through the region op's result afterwards.
// CHECK-LABEL: func.func @yielded
// CHECK:         %[[P:.+]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16xf32>) outs(%[[P]] :
// CHECK-NEXT:    scf.if
// CHECK:         %[[S:.+]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[P]] : memref<16xf32>) outs(%[[S]] : memref<16xf32>)
// CHECK:         %[[Q:.+]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK-NEXT:    linalg.exp ins(%arg0 : memref<16xf32>) outs(%[[Q]] :
// CHECK-NEXT:    scf.execute_region
// CHECK:         %[[T:.+]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[Q]] : memref<16xf32>) outs(%[[T]] : memref<16xf32>)
// RUN: memplan-run %s --entry=yielded --elementwise-in-place=0 --compare=%t.in-place.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME-YIELDED
// SAME-YIELDED: bitwise equal: 2 outputs
func.func @yielded(%x: tensor<16xf32>, %k: tensor<1xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %k0 = tensor.extract %k[%c0] : tensor<1xf32>
  %c = arith.cmpf ole, %k0, %zero : f32
  %e = tensor.empty() : tensor<16xf32>
  %p = linalg.exp ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %a = scf.if %c -> tensor<16xf32> {
    scf.yield %p : tensor<16xf32>
  } else {
    scf.yield %p : tensor<16xf32>
  }
  %e2 = tensor.empty() : tensor<16xf32>
  %s = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%p : tensor<16xf32>) outs(%e2 : tensor<16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %w = math.sin %v : f32
    linalg.yield %w : f32
  } -> tensor<16xf32>
  %e3 = tensor.empty() : tensor<16xf32>
  %r = linalg.add ins(%s, %a : tensor<16xf32>, tensor<16xf32>) outs(%e3 : tensor<16xf32>) -> tensor<16xf32>
  %e4 = tensor.empty() : tensor<16xf32>
  %q = linalg.exp ins(%x : tensor<16xf32>) outs(%e4 : tensor<16xf32>) -> tensor<16xf32>
  %b = scf.execute_region -> tensor<16xf32> {
    scf.yield %q : tensor<16xf32>
  }
  %e5 = tensor.empty() : tensor<16xf32>
  %t = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%q : tensor<16xf32>) outs(%e5 : tensor<16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %w = math.sin %v : f32
    linalg.yield %w : f32
  } -> tensor<16xf32>
  %e6 = tensor.empty() : tensor<16xf32>
  %u = linalg.add ins(%t, %b : tensor<16xf32>, tensor<16xf32>) outs(%e6 : tensor<16xf32>) -> tensor<16xf32>
  return %r, %u : tensor<16xf32>, tensor<16xf32>
}
