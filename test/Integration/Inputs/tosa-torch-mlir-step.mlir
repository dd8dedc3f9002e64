// A training step exported by torch-mlir's TOSA backend (tosa-step.test): a
// two-convolution net (3->16->16 channels, tanh and relu, 16x16 inputs, batch
// 16) with a linear head and a mean-squared-error loss; torch.func's
// grad_and_value over functional_call traced by make_fx, imported by
// torch_mlir.fx.stateless_fx_import(output_type="tosa"). It returns the loss
// and the six parameters' gradients.
module {
  func.func @main(%arg0: tensor<16x3x16x16xf32>, %arg1: tensor<16x10xf32>, %arg2: tensor<16x3x3x3xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x16x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<10x4096xf32>, %arg7: tensor<10xf32>) -> (tensor<f32>, tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<10x4096xf32>, tensor<10xf32>) {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.const_shape  {values = dense<[1, 16, 4096]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[1, 4096, 10]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[16, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
    %7 = tosa.const_shape  {values = dense<[1, 16, 10]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[1, 10, 4096]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[1, 10, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[10, 4096]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %11 = tosa.const_shape  {values = dense<10> : tensor<1xindex>} : () -> !tosa.shape<1>
    %12 = tosa.const_shape  {values = dense<16> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<16xf32>}> : () -> tensor<16xf32>
    %14 = tosa.const_shape  {values = dense<[0, 1, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<16> : tensor<1xindex>} : () -> !tosa.shape<1>
    %16 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %17 = "tosa.const"() <{values = dense<6.250000e-03> : tensor<f32>}> : () -> tensor<f32>
    %18 = "tosa.const"() <{values = dense<6.250000e-03> : tensor<16x10xf32>}> : () -> tensor<16x10xf32>
    %19 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %20 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %21 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %22 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<16x3x16x16xf32>) -> tensor<16x16x16x3xf32>
    %23 = tosa.transpose %arg2 {perms = array<i32: 0, 2, 3, 1>} : (tensor<16x3x3x3xf32>) -> tensor<16x3x3x3xf32>
    %24 = tosa.conv2d %22, %23, %arg3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<16x16x16x3xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16x16x16xf32>
    %25 = tosa.transpose %24 {perms = array<i32: 0, 3, 1, 2>} : (tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %26 = tosa.tanh %25 : (tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %27 = tosa.transpose %26 {perms = array<i32: 0, 2, 3, 1>} : (tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %28 = tosa.transpose %arg4 {perms = array<i32: 0, 2, 3, 1>} : (tensor<16x16x3x3xf32>) -> tensor<16x3x3x16xf32>
    %29 = tosa.conv2d %27, %28, %arg5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<16x16x16x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16x16x16xf32>
    %30 = tosa.transpose %29 {perms = array<i32: 0, 3, 1, 2>} : (tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %31 = tosa.clamp %30 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %32 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<10x4096xf32>) -> tensor<4096x10xf32>
    %33 = tosa.reshape %31, %1 : (tensor<16x16x16x16xf32>, !tosa.shape<3>) -> tensor<1x16x4096xf32>
    %34 = tosa.reshape %32, %2 : (tensor<4096x10xf32>, !tosa.shape<3>) -> tensor<1x4096x10xf32>
    %35 = tosa.matmul %33, %34, %0, %0 : (tensor<1x16x4096xf32>, tensor<1x4096x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x10xf32>
    %36 = tosa.reshape %35, %3 : (tensor<1x16x10xf32>, !tosa.shape<2>) -> tensor<16x10xf32>
    %37 = tosa.reshape %arg7, %5 : (tensor<10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %38 = tosa.add %36, %37 : (tensor<16x10xf32>, tensor<1x10xf32>) -> tensor<16x10xf32>
    %39 = tosa.sub %38, %arg1 : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %40 = tosa.pow %39, %16 : (tensor<16x10xf32>, tensor<1x1xf32>) -> tensor<16x10xf32>
    %41 = tosa.reduce_sum %40 {axis = 0 : i32} : (tensor<16x10xf32>) -> tensor<1x10xf32>
    %42 = tosa.reduce_sum %41 {axis = 1 : i32} : (tensor<1x10xf32>) -> tensor<1x1xf32>
    %43 = tosa.reshape %42, %6 : (tensor<1x1xf32>, !tosa.shape<0>) -> tensor<f32>
    %44 = tosa.mul %43, %17, %4 : (tensor<f32>, tensor<f32>, tensor<1xi8>) -> tensor<f32>
    %45 = tosa.pow %39, %19 : (tensor<16x10xf32>, tensor<1x1xf32>) -> tensor<16x10xf32>
    %46 = tosa.mul %45, %16, %4 : (tensor<16x10xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x10xf32>
    %47 = tosa.mul %18, %46, %4 : (tensor<16x10xf32>, tensor<16x10xf32>, tensor<1xi8>) -> tensor<16x10xf32>
    %48 = tosa.reshape %47, %7 : (tensor<16x10xf32>, !tosa.shape<3>) -> tensor<1x16x10xf32>
    %49 = tosa.reshape %arg6, %8 : (tensor<10x4096xf32>, !tosa.shape<3>) -> tensor<1x10x4096xf32>
    %50 = tosa.matmul %48, %49, %0, %0 : (tensor<1x16x10xf32>, tensor<1x10x4096xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x4096xf32>
    %51 = tosa.transpose %47 {perms = array<i32: 1, 0>} : (tensor<16x10xf32>) -> tensor<10x16xf32>
    %52 = tosa.reshape %51, %9 : (tensor<10x16xf32>, !tosa.shape<3>) -> tensor<1x10x16xf32>
    %53 = tosa.matmul %52, %33, %0, %0 : (tensor<1x10x16xf32>, tensor<1x16x4096xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x4096xf32>
    %54 = tosa.reshape %53, %10 : (tensor<1x10x4096xf32>, !tosa.shape<2>) -> tensor<10x4096xf32>
    %55 = tosa.reduce_sum %47 {axis = 0 : i32} : (tensor<16x10xf32>) -> tensor<1x10xf32>
    %56 = tosa.reshape %55, %11 : (tensor<1x10xf32>, !tosa.shape<1>) -> tensor<10xf32>
    %57 = tosa.reshape %50, %12 : (tensor<1x16x4096xf32>, !tosa.shape<4>) -> tensor<16x16x16x16xf32>
    %58 = tosa.greater_equal %20, %31 : (tensor<1x1x1x1xf32>, tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xi1>
    %59 = tosa.select %58, %20, %57 : (tensor<16x16x16x16xi1>, tensor<1x1x1x1xf32>, tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %60 = tosa.transpose %59 {perms = array<i32: 0, 2, 3, 1>} : (tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %61 = tosa.transpose %arg4 {perms = array<i32: 1, 2, 3, 0>} : (tensor<16x16x3x3xf32>) -> tensor<16x3x3x16xf32>
    %62 = tosa.transpose_conv2d %60, %61, %13, %0, %0 {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<16x16x16x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x18x18x16xf32>
    %63 = tosa.slice %62, %14, %12 : (tensor<16x18x18x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<16x16x16x16xf32>
    %64 = tosa.transpose %63 {perms = array<i32: 0, 3, 1, 2>} : (tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %65 = tosa.transpose %26 {perms = array<i32: 1, 2, 3, 0>} : (tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %66 = tosa.transpose %59 {perms = array<i32: 1, 2, 3, 0>} : (tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %67 = tosa.conv2d %65, %66, %13, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<16x16x16x16xf32>, tensor<16x16x16x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x3x3x16xf32>
    %68 = tosa.transpose %67 {perms = array<i32: 3, 0, 1, 2>} : (tensor<16x3x3x16xf32>) -> tensor<16x16x3x3xf32>
    %69 = tosa.reduce_sum %59 {axis = 0 : i32} : (tensor<16x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %70 = tosa.reduce_sum %69 {axis = 2 : i32} : (tensor<1x16x16x16xf32>) -> tensor<1x16x1x16xf32>
    %71 = tosa.reduce_sum %70 {axis = 3 : i32} : (tensor<1x16x1x16xf32>) -> tensor<1x16x1x1xf32>
    %72 = tosa.reshape %71, %15 : (tensor<1x16x1x1xf32>, !tosa.shape<1>) -> tensor<16xf32>
    %73 = tosa.mul %26, %26, %4 : (tensor<16x16x16x16xf32>, tensor<16x16x16x16xf32>, tensor<1xi8>) -> tensor<16x16x16x16xf32>
    %74 = tosa.sub %21, %73 : (tensor<1x1x1x1xf32>, tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %75 = tosa.mul %64, %74, %4 : (tensor<16x16x16x16xf32>, tensor<16x16x16x16xf32>, tensor<1xi8>) -> tensor<16x16x16x16xf32>
    %76 = tosa.transpose %arg0 {perms = array<i32: 1, 2, 3, 0>} : (tensor<16x3x16x16xf32>) -> tensor<3x16x16x16xf32>
    %77 = tosa.transpose %75 {perms = array<i32: 1, 2, 3, 0>} : (tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32>
    %78 = tosa.conv2d %76, %77, %13, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<3x16x16x16xf32>, tensor<16x16x16x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3x3x3x16xf32>
    %79 = tosa.transpose %78 {perms = array<i32: 3, 0, 1, 2>} : (tensor<3x3x3x16xf32>) -> tensor<16x3x3x3xf32>
    %80 = tosa.reduce_sum %75 {axis = 0 : i32} : (tensor<16x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %81 = tosa.reduce_sum %80 {axis = 2 : i32} : (tensor<1x16x16x16xf32>) -> tensor<1x16x1x16xf32>
    %82 = tosa.reduce_sum %81 {axis = 3 : i32} : (tensor<1x16x1x16xf32>) -> tensor<1x16x1x1xf32>
    %83 = tosa.reshape %82, %15 : (tensor<1x16x1x1xf32>, !tosa.shape<1>) -> tensor<16xf32>
    return %44, %79, %83, %68, %72, %54, %56 : tensor<f32>, tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<10x4096xf32>, tensor<10xf32>
  }
}
