// The host lowering says what it cannot take, at the op: code that still
// works on tensors (it lowers buffers), and an op no upstream conversion
// lowers to LLVM (left behind, wrapped in unrealized casts, it would fail
// later in the translation to LLVM IR, at the function's location).
// RUN: memplan-opt %s --split-input-file --memplan-host-lowering -verify-diagnostics -o /dev/null

func.func @on_tensors(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{the host lowering takes bufferized code, and 'tensor.empty' still works on tensors: bufferize the module first (memplan-pipeline, or one-shot-bufferize)}}
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @softmax_on_buffers(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  // expected-error@+1 {{'linalg.softmax' has no lowering to the LLVM dialect on the host}}
  linalg.softmax dimension(1) ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}

// -----

// A fully lowered module passes.
func.func @exp_on_buffers(%x: memref<4xf32>, %y: memref<4xf32>) {
  linalg.exp ins(%x : memref<4xf32>) outs(%y : memref<4xf32>)
  return
}
