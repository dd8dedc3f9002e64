// Planning around ops with several results and loops: a two-result
// linalg.generic produces a and b; a loop reads a from inside its body and
// carries b; both are read again at the end. At 0.8 of the peak one of them
// has to leave: greedy and recompute-only recompute the two-result op (one
// memplan.recompute with two results), swap-only swaps both results out and
// back. Each planned step runs bit-identically to the unplanned one.
//
// RUN: memplan-opt %s %bufferize %lower_to_llvm | %run_main | grep -v base@ > %t.plain
// RUN: FileCheck %s --check-prefix=RAN < %t.plain
// RAN: {{^\[-?[0-9]+}},
//
// RUN: memplan-opt %s --memplan-plan="budget-fraction=0.8 functions=edge" --memplan-materialize 2>/dev/null | FileCheck %s --check-prefix=REC
// REC: %[[R:.*]]:2 = memplan.recompute ins(%{{.*}} = %{{.*}} : tensor<256xf32>) -> (tensor<256xf32>, tensor<256xf32>)
// REC: linalg.generic {{.*}} ins(%{{.*}}, %[[R]]#0, %[[R]]#1 : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>)
// RUN: memplan-opt %s --memplan-cpu-pipeline="budget-fraction=0.8 functions=edge" 2>/dev/null | %run_main | grep -v base@ > %t.greedy
// RUN: diff %t.plain %t.greedy
// RUN: memplan-opt %s --memplan-cpu-pipeline="budget-fraction=0.8 strategy=recompute-only functions=edge" 2>/dev/null | %run_main | grep -v base@ > %t.rec
// RUN: diff %t.plain %t.rec
//
// RUN: memplan-opt %s --memplan-plan="budget-fraction=0.8 strategy=swap-only functions=edge" --memplan-materialize 2>/dev/null | FileCheck %s --check-prefix=SWAP
// SWAP-COUNT-2: memplan.swap_out
// SWAP-COUNT-2: memplan.swap_in
// RUN: memplan-opt %s --memplan-cpu-pipeline="budget-fraction=0.8 strategy=swap-only functions=edge" 2>/dev/null | %run_main | grep -v base@ > %t.swap
// RUN: diff %t.plain %t.swap

#id = affine_map<(d0) -> (d0)>
func.func @edge(%x: tensor<256xf32>) -> tensor<256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c0f = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256xf32>
  // Two results from one op.
  %a, %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<256xf32>) outs(%e, %e : tensor<256xf32>, tensor<256xf32>) {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    %s = arith.addf %in, %in : f32
    %m = arith.mulf %in, %in : f32
    linalg.yield %s, %m : f32, f32
  } -> (tensor<256xf32>, tensor<256xf32>)
  // A loop that reads a from inside its body.
  %l = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %b) -> tensor<256xf32> {
    %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%a : tensor<256xf32>) outs(%acc : tensor<256xf32>) {
    ^bb0(%q: f32, %p: f32):
      %r = arith.addf %p, %q : f32
      linalg.yield %r : f32
    } -> tensor<256xf32>
    scf.yield %n : tensor<256xf32>
  }
  %big = tensor.empty() : tensor<4x256xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%l : tensor<256xf32>) outs(%big : tensor<4x256xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x256xf32>
  %init = linalg.fill ins(%c0f : f32) outs(%e : tensor<256xf32>) -> tensor<256xf32>
  %red = linalg.reduce ins(%w : tensor<4x256xf32>) outs(%init : tensor<256xf32>) dimensions = [0]
    (%in: f32, %acc2: f32) {
      %s2 = arith.addf %in, %acc2 : f32
      linalg.yield %s2 : f32
    }
  // a and b are read again at the end.
  %f = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%red, %a, %b : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%p: f32, %q: f32, %r: f32, %o: f32):
    %t = arith.addf %p, %q : f32
    %u = arith.addf %t, %r : f32
    linalg.yield %u : f32
  } -> tensor<256xf32>
  return %f : tensor<256xf32>
}

func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %e = tensor.empty() : tensor<256xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<256xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    %s = arith.constant 0.0078125 : f32
    %v = arith.mulf %f, %s : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  %y = func.call @edge(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %ei = tensor.empty() : tensor<256xi32>
  %bits = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%y : tensor<256xf32>) outs(%ei : tensor<256xi32>) {
  ^bb0(%a: f32, %o: i32):
    %b = arith.bitcast %a : f32 to i32
    linalg.yield %b : i32
  } -> tensor<256xi32>
  %u = tensor.cast %bits : tensor<256xi32> to tensor<*xi32>
  func.call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}
