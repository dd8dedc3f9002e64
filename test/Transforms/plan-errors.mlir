// What memplan-plan refuses, with the value the user gave and where.
// RUN: not memplan-opt %s --memplan-plan='budget-bytes=2560 budget-fraction=0.5' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error: memplan-plan needs exactly one of budget-bytes (device bytes for the step) and budget-fraction (a fraction of the unplanned peak, e.g. budget-fraction=0.6)
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=0' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: the budget fraction 0 is out of range: a fraction of the unplanned peak is above 0 and at most 1e6
// A negative or NaN value is named as given, not taken for no budget (or for
// -1 bytes).
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=-0.5' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: the budget fraction -0.5 is out of range: a fraction of the unplanned peak is above 0 and at most 1e6
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=nan' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NAN
// NAN: error: the budget fraction nan is out of range: a fraction of the unplanned peak is above 0 and at most 1e6
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=0.5 time-limit=nan' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NAN-LIMIT
// NAN-LIMIT: error: memplan-plan: time-limit is a number of seconds (negative: no limit), got nan
// RUN: not memplan-opt %s --memplan-plan='budget-bytes=-5' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NEGATIVE-BYTES
// NEGATIVE-BYTES: error: the budget of -5 bytes is negative
// RUN: not memplan-opt %s --memplan-plan='budget-bytes=-5 budget-fraction=0.5' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=TWO
// A fraction in any notation a double has, and the deprecated `budget`
// (a fraction when it has a decimal point) resolve to the same bytes.
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=9e-1 functions=step' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: not memplan-opt %s --memplan-plan='budget=0.9 functions=step' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=SAME
// SAME: error: the budget of 460 bytes is below what the greedy planner reaches: 512 bytes at least
// The error is at the function's location, without the function printed
// after it (as an error attached to the op would be, by default).
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=9e-1 functions=step' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-DUMP
// NO-DUMP: plan-errors.mlir:{{[0-9]+}}:1: error: the budget of 460 bytes is below what the greedy planner reaches: 512 bytes at least
// NO-DUMP-NOT: see current operation
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=1.0e400' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not memplan-opt %s --memplan-plan='budget-bytes=99999999999999999999' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=BYTES
// HUGE: error: the budget fraction inf is out of range: a fraction of the unplanned peak is above 0 and at most 1e6
// BYTES: for the --budget-bytes option: '99999999999999999999' value invalid for long argument!

// A function name that names nothing is an error, not an empty plan.
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=0.9 functions=step,nope' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NAME
// Nor does an error about the options print the module.
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=0.9 functions=step,nope' 2>&1 | FileCheck %s --check-prefix=NAME-NO-DUMP
// NAME-NO-DUMP: error: memplan-plan: functions names 'nope'
// NAME-NO-DUMP-NOT: see current operation
// NAME: error: memplan-plan: functions names 'nope', which is not a function with a body here (functions with a body: step returns_handle)

// A report that cannot be written is an error at the module, not a fatal
// error of the output stream.
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=1.0 functions=step report=/dev/full' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: error: cannot write report '/dev/full': No space left on device

// A host handle cannot leave the function: refused where it is returned.
// RUN: not memplan-opt %s --memplan-plan='budget-fraction=0.9 functions=returns_handle' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=HANDLE
// RUN: not memplan-opt %s --memplan-pipeline='budget-fraction=0.9 functions=returns_handle' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=HANDLE
// HANDLE: plan-errors.mlir:[[@LINE+14]]:3: error: memplan cannot plan a function that returns a host handle (result #0 is '!memplan.host<tensor<64xf32>>'): swap it in with memplan.swap_in before returning it

#map = affine_map<(d0) -> (d0)>
func.func @step(%a: tensor<64xf32>) -> tensor<64xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<64xf32>) outs(%a : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  } -> tensor<64xf32>
  return %0 : tensor<64xf32>
}

func.func @returns_handle(%a: tensor<64xf32>) -> !memplan.host<tensor<64xf32>> {
  %h = memplan.swap_out %a : tensor<64xf32> -> !memplan.host<tensor<64xf32>>
  return %h : !memplan.host<tensor<64xf32>>
}
