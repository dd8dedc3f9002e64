// A 256 KiB splat constant read at the end of the step is persistent
// memory for the planner: 262144 bytes at every step. Turned into a fill
// (memplan-pipeline does it for splats of 64 KiB and more), it is a value
// like the others: filled where it is first read, so the step's peak drops
// by its size, and it is not counted before.
// RUN: memplan-opt %s -mlir-print-op-on-diagnostic=false --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: memplan-opt %s -mlir-print-op-on-diagnostic=false --pass-pipeline='builtin.module(func.func(memplan-splats-to-fills,memplan-print-memory))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILL
// CONST: remark: persistent 524288 bytes, returned 262144 bytes, 5 nodes, 4 edges, unplanned peak 1310720 bytes
// FILL: remark: persistent 262144 bytes, returned 262144 bytes, 6 nodes, 5 edges, unplanned peak 1048576 bytes
//
// memplan-pipeline converts it by default (splat-min-bytes=65536) and runs
// the result bit for bit like the step; splat-min-bytes=-1 keeps it. (The
// step transposes, which write no operand in place, so that the peak is the
// one above.)
// RUN: memplan-opt %s --memplan-pipeline="budget-fraction=1.0" -mlir-print-op-on-diagnostic=false -o %t.packed.mlir 2>&1 | FileCheck %s --check-prefix=PIPE
// PIPE: remark: memplan-plan (greedy, budget 1048576 bytes): peak 1048576 bytes (unplanned 1048576,
// RUN: memplan-run %s --entry=step --opt-level=0 --compare=%t.packed.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 1 outputs
// RUN: memplan-opt %s --memplan-pipeline="budget-fraction=1.0 splat-min-bytes=-1" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=KEEP
// KEEP: remark: memplan-plan (greedy, budget 1310720 bytes): peak 1310720 bytes (unplanned 1310720,
// RUN: not memplan-opt %s --memplan-pipeline="budget-fraction=1.0 splat-min-bytes=-3" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: splat-min-bytes must be -1 or at least 0, got -3
func.func @step(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %ones = arith.constant dense<1.0> : tensor<256x256xf32>
  %i = tensor.empty() : tensor<256x256xf32>
  %a = linalg.transpose ins(%x : tensor<256x256xf32>) outs(%i : tensor<256x256xf32>) permutation = [1, 0]
  %b = linalg.transpose ins(%a : tensor<256x256xf32>) outs(%i : tensor<256x256xf32>) permutation = [1, 0]
  %c = linalg.transpose ins(%b : tensor<256x256xf32>) outs(%i : tensor<256x256xf32>) permutation = [1, 0]
  %d = linalg.add ins(%c, %ones : tensor<256x256xf32>, tensor<256x256xf32>) outs(%i : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %d : tensor<256x256xf32>
}
