// An op whose body checks its operands with cf.assert (torch-mlir's
// embedding lookup and loss checks) may be computed again: the check passes
// again on the same operands. Here the lookup `a` (node 0) is kept across
// b..d unplanned; at 2624 bytes it is recomputed for e, the recomputation
// holds the assertion, and the planned step computes bitwise what the
// unplanned one does. graph-out writes the planning graph that memplan-plan
// reads: the lookup is recomputable, and the tool reaches the same peak.
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2624 strategy=recompute-only functions=step graph-out=%t.json" --memplan-materialize -mlir-print-op-on-diagnostic=false -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: memplan-plan (recompute-only, budget 2624 bytes): peak 2624 bytes (unplanned 2880, lower bound 2624), 0 swapped and 1 recomputed gaps
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// IR: memplan.recompute ins(%{{.*}} = %arg0 : tensor<64xi32>, %{{.*}} = %arg1 : tensor<16xf32>)
// IR: cf.assert %{{.*}}, "index in range"
// IR: tensor.extract
// IR: memplan.yield
// RUN: memplan-run %s --entry=step --int-bound=16 --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// SAME: bitwise equal: 1 outputs
// RUN: FileCheck %s --check-prefix=GRAPH < %t.json
// GRAPH:      "nodes": [
// GRAPH-NEXT:   {
// GRAPH-NEXT:     "backward": false,
// GRAPH-NEXT:     "cost_cpu": {{.*}},
// GRAPH-NEXT:     "cost_ram": 256,
// GRAPH-NEXT:     "id": 0,
// GRAPH-NEXT:     "name": "linalg.generic(a)"
// GRAPH-NEXT:   },
// GRAPH:      "persistent_bytes": 320,
// GRAPH:      "result_bytes": 256
// RUN: memplan-plan %t.json --strategy=recompute-only --budget=2624 | FileCheck %s --check-prefix=TOOL
// TOOL: "fits": true,
// TOOL: "peak": 2624,
// TOOL: "recomputes": 1,
// One graph per file: with two functions, graph-out needs functions=.
// RUN: not memplan-opt %s --memplan-plan="budget-bytes=2624 graph-out=%t.two.json" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error: memplan-plan: graph-out writes the graph of one function, and 2 would be planned here: name one with functions=
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2624 graph-out=%t.one.json functions=other" -o /dev/null
// RUN: FileCheck %s --check-prefix=ONE < %t.one.json
// ONE: "name": "linalg.generic(other)"
// RUN: not memplan-opt %s --memplan-plan="budget-bytes=2624 functions=step graph-out=%t.missing/g.json" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNWRITABLE
// UNWRITABLE: error: cannot write graph '{{.*}}g.json': {{.*}}

#id = affine_map<(d0) -> (d0)>
#bc_in = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%idx: tensor<64xi32>, %table: tensor<16xf32>) -> tensor<64xf32> {
  %e64 = tensor.empty() : tensor<64xf32>
  %e4x64 = tensor.empty() : tensor<4x64xf32>
  %zero = arith.constant 0.0 : f32
  %rows = arith.constant 16 : index
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%idx : tensor<64xi32>) outs(%e64 : tensor<64xf32>) {
  ^bb0(%i: i32, %o: f32):
    %row = arith.index_cast %i : i32 to index
    %ok = arith.cmpi ult, %row, %rows : index
    cf.assert %ok, "index in range"
    %v = tensor.extract %table[%row] : tensor<16xf32>
    linalg.yield %v : f32
  } -> tensor<64xf32> loc("a")
  %b = linalg.generic {indexing_maps = [#bc_in, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64xf32>) outs(%e4x64 : tensor<4x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x64xf32>
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

func.func @other(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e64 = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e64 : tensor<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<64xf32> loc("other")
  return %y : tensor<64xf32>
}
