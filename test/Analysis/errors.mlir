// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-print-memory))' -split-input-file -verify-diagnostics
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{device=tpu}))' -split-input-file 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{profile=%S/Inputs/missing.json}))' 2>&1 | FileCheck %s --check-prefix=NOPROFILE
// RUN: not memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{profile=%S/Inputs/bad-profile.json}))' 2>&1 | FileCheck %s --check-prefix=BADPROFILE

// DEVICE: error: unknown device preset 'tpu'; expected one of: v100-16gb a100-40gb h100-sxm h200
// NOPROFILE: error: cannot read profile '{{.*}}missing.json'
// BADPROFILE: error: profile '{{.*}}bad-profile.json': entry "conv1": expected a non-negative number of microseconds

func.func @dynamic_result(%a: tensor<8x4xf32>, %n: index) -> tensor<?x4xf32> {
  // expected-error @+1 {{result #0: cannot size 'tensor<?x4xf32>': dynamic shapes need an upper bound}}
  %e = tensor.empty(%n) : tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// -----

// expected-error @+1 {{argument #1: cannot size 'tensor<?xf32>': dynamic shapes need an upper bound}}
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

// Structured control flow is one step: what the loop reads from above is
// used at that step, and its result is a buffer of its own. That buffer is
// returned: it counts at every step (outside the arena), %e from step 2 to
// the loop.
// expected-remark @below {{persistent 16 bytes, returned 16 bytes, 2 buffers, peak 48 bytes at step 2 (tensor.empty), lower bound 48 bytes at step 2 (tensor.empty); planning graph of 2 nodes and 1 edges}}
func.func @loop(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  // expected-remark @below {{step 0: 32 bytes resident}}
  %c0 = arith.constant 0 : index
  // expected-remark @below {{step 1: 32 bytes resident}}
  %c1 = arith.constant 1 : index
  // expected-remark @below {{step 2: 48 bytes resident}}
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @below {{step 3: 48 bytes resident}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<4xf32> {
    %s = arith.addf %acc, %a : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  // expected-remark @below {{step 4: 32 bytes resident}}
  return %r : tensor<4xf32>
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
