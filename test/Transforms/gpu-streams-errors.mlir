// RUN: memplan-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(memplan-gpu-prepare,func.func(convert-linalg-to-parallel-loops),memplan-gpu-streams)' -o /dev/null

// Host code that still touches device memory (the loops of a reduction,
// lowered without the GPU mapping) is rejected at the access, which carries
// the linalg op's location.
func.func @host(%x: memref<4x3xf32>, %h: memref<4x3xf32>) {
  memref.copy %x, %h {memplan.swap = "out"} : memref<4x3xf32> to memref<4x3xf32>
  %rows = memref.alloc() : memref<3xf32>
  // expected-error @+1 {{host code reads or writes device memory here; run memplan-gpu-prepare and the GPU mapping first so that it becomes a kernel}}
  linalg.reduce ins(%x : memref<4x3xf32>) outs(%rows : memref<3xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  return
}

// -----

// Device buffers must have static sizes.
func.func @dynamic(%x: memref<4xf32>, %n: index) {
  // expected-error @+1 {{memplan-gpu-streams allocates static device buffers only}}
  %d = memref.alloc(%n) : memref<?xf32>
  memref.copy %x, %x {memplan.swap = "out"} : memref<4xf32> to memref<4xf32>
  memref.dealloc %d : memref<?xf32>
  return
}

// -----

// The ordering is derived along one block.
// expected-error @+1 {{memplan-gpu-streams needs a function body of one block}}
func.func @blocks(%x: memref<4xf32>, %h: memref<4xf32>, %c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  memref.copy %x, %h {memplan.swap = "out"} : memref<4xf32> to memref<4xf32>
  return
^b:
  return
}

// -----

// Device buffers are allocated at the function's top level only: one a
// loop makes anew each iteration (a tensor the loop yields fresh,
// bufferized) is rejected, not left a host allocation that kernels read.
func.func @fresh_in_loop(%x: memref<16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  memref.copy %x, %x {memplan.swap = "out"} : memref<16xf32> to memref<16xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (memref<16xf32>) {
    // expected-error @+1 {{memplan-gpu-streams allocates device buffers at a function's top level only: this one is made in a region (a loop or a branch)}}
    %y = memref.alloc() : memref<16xf32>
    scf.yield %y : memref<16xf32>
  }
  return %r : memref<16xf32>
}
