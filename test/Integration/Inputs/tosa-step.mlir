// A training step in TOSA (tosa-step.test): a 3-layer tanh MLP, batch 64,
// forward, squared-error loss and the weight gradients.
func.func @train_step(%x: tensor<1x64x8xf32>, %w0: tensor<1x8x64xf32>, %w1: tensor<1x64x64xf32>, %w2: tensor<1x64x64xf32>, %w3: tensor<1x64x4xf32>, %y: tensor<1x64x4xf32>) -> (tensor<1x1x1xf32>, tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1x64x4xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %two = "tosa.const"() <{values = dense<2.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %h0 = tosa.matmul %x, %w0, %zp, %zp : (tensor<1x64x8xf32>, tensor<1x8x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
  %a0 = tosa.tanh %h0 : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %h1 = tosa.matmul %a0, %w1, %zp, %zp : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
  %a1 = tosa.tanh %h1 : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %h2 = tosa.matmul %a1, %w2, %zp, %zp : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
  %a2 = tosa.tanh %h2 : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %o = tosa.matmul %a2, %w3, %zp, %zp : (tensor<1x64x64xf32>, tensor<1x64x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x4xf32>
  %d = tosa.sub %o, %y : (tensor<1x64x4xf32>, tensor<1x64x4xf32>) -> tensor<1x64x4xf32>
  %dd = tosa.mul %d, %d, %shift : (tensor<1x64x4xf32>, tensor<1x64x4xf32>, tensor<1xi8>) -> tensor<1x64x4xf32>
  %s1 = tosa.reduce_sum %dd {axis = 1 : i32} : (tensor<1x64x4xf32>) -> tensor<1x1x4xf32>
  %loss = tosa.reduce_sum %s1 {axis = 2 : i32} : (tensor<1x1x4xf32>) -> tensor<1x1x1xf32>
  %g = tosa.mul %d, %two, %shift : (tensor<1x64x4xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x64x4xf32>
  %t3 = tosa.transpose %a2 {perms = array<i32: 0, 2, 1>} : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %gw3 = tosa.matmul %t3, %g, %zp, %zp : (tensor<1x64x64xf32>, tensor<1x64x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x4xf32>
  %wt3 = tosa.transpose %w3 {perms = array<i32: 0, 2, 1>} : (tensor<1x64x4xf32>) -> tensor<1x4x64xf32>
  %ga3 = tosa.matmul %g, %wt3, %zp, %zp : (tensor<1x64x4xf32>, tensor<1x4x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
  %aa3 = tosa.mul %a2, %a2, %shift : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xi8>) -> tensor<1x64x64xf32>
  %da3 = tosa.sub %one, %aa3 : (tensor<1x1x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %gh3 = tosa.mul %ga3, %da3, %shift : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xi8>) -> tensor<1x64x64xf32>
  %t2 = tosa.transpose %a1 {perms = array<i32: 0, 2, 1>} : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %gw2 = tosa.matmul %t2, %gh3, %zp, %zp : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
  %wt2 = tosa.transpose %w2 {perms = array<i32: 0, 2, 1>} : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %ga2 = tosa.matmul %gh3, %wt2, %zp, %zp : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
  %aa2 = tosa.mul %a1, %a1, %shift : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xi8>) -> tensor<1x64x64xf32>
  %da2 = tosa.sub %one, %aa2 : (tensor<1x1x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %gh2 = tosa.mul %ga2, %da2, %shift : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xi8>) -> tensor<1x64x64xf32>
  %t1 = tosa.transpose %a0 {perms = array<i32: 0, 2, 1>} : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %gw1 = tosa.matmul %t1, %gh2, %zp, %zp : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
  %wt1 = tosa.transpose %w1 {perms = array<i32: 0, 2, 1>} : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %ga1 = tosa.matmul %gh2, %wt1, %zp, %zp : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
  %aa1 = tosa.mul %a0, %a0, %shift : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xi8>) -> tensor<1x64x64xf32>
  %da1 = tosa.sub %one, %aa1 : (tensor<1x1x1xf32>, tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %gh1 = tosa.mul %ga1, %da1, %shift : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xi8>) -> tensor<1x64x64xf32>
  %t0 = tosa.transpose %x {perms = array<i32: 0, 2, 1>} : (tensor<1x64x8xf32>) -> tensor<1x8x64xf32>
  %gw0 = tosa.matmul %t0, %gh1, %zp, %zp : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
  return %loss, %gw0, %gw1, %gw2, %gw3 : tensor<1x1x1xf32>, tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1x64x4xf32>
}
