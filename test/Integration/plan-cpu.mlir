// A planned step computes bit for bit what the unplanned one computes. The
// step of Transforms/plan.mlir (c accumulating into zeros, so that it never
// writes into b) is planned at a budget of 2560 bytes, once with
// the preset's costs (a is recomputed) and once with slow ops (a is swapped
// out and back), materialized, lowered for the host (recompute bodies
// inlined), bufferized (swaps become host buffers and copies), packed, run, and its result bits
// compared with the unplanned run's.
//
// RUN: memplan-opt %s %bufferize %lower_to_llvm \
// RUN: | %run_main | grep -v base@ > %t.plain
//
// RUN: memplan-opt %s --memplan-plan=budget-bytes=2560 --memplan-materialize -mlir-print-op-on-diagnostic=false 2>/dev/null > %t.rec.mlir
// RUN: FileCheck %s --check-prefix=REC < %t.rec.mlir
// REC: memplan.recompute
// RUN: memplan-opt %t.rec.mlir --pass-pipeline='builtin.module(func.func(memplan-inline-recompute))' \
// RUN: | memplan-opt %bufferize --memplan-lower-swaps --memplan-pack-buffers %lower_to_llvm 2>/dev/null \
// RUN: | %run_main | grep -v base@ > %t.rec
// RUN: diff %t.plain %t.rec
//
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{profile=%S/../Transforms/Inputs/slow-ops.json}))' \
// RUN: | memplan-opt --memplan-plan=budget-bytes=2560 --memplan-materialize -mlir-print-op-on-diagnostic=false 2>/dev/null > %t.swap.mlir
// RUN: FileCheck %s --check-prefix=SWAP < %t.swap.mlir
// SWAP: memplan.swap_out
// SWAP: memplan.swap_in
// RUN: memplan-opt %t.swap.mlir --pass-pipeline='builtin.module(func.func(memplan-inline-recompute))' \
// RUN: | memplan-opt %bufferize --memplan-lower-swaps --memplan-pack-buffers %lower_to_llvm 2>/dev/null \
// RUN: | %run_main | grep -v base@ > %t.swap
// RUN: diff %t.plain %t.swap
// RUN: FileCheck %s < %t.swap
// CHECK: [{{-?[0-9]+}}, {{-?[0-9]+}},

#id = affine_map<(d0) -> (d0)>
#bc_in = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e64 = tensor.empty() : tensor<64xf32>
  %e4x64 = tensor.empty() : tensor<4x64xf32>
  %zero = arith.constant 0.0 : f32
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e64 : tensor<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<64xf32> loc("a")
  %b = linalg.generic {indexing_maps = [#bc_in, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64xf32>) outs(%e4x64 : tensor<4x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x64xf32> loc("b")
  %zeros = linalg.fill ins(%zero : f32) outs(%e4x64 : tensor<4x64xf32>) -> tensor<4x64xf32>
  %c = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<4x64xf32>) outs(%zeros : tensor<4x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %in : f32
    %s = arith.addf %r, %o : f32
    linalg.yield %s : f32
  } -> tensor<4x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e64 : tensor<64xf32>) -> tensor<64xf32>
  %d = linalg.reduce ins(%c : tensor<4x64xf32>) outs(%init : tensor<64xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %e = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %d : tensor<64xf32>, tensor<64xf32>) outs(%e64 : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %e : tensor<64xf32>
}

func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %e = tensor.empty() : tensor<64xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    %s = arith.constant 0.0625 : f32
    %v = arith.mulf %f, %s : f32
    linalg.yield %v : f32
  } -> tensor<64xf32>
  %y = func.call @step(%x) : (tensor<64xf32>) -> tensor<64xf32>
  %ei = tensor.empty() : tensor<64xi32>
  %bits = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%y : tensor<64xf32>) outs(%ei : tensor<64xi32>) {
  ^bb0(%a: f32, %o: i32):
    %b = arith.bitcast %a : f32 to i32
    linalg.yield %b : i32
  } -> tensor<64xi32>
  %u = tensor.cast %bits : tensor<64xi32> to tensor<*xi32>
  func.call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}
