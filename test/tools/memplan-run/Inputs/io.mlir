// Doubles %x; returns the token ids as floats.
func.func @step(%x: tensor<2x3xf32>, %ids: tensor<4xi64> {memplan.bound = 3 : i64}) -> (tensor<2x3xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %f = tensor.empty() : tensor<4xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ids : tensor<4xi64>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: i64, %o: f32):
    %s = arith.sitofp %a : i64 to f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %y, %z : tensor<2x3xf32>, tensor<4xf32>
}

// The same without the bound.
func.func @unbounded(%ids: tensor<4xi64>) -> tensor<4xf32> {
  %f = tensor.empty() : tensor<4xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ids : tensor<4xi64>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: i64, %o: f32):
    %s = arith.sitofp %a : i64 to f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %z : tensor<4xf32>
}

// Integer results in their own types: the ids negated (i64), halved (i32),
// compared with 1 (i1), and the first as an index.
func.func @integers(%ids: tensor<4xi64> {memplan.bound = 3 : i64}) -> (tensor<4xi64>, tensor<4xi32>, tensor<4xi1>, tensor<index>) {
  %e64 = tensor.empty() : tensor<4xi64>
  %e32 = tensor.empty() : tensor<4xi32>
  %e1 = tensor.empty() : tensor<4xi1>
  %r:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ids : tensor<4xi64>) outs(%e64, %e32, %e1 : tensor<4xi64>, tensor<4xi32>, tensor<4xi1>) {
  ^bb0(%a: i64, %o: i64, %p: i32, %q: i1):
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %n = arith.subi %zero, %a : i64
    %h = arith.shrsi %a, %one : i64
    %t = arith.trunci %h : i64 to i32
    %c = arith.cmpi eq, %a, %one : i64
    linalg.yield %n, %t, %c : i64, i32, i1
  } -> (tensor<4xi64>, tensor<4xi32>, tensor<4xi1>)
  %c0 = arith.constant 0 : index
  %first = tensor.extract %ids[%c0] : tensor<4xi64>
  %i = arith.index_cast %first : i64 to index
  %idx = tensor.from_elements %i : tensor<index>
  return %r#0, %r#1, %r#2, %idx : tensor<4xi64>, tensor<4xi32>, tensor<4xi1>, tensor<index>
}

// Narrow integer arguments, widened to i64.
func.func @narrow(%b: tensor<2xi8>, %m: tensor<2xi1>) -> (tensor<2xi64>, tensor<2xi64>) {
  %e = tensor.empty() : tensor<2xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b, %m : tensor<2xi8>, tensor<2xi1>) outs(%e, %e : tensor<2xi64>, tensor<2xi64>) {
  ^bb0(%x: i8, %y: i1, %o: i64, %p: i64):
    %wx = arith.extsi %x : i8 to i64
    %wy = arith.extui %y : i1 to i64
    linalg.yield %wx, %wy : i64, i64
  } -> (tensor<2xi64>, tensor<2xi64>)
  return %r#0, %r#1 : tensor<2xi64>, tensor<2xi64>
}

// Element types the runner does not convert to and from f64.
func.func @unsigned(%u: tensor<2xui8>) -> tensor<2xui8> {
  return %u : tensor<2xui8>
}
func.func @float8(%f: tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN> {
  return %f : tensor<2xf8E4M3FN>
}

// Integers of more than 9 digits, printed in full.
func.func @large(%ids: tensor<2xi64>) -> tensor<2xi64> {
  %e = tensor.empty() : tensor<2xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ids : tensor<2xi64>) outs(%e : tensor<2xi64>) {
  ^bb0(%a: i64, %o: i64):
    %m = arith.constant 1000003 : i64
    %p = arith.muli %a, %m : i64
    linalg.yield %p : i64
  } -> tensor<2xi64>
  return %r : tensor<2xi64>
}
