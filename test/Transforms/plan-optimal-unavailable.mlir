// Without CBC at build time the pass's optimal strategy says so.
// REQUIRES: !cbc
// RUN: not memplan-opt %s --memplan-plan="budget-fraction=0.9 strategy=optimal" -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// CHECK: error: memplan was built without COIN-OR CBC (Debian package coinor-libcbc-dev), so the optimal planner is unavailable

func.func @step(%x: tensor<64xf32>) -> tensor<64xf32> {
  return %x : tensor<64xf32>
}
