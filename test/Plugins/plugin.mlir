// Upstream mlir-opt, with memplan loaded as a plugin: the dialect parses and
// prints, and the passes run from a pipeline string.
// RUN: mlir-opt %s --load-dialect-plugin=%memplan_lib_dir/MemPlanPlugin%shlibext \
// RUN:   | FileCheck %s --check-prefix=PARSE
// RUN: mlir-opt %s --load-dialect-plugin=%memplan_lib_dir/MemPlanPlugin%shlibext \
// RUN:   --load-pass-plugin=%memplan_lib_dir/MemPlanPlugin%shlibext \
// RUN:   --pass-pipeline='builtin.module(func.func(memplan-inline-recompute))' \
// RUN:   | FileCheck %s --check-prefix=INLINE
// Without the plugin, upstream mlir-opt does not know the dialect.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN

// PARSE-LABEL: func.func @step
// PARSE:         memplan.swap_out %{{.*}} : tensor<4xf32> -> !memplan.host<tensor<4xf32>>
// PARSE:         memplan.recompute ins(
// PARSE:         memplan.swap_in %{{.*}} : !memplan.host<tensor<4xf32>> -> tensor<4xf32>

// INLINE-LABEL: func.func @step
// INLINE-SAME:    (%[[X:.*]]: tensor<4xf32>)
// INLINE-NEXT:    %[[H:.*]] = memplan.swap_out %[[X]]
// INLINE-NEXT:    %[[E:.*]] = math.exp %[[X]]
// INLINE-NEXT:    %[[B:.*]] = memplan.swap_in %[[H]]
// INLINE-NEXT:    %[[S:.*]] = arith.addf %[[E]], %[[B]]
// INLINE-NEXT:    return %[[S]]

// NOPLUGIN: Dialect `memplan' not found for custom op 'memplan.swap_out'

func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %h = memplan.swap_out %x : tensor<4xf32> -> !memplan.host<tensor<4xf32>>
  %r = memplan.recompute ins(%a = %x : tensor<4xf32>) -> tensor<4xf32> {
    %e = math.exp %a : tensor<4xf32>
    memplan.yield %e : tensor<4xf32>
  }
  %b = memplan.swap_in %h : !memplan.host<tensor<4xf32>> -> tensor<4xf32>
  %s = arith.addf %r, %b : tensor<4xf32>
  return %s : tensor<4xf32>
}
