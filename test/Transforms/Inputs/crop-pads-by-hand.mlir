// The pad of crop-pads.mlir's @mixed by hand: a slice inserted into a fill.
func.func @mixed(%x: tensor<4x8xf32>) -> tensor<6x7xf32> {
  %c = arith.constant 0.5 : f32
  %s = tensor.extract_slice %x[0, 1] [4, 7] [1, 1] : tensor<4x8xf32> to tensor<4x7xf32>
  %e = tensor.empty() : tensor<6x7xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<6x7xf32>) -> tensor<6x7xf32>
  %p = tensor.insert_slice %s into %f[0, 0] [4, 7] [1, 1] : tensor<4x7xf32> into tensor<6x7xf32>
  return %p : tensor<6x7xf32>
}

// @past_the_end by hand: every element i + j.
func.func @past_the_end(%x: tensor<4x8xf32>) -> tensor<2x8xf32> {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %k = arith.index_cast %s : index to i32
    %f = arith.sitofp %k : i32 to f32
    tensor.yield %f : f32
  } : tensor<2x8xf32>
  return %g : tensor<2x8xf32>
}

// @one_row_left by hand: the source's first row under three rows of 0.5.
func.func @one_row_left(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = arith.constant 0.5 : f32
  %s = tensor.extract_slice %x[0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p = tensor.insert_slice %s into %f[3, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// @empty_source by hand: every element i * j.
func.func @empty_source(%x: tensor<0x4xf32>) -> tensor<2x6xf32> {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.muli %i, %j : index
    %k = arith.index_cast %s : index to i32
    %f = arith.sitofp %k : i32 to f32
    tensor.yield %f : f32
  } : tensor<2x6xf32>
  return %g : tensor<2x6xf32>
}

// @concat_empty by hand: the two non-empty operands one after the other,
// and the first alone.
func.func @concat_empty(%x: tensor<4x8xf32>, %e: tensor<0x8xf32>, %y: tensor<2x8xf32>) -> (tensor<6x8xf32>, tensor<4x8xf32>) {
  %r = tensor.empty() : tensor<6x8xf32>
  %a = tensor.insert_slice %x into %r[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<6x8xf32>
  %b = tensor.insert_slice %y into %a[4, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<6x8xf32>
  return %b, %x : tensor<6x8xf32>, tensor<4x8xf32>
}

// @concat_empty_cast by hand: the tensor itself, and the tensor with its
// second row after it.
func.func @concat_empty_cast(%x: tensor<1x2x4xf32>) -> (tensor<1x2x4xf32>, tensor<1x3x4xf32>) {
  %r = tensor.empty() : tensor<1x3x4xf32>
  %a = tensor.insert_slice %x into %r[0, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<1x2x4xf32> into tensor<1x3x4xf32>
  %s = tensor.extract_slice %x[0, 1, 0] [1, 1, 4] [1, 1, 1] : tensor<1x2x4xf32> to tensor<1x1x4xf32>
  %b = tensor.insert_slice %s into %a[0, 2, 0] [1, 1, 4] [1, 1, 1] : tensor<1x1x4xf32> into tensor<1x3x4xf32>
  return %x, %b : tensor<1x2x4xf32>, tensor<1x3x4xf32>
}
