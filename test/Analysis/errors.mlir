// What memplan cannot model is refused with the same located errors by
// every pass that builds the memory analysis: the two that print it and the
// planner.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -split-input-file -verify-diagnostics
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-liveness))' -split-input-file -verify-diagnostics
// RUN: memplan-opt %s --memplan-plan='budget-fraction=1.0' -split-input-file -verify-diagnostics
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{device=tpu}))' -split-input-file 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{profile=%S/Inputs/missing.json}))' 2>&1 | FileCheck %s --check-prefix=NOPROFILE
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{profile=%S/Inputs/bad-profile.json}))' 2>&1 | FileCheck %s --check-prefix=BADPROFILE

// DEVICE: for the --device option: Cannot find option named 'tpu'!
// NOPROFILE: error: cannot read profile '{{.*}}missing.json'
// BADPROFILE: error: profile '{{.*}}bad-profile.json': entry "conv1": expected a finite, non-negative number of microseconds
// A time past the largest double reads as infinity: refused too.
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{profile=%S/Inputs/infinite-profile.json}))' 2>&1 | FileCheck %s --check-prefix=INFPROFILE
// INFPROFILE: error: profile '{{.*}}infinite-profile.json': entry "linalg.matmul": expected a finite, non-negative number of microseconds
// An op named twice: which time would it take? Refused, not the last one.
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{profile=%S/Inputs/duplicate-profile.json}))' 2>&1 | FileCheck %s --check-prefix=DUPPROFILE
// DUPPROFILE: error: profile '{{.*}}duplicate-profile.json': invalid JSON: duplicate member "linalg.matmul" (at byte 40)

func.func @dynamic_result(%a: tensor<8x4xf32>, %n: index) -> tensor<?x4xf32> {
  // expected-error @+1 {{result #0: cannot size 'tensor<?x4xf32>': its shape is dynamic (memplan plans steps whose tensors all have static shapes: export the step with static input sizes)}}
  %e = tensor.empty(%n) : tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// -----

// expected-error @+1 {{argument #1: cannot size 'tensor<?xf32>': its shape is dynamic (memplan plans steps whose tensors all have static shapes: export the step with static input sizes)}}
func.func @dynamic_argument(%a: tensor<4xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

func.func @unsized_element(%p: !llvm.ptr) -> tensor<4x!llvm.ptr> {
  // expected-error @+1 {{result #0: cannot size 'tensor<4x!llvm.ptr>': element type '!llvm.ptr' has no known size}}
  %e = tensor.empty() : tensor<4x!llvm.ptr>
  return %e : tensor<4x!llvm.ptr>
}

// -----

// expected-error @+1 {{memplan expects a function body of one block, but it has 2; plan before lowering structured control flow to branches}}
func.func @branches(%a: tensor<4xf32>) -> tensor<4xf32> {
  cf.br ^next
^next:
  return %a : tensor<4xf32>
}

// -----

// Sizes that do not fit in 64 bits are errors where they are made, not
// wrapped numbers (a 2^66-byte tensor was once sized 0 bytes).
// expected-error @+1 {{argument #0: cannot size 'tensor<4294967296x4294967296xf32>': its size does not fit in 64 bits}}
func.func @huge_argument(%a: tensor<4294967296x4294967296xf32>) -> tensor<4294967296x4294967296xf32> {
  return %a : tensor<4294967296x4294967296xf32>
}

// -----

// expected-error @+1 {{argument #0: cannot size 'tensor<9223372036854775807xf32>': its size does not fit in 64 bits}}
func.func @huge_one_dimension(%a: tensor<9223372036854775807xf32>) -> tensor<9223372036854775807xf32> {
  return %a : tensor<9223372036854775807xf32>
}

// -----

// Each tensor fits; together they do not.
// expected-error @+1 {{the function's tensors need more than 2^63-1 bytes in all}}
func.func @huge_total(%a: tensor<1152921504606846976xi32>, %b: tensor<1152921504606846976xi32>) -> tensor<1152921504606846976xi32> {
  return %a : tensor<1152921504606846976xi32>
}
