// torch-mlir's linalg-on-tensors output keeps sorting, scans and scatters
// as TMTensor ops: memplan's tools refuse each where it is parsed, saying
// how to get linalg instead (MLIR alone says only that the dialect is not
// found).
// RUN: memplan-opt %s -verify-diagnostics -split-input-file
// RUN: not memplan-run %s 2>&1 | FileCheck %s --check-prefix=RUNNER

// RUNNER: error: custom op 'tm_tensor.scan' is torch-mlir's TMTensor dialect, which memplan cannot read: {{.*}} decomposition_table=memplan.torch.decompositions()

func.func @cumsum(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %a = tensor.empty() : tensor<8xf32>
  // expected-error @below {{custom op 'tm_tensor.scan' is torch-mlir's TMTensor dialect, which memplan cannot read: torch-mlir keeps sorting, scans (cumsum), scatters (index_put, scatter_add, index_add) and attention as such ops, which are not linalg. Export the step with memplan.torch, or give torch-mlir memplan's decompositions (torch_mlir.fx.export_and_import(..., decomposition_table=memplan.torch.decompositions())), which write them in linalg}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<8x4xf32>) outs(%e, %a : tensor<8x4xf32>, tensor<8xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<8x4xf32>, tensor<8xf32>
  return %r#0 : tensor<8x4xf32>
}

// -----

// The generic form names the dialect too.
func.func @sort(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @below {{unregistered operation 'tm_tensor.sort' found in dialect ('tm_tensor') that does not allow unknown operations}}
  %r = "tm_tensor.sort"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
