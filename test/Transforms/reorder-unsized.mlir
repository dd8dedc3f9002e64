// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-reorder))' 2>&1 | FileCheck %s --implicit-check-not=error

// Dynamic shapes: the planning graph cannot size the body, which is left
// as it is, without a diagnostic (memplan-plan reports it).
// CHECK-LABEL: func.func @dynamic
// CHECK:         linalg.exp
// CHECK:         linalg.exp
func.func @dynamic(%x: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e0 = tensor.empty(%d) : tensor<?x64xf32>
  %a = linalg.exp ins(%x : tensor<?x64xf32>) outs(%e0 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %e1 = tensor.empty(%d) : tensor<?x64xf32>
  %b = linalg.exp ins(%a : tensor<?x64xf32>) outs(%e1 : tensor<?x64xf32>) -> tensor<?x64xf32>
  return %b : tensor<?x64xf32>
}
