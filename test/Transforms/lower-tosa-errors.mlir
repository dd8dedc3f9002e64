// A TOSA op that none of upstream's conversions to linalg takes is refused
// at the op (upstream's error).
// RUN: memplan-opt %s --memplan-lower-tosa -verify-diagnostics

func.func @custom(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = tosa.tanh %x : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{failed to legalize operation 'tosa.custom'}}
  %c = tosa.custom %t {operator_name = "op", domain_name = "vendor", implementation_attrs = ""} : (tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}
