// Planning and materializing a small step by hand. (Materializing also gives
// every use of a tensor.empty an empty of its own, right before it, so that
// bufferization allocates each value where the plan does.) x (256 B) is an argument.
//   a = exp(x)        64xf32,   256 B    read by b and, late, by e
//   b = broadcast(a)  4x64xf32, 1024 B
//   c = b * b + 0     4x64xf32, 1024 B  (into a fill of zeros: its body
//                                      reads its destination, so c never
//                                      takes b's buffer)
//   f = fill          64xf32     only initializes d's buffer: part of d's node
//   d = reduce(c, f)  64xf32,   256 B
//   e = a + d         64xf32,   256 B
// e is returned: its buffer lives outside the arena, so, like x, it counts
// at every step (512 bytes in all).
// Resident bytes: x+e+a 768 | +b 1792 | a+b+c 2816 | a+c+d 2048 | a+d 1024 |
// return 512. The peak, 2816, is at c, whose working set (x, e, b, c: 2560)
// does not hold a; 2560 is also the lower bound. At a budget of 2560, a has
// to leave between b and e.

// With the preset's costs (a100-40gb: these ops are launch-bound, 4 us
// each, c's fill too), a copy of a (10 us latency) cannot hide behind 4-us ops, while
// recomputing a costs 4 us: a is recomputed from x right before e.
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2560" --memplan-materialize -mlir-print-op-on-diagnostic=false 2>%t.remarks | FileCheck %s --check-prefix=REC
// RUN: FileCheck %s --check-prefix=REC-REMARK < %t.remarks
// REC-REMARK: remark: memplan-plan (greedy, budget 2560 bytes): peak 2560 bytes (unplanned 2816, lower bound 2560), 0 swapped and 1 recomputed gaps, estimated step 32.0 us (unplanned 28.0 us)
// REC-LABEL: func.func @step
// REC-SAME:    (%[[X:.*]]: tensor<64xf32>)
// REC:         %[[A:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<64xf32>)
// REC:         %[[B:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<64xf32>)
// REC:         %[[C:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<4x64xf32>)
// REC:         %[[F:.*]] = linalg.fill
// REC:         %[[D:.*]] = linalg.reduce ins(%[[C]] : tensor<4x64xf32>) outs(%[[F]] : tensor<64xf32>)
// REC:         %[[A2:.*]] = memplan.recompute ins(%[[ARG:.*]] = %[[X]] : tensor<64xf32>) -> tensor<64xf32> {
// REC-NEXT:      %[[EMPTY:.*]] = tensor.empty() : tensor<64xf32>
// REC-NEXT:      %[[AGAIN:.*]] = linalg.generic {{.*}} ins(%[[ARG]] : tensor<64xf32>) outs(%[[EMPTY]] : tensor<64xf32>)
// REC:           memplan.yield %[[AGAIN]] : tensor<64xf32>
// REC-NEXT:    }
// REC-NEXT:    tensor.empty() : tensor<64xf32>
// REC-NEXT:    %[[E:.*]] = linalg.generic {{.*}} ins(%[[A2]], %[[D]] : tensor<64xf32>, tensor<64xf32>)
// REC:         return %[[E]]
// REC-NOT:     memplan.swap

// With every op measured at 50 us, the 10-us copies hide: a is swapped out
// right after it is computed and swapped in one op ahead of e (before the
// reduce, which f's fill joins), where there is room (x+e+a+c+d 2048 <= 2560).
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{profile=%S/Inputs/slow-ops.json}))' \
// RUN: | memplan-opt --memplan-plan=budget-bytes=2560 --memplan-materialize -mlir-print-op-on-diagnostic=false 2>%t.swap.remarks | FileCheck %s --check-prefix=SWAP
// RUN: FileCheck %s --check-prefix=SWAP-REMARK < %t.swap.remarks
// SWAP-REMARK: remark: memplan-plan (greedy, budget 2560 bytes): peak 2560 bytes (unplanned 2816, lower bound 2560), 1 swapped and 0 recomputed gaps, estimated step 350.0 us (unplanned 350.0 us)
// Times too large for fixed notation (LLVM's cuts them off at 31 digits)
// are printed in scientific notation, as the report has them.
// RUN: memplan-opt %s --pass-pipeline='builtin.module(func.func(memplan-annotate-costs{profile=%S/Inputs/very-slow-ops.json}))' \
// RUN: | memplan-opt --memplan-plan=budget-bytes=2560 -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUGE-REMARK
// HUGE-REMARK: remark: memplan-plan (greedy, budget 2560 bytes): peak 2560 bytes (unplanned 2816, lower bound 2560), 1 swapped and 0 recomputed gaps, estimated step 7.0e+150 us (unplanned 7.0e+150 us)
// SWAP-LABEL: func.func @step
// SWAP:         %[[A:.*]] = linalg.generic
// SWAP:         %[[H:.*]] = memplan.swap_out %[[A]] : tensor<64xf32> -> !memplan.host<tensor<64xf32>>
// SWAP-NEXT:    tensor.empty() : tensor<4x64xf32>
// SWAP-NEXT:    %[[B:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<64xf32>)
// SWAP:         %[[A2:.*]] = memplan.swap_in %[[H]] : !memplan.host<tensor<64xf32>> -> tensor<64xf32>
// SWAP-NEXT:    tensor.empty() : tensor<64xf32>
// SWAP-NEXT:    linalg.fill
// SWAP-NEXT:    %[[D:.*]] = linalg.reduce
// SWAP:         linalg.generic {{.*}} ins(%[[A2]], %[[D]] : tensor<64xf32>, tensor<64xf32>)
// SWAP-NOT:     memplan.recompute

// The same with recomputation ruled out; and a fraction of the unplanned
// peak (0.91 x 2816 = 2562.56, rounded down).
// RUN: memplan-opt %s --memplan-plan="budget-fraction=0.91 allow-recompute=false" --memplan-materialize -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NOREC
// NOREC: remark: memplan-plan (swap-only, budget 2562 bytes): peak 2560 bytes
// NOREC: memplan.swap_out
// NOREC: memplan.swap_in
// NOREC-NOT: memplan.recompute

// The plan as stored between the passes, its schedule: a (node 0) is freed
// after b reads it and computed again before e (node 4).
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2560" -mlir-print-op-on-diagnostic=false 2>/dev/null | FileCheck %s --check-prefix=ATTR
// ATTR: func.func @step({{.*}}) -> tensor<64xf32> attributes {memplan.plan = #memplan.plan<strategy = "greedy", budget = 2560, peak = 2560, nodes = 6, schedule = [compute 0, compute 1, free 0, compute 2, free 1, compute 3, free 2, compute 0, compute 4, free 0, free 3, compute 5, free 4]>}

// The report: the decision with its reason, memory before and after per op.
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2560 report=%t.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// REPORT:      "baseline_peak": 2816,
// REPORT:      "bytes": 256,
// REPORT-NEXT: "decision": "recompute",
// REPORT-NEXT: "estimated_cost_us": 4.000{{[0-9]+}},
// REPORT-NEXT: "from_step": 1,
// REPORT:      "node": 0,
// REPORT-NEXT: "op": "linalg.generic",
// REPORT-NEXT: "to_step": 4,
// REPORT-NEXT: "why": "recomputing costs 4.00 us"
// REPORT:      "lower_bound": 2560,
// REPORT:      "memory_after": [
// REPORT-NEXT:   768,
// REPORT-NEXT:   1792,
// REPORT-NEXT:   2560,
// REPORT-NEXT:   1792,
// REPORT-NEXT:   1024,
// REPORT-NEXT:   512
// REPORT-NEXT: ],
// REPORT:      "memory_before": [
// REPORT-NEXT:   768,
// REPORT-NEXT:   1792,
// REPORT-NEXT:   2816,
// REPORT-NEXT:   2048,
// REPORT-NEXT:   1024,
// REPORT-NEXT:   512
// REPORT-NEXT: ],
// REPORT:      "peak": 2560,
// Twelve greedy variants in eight families (the same restrictions, scored
// otherwise; the first run with swaps twice, once waiting for the copies
// out at the gaps' starts): eight runs, the others follow one to its end;
// one more of
// the chosen variant (one that may swap) and one of the first that may
// not, each aimed at 0.95 of the budget, which neither reaches (so none
// lower). Then recompute-only's planning at the same budget, whose plan
// greedy takes where it is faster: six of its seven runs are greedy's own
// runs without swaps for this budget, not made again; the seventh, its
// first scoring taking chain inputs, greedy's own runs take with swaps
// only (greedy_runs 11, greedy_rounds 22). The decisions of five plans
// are exchanged: the chosen ones and those nearly as fast (exchanges 5);
// the plan kept, once more with wider neighbourhoods, and again with what
// the planning left of its effort limit, which gains nothing here
// (widened_effort).
// REPORT:      "planning_stages": {
// REPORT-NEXT:   "bound_seconds": 0,
// REPORT-NEXT:   "effort": 767,
// REPORT-NEXT:   "effort_limited": false,
// REPORT-NEXT:   "exchange_seconds": {{[0-9.e+-]+}},
// REPORT-NEXT:   "exchanges": 5,
// REPORT-NEXT:   "greedy_rounds": 22,
// REPORT-NEXT:   "greedy_runs": 11,
// REPORT-NEXT:   "greedy_seconds": {{[0-9.e+-]+}},
// REPORT-NEXT:   "least_search_seconds": 0,
// REPORT-NEXT:   "refine_seconds": {{[0-9.e+-]+}},
// REPORT-NEXT:   "refine_steps_resumed": 0,
// REPORT-NEXT:   "steps_resumed": 0,
// REPORT-NEXT:   "values_walked": 10,
// REPORT-NEXT:   "walks_made": 10,
// REPORT-NEXT:   "walks_reused": 0,
// REPORT-NEXT:   "widened_effort": 168
// REPORT-NEXT: },
// REPORT:      "recomputations": 1,
// REPORT:      "swap_ins": 0,

// The frontier: of the plans at the lower bound, at budgets between it and
// the unplanned peak and at the peak, those no other beats on both peak and
// time: recomputing a (2560 bytes, +4 us), keeping everything (2816 bytes).
// RUN: memplan-opt %s --memplan-plan="budget-bytes=2560 frontier=4 report=%t.frontier.json" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FRONTIER
// FRONTIER: remark: memplan-plan frontier (2 plans, peak bytes at estimated step time): 2560 at 32.0 us (+14.3 %) 2816 at 28.0 us (+0.0 %)
// RUN: not memplan-opt %s --memplan-plan="budget-bytes=2560 frontier=1001" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FRONTIER-MAX
// FRONTIER-MAX: error: memplan-plan: frontier is at most 1000 budgets (each is a plan of its own), got 1001
// RUN: FileCheck %s --check-prefix=FRONTIER-JSON < %t.frontier.json
// FRONTIER-JSON:      "frontier": [
// FRONTIER-JSON-NEXT:   {
// FRONTIER-JSON-NEXT:     "budget": 2560,
// FRONTIER-JSON-NEXT:     "overhead": 0.1428{{[0-9]+}},
// FRONTIER-JSON-NEXT:     "peak": 2560,
// FRONTIER-JSON-NEXT:     "recomputations": 1,
// FRONTIER-JSON:          "budget": 2816,
// FRONTIER-JSON-NEXT:     "overhead": 0,
// FRONTIER-JSON-NEXT:     "peak": 2816,
// FRONTIER-JSON-NEXT:     "recomputations": 0,

// Below the lower bound: an error naming the least the planner reaches and
// the op whose working set blocks a lower budget.
// RUN: not memplan-opt %s --memplan-plan="budget-bytes=2000" -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=LOW
// LOW: error: the budget of 2000 bytes is below what the greedy planner reaches: 2560 bytes at least, at the working set of node 2 (linalg.generic) (lower bound for any plan: 2560 bytes)
// LOW: plan.mlir:[[# @LINE + 31]]:8: note: the op whose working set blocks a lower budget
// RUN: not memplan-opt %s --memplan-plan="budget-bytes=2560 strategy=none" 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: error: the budget of 2560 bytes is below what the none planner reaches: 2816 bytes at least
// RUN: not memplan-opt %s --memplan-plan 2>&1 | FileCheck %s --check-prefix=NOBUDGET
// NOBUDGET: error: memplan-plan needs exactly one of budget-bytes (device bytes for the step) and budget-fraction (a fraction of the unplanned peak, e.g. budget-fraction=0.6); none was given
// RUN: not memplan-opt %s --memplan-plan="budget=lots" 2>&1 | FileCheck %s --check-prefix=BADBUDGET
// BADBUDGET: error: memplan-plan: budget 'lots' is neither a byte count (0 to 2^63-1) nor a fraction of the unplanned peak (with a decimal point); budget-bytes and budget-fraction say which
// RUN: not memplan-opt %s --memplan-plan="budget-bytes=1 strategy=magic" 2>&1 | FileCheck %s --check-prefix=BADSTRATEGY
// BADSTRATEGY: for the --strategy option: Cannot find option named 'magic'!
// RUN: not memplan-opt %s --memplan-plan="budget-bytes=1 device=tpu" 2>&1 | FileCheck %s --check-prefix=BADDEVICE
// BADDEVICE: for the --device option: Cannot find option named 'tpu'!

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
