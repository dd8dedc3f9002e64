// RUN: memplan-opt %s --memplan-lower-swaps --split-input-file -verify-diagnostics

// A swap_in is lowered from the swap_out that makes its host copy: one
// whose handle comes from elsewhere (here the caller) is an error at the
// op, not left in the IR.
func.func @handle_argument(%h: !memplan.host<memref<4xf32>>) -> memref<4xf32> {
  // expected-error @+1 {{cannot lower a swap_in whose host handle does not come from a memplan.swap_out}}
  %b = memplan.swap_in %h : !memplan.host<memref<4xf32>> -> memref<4xf32>
  return %b : memref<4xf32>
}

// -----

// A handle used by anything but a swap_in has no lowering.
func.func @handle_returned(%x: memref<4xf32>) -> !memplan.host<memref<4xf32>> {
  // expected-note @+1 {{the handle is defined here}}
  %h = memplan.swap_out %x : memref<4xf32> -> !memplan.host<memref<4xf32>>
  // expected-error @+1 {{cannot lower a host handle used by func.return}}
  return %h : !memplan.host<memref<4xf32>>
}

// -----

// A handle written with a layout no new buffer can be cast to (a static
// offset): an error at the swap-in, not a buffer of another type.
func.func @handle_static_offset(%x: memref<2x4xf32, strided<[4, 1], offset: 4>>) -> memref<2x4xf32, strided<[4, 1], offset: 4>> {
  %h = memplan.swap_out %x : memref<2x4xf32, strided<[4, 1], offset: 4>> -> !memplan.host<memref<2x4xf32, strided<[4, 1], offset: 4>>>
  // expected-error @+1 {{cannot give a new buffer the type 'memref<2x4xf32, strided<[4, 1], offset: 4>>'}}
  %b = memplan.swap_in %h : !memplan.host<memref<2x4xf32, strided<[4, 1], offset: 4>>> -> memref<2x4xf32, strided<[4, 1], offset: 4>>
  return %b : memref<2x4xf32, strided<[4, 1], offset: 4>>
}
