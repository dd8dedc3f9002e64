// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-liveness))' -verify-diagnostics -o /dev/null
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMORY
//
// Without the attributes every new value is returned in a buffer of its own.
// RUN: sed 's/ {memplan.donated}//g' %s > %t.kept.mlir
// RUN: memplan-opt %t.kept.mlir --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=KEPT
//
// After bufferization the updates write into the donated arguments, and the
// function returns them; an argument that is not donated, or is read after
// the update, keeps its contents.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(memplan-elementwise-in-place))' | FileCheck %s --check-prefix=BUFFERS
//
// The same values as without donation, planned and packed or not.
// RUN: memplan-run %s --entry=momentum --compare=%t.kept.mlir --tolerance=0 --opt-level=0 | FileCheck %s --check-prefixes=SAME,MEASURED
// RUN: memplan-run %s --entry=read_after --compare=%t.kept.mlir --tolerance=0 --opt-level=0 | FileCheck %s --check-prefix=SAME
// RUN: memplan-opt %s --memplan-pipeline="budget-fraction=1.0 functions=momentum" -o %t.packed.mlir
// RUN: memplan-run %t.packed.mlir --entry=momentum --compare=%t.kept.mlir --tolerance=0 --opt-level=0 | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 3 outputs
//
// Measured while it runs: donated, the step allocates %g and the loss and
// returns the updated arguments themselves (no copies); without donation,
// the new values too.
// MEASURED: first: allocated 2 buffers, peak 20 bytes live
// MEASURED: second: allocated 4 buffers, peak 52 bytes live

#id = affine_map<(d0) -> (d0)>

// SGD with momentum: m' = m + x * p, p' = p - m'. Each update is the last
// reader of the argument it replaces, so it writes into it: m' and p' need
// no bytes of their own and are not counted at every step. %g reads %p and
// is read after %p is overwritten: it may be swapped, not recomputed.
// Persistent: %x, %p, %m 48 bytes; returned: the loss, 4 bytes.
func.func @momentum(%x: tensor<4xf32>, %p: tensor<4xf32> {memplan.donated}, %m: tensor<4xf32> {memplan.donated}) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{node #0 (linalg.generic): 16 bytes, live [0, 3]; may be swapped}}
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %p : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.mulf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{node #1 (linalg.generic): 16 bytes, live [1, 4], in a donated argument's buffer (no bytes of its own), returned; stays resident}}
  %m2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%m, %g : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e3 = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{node #2 (linalg.generic): 16 bytes, live [2, 4], in a donated argument's buffer (no bytes of its own), returned; stays resident}}
  %p2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%p, %m2 : tensor<4xf32>, tensor<4xf32>) outs(%e3 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %z = tensor.empty() : tensor<f32>
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%z : tensor<f32>) -> tensor<f32>
  // expected-remark @+1 {{node #3 (linalg.reduce): 4 bytes, live [3, 4], absorbs linalg.fill, returned (counted at every step); stays resident}}
  %l = linalg.reduce ins(%g : tensor<4xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  // expected-remark @+1 {{node #4 (func.return): 0 bytes, live [4, 4]; stays resident}}
  return %l, %p2, %m2 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// 48 + 4 resident; + %g 16 until the loss reads it.
// MEMORY: remark: step 0: 68 bytes resident
// MEMORY: remark: step 3: 68 bytes resident
// MEMORY: remark: step 4: 52 bytes resident
// MEMORY: remark: persistent 48 bytes, returned 4 bytes, 5 nodes, 6 edges, unplanned peak 68 bytes at step 0 (linalg.generic), lower bound 68 bytes at step 0 (linalg.generic)
// Not donated: m' and p' 32 bytes more at every step.
// KEPT: remark: persistent 48 bytes, returned 36 bytes, 5 nodes, 6 edges, unplanned peak 100 bytes

// BUFFERS-LABEL: func.func @momentum(
// BUFFERS-SAME:      %[[X:[^:]+]]: memref<4xf32>, %[[P:[^:]+]]: memref<4xf32> {memplan.donated}, %[[M:[^:]+]]: memref<4xf32> {memplan.donated})
// BUFFERS:         %[[G:.+]] = memref.alloc() {{.*}} : memref<4xf32>
// BUFFERS:         linalg.generic {{.*}} ins(%[[X]], %[[P]] : {{.*}}) outs(%[[G]] : memref<4xf32>)
// BUFFERS:         linalg.generic {{.*}} ins(%[[M]], %[[G]] : {{.*}}) outs(%[[M]] : memref<4xf32>)
// BUFFERS:         linalg.generic {{.*}} ins(%[[P]], %[[M]] : {{.*}}) outs(%[[P]] : memref<4xf32>)
// BUFFERS:         return %{{.+}}, %[[P]], %[[M]] :

// The loss reads %p after the update: %p does not die there, and the new
// value gets a buffer of its own, returned and counted at every step; %x is
// not donated: its update writes a buffer of its own too.
func.func @read_after(%x: tensor<4xf32>, %p: tensor<4xf32> {memplan.donated}) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{node #0 (linalg.generic): 16 bytes, live [0, 3], returned (counted at every step); stays resident}}
  %p2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%p, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{node #1 (linalg.generic): 16 bytes, live [1, 3], returned (counted at every step); stays resident}}
  %x2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.negf %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %z = tensor.empty() : tensor<f32>
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%z : tensor<f32>) -> tensor<f32>
  // expected-remark @+1 {{node #2 (linalg.reduce): 4 bytes, live [2, 3], absorbs linalg.fill, returned (counted at every step); stays resident}}
  %l = linalg.reduce ins(%p : tensor<4xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  // expected-remark @+1 {{node #3 (func.return): 0 bytes, live [3, 3]; stays resident}}
  return %l, %p2, %x2 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// MEMORY: remark: persistent 32 bytes, returned 36 bytes, 4 nodes, 3 edges, unplanned peak 68 bytes

// BUFFERS-LABEL: func.func @read_after(
// BUFFERS-SAME:      %[[X:[^:]+]]: memref<4xf32>, %[[P:[^:]+]]: memref<4xf32> {memplan.donated})
// BUFFERS:         %[[P2:.+]] = memref.alloc() {{.*}} : memref<4xf32>
// BUFFERS:         linalg.generic {{.*}} ins(%[[P]], %[[X]] : {{.*}}) outs(%[[P2]] : memref<4xf32>)
// BUFFERS:         %[[X2:.+]] = memref.alloc() {{.*}} : memref<4xf32>
// BUFFERS:         linalg.generic {{.*}} ins(%[[X]] : {{.*}}) outs(%[[X2]] : memref<4xf32>)
// BUFFERS:         return %{{.+}}, %[[P2]], %[[X2]] :
