//===- Passes.td - memplan transformation passes -----------*- tablegen -*-===//

#ifndef MEMPLAN_TRANSFORMS_PASSES_TD
#define MEMPLAN_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def MemPlanInlineRecompute
    : InterfacePass<"memplan-inline-recompute", "mlir::FunctionOpInterface"> {
  let summary = "Inline the bodies of memplan.recompute ops in place";
  let description = [{
    Replaces every `memplan.recompute` op with the ops of its body, placed
    where the op stands, with the body's arguments bound to the op's inputs
    and the op's results replaced by the yielded values. Nested recompute ops
    are inlined too. After this pass the recomputation is ordinary IR that
    bufferization and lowering handle like any other code; its place in the
    program order, chosen by the planner, is kept.

    Example:

    ```mlir
    %r = memplan.recompute ins(%a = %x : tensor<4xf32>) -> tensor<4xf32> {
      %e = math.exp %a : tensor<4xf32>
      memplan.yield %e : tensor<4xf32>
    }
    ```

    becomes `%r = math.exp %x : tensor<4xf32>`.
  }];
  let dependentDialects = ["::mlir::memplan::MemPlanDialect"];
}

#endif // MEMPLAN_TRANSFORMS_PASSES_TD
