// memplan-fence-recompute: one input of each recomputation that reads only
// values computed once passes through the fence (a function argument when
// there is one); a recomputation that reads another is left alone, as it
// differs from its original already. The fence is an unregistered op in
// generic form, for the downstream compiler that defines it.
// RUN: memplan-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(memplan-fence-recompute))' | FileCheck %s
// RUN: memplan-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(memplan-fence-recompute{fence=my.fence}))' | FileCheck %s --check-prefix=OTHER
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-fence-recompute))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=UNREGISTERED

// CHECK-LABEL: func.func @step(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>)
// CHECK:         %[[A:.*]] = math.exp %arg1
// CHECK:         %[[B:.*]] = math.sin %[[A]]
// CHECK-NEXT:    %[[F:.*]] = "util.optimization_barrier"(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:    %[[R1:.*]] = memplan.recompute ins(%{{.*}} = %[[A]] : tensor<8xf32>, %{{.*}} = %[[F]] : tensor<8xf32>)
// CHECK:         %[[R2:.*]] = memplan.recompute ins(%{{.*}} = %[[R1]] : tensor<8xf32>)
// CHECK:         %[[G:.*]] = "util.optimization_barrier"(%[[B]]) : (tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:    memplan.recompute ins(%{{.*}} = %[[G]] : tensor<8xf32>)
// CHECK-NOT:     util.optimization_barrier
// OTHER:         "my.fence"(%arg0)
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
