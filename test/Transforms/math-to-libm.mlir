// RUN: memplan-opt %s --math-extend-to-supported-types --memplan-math-to-libm | FileCheck %s

// Math ops become libm calls where libm has a function (erf, log1p: the
// small arguments that LLVM's log(1 + x) loses); rsqrt, which libm has no
// function for, 1 / sqrt(x); f16 math in f32, rounded after each op (the
// casts the extension made keep no fast-math flag that would let a folder
// drop them). Only the math ops are rewritten: other ops stay as they are
// (no folding, no region simplification over the module).
// CHECK-DAG: func.func private @erff(f32) -> f32
// CHECK-DAG: func.func private @sqrtf(f32) -> f32
// CHECK-DAG: func.func private @tanhf(f32) -> f32
// CHECK-DAG: func.func private @log1p(f64) -> f64
// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[X:.*]]: f32, %[[H:.*]]: f16, %[[D:.*]]: f64)
// CHECK:      %[[HX:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-NEXT: %[[E:.*]] = call @erff(%[[X]])
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1.0{{.*}} : f32
// CHECK-NEXT: %[[S:.*]] = call @sqrtf(%[[X]])
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[ONE]], %[[S]] : f32
// CHECK-NEXT: %[[T:.*]] = call @tanhf(%[[HX]])
// CHECK-NEXT: %[[TH:.*]] = arith.truncf %[[T]] : f32 to f16
// CHECK-NEXT: %[[L:.*]] = call @log1p(%[[D]])
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[C1]], %[[C2]] : i32
// CHECK-NEXT: return %[[E]], %[[R]], %[[TH]], %[[L]], %[[SUM]]
func.func @f(%x: f32, %h: f16, %d: f64) -> (f32, f32, f16, f64, i32) {
  %e = math.erf %x : f32
  %r = math.rsqrt %x : f32
  %t = math.tanh %h : f16
  %l = math.log1p %d : f64
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  return %e, %r, %t, %l, %s : f32, f32, f16, f64, i32
}

// A function without math ops is left alone.
// CHECK-LABEL: func.func @none(
// CHECK-NEXT: %[[A:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: return %[[A]]
func.func @none(%x: f32) -> f32 {
  %a = arith.addf %x, %x : f32
  return %a : f32
}
