// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-propagate-nan))' | FileCheck %s
// RUN: memplan-run %s --entry=step | FileCheck %s --check-prefix=BEFORE
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-propagate-nan))' -o %t.mlir
// RUN: memplan-run %t.mlir --entry=step | FileCheck %s --check-prefix=AFTER

// torch-mlir's lowerings of torch.clamp, torch.maximum and torch.minimum
// take the larger or smaller value by a comparison and a selection, which
// drops a NaN; the pass makes them maximumf and minimumf, which keep it, as
// PyTorch's ops do. Selections of values the comparison did not compare,
// comparisons that do not order, and comparisons read twice stay.

// CHECK-LABEL: func.func @step
// The clamp: both bounds.
// CHECK:       ^bb0(%[[X:[^:]+]]: f32, %{{[^:]+}}: f32):
// CHECK-NEXT:    %[[LO:.+]] = arith.maximumf %[[X]], %{{[^ ]+}} : f32
// CHECK-NEXT:    %[[HI:.+]] = arith.minimumf %[[LO]], %{{[^ ]+}} : f32
// CHECK-NEXT:    linalg.yield %[[HI]] : f32
// The maximum and the minimum, then the same by the other comparison.
// CHECK:       ^bb0(%[[A:[^:]+]]: f32, %[[B:[^:]+]]: f32, %{{[^:]+}}: f32):
// CHECK-NEXT:    %[[R:.+]] = arith.maximumf %[[A]], %[[B]] : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
// CHECK:       ^bb0(%[[A:[^:]+]]: f32, %[[B:[^:]+]]: f32, %{{[^:]+}}: f32):
// CHECK-NEXT:    %[[R:.+]] = arith.minimumf %[[A]], %[[B]] : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
// CHECK:       ^bb0(%[[A:[^:]+]]: f32, %[[B:[^:]+]]: f32, %{{[^:]+}}: f32):
// CHECK-NEXT:    %[[R:.+]] = arith.maximumf %[[A]], %[[B]] : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
// CHECK:       ^bb0(%[[A:[^:]+]]: f32, %[[B:[^:]+]]: f32, %{{[^:]+}}: f32):
// CHECK-NEXT:    %[[R:.+]] = arith.minimumf %[[A]], %[[B]] : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
// The leaky ReLU, the equality and the argmax keep their selections.
// CHECK:         arith.cmpf ogt
// CHECK-NEXT:    arith.mulf
// CHECK-NEXT:    arith.select
// CHECK:         arith.cmpf oeq
// CHECK-NEXT:    arith.select
// CHECK:         %[[GT:.+]] = arith.cmpf ogt
// CHECK-NEXT:    arith.select %[[GT]], {{.+}} : f32
// CHECK:         arith.select %[[GT]], {{.+}} : i64
// The index of a running maximum moves to the first NaN: "greater"
// unordered while the running maximum is a number. Likewise the minimum's.
// CHECK:       ^bb0(%[[IN:[^:]+]]: f32, %[[ACC:[^:]+]]: f32, %[[ACCI:[^:]+]]: i64):
// CHECK:         arith.maximumf %[[IN]], %[[ACC]] : f32
// CHECK-NEXT:    %[[GT:.+]] = arith.cmpf ugt, %[[IN]], %[[ACC]] : f32
// CHECK-NEXT:    %[[NUM:.+]] = arith.cmpf ord, %[[ACC]], %[[ACC]] : f32
// CHECK-NEXT:    %[[MOVE:.+]] = arith.andi %[[GT]], %[[NUM]] : i1
// CHECK-NEXT:    arith.select %[[MOVE]], %{{.+}}, %[[ACCI]] : i64
// CHECK:       ^bb0(%[[IN:[^:]+]]: f32, %[[ACC:[^:]+]]: f32, %[[ACCI:[^:]+]]: i64):
// CHECK:         arith.minimumf %[[IN]], %[[ACC]] : f32
// CHECK-NEXT:    %[[LT:.+]] = arith.cmpf ult, %[[IN]], %[[ACC]] : f32
// CHECK-NEXT:    %[[NUM:.+]] = arith.cmpf ord, %[[ACC]], %[[ACC]] : f32
// CHECK-NEXT:    %[[MOVE:.+]] = arith.andi %[[LT]], %[[NUM]] : i1
// CHECK-NEXT:    arith.select %[[MOVE]], %{{.+}}, %[[ACCI]] : i64
// CHECK:         return

// Before, a NaN became the bound or the other value; after, each maximum
// and minimum of a NaN is NaN, the index of the maximum or minimum of b is
// that of its NaN, and the rest is unchanged. The inputs:
// a = (NaN, 3, -2, 0.5), b = (1, NaN, -1, 0.25).
// BEFORE:      result #0: tensor<4xf32>
// BEFORE-NEXT:   -1 1 -1 0.5
// BEFORE:      result #1: tensor<4xf32>
// BEFORE-NEXT:   1 nan -1 0.5
// BEFORE:      result #2: tensor<4xf32>
// BEFORE-NEXT:   1 nan -2 0.25
// BEFORE:      result #3: tensor<4xf32>
// BEFORE-NEXT:   1 nan -1 0.5
// BEFORE:      result #4: tensor<4xf32>
// BEFORE-NEXT:   1 nan -2 0.25
// BEFORE:      result #5: tensor<4xf32>
// BEFORE-NEXT:   nan 3 -0.25 0.5
// BEFORE:      result #6: tensor<4xf32>
// BEFORE-NEXT:   1 nan -1 0.25
// BEFORE:      result #7: tensor<4xf32>
// BEFORE-NEXT:   1 nan -1 0.5
// BEFORE:      result #8: tensor<4xi64>
// BEFORE-NEXT:   1 1 1 0
// BEFORE:      result #9: tensor<i64>
// BEFORE-NEXT:   0
// BEFORE:      result #10: tensor<i64>
// BEFORE-NEXT:   0
// AFTER:       result #0: tensor<4xf32>
// AFTER-NEXT:    nan 1 -1 0.5
// AFTER:       result #1: tensor<4xf32>
// AFTER-NEXT:    nan nan -1 0.5
// AFTER:       result #2: tensor<4xf32>
// AFTER-NEXT:    nan nan -2 0.25
// AFTER:       result #3: tensor<4xf32>
// AFTER-NEXT:    nan nan -1 0.5
// AFTER:       result #4: tensor<4xf32>
// AFTER-NEXT:    nan nan -2 0.25
// AFTER:       result #5: tensor<4xf32>
// AFTER-NEXT:    nan 3 -0.25 0.5
// AFTER:       result #6: tensor<4xf32>
// AFTER-NEXT:    1 nan -1 0.25
// AFTER:       result #7: tensor<4xf32>
// AFTER-NEXT:    1 nan -1 0.5
// AFTER:       result #8: tensor<4xi64>
// AFTER-NEXT:    1 1 1 0
// AFTER:       result #9: tensor<i64>
// AFTER-NEXT:    1
// AFTER:       result #10: tensor<i64>
// AFTER-NEXT:    1

#id = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
func.func @step(%unused: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi64>, tensor<i64>, tensor<i64>) {
  %a = arith.constant dense<[0x7FC00000, 3.0, -2.0, 0.5]> : tensor<4xf32>
  %b = arith.constant dense<[1.0, 0x7FC00000, -1.0, 0.25]> : tensor<4xf32>
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %slope = arith.constant 0.125 : f32
  %e = tensor.empty() : tensor<4xf32>
  // torch.clamp(a, -1, 1), as torch-mlir lowers it.
  %clamp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ult, %in, %lo : f32
    %1 = arith.select %0, %lo, %in : f32
    %2 = arith.cmpf ugt, %1, %hi : f32
    %3 = arith.select %2, %hi, %1 : f32
    linalg.yield %3 : f32
  } -> tensor<4xf32>
  // torch.maximum(a, b) and torch.minimum(a, b).
  %max = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.cmpf ogt, %in, %in_0 : f32
    %1 = arith.select %0, %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  %min = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.cmpf olt, %in, %in_0 : f32
    %1 = arith.select %0, %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  // The larger by "less than or equal", the smaller by "greater than or
  // equal", unordered.
  %max2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.cmpf ule, %in, %in_0 : f32
    %1 = arith.select %0, %in_0, %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  %min2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.cmpf uge, %in, %in_0 : f32
    %1 = arith.select %0, %in_0, %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  // A leaky ReLU selects a value it did not compare.
  %leaky = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ogt, %in, %zero : f32
    %1 = arith.mulf %in, %slope : f32
    %2 = arith.select %0, %in, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<4xf32>
  // Equality does not order.
  %eq = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.cmpf oeq, %in, %in_0 : f32
    %1 = arith.select %0, %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  // An argmax picks its index by the comparison too.
  %ei = tensor.empty() : tensor<4xi64>
  %best:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e, %ei : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32, %out_1: i64):
    %0 = arith.cmpf ogt, %in, %in_0 : f32
    %1 = arith.select %0, %in, %in_0 : f32
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %2 = arith.select %0, %c0, %c1 : i64
    linalg.yield %1, %2 : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  // torch.max(b, 0) and torch.min(b, 0), as torch-mlir lowers them: the
  // running value and its index.
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %c0 = arith.constant 0 : i64
  %s = tensor.empty() : tensor<f32>
  %si = tensor.empty() : tensor<i64>
  %lowest = linalg.fill ins(%ninf : f32) outs(%s : tensor<f32>) -> tensor<f32>
  %highest = linalg.fill ins(%inf : f32) outs(%s : tensor<f32>) -> tensor<f32>
  %first = linalg.fill ins(%c0 : i64) outs(%si : tensor<i64>) -> tensor<i64>
  %argmax:2 = linalg.generic {indexing_maps = [#id, #scalar, #scalar], iterator_types = ["reduction"]} ins(%b : tensor<4xf32>) outs(%lowest, %first : tensor<f32>, tensor<i64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %0 = linalg.index 0 : index
    %1 = arith.index_cast %0 : index to i64
    %2 = arith.maximumf %in, %out : f32
    %3 = arith.cmpf ogt, %in, %out : f32
    %4 = arith.select %3, %1, %out_1 : i64
    linalg.yield %2, %4 : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  %argmin:2 = linalg.generic {indexing_maps = [#id, #scalar, #scalar], iterator_types = ["reduction"]} ins(%b : tensor<4xf32>) outs(%highest, %first : tensor<f32>, tensor<i64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %0 = linalg.index 0 : index
    %1 = arith.index_cast %0 : index to i64
    %2 = arith.minimumf %in, %out : f32
    %3 = arith.cmpf olt, %in, %out : f32
    %4 = arith.select %3, %1, %out_1 : i64
    linalg.yield %2, %4 : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  return %clamp, %max, %min, %max2, %min2, %leaky, %eq, %best#0, %best#1, %argmax#1, %argmin#1 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi64>, tensor<i64>, tensor<i64>
}
