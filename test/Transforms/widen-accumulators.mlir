// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-widen-accumulators))' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-widen-accumulators))' -o %t.wide.mlir
//
// Widened, the step computes what the same reductions written in f32
// compute, bit for bit; as given, it does not (each term is rounded to the
// half type as it is added).
// RUN: memplan-run %S/Inputs/widen-accumulators-f32.mlir --entry=step --compare=%t.wide.mlir --opt-level=0 | FileCheck %s --check-prefix=SAME
// RUN: not memplan-run %S/Inputs/widen-accumulators-f32.mlir --entry=step --compare=%s --opt-level=0 | FileCheck %s --check-prefix=DIFFERS
// SAME: bitwise equal: 3 outputs, 132 values
// DIFFERS: result #0 element

// A bf16 matmul from a zero fill: an f32 fill, the matmul generalized with
// its inputs extended and its products added in f32, the sums rounded to
// bf16 once; the bf16 fill goes.
// CHECK-LABEL: func.func @step
// CHECK-NOT:     linalg.fill ins(%{{.*}} : bf16)
// CHECK:         %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[E:.+]] = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT:    %[[Z:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<8x8xf32>)
// CHECK-NEXT:    %[[M:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8x64xbf16>, tensor<64x8xbf16>) outs(%[[Z]] : tensor<8x8xf32>)
// CHECK-NEXT:    ^bb0(%[[A:.+]]: bf16, %[[B:.+]]: bf16, %[[OUT:.+]]: f32):
// CHECK-NEXT:      %[[AW:.+]] = arith.extf %[[A]] : bf16 to f32
// CHECK-NEXT:      %[[BW:.+]] = arith.extf %[[B]] : bf16 to f32
// CHECK-NEXT:      %[[P:.+]] = arith.mulf %[[AW]], %[[BW]] : f32
// CHECK-NEXT:      %[[S:.+]] = arith.addf %[[OUT]], %[[P]] : f32
// CHECK-NEXT:      linalg.yield %[[S]] : f32
// CHECK:         %[[R:.+]] = linalg.generic {{.*}} ins(%[[M]] : tensor<8x8xf32>) outs(%{{.*}} : tensor<8x8xbf16>)
// CHECK-NEXT:    ^bb0(%[[IN:.+]]: f32, %{{.*}}: bf16):
// CHECK-NEXT:      arith.truncf %[[IN]] : f32 to bf16
//
// A sum of squares into f16: its body computes in f32 too.
// CHECK:         ins(%arg2 : tensor<4x64xf16>) outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT:    ^bb0(%[[X:.+]]: f16, %[[ACC:.+]]: f32):
// CHECK-NEXT:      %[[XW:.+]] = arith.extf %[[X]] : f16 to f32
// CHECK-NEXT:      %[[SQ:.+]] = arith.mulf %[[XW]], %[[XW]] : f32
// CHECK-NEXT:      arith.addf %[[SQ]], %[[ACC]] : f32
// CHECK:         arith.truncf %{{.*}} : f32 to f16
//
// A matmul into a broadcast bias starts from the bias's values in f32.
// CHECK:         %[[BIAS:.+]] = linalg.broadcast ins(%arg3 : tensor<8xbf16>)
// CHECK:         %[[BW32:.+]] = linalg.generic {{.*}} ins(%[[BIAS]] : tensor<8x8xbf16>) outs(%{{.*}} : tensor<8x8xf32>)
// CHECK-NEXT:    ^bb0(%[[V:.+]]: bf16, %{{.*}}: f32):
// CHECK-NEXT:      arith.extf %[[V]] : bf16 to f32
// CHECK:         linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<8x64xbf16>, tensor<64x8xbf16>) outs(%[[BW32]] : tensor<8x8xf32>)
// CHECK:         return
func.func @step(%a: tensor<8x64xbf16>, %b: tensor<64x8xbf16>, %x: tensor<4x64xf16>, %bias: tensor<8xbf16>) -> (tensor<8x8xbf16>, tensor<4xf16>, tensor<8x8xbf16>) {
  %c0 = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8x8xbf16>
  %z = linalg.fill ins(%c0 : bf16) outs(%e : tensor<8x8xbf16>) -> tensor<8x8xbf16>
  %m = linalg.matmul ins(%a, %b : tensor<8x64xbf16>, tensor<64x8xbf16>) outs(%z : tensor<8x8xbf16>) -> tensor<8x8xbf16>
  %h0 = arith.constant 0.0 : f16
  %e2 = tensor.empty() : tensor<4xf16>
  %z2 = linalg.fill ins(%h0 : f16) outs(%e2 : tensor<4xf16>) -> tensor<4xf16>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x64xf16>) outs(%z2 : tensor<4xf16>) {
  ^bb0(%in: f16, %out: f16):
    %sq = arith.mulf %in, %in : f16
    %r = arith.addf %sq, %out : f16
    linalg.yield %r : f16
  } -> tensor<4xf16>
  %e3 = tensor.empty() : tensor<8x8xbf16>
  %bb = linalg.broadcast ins(%bias : tensor<8xbf16>) outs(%e3 : tensor<8x8xbf16>) dimensions = [0]
  %m2 = linalg.matmul ins(%a, %b : tensor<8x64xbf16>, tensor<64x8xbf16>) outs(%bb : tensor<8x8xbf16>) -> tensor<8x8xbf16>
  return %m, %s, %m2 : tensor<8x8xbf16>, tensor<4xf16>, tensor<8x8xbf16>
}

// Left as they are: a reduction into f32, an elementwise op into bf16, a
// reduction whose body reads a tensor (tensor.extract), one that reads
// the bits of its bf16 input (arith.bitcast), and a maximum (exact in bf16).
// CHECK-LABEL: func.func @kept
// CHECK:         linalg.generic {{.*}} ins(%arg0 : tensor<4x64xf32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK:         linalg.generic {{.*}} ins(%arg1 : tensor<4x64xbf16>) outs(%{{.*}} : tensor<4x64xbf16>)
// CHECK:         linalg.generic {{.*}} ins(%arg1 : tensor<4x64xbf16>) outs(%{{.*}} : tensor<4xbf16>)
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK-NEXT:      linalg.index 1
// CHECK-NEXT:      tensor.extract %arg2
// CHECK:         linalg.generic {{.*}} ins(%arg1 : tensor<4x64xbf16>) outs(%{{.*}} : tensor<4xbf16>)
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK-NEXT:      arith.bitcast %{{.*}} : bf16 to i16
// CHECK:         linalg.generic {{.*}} ins(%arg1 : tensor<4x64xbf16>) outs(%{{.*}} : tensor<4xbf16>)
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK-NEXT:      arith.maximumf %{{.*}} : bf16
// CHECK-NOT:     f32
// CHECK:         return
func.func @kept(%x: tensor<4x64xf32>, %y: tensor<4x64xbf16>, %t: tensor<64xbf16>) -> (tensor<4xf32>, tensor<4x64xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x64xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x64xbf16>
  %n = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x64xbf16>) outs(%e2 : tensor<4x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %r = arith.negf %in : bf16
    linalg.yield %r : bf16
  } -> tensor<4x64xbf16>
  %b0 = arith.constant 0.0 : bf16
  %e3 = tensor.empty() : tensor<4xbf16>
  %z3 = linalg.fill ins(%b0 : bf16) outs(%e3 : tensor<4xbf16>) -> tensor<4xbf16>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<4x64xbf16>) outs(%z3 : tensor<4xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %i = linalg.index 1 : index
    %f = tensor.extract %t[%i] : tensor<64xbf16>
    %p = arith.mulf %in, %f : bf16
    %r = arith.addf %p, %out : bf16
    linalg.yield %r : bf16
  } -> tensor<4xbf16>
  %v = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<4x64xbf16>) outs(%z3 : tensor<4xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %bits = arith.bitcast %in : bf16 to i16
    %back = arith.bitcast %bits : i16 to bf16
    %r = arith.addf %back, %out : bf16
    linalg.yield %r : bf16
  } -> tensor<4xbf16>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<4x64xbf16>) outs(%z3 : tensor<4xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %r = arith.maximumf %in, %out : bf16
    linalg.yield %r : bf16
  } -> tensor<4xbf16>
  return %s, %n, %w, %v, %mx : tensor<4xf32>, tensor<4x64xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>
}

// A reduction whose body reads its loop indices is widened too.
// CHECK-LABEL: func.func @indexed
// CHECK:         ins(%arg0 : tensor<4x64xbf16>) outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT:    ^bb0(%[[IN:.+]]: bf16, %[[ACC:.+]]: f32):
// CHECK-NEXT:      %[[W:.+]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT:      %[[I:.+]] = linalg.index 1 : index
// CHECK-NEXT:      %[[C:.+]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[F:.+]] = arith.sitofp %[[C]] : i32 to f32
// CHECK-NEXT:      %[[P:.+]] = arith.mulf %[[W]], %[[F]] : f32
// CHECK-NEXT:      arith.addf %[[P]], %[[ACC]] : f32
func.func @indexed(%y: tensor<4x64xbf16>) -> tensor<4xbf16> {
  %b0 = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<4xbf16>
  %z = linalg.fill ins(%b0 : bf16) outs(%e : tensor<4xbf16>) -> tensor<4xbf16>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<4x64xbf16>) outs(%z : tensor<4xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to bf16
    %p = arith.mulf %in, %f : bf16
    %r = arith.addf %p, %out : bf16
    linalg.yield %r : bf16
  } -> tensor<4xbf16>
  return %w : tensor<4xbf16>
}
