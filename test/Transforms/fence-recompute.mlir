// memplan-fence-recompute keeps each recomputation apart from its original
// for a downstream CSE.
//
// style=attribute (the default): the ops of each recomputation's body, its
// constants and terminator aside, get memplan.recomputed = <its number>;
// ops nested in them are left alone (CSE compares regions with their op).
// After inlining, CSE keeps the recomputation; without the pass it merges
// it back into the original.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fence-recompute))' | FileCheck %s --check-prefix=ATTR
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fence-recompute{attribute=my.mark}))' | FileCheck %s --check-prefix=NAMED
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fence-recompute,memplan-inline-recompute,cse))' | FileCheck %s --check-prefix=KEPT
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-inline-recompute,cse))' | FileCheck %s --check-prefix=MERGED
//
// The ops nested in a recomputed op (a linalg.generic's body) are marked
// too: a downstream rewrite that rebuilds the op, here upstream elementwise
// fusion, drops the op's attributes but clones its body, and CSE, comparing
// bodies op by op, still keeps the recomputation.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fence-recompute,memplan-inline-recompute,linalg-fuse-elementwise-ops,cse))' | FileCheck %s --check-prefix=FUSED
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fence-recompute{attribute=mark}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=BADNAME
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fence-recompute{style=barrier}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=BADSTYLE
//
// style=op: one input of each recomputation that reads only values computed
// once passes through the fence (a function argument when there is one); a
// recomputation that reads another is left alone, as it differs from its
// original already. The fence is an unregistered op in generic form, for
// the downstream compiler that defines it.
// RUN: memplan-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(memplan-fence-recompute{style=op}))' | FileCheck %s
// RUN: memplan-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(memplan-fence-recompute{style=op fence=my.fence}))' | FileCheck %s --check-prefix=OTHER
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fence-recompute{style=op}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// RUN: not memplan-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(memplan-fence-recompute{style=op fence=barrier}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=BADFENCE

// BADNAME:  error: memplan-fence-recompute: attribute 'mark' is not a dialect-prefixed name (such as 'memplan.recomputed')
// BADSTYLE: error: memplan-fence-recompute: unknown style 'barrier' (expected 'attribute' or 'op')

// ATTR-LABEL: func.func @step(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>)
// ATTR:         %[[R1:.*]] = memplan.recompute ins(%arg2 = %0 : tensor<8xf32>, %arg3 = %arg0 : tensor<8xf32>) -> tensor<8xf32> {
// ATTR-NEXT:      %[[M:.*]] = arith.mulf %arg2, %arg3 {memplan.recomputed = 1 : i64} : tensor<8xf32>
// ATTR-NEXT:      memplan.yield %[[M]] : tensor<8xf32>
// ATTR:         memplan.recompute ins(%arg2 = %[[R1]] : tensor<8xf32>) -> tensor<8xf32> {
// ATTR-NEXT:      math.cos %arg2 {memplan.recomputed = 2 : i64} : tensor<8xf32>
// ATTR:         memplan.recompute ins(%arg2 = %1 : tensor<8xf32>) -> tensor<8xf32> {
// ATTR-NEXT:      math.tanh %arg2 {memplan.recomputed = 3 : i64} : tensor<8xf32>
// ATTR-NOT:     util.optimization_barrier
// NAMED:        arith.mulf %arg2, %arg3 {my.mark = 1 : i64} : tensor<8xf32>

// CHECK-LABEL: func.func @step(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>)
// CHECK:         %[[A:.*]] = math.exp %arg1
// CHECK:         %[[B:.*]] = math.sin %[[A]]
// CHECK-NEXT:    %[[F:.*]] = "util.optimization_barrier"(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:    %[[R1:.*]] = memplan.recompute ins(%{{.*}} = %[[A]] : tensor<8xf32>, %{{.*}} = %[[F]] : tensor<8xf32>)
// CHECK:         %[[R2:.*]] = memplan.recompute ins(%{{.*}} = %[[R1]] : tensor<8xf32>)
// CHECK:         %[[G:.*]] = "util.optimization_barrier"(%[[B]]) : (tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:    memplan.recompute ins(%{{.*}} = %[[G]] : tensor<8xf32>)
// CHECK-NOT:     util.optimization_barrier
// CHECK-LABEL: func.func @same(%arg0: tensor<8xf32>)
// CHECK:         %[[H:.*]] = "util.optimization_barrier"(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:    memplan.recompute ins(%{{.*}} = %[[H]] : tensor<8xf32>)
// CHECK-NOT:     util.optimization_barrier
// CHECK-LABEL: func.func @rebuilt(%arg0: tensor<8xf32>)
// CHECK:         %[[I:.*]] = "util.optimization_barrier"(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:    memplan.recompute ins(%{{.*}} = %[[I]] : tensor<8xf32>)
// CHECK-NOT:     util.optimization_barrier
// OTHER:         "my.fence"(%arg0)
// BADFENCE: error: memplan-fence-recompute: fence 'barrier' is not an op name (a dialect's namespace, a dot and a name, such as 'util.optimization_barrier')
// UNREGISTERED:  error: memplan-fence-recompute creates 'util.optimization_barrier', which no loaded dialect defines: run with -allow-unregistered-dialect (the output is for a downstream compiler that defines it)
func.func @step(%w: tensor<8xf32>, %x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %a = math.exp %x : tensor<8xf32>
  %b = math.sin %a : tensor<8xf32>
  %r1 = memplan.recompute ins(%p = %a : tensor<8xf32>, %q = %w : tensor<8xf32>) -> tensor<8xf32> {
    %m = arith.mulf %p, %q : tensor<8xf32>
    memplan.yield %m : tensor<8xf32>
  }
  %r2 = memplan.recompute ins(%p = %r1 : tensor<8xf32>) -> tensor<8xf32> {
    %n = math.cos %p : tensor<8xf32>
    memplan.yield %n : tensor<8xf32>
  }
  %r3 = memplan.recompute ins(%p = %b : tensor<8xf32>) -> tensor<8xf32> {
    %n = math.tanh %p : tensor<8xf32>
    memplan.yield %n : tensor<8xf32>
  }
  return %r2, %r3, %a : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// ATTR-LABEL: func.func @same(%arg0: tensor<8xf32>)
// ATTR:         memplan.recompute ins(%arg1 = %arg0 : tensor<8xf32>) -> tensor<8xf32> {
// ATTR-NEXT:      %cst_0 = arith.constant dense<2.000000e+00> : tensor<8xf32>
// ATTR-NEXT:      %[[A:.*]] = math.exp %arg1 {memplan.recomputed = 1 : i64} : tensor<8xf32>
// ATTR-NEXT:      %[[E:.*]] = tensor.empty() {memplan.recomputed = 1 : i64} : tensor<8xf32>
// ATTR-NEXT:      linalg.generic {{.*}} ins(%[[A]], %cst_0 : tensor<8xf32>, tensor<8xf32>) outs(%[[E]] : tensor<8xf32>) attrs =  {memplan.recomputed = 1 : i64} {
// ATTR-NEXT:      ^bb0(%in: f32, %in_1: f32, %out: f32):
// ATTR-NEXT:        arith.mulf %in, %in_1 {memplan.recomputed = 1 : i64} : f32
// ATTR-NEXT:        linalg.yield
// KEPT-LABEL:  func.func @same(%arg0: tensor<8xf32>)
// KEPT:          %[[B:.*]] = linalg.generic
// KEPT:          %[[A:.*]] = math.exp %arg0 {memplan.recomputed = 1 : i64} : tensor<8xf32>
// KEPT:          %[[R:.*]] = linalg.generic {{.*}} ins(%[[A]], %cst : tensor<8xf32>, tensor<8xf32>) {{.*}} attrs =  {memplan.recomputed = 1 : i64}
// KEPT:          return %[[B]], %[[R]] : tensor<8xf32>, tensor<8xf32>
// MERGED-LABEL: func.func @same(%arg0: tensor<8xf32>)
// MERGED:         %[[B:.*]] = linalg.generic
// MERGED-NOT:     math.exp
// MERGED:         return %[[B]], %[[B]] : tensor<8xf32>, tensor<8xf32>
#map = affine_map<(d0) -> (d0)>
func.func @same(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c = arith.constant dense<2.000000e+00> : tensor<8xf32>
  %a = math.exp %x : tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %b = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%a, %c : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %m = arith.mulf %in, %in2 : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %r = memplan.recompute ins(%p = %x : tensor<8xf32>) -> tensor<8xf32> {
    %c2 = arith.constant dense<2.000000e+00> : tensor<8xf32>
    %a2 = math.exp %p : tensor<8xf32>
    %e2 = tensor.empty() : tensor<8xf32>
    %b2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%a2, %c2 : tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
    ^bb0(%in: f32, %in2: f32, %out: f32):
      %m = arith.mulf %in, %in2 : f32
      linalg.yield %m : f32
    } -> tensor<8xf32>
    memplan.yield %b2 : tensor<8xf32>
  }
  return %b, %r : tensor<8xf32>, tensor<8xf32>
}

// FUSED-LABEL: func.func @rebuilt(%arg0: tensor<8xf32>)
// FUSED:         %[[B:.*]] = linalg.generic
// FUSED-NEXT:    ^bb0(%in: f32, %out: f32):
// FUSED-NEXT:      %[[N:.*]] = arith.negf %in : f32
// FUSED-NEXT:      %[[E:.*]] = math.exp %[[N]] : f32
// FUSED:         %[[R:.*]] = linalg.generic
// FUSED-NEXT:    ^bb0(%in: f32, %out: f32):
// FUSED-NEXT:      %[[N2:.*]] = arith.negf %in {memplan.recomputed = 1 : i64} : f32
// FUSED-NEXT:      %[[E2:.*]] = math.exp %[[N2]] {memplan.recomputed = 1 : i64} : f32
// FUSED:         return %[[B]], %[[R]] : tensor<8xf32>, tensor<8xf32>
func.func @rebuilt(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  %b = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = math.exp %in : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %r = memplan.recompute ins(%p = %x : tensor<8xf32>) -> tensor<8xf32> {
    %e2 = tensor.empty() : tensor<8xf32>
    %a2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%p : tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %n = arith.negf %in : f32
      linalg.yield %n : f32
    } -> tensor<8xf32>
    %b2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a2 : tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = math.exp %in : f32
      linalg.yield %m : f32
    } -> tensor<8xf32>
    memplan.yield %b2 : tensor<8xf32>
  }
  return %b, %r : tensor<8xf32>, tensor<8xf32>
}
