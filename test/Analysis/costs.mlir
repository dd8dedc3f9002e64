// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs))' -split-input-file | FileCheck %s --check-prefix=CHECK-A100
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{device=h100-sxm}))' -split-input-file | FileCheck %s --check-prefix=CHECK-H100
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{profile=%S/Inputs/profile.json}))' -split-input-file | FileCheck %s --check-prefix=CHECK-PROFILE

// FLOPs = iteration domain x body ops; bytes = inputs + outputs (read too
// when the body reads them); time = max(FLOPs/peak, bytes/HBM) + 4 us.

// CHECK-A100-LABEL: func.func @small
// CHECK-H100-LABEL: func.func @small
// CHECK-PROFILE-LABEL: func.func @small
func.func @small(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %h: tensor<2x3xf16>)
    -> (tensor<4x16xf32>, tensor<4x5xf16>) {
  %zero = arith.constant 0.0 : f32
  %zh = arith.constant 0.0 : f16
  // CHECK-A100: tensor.empty() : tensor<4x16xf32>
  // CHECK-A100-NOT: memplan.cost
  %e = tensor.empty() : tensor<4x16xf32>
  // Fill: no arithmetic, writes 256 bytes: 256 / 1555e9 s + 4 us.
  // CHECK-A100: linalg.fill {memplan.cost = {bytes = 256 : i64, flops = 0 : i64, time_us = 4.00016{{[0-9]*}} : f64}}
  // CHECK-PROFILE: linalg.fill {memplan.cost = {bytes = 256 : i64, flops = 0 : i64, measured, time_us = 1.000000e+00 : f64}}
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  // 4x16x8 domain, mulf + addf: 1024 FLOPs; 128 + 512 read, 256 read and
  // written: 1152 bytes, memory-bound: 1152 / 1555e9 s + 4 us.
  // CHECK-A100: linalg.matmul {memplan.cost = {bytes = 1152 : i64, flops = 1024 : i64, time_us = 4.00074{{[0-9]*}} : f64}}
  // CHECK-H100: linalg.matmul {memplan.cost = {bytes = 1152 : i64, flops = 1024 : i64, time_us = 4.00034{{[0-9]*}} : f64}}
  // The profile names this op by its location.
  // CHECK-PROFILE: linalg.matmul {memplan.cost = {bytes = 1152 : i64, flops = 1024 : i64, measured, time_us = 1.250000e+01 : f64}}
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32> loc("conv1")
  // Padding moves 12 bytes in and 40 out.
  // CHECK-A100: tensor.pad
  // CHECK-A100: memplan.cost = {bytes = 52 : i64, flops = 0 : i64
  %p = tensor.pad %h low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zh : f16
  } : tensor<2x3xf16> to tensor<4x5xf16>
  return %m, %p : tensor<4x16xf32>, tensor<4x5xf16>
}

// -----

// Compute-bound: 2^31 FLOPs. f32 on the A100's 19.5 TFLOP/s: 110.127 us +
// 4 us; f16 on its 312 TFLOP/s: 6.883 us + 4 us.
// CHECK-A100-LABEL: func.func @big
// CHECK-A100: linalg.matmul {memplan.cost = {bytes = 16777216 : i64, flops = 2147483648 : i64, time_us = 114.127{{[0-9]*}} : f64}}
// CHECK-A100: linalg.matmul {memplan.cost = {bytes = 8388608 : i64, flops = 2147483648 : i64, time_us = 10.882{{[0-9]*}} : f64}}
func.func @big(%a: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>,
               %ah: tensor<1024x1024xf16>, %ch: tensor<1024x1024xf16>)
    -> (tensor<1024x1024xf32>, tensor<1024x1024xf16>) {
  %m = linalg.matmul ins(%a, %a : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mh = linalg.matmul ins(%ah, %ah : tensor<1024x1024xf16>, tensor<1024x1024xf16>) outs(%ch : tensor<1024x1024xf16>) -> tensor<1024x1024xf16>
  return %m, %mh : tensor<1024x1024xf32>, tensor<1024x1024xf16>
}
