// RUN: memplan-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @swap_out_records_wrong_type(%x: tensor<4xf32>) {
  // expected-error @+1 {{'memplan.swap_out' op handle records 'tensor<8xf32>' but the swapped value has type 'tensor<4xf32>'; the handle must record the swapped type (a buffer's also with the identity layout)}}
  %h = memplan.swap_out %x : tensor<4xf32> -> !memplan.host<tensor<8xf32>>
  return
}

// -----

// A buffer's handle records its type or that type with the identity layout,
// not another layout.
func.func @swap_out_records_other_layout(%m: memref<2x8xf32, strided<[8, 1], offset: 16>>) {
  // expected-error @+1 {{'memplan.swap_out' op handle records 'memref<2x8xf32, strided<[8, 1], offset: 8>>' but the swapped value has type 'memref<2x8xf32, strided<[8, 1], offset: 16>>'}}
  %h = memplan.swap_out %m : memref<2x8xf32, strided<[8, 1], offset: 16>> -> !memplan.host<memref<2x8xf32, strided<[8, 1], offset: 8>>>
  return
}

// -----

func.func @swap_out_unranked(%x: tensor<*xf32>) {
  // expected-error @+1 {{'memplan.swap_out' op operand #0 must be statically shaped tensor or memref, but got 'tensor<*xf32>'}}
  %h = "memplan.swap_out"(%x) : (tensor<*xf32>) -> !memplan.host<tensor<4xf32>>
  return
}

// -----

func.func @hold_dynamic(%x: tensor<?xf32>) {
  // expected-error @+1 {{'memplan.hold' op operand #0 must be statically shaped tensor or memref, but got 'tensor<?xf32>'}}
  memplan.hold %x : tensor<?xf32>
  return
}

// -----

func.func @swap_in_result_mismatch(%h: !memplan.host<tensor<4xf32>>) {
  // expected-error @+1 {{'memplan.swap_in' op result type 'tensor<4xf16>' differs from the type recorded in the handle, 'tensor<4xf32>'}}
  %x = memplan.swap_in %h : !memplan.host<tensor<4xf32>> -> tensor<4xf16>
  return
}

// -----

func.func @swap_in_memref_handle_to_tensor(%h: !memplan.host<memref<4xf32>>) {
  // expected-error @+1 {{'memplan.swap_in' op result type 'tensor<4xf32>' differs from the type recorded in the handle, 'memref<4xf32>'}}
  %x = memplan.swap_in %h : !memplan.host<memref<4xf32>> -> tensor<4xf32>
  return
}

// -----

// expected-error @+1 {{!memplan.host records the type of a swapped device value and expects a statically shaped tensor or memref type, but got 'f32'}}
func.func private @host_of_scalar(!memplan.host<f32>)

// -----

// expected-error @+1 {{!memplan.host records the type of a swapped device value and expects a statically shaped tensor or memref type, but got 'tensor<*xf32>'}}
func.func private @host_of_unranked(!memplan.host<tensor<*xf32>>)

// -----

// A swap copies a known number of bytes: dynamic shapes are refused at the
// tensor level, before bufferization would turn them into memrefs of
// unknown layout.
func.func @swap_out_dynamic(%x: tensor<?xf32>) {
  // expected-error @+1 {{'memplan.swap_out' op operand #0 must be statically shaped tensor or memref, but got 'tensor<?xf32>'}}
  %h = "memplan.swap_out"(%x) : (tensor<?xf32>) -> !memplan.host<tensor<4xf32>>
  return
}

// -----

// expected-error @+1 {{!memplan.host records the type of a swapped device value and expects a statically shaped tensor or memref type, but got 'memref<?xf32>'}}
func.func private @host_of_dynamic(!memplan.host<memref<?xf32>>)

// -----

func.func @recompute_no_results(%x: tensor<4xf32>) {
  // expected-error @+1 {{'memplan.recompute' op must recompute at least one value}}
  memplan.recompute ins(%a = %x : tensor<4xf32>) -> () {
    memplan.yield
  }
  return
}

// -----

func.func @recompute_arg_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'memplan.recompute' op body has 2 arguments but the op has 1 inputs; each input binds one body argument}}
  %r = "memplan.recompute"(%x) ({
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
    "memplan.yield"(%a) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @recompute_arg_type(%x: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'memplan.recompute' op body argument #0 has type 'tensor<4xf16>' but input #0 has type 'tensor<4xf32>'}}
  %r = "memplan.recompute"(%x) ({
  ^bb0(%a: tensor<4xf16>):
    "memplan.yield"(%a) : (tensor<4xf16>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}

// -----

func.func @recompute_missing_terminator(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "memplan.recompute"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    // expected-error @+1 {{block with no terminator}}
    %e = "math.exp"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @recompute_foreign_terminator(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'memplan.recompute' op body must end in memplan.yield}}
  %r = "memplan.recompute"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    "other.end"(%a) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @recompute_yield_arity(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = memplan.recompute ins(%a = %x : tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'memplan.yield' op yields 2 values but the parent memplan.recompute has 1 results}}
    memplan.yield %a, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @recompute_yield_type(%x: tensor<4xf32>) -> tensor<8xf32> {
  %r = memplan.recompute ins(%a = %x : tensor<4xf32>) -> tensor<8xf32> {
    // expected-error @+1 {{'memplan.yield' op value #0 has type 'tensor<4xf32>' but the parent memplan.recompute's result #0 has type 'tensor<8xf32>'}}
    memplan.yield %a : tensor<4xf32>
  }
  return %r : tensor<8xf32>
}

// -----

func.func @recompute_captures_from_above(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{required by region isolation constraints}}
  %r = memplan.recompute -> tensor<4xf32> {
    // expected-error @+1 {{'math.exp' op using value defined outside the region}}
    %e = math.exp %x : tensor<4xf32>
    memplan.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @recompute_side_effects(%x: memref<4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'memplan.recompute' op body must be free of side effects to be recomputed, but 'memref.store' may have side effects}}
  %r = memplan.recompute ins(%m = %x : memref<4xf32>, %j = %i : index) -> f32 {
    %c = arith.constant 0.0 : f32
    // expected-note @+1 {{operation with side effects}}
    memref.store %c, %m[%j] : memref<4xf32>
    memplan.yield %c : f32
  }
  return %r : f32
}

// -----

func.func @yield_outside_recompute(%x: tensor<4xf32>) {
  // expected-error @+1 {{'memplan.yield' op expects parent op 'memplan.recompute'}}
  memplan.yield %x : tensor<4xf32>
}

// -----

func.func @recompute_bad_binding(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected '='}}
  %r = memplan.recompute ins(%a : tensor<4xf32>) -> tensor<4xf32> {
    memplan.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Function arguments: memplan.donated is a unit attribute on a tensor or
// memref; memplan.bound a positive integer on integers.

// expected-error @+1 {{'memplan.donated' of argument #0 takes no value (a unit attribute)}}
func.func @donated_with_value(%x: tensor<4xf32> {memplan.donated = true}) {
  return
}

// -----

// expected-error @+1 {{'memplan.donated' on argument #1 of type 'f32': only tensors and memrefs have buffers to donate}}
func.func @donated_scalar(%x: tensor<4xf32>, %s: f32 {memplan.donated}) {
  return
}

// -----

// expected-error @+1 {{'memplan.bound' of argument #0 must be a positive integer on an argument of integers, not 0 : i64 on 'tensor<4xi64>'}}
func.func @bound_zero(%ids: tensor<4xi64> {memplan.bound = 0 : i64}) {
  return
}

// -----

// expected-error @+1 {{'memplan.bound' of argument #0 must be a positive integer on an argument of integers, not 3 : i64 on 'tensor<4xf32>'}}
func.func @bound_on_floats(%x: tensor<4xf32> {memplan.bound = 3 : i64}) {
  return
}

// -----

// expected-error @+1 {{unknown argument attribute 'memplan.donate' (memplan knows 'memplan.donated' and 'memplan.bound')}}
func.func @misspelled(%x: tensor<4xf32> {memplan.donate}) {
  return
}
