// memplan-gpu-streams after the upstream GPU mapping, followed by
// canonicalize and cse: the ordering calls survive both (they are runtime
// calls, not gpu.wait tokens, so the copy stream is not folded into the
// compute stream).
// RUN: memplan-opt %s --pass-pipeline='builtin.module(memplan-gpu-prepare,func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=16 no-min-max-bounds=true},gpu-map-parallel-loops,convert-parallel-loops-to-gpu),gpu-kernel-outlining,memplan-gpu-streams,canonicalize,cse)' | FileCheck %s

// Bytes [0, 64) of the arena hold %a, swapped out after the first kernel;
// the second kernel only reads them (no wait), the third overwrites them
// (waits for the swap-out). The swap-in lands on [64, 128), which the third
// kernel read last: the copy waits for an event recorded right after it, and
// the last kernel waits for the copy.
// The arena and the host buffer come from slots (globals of the program),
// allocated by the runtime at the first call and kept: the step frees
// neither.
// CHECK:      llvm.mlir.global internal @[[HOSTSLOT:__memplan_slot_step_0]]() {{.*}} : !llvm.ptr {
// CHECK-NEXT:   llvm.mlir.zero : !llvm.ptr
// CHECK:      llvm.mlir.global internal @[[ARENASLOT:__memplan_slot_step]]() {{.*}} : !llvm.ptr {
// CHECK:      func.func private @memplanDeviceSlot(!llvm.ptr, i64, i1) -> memref<?xi8> attributes {llvm.emit_c_interface}
// CHECK-NEXT: func.func private @memplanHostSlot(!llvm.ptr, i64) -> memref<?xi8> attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @step(
// CHECK-DAG:  %[[HS:.*]] = llvm.mlir.addressof @[[HOSTSLOT]] : !llvm.ptr
// CHECK-DAG:  %[[AS:.*]] = llvm.mlir.addressof @[[ARENASLOT]] : !llvm.ptr
// CHECK:      %[[COMPUTE:.*]] = call @memplanComputeStream() : () -> !llvm.ptr
// CHECK-NEXT: %[[COPY:.*]] = call @memplanCopyStream() : () -> !llvm.ptr
// CHECK-NEXT: %[[ARENA:.*]] = call @memplanDeviceSlot(%[[AS]], %c128_i64, %false) : (!llvm.ptr, i64, i1) -> memref<?xi8>
// CHECK-NEXT: %[[A:.*]] = memref.view %[[ARENA]][%c0][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT: gpu.launch_func @step_kernel::@step_kernel {{.*}} args({{.*}}%[[A]] : memref<16xf32>)
// CHECK-NEXT: %[[HOSTBYTES:.*]] = call @memplanHostSlot(%[[HS]], %c64_i64) : (!llvm.ptr, i64) -> memref<?xi8>
// CHECK-NEXT: %[[HOST:.*]] = memref.view %[[HOSTBYTES]][%c0][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT: %[[READY:.*]] = call @memplanRecord(%[[COMPUTE]])
// CHECK-NEXT: call @memplanWait(%[[COPY]], %[[READY]])
// CHECK:      call @memplanCopy(%[[HOSTPTR:.*]], %{{.*}}, %c64_i64, %[[COPY]])
// CHECK-NEXT: %[[OUT:.*]] = call @memplanRecord(%[[COPY]])
// CHECK-NEXT: %[[B:.*]] = memref.view %[[ARENA]]
// CHECK-NEXT: gpu.launch_func @step_kernel_0::@step_kernel {{.*}} args({{.*}}%[[A]] : memref<16xf32>, %[[B]] : memref<16xf32>)
// CHECK-NEXT: call @memplanWait(%[[COMPUTE]], %[[OUT]])
// CHECK-NEXT: gpu.launch_func @step_kernel_1::@step_kernel {{.*}} args({{.*}}%[[B]] : memref<16xf32>, %[[A]] : memref<16xf32>)
// CHECK-NEXT: %[[FREE:.*]] = call @memplanRecord(%[[COMPUTE]])
// CHECK-NEXT: call @memplanWait(%[[COPY]], %[[FREE]])
// CHECK:      call @memplanCopy(%{{.*}}, %[[HOSTPTR]], %c64_i64, %[[COPY]])
// CHECK-NEXT: %[[IN:.*]] = call @memplanRecord(%[[COPY]])
// CHECK-NEXT: call @memplanWait(%[[COMPUTE]], %[[IN]])
// CHECK-NEXT: gpu.launch_func @step_kernel_2::@step_kernel
// CHECK-NEXT: call @memplanSynchronize()
// CHECK-NEXT: return
#id = affine_map<(d0) -> (d0)>
func.func @step(%x: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %arena = memref.alloc() {memplan.arena} : memref<128xi8>
  %a = memref.view %arena[%c0][] : memref<128xi8> to memref<16xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<16xf32>) outs(%a : memref<16xf32>) {
  ^bb0(%i: f32, %o: f32):
    %d = arith.addf %i, %i : f32
    linalg.yield %d : f32
  }
  %host = memref.alloc() : memref<16xf32, #memplan.host_memory>
  memref.copy %a, %host {memplan.swap = "out"} : memref<16xf32> to memref<16xf32, #memplan.host_memory>
  %b = memref.view %arena[%c64][] : memref<128xi8> to memref<16xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<16xf32>) outs(%b : memref<16xf32>) {
  ^bb0(%i: f32, %o: f32):
    linalg.yield %i : f32
  }
  %c = memref.view %arena[%c0][] : memref<128xi8> to memref<16xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%b : memref<16xf32>) outs(%c : memref<16xf32>) {
  ^bb0(%i: f32, %o: f32):
    %d = arith.mulf %i, %i : f32
    linalg.yield %d : f32
  }
  %back = memref.view %arena[%c64][] : memref<128xi8> to memref<16xf32>
  memref.copy %host, %back {memplan.swap = "in"} : memref<16xf32, #memplan.host_memory> to memref<16xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%back, %c : memref<16xf32>, memref<16xf32>) outs(%out : memref<16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %d = arith.addf %i, %j : f32
    linalg.yield %d : f32
  }
  return
}

// A constant is host memory: the kernel reads a device copy made on the
// compute stream, freed before the function returns.
// CHECK-LABEL: func.func @constant(
// CHECK:      %[[COMPUTE:.*]] = call @memplanComputeStream()
// CHECK:      %[[G:.*]] = memref.get_global @weights : memref<16xf32>
// CHECK-NEXT: %[[T:.*]] = gpu.wait async
// CHECK-NEXT: %[[D:.*]], %[[T2:.*]] = gpu.alloc async [%[[T]]] () : memref<16xf32>
// CHECK-NEXT: gpu.wait [%[[T2]]]
// CHECK:      call @memplanCopy(%{{.*}}, %{{.*}}, %c64_i64, %[[COMPUTE]])
// CHECK-NEXT: gpu.launch_func @constant_kernel::@constant_kernel {{.*}} args({{.*}}%[[D]] : memref<16xf32>, %{{.*}} : memref<16xf32>)
// CHECK-NEXT: call @memplanSynchronize()
// CHECK-NEXT: %[[T3:.*]] = gpu.wait async
// CHECK-NEXT: gpu.dealloc async [%[[T3]]] %[[D]]
memref.global "private" constant @weights : memref<16xf32> = dense<2.0>
func.func @constant(%out: memref<16xf32>) {
  %w = memref.get_global @weights : memref<16xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%w : memref<16xf32>) outs(%out : memref<16xf32>) {
  ^bb0(%i: f32, %o: f32):
    linalg.yield %i : f32
  }
  return
}
