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

def MemPlanSplatsToFills
    : InterfacePass<"memplan-splats-to-fills", "mlir::FunctionOpInterface"> {
  let summary = "Large splat tensor constants become fills the planner can recompute";
  let description = [{
    torch-mlir folds `torch.zeros`, `torch.ones` and `full` tensors into
    splat constants (`arith.constant dense<0.0> : tensor<8x1024x50257xf32>`).
    A constant is persistent memory: bufferization makes it a global that
    the step holds from start to end, and memplan-plan counts it at every
    step. A fill makes the same tensor when it is needed, and the planner
    can free it and fill it again like any value it recomputes.

    Every splat `arith.constant` of a ranked, statically shaped tensor of
    integers, indices or floats of at least `min-bytes` bytes becomes
    `linalg.fill` of its scalar into a `tensor.empty`, placed before the
    first op of the constant's block that uses it (directly or from a
    nested region). Other constants are left alone.

    Example (`min-bytes=0`):

    ```mlir
    %z = arith.constant dense<0.0> : tensor<4x8xf32>
    %r = linalg.add ins(%x, %z : tensor<4x8xf32>, tensor<4x8xf32>) ...
    ```

    becomes

    ```mlir
    %c = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4x8xf32>
    %z = linalg.fill ins(%c : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %r = linalg.add ins(%x, %z : tensor<4x8xf32>, tensor<4x8xf32>) ...
    ```
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"65536",
           "Convert splats of at least this many bytes">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MemPlanFoldTransposes
    : InterfacePass<"memplan-fold-transposes", "mlir::FunctionOpInterface"> {
  let summary = "Ops read the input of a transpose through their indexing "
                "maps instead of a transposed copy";
  let description = [{
    torch-mlir lowers `aten.t` and `aten.transpose` to `linalg.transpose`,
    which writes a transposed copy: every linear layer's backward pass
    transposes its input activation for the weight gradient, and GPT-2's
    language-model head transposes its 1.6 GB logits gradient. The copy is
    one more tensor of the operand's size, live beside the operand while the
    transpose runs and beside the matmul that reads it; memplan-plan counts
    both, and so does every recomputation of the contraction.

    This pass removes a `linalg.transpose` whose every user reads its result
    as an input of a linalg op: the user reads the transpose's input through
    its indexing map composed with the permutation. `linalg.generic`,
    `linalg.matmul`, `linalg.batch_matmul` and `linalg.contract` take any
    indexing maps and keep their names; other named ops with fixed maps
    (convolutions, elementwise ops; memplan's weight-gradient decomposition
    convolves transposed activations) become `linalg.generic` first, with
    the same loops and body. The arithmetic, the order of every reduction
    and so the results do not change. A transpose with any other user (a
    reshape, a return, another transpose) is left as it is, so that no value
    lives longer than before.

    Example:

    ```mlir
    %t = linalg.transpose ins(%x : tensor<64x32xf32>) outs(%e : tensor<32x64xf32>) permutation = [1, 0]
    %m = linalg.matmul ins(%t, %w : tensor<32x64xf32>, tensor<64x16xf32>) outs(%z : tensor<32x16xf32>) -> tensor<32x16xf32>
    ```

    becomes

    ```mlir
    %m = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>,
                                        affine_map<(d0, d1, d2) -> (d2, d1)>,
                                        affine_map<(d0, d1, d2) -> (d0, d1)>]
           ins(%x, %w : tensor<64x32xf32>, tensor<64x16xf32>) outs(%z : tensor<32x16xf32>) -> tensor<32x16xf32>
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def MemPlanPadBeforeTransposes
    : InterfacePass<"memplan-pad-before-transposes",
                    "mlir::FunctionOpInterface"> {
  let summary = "A transpose read only by a pad gets the pad before it";
  let description = [{
    torch-mlir's weight gradient of a padded convolution transposes the
    activation (batch and channels swapped), pads the transposed copy, and
    convolves it with the transposed output gradient. memplan-fold-transposes
    folds a transpose into the linalg ops that read it, not into a pad: the
    step writes the transposed copy and holds it beside the activation.

    This pass moves the pad before the transpose where a `linalg.transpose`
    is read only by a `tensor.pad` with a constant padding value (not
    `nofold`) whose result only linalg ops read, as inputs: the activation
    padded with the widths of the dimensions they pad, then transposed, is
    the same tensor. memplan-fold-transposes, which runs next, then folds
    the transpose into the weight gradient's convolution, which reads the
    padded activation through its maps. The padded tensor takes the bytes
    it took; the transposed copy goes, with its op (the exported U-Net's
    estimated step 57.05 -> 56.33 ms, VGG-11's 57.43 -> 56.94 ms,
    DenseNet-121's 64.11 -> 63.55 ms; no lower bound moves, since the pad's
    working set, its input and its output, is the same). The results do
    not change.

    Example:

    ```mlir
    %t = linalg.transpose ins(%x : tensor<2x3x6x6xf32>) outs(%e : tensor<3x2x6x6xf32>) permutation = [1, 0, 2, 3]
    %p = tensor.pad %t low[0, 0, 1, 1] high[0, 0, 1, 1] {...} : tensor<3x2x6x6xf32> to tensor<3x2x8x8xf32>
    ```

    becomes

    ```mlir
    %q = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {...} : tensor<2x3x6x6xf32> to tensor<2x3x8x8xf32>
    %p = linalg.transpose ins(%q : tensor<2x3x8x8xf32>) outs(%e : tensor<3x2x8x8xf32>) permutation = [1, 0, 2, 3]
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MemPlanFuseIntoReductions
    : InterfacePass<"memplan-fuse-into-reductions",
                    "mlir::FunctionOpInterface"> {
  let summary = "Reductions compute the elementwise operand only they read "
                "instead of reading a tensor of it";
  let description = [{
    torch-mlir lowers `aten.sum(dy * x)` to an elementwise `linalg.generic`
    that writes the product, a tensor of the operands' size, and a
    reduction that reads it once: the backward of every batch and layer
    norm (the sum of the gradient times the normalized input) and of
    softmax make one per layer. The product lives from one op to the next,
    beside both operands; memplan-plan counts it, and prices both ops'
    bytes.

    This pass fuses such an elementwise producer into the reduction (upstream
    `linalg::fuseElementwiseOps`: the reduction's body computes the
    producer's body on the producer's inputs, read through the composed
    indexing maps) where the reduction is the producer's only user, and
    repeats on the fused op, so a chain of elementwise ops that feeds only a
    reduction becomes one op. Each element is computed by the same
    operations as before and accumulated in the same order: the results do
    not change.

    The producer's inputs are then read at the reduction instead: those
    whose last reader was the producer live longer (an input that is a view,
    a slice or a reshape, keeps the whole tensor it views). A producer is
    fused only where these tensors, made in the same block and of static
    shape, take at most the bytes of the tensor that goes (function
    arguments and tensors read at the reduction or later live that long
    anyway), so no program point holds more than before.

    Example:

    ```mlir
    %p = linalg.generic {indexing_maps = [#id, #id, #id],
                         iterator_types = ["parallel", "parallel"]}
           ins(%dy, %x : tensor<64x32xf32>, tensor<64x32xf32>)
           outs(%e : tensor<64x32xf32>) {
      ^bb0(%a: f32, %b: f32, %o: f32):
        %m = arith.mulf %a, %b : f32
        linalg.yield %m : f32
    } -> tensor<64x32xf32>
    %s = linalg.generic {indexing_maps = [#id, #row],
                         iterator_types = ["parallel", "reduction"]}
           ins(%p : tensor<64x32xf32>) outs(%zero : tensor<64xf32>) {
      ^bb0(%a: f32, %acc: f32):
        %t = arith.addf %a, %acc : f32
        linalg.yield %t : f32
    } -> tensor<64xf32>
    ```

    becomes one reduction over `%dy` and `%x` whose body multiplies and
    adds, without the 8 KiB product.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def MemPlanSplitAtSlices
    : InterfacePass<"memplan-split-at-slices", "mlir::FunctionOpInterface"> {
  let summary = "An op whose result is read in slices at different times "
                "computes each slice as an op of its own";
  let description = [{
    The backward of a concatenation (`torch.cat`: U-Net's and DenseNet's
    skips, Inception's branches) is an op that writes the gradient of the
    whole concatenated tensor, then one `tensor.extract_slice` per input,
    each read where that input's own backward runs. A slice is a view: the
    whole tensor lives until its last slice is read. U-Net's last decoder
    level keeps a 268 MB gradient from the first op of the backward to the
    last one, for the 134 MB the encoder's skip reads there.

    This pass computes each slice by an op of its own instead (upstream
    `tensor::replaceExtractSliceWithTiledProducer`: the producer's tile,
    reading the slices of its operands that the tile needs), all of them
    where the producer was, so each slice dies where it is read last. It
    splits a structured op on tensors with one result, written through a
    projected permutation, where every use of the result is a static,
    unit-stride slice of full rank in the same block that cuts one
    dimension (the same for all), and no two slices overlap. Adjacent
    slices read last within a sixteenth of the block's ops of each other
    are computed by one op (a piece that dies a few ops earlier frees
    nothing a plan could use, and costs an op). The op is split when that
    leaves two pieces or more and they free at least a quarter of what the
    whole result holds, in bytes times ops from the op to its last read
    (DenseNet's gradients of each layer's concatenation, read within the
    next layer, stay whole). A slice fixes
    parallel loops only: each element is computed by the same operations,
    in the same order, and the results do not change. The split ops read
    what the producer read (an operand that a slice does not index, as a
    convolution's input for a slice of its output channels, is read by
    each), so the step's estimated time may grow by those reads; no tensor
    lives longer, and no program point holds more.

    Example:

    ```mlir
    %g = linalg.generic {...} ins(%a, %b : tensor<8x128xf32>, ...)
           outs(%e : tensor<8x128xf32>) {...} -> tensor<8x128xf32>
    %s0 = tensor.extract_slice %g[0, 0] [8, 64] [1, 1] : ...
    %s1 = tensor.extract_slice %g[0, 64] [8, 64] [1, 1] : ...
    ```

    becomes two generics, on `%a[0, 0] [8, 64]` and `%a[0, 64] [8, 64]`
    (and the same slices of `%b`), whose results replace `%s0` and `%s1`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MemPlanUnshareFills
    : InterfacePass<"memplan-unshare-fills", "mlir::FunctionOpInterface"> {
  let summary = "Every op that writes into a fill gets a fill of its own";
  let description = [{
    torch-mlir zero-initializes the destination of every convolution,
    matmul and reduction with a `linalg.fill`, and its whole-module CSE
    merges the fills of one shape into one, shared by every op that
    accumulates into a tensor of that shape (24 attention-score matmuls of
    GPT-2 write into one fill of 402 MB). One-shot bufferization then keeps
    the fill's buffer from its first use to its last and copies it into a
    new buffer for every writer but the last; memplan-plan sees one more
    tensor of the output's size live beside each of those ops, and when it
    recomputes one of them, beside the recomputation too.

    This pass gives every destination-style op that has a shared fill as a
    destination a copy of the fill (and of its `tensor.empty`) just before
    it, or only the `tensor.empty` when the op is a linalg op whose body
    never reads its destination, and erases the shared fill once nothing
    else reads it. Each op then
    writes into its own fill in place: one buffer, which memplan-plan counts
    as one node with the op, computed and recomputed together. The copies
    cost what bufferization's copies cost: one write of the output.

    Only fills of a `tensor.empty` with more than one use change; an op that
    reads a fill as an input keeps reading the shared one.

    Example:

    ```mlir
    %e = tensor.empty() : tensor<64x64xf32>
    %z = linalg.fill ins(%c : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %a = linalg.matmul ins(%x, %w : ...) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
    %b = linalg.matmul ins(%a, %w : ...) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
    ```

    becomes

    ```mlir
    %e0 = tensor.empty() : tensor<64x64xf32>
    %z0 = linalg.fill ins(%c : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %a = linalg.matmul ins(%x, %w : ...) outs(%z0 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e1 = tensor.empty() : tensor<64x64xf32>
    %z1 = linalg.fill ins(%c : f32) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %b = linalg.matmul ins(%a, %w : ...) outs(%z1 : tensor<64x64xf32>) -> tensor<64x64xf32>
    ```
  }];
}

def MemPlanUnshareEmpties
    : InterfacePass<"memplan-unshare-empties", "mlir::FunctionOpInterface"> {
  let summary = "Every use of a tensor.empty gets an empty of its own";
  let description = [{
    One-shot bufferization allocates a `tensor.empty` where it stands and
    lets all its users write into that one buffer wherever that is safe.
    torch-mlir's whole-module CSE leaves one empty per shape, written by
    every elementwise op of that shape: hundreds of writers of one buffer,
    and one-shot analysis checks each against all the others (a 30-block
    MLP step's bufferization took 22 s, 0.04 s with this pass).

    This pass gives every use of an empty in a function's entry block an
    empty of its own, right before the user (before the user's ancestor in
    that block for a use in a nested region), and erases the original.
    Each tensor is then one buffer, allocated where it is computed: what
    memplan-plan counts, and what memplan-materialize leaves in a planned
    function. memplan-run runs it before it bufferizes a step.

    Example:

    ```mlir
    %e = tensor.empty() : tensor<8xf32>
    %a = linalg.generic {...} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {...} -> tensor<8xf32>
    %b = linalg.generic {...} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {...} -> tensor<8xf32>
    ```

    becomes

    ```mlir
    %e0 = tensor.empty() : tensor<8xf32>
    %a = linalg.generic {...} ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {...} -> tensor<8xf32>
    %e1 = tensor.empty() : tensor<8xf32>
    %b = linalg.generic {...} ins(%a : tensor<8xf32>) outs(%e1 : tensor<8xf32>) {...} -> tensor<8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def MemPlanPropagateNaN
    : InterfacePass<"memplan-propagate-nan", "mlir::FunctionOpInterface"> {
  let summary = "Selections of the larger or smaller float propagate NaN";
  let description = [{
    torch-mlir lowers `torch.maximum`, `torch.minimum` and the clamps
    (`clamp`, `clamp_min`, `hardtanh`, ReLU6, hard sigmoid, hard swish) to a
    comparison and a selection: `select(a > b, a, b)`, or
    `select(x < lo, lo, x)` for a lower bound. A comparison with NaN is
    false (ordered) or true (unordered), so the selection takes the other
    value: where PyTorch returns NaN, the step returns a number (ReLU6 of
    NaN is 0). A step whose values overflow then looks finite to a NaN
    check, or to a mixed-precision loss scaler that looks for non-finite
    gradients.

    This pass rewrites each `arith.select` of two floats that a comparison
    of the same two values decides (greater or less, strict or not, ordered
    or unordered), and that nothing else reads the comparison of, into
    `arith.maximumf` or `arith.minimumf`: NaN when either value is NaN, as
    PyTorch's maximum, minimum and clamps return. On finite values the
    result is the same but for the sign of a zero (the larger of -0 and +0
    is +0). A comparison that something else reads is left as it is.

    torch-mlir lowers `max`/`min` over a dimension and `argmax`/`argmin` to
    a reduction whose body yields the running value, `maximumf(x, acc)`,
    and its index, `select(x > acc, i, accIndex)`: with a NaN the
    comparison is false, so the index stays at the largest number while the
    value is NaN, where PyTorch gives the index of the first NaN (and its
    backward sends the gradient there). Where a comparison of `x` with an
    output's accumulator `acc` only picks such indices, beside the
    `maximumf` (or `minimumf`) of the same two values, it becomes
    `(x > acc unordered) and (acc ordered)`: the index moves to the first
    NaN and stays there. memplan.torch runs the pass on every step it
    exports.

    Example:

    ```mlir
    %c = arith.cmpf ult, %x, %lo : f32
    %y = arith.select %c, %lo, %x : f32
    ```

    becomes

    ```mlir
    %y = arith.maximumf %x, %lo : f32
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def MemPlanWidenAccumulators
    : InterfacePass<"memplan-widen-accumulators", "mlir::FunctionOpInterface"> {
  let summary = "Reductions into f16 or bf16 tensors accumulate in f32";
  let description = [{
    A linalg op's body computes in its destination's element type: torch-mlir
    lowers a bf16 matmul, convolution or sum to ops that add each product
    into a bf16 accumulator, rounding at every step, where PyTorch adds in
    f32 and rounds the sum once. A bias gradient (a sum over batch and
    pixels) or a weight gradient then differs from PyTorch's by far more
    than one rounding.

    This pass rewrites each linalg op on tensors that reduces (has a
    reduction loop) into one f16 or bf16 tensor, and whose body is arith and
    math ops and rounds (adds, multiplies, divides or applies a math
    function: a max pool's maximum is exact in any type and stays): the op (generalized, when named) reduces into an f32 tensor,
    its half inputs converted to f32 in the body and every half value of
    the body computed in f32; the destination starts as the fill's value in
    f32 (or the destination's values converted); the result is rounded back
    to the half type once (`arith.truncf`). The f32 destination lives from
    the op to the rounding: one more buffer of twice the result's bytes,
    briefly. memplan.torch runs it on steps that compute in f16 or bf16.

    Example:

    ```mlir
    %z = linalg.fill ins(%c0 : bf16) outs(%e : tensor<8x8xbf16>) -> tensor<8x8xbf16>
    %m = linalg.matmul ins(%a, %b : tensor<8x64xbf16>, tensor<64x8xbf16>) outs(%z : tensor<8x8xbf16>) -> tensor<8x8xbf16>
    ```

    becomes a fill of an f32 tensor, a `linalg.generic` that extends each
    element of `%a` and `%b` to f32 and adds their products into it, and a
    `linalg.generic` that truncates the sums to bf16.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MemPlanEraseDeadOps
    : InterfacePass<"memplan-erase-dead-ops", "mlir::FunctionOpInterface"> {
  let summary = "Erase ops without side effects whose results nothing reads";
  let description = [{
    The planning graph takes a value nothing reads for a result of the
    step, held to its end (as a node without users is in Checkmate's
    graphs): an unused tensor (a fill left by a frontend) would count at
    every step from its producer on, and could set the lower bound. Such
    ops, and the ops only they read, are erased by upstream's region
    dead-code elimination (`runRegionDCE`). The step preparation runs it
    after inlining the helpers.
  }];
}

def MemPlanElementwiseToLinalg
    : InterfacePass<"memplan-elementwise-to-linalg",
                    "mlir::FunctionOpInterface"> {
  let summary = "Upstream's convert-elementwise-to-linalg, on functions "
                "that have an elementwise op on tensors";
  let description = [{
    Elementwise `arith` and `math` ops on ranked tensors become the
    `linalg.generic` ops they stand for, which memplan-plan prices and
    bufferization takes: upstream's `convert-elementwise-to-linalg`, run on
    a function only where it holds such an op. A function without one is
    left as it is, and the pass says so (upstream's pass does not), so that
    the pass manager keeps its analyses and does not verify it again: on a
    99834-op step each verification takes about 0.4 s, the pass itself
    0.05 s. The step preparation and the bufferization of memplan's
    pipelines run it.

    Example:

    ```mlir
    %s = arith.addf %a, %b : tensor<4xf32>
    // becomes (the first operand of the result's type is the output)
    %s = linalg.generic {...} ins(%a, %b : tensor<4xf32>, tensor<4xf32>)
        outs(%a : tensor<4xf32>) { arith.addf ... } -> tensor<4xf32>
    ```
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def MemPlanLowerTosa : Pass<"memplan-lower-tosa", "mlir::ModuleOp"> {
  let summary = "Lower TOSA ops to linalg on tensors, where a module has any";
  let description = [{
    A step in TOSA (TFLite models, torch-mlir's TOSA output) is planned,
    bufferized and run as the linalg on tensors upstream lowers it to. Where
    the module holds any op of the TOSA dialect, upstream's conversions run
    over its functions: TOSA's optional decompositions, shape inference and
    broadcasting, `tosa-to-linalg-named` (convolutions, matmuls, pooling),
    `tosa-to-linalg` (elementwise ops, reductions), `tosa-to-arith`
    (constants), `tosa-to-tensor` (reshapes, slices, pads, concatenations)
    and `tosa-to-scf` (control flow). A TOSA op none of them lowers is an
    error at the op. A module without TOSA ops is left exactly as it is
    (the conversions' rewrite drivers would fold and move its constants).
    The step preparation, `memplan-tensor-pipeline` and memplan-run run it
    first.
  }];
}

def MemPlanInlineHelpers : Pass<"memplan-inline-helpers", "mlir::ModuleOp"> {
  let summary = "Inline every call of a private function with a body";
  let description = [{
    The planner plans one function at a time, and a call's memory (what
    the callee allocates, its results) is not the caller's to place: a plan
    of a caller of helpers would hold more than its budget when it runs. A
    private function (a helper of the module, which only its callers see)
    is inlined into each of its callers with upstream's inliner, helpers it
    calls too, and is then erased where no call is left. Calls of public
    functions and of declarations stay as they are. A helper that calls
    itself, directly or through others, is refused at the call. The step
    preparation runs it first.

    Example:

    ```mlir
    func.func private @scale(%x: tensor<4xf32>) -> tensor<4xf32> { ... }
    func.func @train_step(%x: tensor<4xf32>) -> tensor<4xf32> {
      %y = func.call @scale(%x) : (tensor<4xf32>) -> tensor<4xf32>
      return %y : tensor<4xf32>
    }
    ```

    becomes `@train_step` with the body of `@scale` in place of the call,
    and no `@scale`.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

def MemPlanDecomposeAggregates
    : InterfacePass<"memplan-decompose-aggregates",
                    "mlir::FunctionOpInterface"> {
  let summary = "Aggregate linalg ops on tensors become the ops they stand for";
  let description = [{
    Some linalg ops stand for several (`linalg.softmax`: a maximum, an
    exponential of the difference, a sum and a division). No lowering to
    loops takes them as they are, and the planner would count one buffer
    where the program makes several. This
    pass replaces each such op on tensors by the ops upstream's
    `AggregatedOpInterface` decomposes it into, so that the planner sees
    and prices every tensor they make and the host and GPU lowerings run
    them. An aggregate op on buffers is left as it is (the lowerings then
    reject it at its location). The step preparation runs it first, and
    so does the bufferization of the pipelines (a step planned without the
    preparation).

    Example:

    ```mlir
    %s = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    ```

    becomes `linalg.fill` and `linalg.generic` ops: the maximum along
    dimension 1, `exp(x - max)`, its sum and the division by it.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::math::MathDialect",
                           "mlir::tensor::TensorDialect"];
}

def MemPlanReadOnlyArguments
    : InterfacePass<"memplan-read-only-arguments",
                    "mlir::FunctionOpInterface"> {
  let summary = "Arguments the caller does not donate are read-only to "
                "bufferization";
  let description = [{
    Every tensor argument of a function with a body that is neither donated
    (`memplan.donated`) nor marked for bufferization already gets
    `bufferization.writable = false`: one-shot bufferization then never
    writes into the caller's buffer, and an op that would (an elementwise
    op that upstream's `convert-elementwise-to-linalg` gives its operand as
    output, an insert into an argument) gets a buffer of its own, as the
    planner counted it. Without it, upstream takes every argument as
    writable, and a step overwrites its parameters where nothing reads them
    later, although the caller keeps them; the step's results do not show
    it. A donated argument stays writable: the caller gives its buffer to
    the step (memplan-elementwise-in-place writes updates into it). An
    argument already marked keeps its mark. The pass keeps every analysis
    (the marks change none), so that the pass manager does not verify the
    function again. The bufferization of memplan's pipelines and of
    memplan-run runs it first.

    Example:

    ```mlir
    func.func @step(%w: tensor<4xf32>, %m: tensor<4xf32> {memplan.donated})
    // becomes
    func.func @step(%w: tensor<4xf32> {bufferization.writable = false},
                    %m: tensor<4xf32> {memplan.donated})
    ```
  }];
}

def MemPlanCropPads
    : InterfacePass<"memplan-crop-pads", "mlir::FunctionOpInterface"> {
  let summary = "A tensor.pad with negative widths becomes a slice";
  let description = [{
    A negative width of `tensor.pad` crops: torch-mlir lowers
    `aten.constant_pad_nd` with negative widths (the backward of `F.pad`,
    a grouped convolution's input gradient with padding above kernel - 1)
    to such pads, which bufferization turns into subviews at negative
    offsets that no later pass lowers. This pass takes each negative width
    off as a `tensor.extract_slice` of the pad's source and pads what is
    left by the non-negative widths (no pad when none is left). Pads whose
    widths are not constants are left as they are. A pad of a source with
    no elements becomes a `tensor.generate` of its body, and a pad to a
    result with no elements a `tensor.empty`: bufferized as pads, both make
    subviews at an offset past the end of a dimension, which the verifier
    refuses. For the same reason a `tensor.concat` drops its operands with
    no elements (`torch.cat` with an empty tensor), also where a
    `tensor.cast` to a dynamic size hides that they have none (torch-mlir's
    `torch.roll` by 0 concatenates the tensor with its empty slice so); of
    one operand left, a `tensor.cast` to the result's type remains.

    Example:

    ```mlir
    %p = tensor.pad %x low[0, -1] high[2, 0] { ... } : tensor<4x8xf32> to tensor<6x7xf32>
    ```

    becomes

    ```mlir
    %s = tensor.extract_slice %x[0, 1] [4, 7] [1, 1] : tensor<4x8xf32> to tensor<4x7xf32>
    %p = tensor.pad %s low[0, 0] high[2, 0] { ... } : tensor<4x7xf32> to tensor<6x7xf32>
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::tensor::TensorDialect"];
}

def MemPlanTrimPads
    : InterfacePass<"memplan-trim-pads", "mlir::FunctionOpInterface"> {
  let summary = "The trailing widths of a pad that no reader reads are cut";
  let description = [{
    torch-mlir pads a convolution's input by its padding on both sides. A
    strided window does not always reach the last rows: a 3x3 convolution
    of stride 2 and padding 1 on an even-sized input never reads the last
    padded row and column, and on a 2x2 input (a ResNet at 32x32 pixels)
    its 1x1 output reads a 3x3 corner of the 4x4 padded input. IREE's
    compiler then makes an invalid `linalg.generic` of that convolution
    ("inferred input/output operand #1 has shape's dimension #2 to be 4,
    but found 3"), and every padded tensor holds bytes nothing reads.

    This pass cuts a constant-width `tensor.pad` whose every user is a
    linalg op that reads it as an input with static loop bounds, through
    indexing maps of sums of loop dimensions times constants that never
    fall below 0: each high width is lowered to what the farthest index any reader reads
    needs (never below zero; the source itself is not cut). The readers'
    results do not change: they never read what is cut.

    Example:

    ```mlir
    %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] { ... } : tensor<2x32x2x2xf32> to tensor<2x32x4x4xf32>
    %c = linalg.conv_2d_nchw_fchw {strides = dense<2> : vector<2xi64>, ...} ins(%p, %w : tensor<2x32x4x4xf32>, tensor<64x32x3x3xf32>) ...
    ```

    becomes

    ```mlir
    %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 0, 0] { ... } : tensor<2x32x2x2xf32> to tensor<2x32x3x3xf32>
    %c = linalg.conv_2d_nchw_fchw {strides = dense<2> : vector<2xi64>, ...} ins(%p, %w : tensor<2x32x3x3xf32>, tensor<64x32x3x3xf32>) ...
    ```

    A pad that something else reads too keeps its widths (torch-mlir's
    weight gradients read the padded input through slices), and an input
    no pad made may have rows no window reaches. With
    `slice-convolutions` (memplan-tensor-pipeline sets it), each
    convolution or pooling op that reads less of an input than the input
    holds then reads a `tensor.extract_slice` of just that (a view; its
    result does not change). IREE made the same invalid IR of a 5x5
    depthwise window of stride 2 over a 6x6 padded input (EfficientNet-B0
    and MobileNetV3 at 32x32 pixels: "inferred input/output operand #1 has
    shape's dimension #1 to be 6, but found 5").
  }];
  let options = [
    Option<"sliceConvolutions", "slice-convolutions", "bool",
           /*default=*/"false",
           "Convolutions and poolings that read less of an input than it "
           "holds read a slice of what they read">
  ];
  let dependentDialects = ["mlir::tensor::TensorDialect"];
}

def MemPlanScatterAfterConv
    : InterfacePass<"memplan-scatter-after-conv", "mlir::FunctionOpInterface"> {
  let summary = "A 1x1 convolution of a strided scatter into zeros runs "
                "before the scatter";
  let description = [{
    torch-mlir lowers the input gradient of a strided convolution to a
    convolution of the output gradient scattered with the convolution's
    strides into a tensor of zeros (`tensor.insert_slice` with strides into
    a `linalg.fill`). With a 1x1 filter (ResNet's downsampling
    shortcuts) that scattered tensor is the stride's square times the
    gradient (411 MB for a 103 MB gradient on ResNet-50 at batch 64, the
    largest working set of its step), and every output pixel reads only
    the input pixel at its own place: the convolution of the gradient
    itself, scattered likewise into the fill of the output, computes the
    same values in the same order without it.

    A `linalg.conv_2d_nchw_fchw` with unit strides and dilations and a
    static 1x1 filter is rewritten when its input is used only by it and is
    a static `tensor.insert_slice` of a rank-4 tensor into a `linalg.fill`
    of a floating-point zero, whole in batch and channels, and its output
    starts from a `linalg.fill` of a finite constant other than -0.0. The
    result is equal to the original wherever the filter is finite (a
    filter with infinities or NaNs makes NaNs between the scattered pixels,
    the rewritten step keeps the output's constant there).

    Example:

    ```mlir
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %s = tensor.insert_slice %g into %z[0, 0, 0, 0] [2, 8, 4, 4] [1, 1, 2, 2] : tensor<2x8x4x4xf32> into tensor<2x8x8x8xf32>
    %o = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
    %c = linalg.conv_2d_nchw_fchw ins(%s, %w : tensor<2x8x8x8xf32>, tensor<3x8x1x1xf32>) outs(%o : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
    ```

    becomes

    ```mlir
    %e3 = tensor.empty() : tensor<2x3x4x4xf32>
    %o3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
    %c3 = linalg.conv_2d_nchw_fchw ins(%g, %w : tensor<2x8x4x4xf32>, tensor<3x8x1x1xf32>) outs(%o3 : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
    %c = tensor.insert_slice %c3 into %o[0, 0, 0, 0] [2, 3, 4, 4] [1, 1, 2, 2] : tensor<2x3x4x4xf32> into tensor<2x3x8x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MemPlanReorder
    : InterfacePass<"memplan-reorder", "mlir::FunctionOpInterface"> {
  let summary = "Reorder the ops of a step so that it holds fewer bytes at "
                "once";
  let description = [{
    How much memory a step holds depends on the order of its ops as well as
    on the ops. torch-mlir emits a layer's input gradient before its weight
    gradient: the weight gradient's transposed and padded copies of the
    activation are then made while the input gradient is resident, and the
    step holds both. Computed the other way round it holds one at a time
    (VGG-11's unplanned peak falls from 3.69 to 3.57 GB, ResNet-18's from
    1.65 to 1.48 GB).

    This pass moves ops within the body of a function, never changing what
    they compute, by a local search over the planning graph
    (memplan-analysis's view of the function) with two moves:
    - sinking: an op, with the ops whose results only it reads, moves to
      right before the first op that reads its result;
    - hoisting: when the inputs an op is the last reader of outnumber its
      result in bytes, it moves to right after their other readers (they
      are freed there: a relu's mask made where the max-pooling backward
      last reads the activation, VGG-11's unplanned peak 3.57 -> 3.45 GB),
      else to right after the last op it reads.
    A move is kept when the unplanned step's peak goes down, or stays and
    the bytes resident summed over the steps go down. Ops with side effects
    and the terminator are never moved; ops without tensors (constants,
    `tensor.empty`, index arithmetic) move with the first op that reads
    them. A function whose body has more than one block, or that the
    planning graph cannot size, is left as it is, and so is one where no
    move lowers its memory. The search stops after `work-limit` node visits
    of the liveness it judges moves by (a bound on its time that does not
    depend on the machine).

    memplan-plan plans on the new order: it only relieves the bytes the
    order cannot, and what the order saves costs no time.
  }];
  let options = [
    Option<"workLimit", "work-limit", "int64_t", /*default=*/"67108864",
           "Node visits of the liveness the search may spend">,
  ];
}

def MemPlanElementwiseInPlace
    : InterfacePass<"memplan-elementwise-in-place",
                    "mlir::FunctionOpInterface"> {
  let summary = "After bufferization, elementwise ops write into the buffer "
                "of an input that dies at them";
  let description = [{
    torch-mlir gives every elementwise op a fresh destination
    (`outs(tensor.empty)`), so one-shot bufferization allocates a new buffer
    for a ReLU beside the convolution output it reads, although nothing
    reads that output afterwards. The step then holds both: twice the
    activation at the op, and twice again wherever the planner recomputes
    it. Batch normalization's `x - mean` holds a convolution output and its
    centered copy the same way, although the mean, read before, was the
    output's only other reader.

    This pass runs on bufferized functions (one block). It gives such an op
    the buffer of the first of its inputs that qualifies instead of its own,
    when
    - the op is elementwise (as `linalg::isElementwise` says, except that
      its body may load from buffers: a gather) with one init, a
      `memref.alloc` of the block that no op before it uses and whose value
      the body does not read;
    - the input is a `memref.alloc` or a `memplan.swap_in` of the block, an
      argument the caller donates (`memplan.donated`), or a reshape of all
      of one (`memref.expand_shape`, `memref.collapse_shape`: the same
      elements in the same order; not another view, another argument or a
      global), of the init's type and indexing map, and no other operand
      reads that buffer through another map or view, nor does the body load
      from it;
    - the input dies at this op: every use of it and of its views is in
      this op or before it, none is a `memplan.swap_out` (the copy to the
      host may still be reading it) or the terminator, and no op that is
      not a view makes another memref from it.

    The op reads and writes each element at the same index, so its values
    are the same; the fresh allocation goes away. An update that returns a
    parameter's new value (`p - lr * g`) writes it into the parameter's
    buffer when the step donates that argument and reads it no more: the
    function then returns its argument's buffer.

    memplan-plan counts the buffers the same way on tensors: an elementwise
    op writing into an empty tensor its body never reads lists, in the
    planning graph, every input of its type and indexing map that is no view
    other than reshapes (`tensor.expand_shape`, `tensor.collapse_shape`: the
    value reshaped is listed) and that no other operand reads (`in_place`),
    and at a step where the plan frees such an input right after the op,
    the op's output takes no bytes of its own. When the input
    is the only result its producer has, read by nothing but the op, and the
    op's other tensor inputs are broadcasts, the producer and the op are one
    node, computed and recomputed together. memplan-pipeline runs this pass
    after one-shot bufferization (once recomputation is inlined), so that
    the buffers are shared where the planner counted them. On tensors, the
    same rewrite (`outs` set to the dying input) would make one-shot
    bufferization's analysis quadratic in the length of such in-place
    chains: a training step's gradient of a residual stream is one chain
    through every layer.

    Example:

    ```mlir
    %c = memref.alloc() : memref<8x64x56x56xf32>
    linalg.conv_2d_nchw_fchw ins(%x, %w : ...) outs(%c : memref<8x64x56x56xf32>)
    %r = memref.alloc() : memref<8x64x56x56xf32>
    linalg.generic {...} ins(%c : memref<8x64x56x56xf32>)
                         outs(%r : memref<8x64x56x56xf32>) { ... max ... }
    // ... %r read later, %c never again
    ```

    becomes the same `linalg.generic` with `outs(%c : memref<8x64x56x56xf32>)`,
    and every later reader of `%r` reads `%c`.
  }];
}

def MemPlanMathToLibm : Pass<"memplan-math-to-libm", "::mlir::ModuleOp"> {
  let summary = "Math ops to libm calls where libm has the function";
  let description = [{
    Applies upstream's libm patterns (those of `convert-math-to-libm`) to
    every math op on f32 or f64 that libm has a function for (`erf`,
    `log1p`, `expm1`, `tanh`, `pow`, `cbrt`, ...) and leaves the others
    (`absi`, `ctlz`, `ctpop`, `isnan`, ...) to the LLVM lowering. Upstream's
    pass instead marks the whole math dialect illegal and fails on the
    first op libm has no function for. The host lowering runs it before
    `convert-to-llvm`, which has no lowering for `erf`, `erfc` or `cbrt` and
    lowers `log1p` and `expm1` as `log(1 + x)` and `exp(x) - 1`, losing the
    small arguments that the libm functions keep. libm has no `rsqrt`:
    it is expanded to `1 / sqrt(x)` first, as LLVM's lowering computes it.

    It first drops the fast-math flags of `arith.extf` and `arith.truncf`
    (an exact extension and a single rounding allow nothing).
    `math-extend-to-supported-types` marks the casts around an f16 or bf16
    math op `contract`, which lets a pattern driver fold the pair between
    two such ops: the result would then carry f32 from one op to the next
    instead of rounding to the op's type after each, and an op fused into
    another would compute otherwise than unfused. (The LLVM lowering would
    also copy the flag onto `llvm.fpext` and `llvm.fptrunc` as an attribute
    that `mlir-runner` cannot parse.)
  }];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

def MemPlanFenceRecompute
    : InterfacePass<"memplan-fence-recompute", "mlir::FunctionOpInterface"> {
  let summary = "Keep recomputations apart from their originals for a downstream CSE";
  let description = [{
    A recomputation is the same pure ops on the same values as its original:
    a downstream compiler's common-subexpression elimination (IREE runs it
    before `--compile-to=abi`) merges it back, and the plan is lost. Run
    this pass before `memplan-inline-recompute`; `style` says how it keeps
    them apart.

    `style=attribute` (the default): every op in the body of every
    `memplan.recompute`, and every op nested in those (a `linalg.generic`'s
    scalar body), constants and terminators aside, gets the discardable
    attribute named by `attribute` (default `memplan.recomputed`) with the
    recomputation's number in the function (1, 2, ...). CSE compares
    attributes, and the ops of regions one by one, so a recomputed op
    differs from its original and from another recomputation of the same
    value; nothing is added to the program, so the downstream compiler
    still partitions and packs the step as a whole (IREE 3.13: one
    transient allocation, not one per partition as with fences). The
    nested marks matter: IREE's elementwise fusion rebuilds a recomputed
    contraction with a producer fused in, dropping the op's attributes but
    cloning its body with theirs (on the real-size GPT-2 step at 0.6, IREE's
    transient peak drops 36.3 % with the nested marks, 16.0 % without:
    its CSE merged the recomputed attention scores with the forward's).
    A downstream pass that rebuilt the body too would let the two merge
    again: measure (bench/iree.py).

    `style=op`: one input of every recomputation that reads only values
    computed once (a recomputation that reads another one differs from its
    original already) passes through a `fence` op, by default IREE's
    `util.optimization_barrier`, created as an unregistered op in generic
    form: run memplan-opt with `-allow-unregistered-dialect` and hand the
    output to IREE as text. A function argument is preferred as the fenced
    input. Each fence on a value computed in the step is a partition
    boundary for IREE, which then allocates the values that cross it
    separately: docs/UserGuide.md has the measured trade-off.
  }];
  let options = [
    Option<"style", "style", "std::string", /*default=*/"\"attribute\"",
           "How recomputations are kept apart: 'attribute' (mark their ops) "
           "or 'op' (pass an input through the fence op)">,
    Option<"attribute", "attribute", "std::string",
           /*default=*/"\"memplan.recomputed\"",
           "style=attribute: the discardable attribute (dialect-prefixed "
           "name) that numbers each recomputation's ops">,
    Option<"fence", "fence", "std::string",
           /*default=*/"\"util.optimization_barrier\"",
           "style=op: the op, one operand and one result of its type, that "
           "a downstream compiler does not look through">,
  ];
}

def MemPlanLowerSwaps : Pass<"memplan-lower-swaps"> {
  let summary = "Lower bufferized swap_out/swap_in to host buffers and copies";
  let description = [{
    After bufferization (the memplan ops bufferize with one-shot
    bufferization: `swap_out` reads its buffer, `swap_in` allocates one), on
    every function at or below the op it is scheduled on:
    `memplan.swap_out %buf` becomes a host buffer, a `memref.alloc` in
    `#memplan.host_memory`, and a `memref.copy` into it; each `memplan.swap_in` of
    its handle becomes a new device buffer and a `memref.copy` back (the
    copies are marked `memplan.swap = "out"` / `"in"`, which the GPU
    lowering turns into copies on the copy stream). This is
    the host execution of a plan: a program run on the CPU moves the bytes
    the plan moves. `memplan-pack-buffers` keeps host buffers out of the
    device arena. Swap ops still on tensors are an error (bufferize
    first).
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::memplan::MemPlanDialect"];
}

def MemPlanLowerHostMemory : Pass<"memplan-lower-host-memory"> {
  let summary = "On the host, host memory is memory: drop #memplan.host_memory";
  let description = [{
    The CPU lowering's step for host buffers: every memref type in
    `#memplan.host_memory` (the buffers of swaps, see
    `memplan-lower-swaps`) loses its memory space, in ops, block arguments
    and function types alike, so that the upstream LLVM lowering sees plain
    memrefs; `memplan.hold`s left (a step that was not packed) are erased.
    The GPU lowering does not run it: there host buffers are pinned host
    memory.
  }];
}

def MemPlanCheckBufferized
    : Pass<"memplan-check-bufferized", "::mlir::ModuleOp"> {
  let summary = "Fail at the first op that still works on tensors";
  let description = [{
    The host lowering's first step: it lowers buffers, and an op with a
    tensor operand or result (a step that was not bufferized) would fail
    deep inside an upstream lowering with a message about something else.
    This pass fails at the first such op instead, saying what to run
    first. A bufferized module passes through unchanged.
  }];
}

def MemPlanCheckLowered : Pass<"memplan-check-lowered", "::mlir::ModuleOp"> {
  let summary = "Fail at the first op the lowering to LLVM left behind";
  let description = [{
    The host lowering's last step. Upstream's conversions to the LLVM
    dialect are partial: an op they have no pattern for stays, wrapped in
    `builtin.unrealized_conversion_cast`s, and the module only fails later,
    when it is translated to LLVM IR, at a location unrelated to the op.
    This pass fails at the first op outside the LLVM dialect (an op a
    cast wraps before the cast), naming it. A fully lowered module passes
    through unchanged.
  }];
}

def MemPlanOutlineLinalg : Pass<"memplan-outline-linalg", "::mlir::ModuleOp"> {
  let summary = "Every linalg op on buffers becomes a call to a function of its own";
  let description = [{
    The host lowering's step before loops: each linalg op with buffer
    semantics in a function body becomes a `func.call` to a new private
    function (`<function>_linalg_<k>`) that takes the op's operands and the
    values its body uses from above, and runs the op on them. A training
    step is one function of thousands of linalg ops; lowered as it is, it
    becomes one LLVM function of hundreds of thousands of blocks, whose
    code generation (live ranges, register allocation) grows faster than
    linearly: an exported DenseNet-121 step compiled for minutes and
    gigabytes. Outlined, each op is compiled on its own. The functions carry
    `passthrough = ["noinline"]`, which the LLVM lowering keeps, so that an
    optimizing JIT does not inline them back. What is left, a straight line
    of views, copies and calls, is cut into blocks of at most `block-ops`
    ops that branch to the next one (instruction selection takes a block at
    a time). Values, and the order of the ops, are unchanged.
  }];
  let options = [
    Option<"blockOps", "block-ops", "int64_t", /*default=*/"64",
           "Ops per block of what stays in a function (0: blocks as they are)">,
  ];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect",
                           "::mlir::func::FuncDialect"];
}

def MemPlanAnnotateCosts
    : InterfacePass<"memplan-annotate-costs", "mlir::FunctionOpInterface"> {
  let summary = "Attach FLOPs, bytes and estimated time to every op that works";
  let description = [{
    Attaches `memplan.cost = {flops, bytes, time_us}` to each op of the
    function that does work on the device. For linalg ops, FLOPs are the
    size of the iteration domain times the number of ops in the body (a
    matmul M x N x K counts 2·M·N·K); bytes are the inputs read plus the
    outputs written (and read, when the body uses their old value). Other
    tensor ops (tensor.pad, tensor.insert_slice, ...) move their operands
    and results. Views, `tensor.empty` and constants cost nothing and get
    no attribute.

    time = max(FLOPs / peak, bytes / HBM bandwidth) + 4 us launch, on the
    `device` preset (16-bit floats use the fp16/bf16 dense peak, others the
    fp32 peak):

    | preset | memory | HBM | FP32 / FP16 dense | host link |
    |---|---|---|---|---|
    | v100-16gb | 16 GB | 900 GB/s | 15.7 / 125 TFLOP/s | 12 GB/s |
    | a100-40gb | 40 GB | 1555 GB/s | 19.5 / 312 TFLOP/s | 25 GB/s |
    | h100-sxm | 80 GB | 3350 GB/s | 67 / 989 TFLOP/s | 55 GB/s |
    | h200 | 141 GB | 4800 GB/s | 67 / 989 TFLOP/s | 55 GB/s |

    A measured `profile` (JSON object: key → microseconds) overrides the
    estimate; keys are tried as the op's location name (`loc("conv1")`),
    its `file:line:col`, then its op name (`linalg.matmul`, all of them).
    Measured entries carry `measured`.
  }];
  let options = [
    Option<"device", "device", "::mlir::memplan::Device",
           /*default=*/"::mlir::memplan::Device::A100_40GB",
           "Device preset for op costs",
           "::mlir::memplan::getDeviceOptionValues()">,
    Option<"profile", "profile", "std::string", /*default=*/"\"\"",
           "Measured profile (JSON: op name or location -> microseconds)">,
  ];
}

def MemPlanPrintLiveness
    : InterfacePass<"memplan-print-liveness", "mlir::FunctionOpInterface"> {
  let summary = "Report the nodes of the memory analysis and their live ranges";
  let description = [{
    A test and inspection pass over the memory analysis that memplan-plan
    plans against (`MemoryAnalysis`): for each node of the planning graph
    (an op that produces or reads tensors), emits a remark at its op with
    its bytes, its live range in steps of the unplanned program (from its
    step to its last reader's), the ops folded into it (a `linalg.fill` that
    only initializes its destination), whether it is a view (no bytes of its
    own) or returned (counted at every step instead), and what a plan may do
    with it (swap, recompute, or neither). Multi-block bodies, dynamic
    shapes and element types without a size are errors, the same as for
    memplan-plan.
  }];
}

def MemPlanPrintMemory
    : InterfacePass<"memplan-print-memory", "mlir::FunctionOpInterface"> {
  let summary = "Report resident bytes at every step, the peak and the lower bound";
  let description = [{
    A test and inspection pass over the memory analysis that memplan-plan
    plans against (`MemoryAnalysis`): emits a remark at the op of every step
    of the unplanned program (one per node of the planning graph) with the
    bytes resident while it runs, and one at the function with the
    persistent bytes (tensor arguments and constants), the returned bytes,
    the size of the planning graph, the unplanned peak and the lower bound
    (the largest working set of one node, with the values nobody reads that
    are computed before it: they stay resident), each with its step and op.
    These are the numbers memplan-plan reports as unplanned peak and lower
    bound. Returned buffers are packed out of the arena, so they count at
    every step. With costs annotated by `memplan-annotate-costs`, the
    function remark adds the estimated step time.
  }];
}

def MemPlanPackBuffers : Pass<"memplan-pack-buffers"> {
  let summary = "Give every statically sized buffer an offset in one arena";
  let description = [{
    Runs on bufferized IR, on every function at or below the op it is
    scheduled on. Each `memref.alloc` of the function body's block with a
    static shape and an identity layout is a buffer, live from the
    allocation to the last use of any of its aliases in program order
    (aliases from upstream `BufferViewFlowAnalysis`: views, subviews, casts,
    expand/collapse_shape, values passed through regions). A use inside a
    nested region (a loop, a branch) counts at the op of the body that holds
    it, so a buffer used in a loop lives across the whole loop. A
    `memplan.hold` is a use: it keeps a swapped-out buffer allocated while
    its copy to the host runs; the pass erases the holds once the buffers
    have their offsets.

    The buffers are packed with the portfolio of greedy placements and, when
    it misses the lower bound, the exact search, then rounds of iterated
    greedy placement where that search, within its node limit, misses it too
    (see `memplan-pack`). One
    `memref.alloc` of `memref<N x i8>` at the top of the function becomes the
    arena; every buffer becomes a `memref.view` into it at its offset, and
    the buffers' `memref.dealloc`s are replaced by one of the arena (only
    when the input freed them). Buffers of other memory spaces get an arena
    of their own.

    Left out, each with a remark at the allocation: host buffers (in
    `#memplan.host_memory`, from `memplan-lower-swaps`), dynamic sizes, layouts
    other than the identity, allocations inside nested regions, buffers that
    escape through the function's return or are freed by
    `bufferization.dealloc`. Functions whose body has more than one block
    are left alone with a remark.

    A remark at the function reports the arena, the lower bound (the largest
    sum of sizes live at one time) and their ratio; `report` writes the same
    with every buffer's offset and lifetime as JSON.
  }];
  let options = [
    Option<"alignment", "alignment", "int64_t", /*default=*/"256",
           "Offset alignment of every buffer in bytes (the allocation's own "
           "alignment, and its element type's ABI alignment, win when "
           "larger)">,
    Option<"nodeLimit", "node-limit", "int64_t", /*default=*/"20000",
           "Placements the exact search may try per arena at one capacity "
           "(< 0: no limit): at the lower bound, and twice as many over the "
           "capacities above it that minimizing tries (half as many just "
           "above the bound); the search of the "
           "buffers with time reversed, in turns with it, half as many again. "
           "A placement's cost grows with the arena's buffers (from a few "
           "microseconds on hundreds to a tenth of a millisecond on "
           "thousands): work-limit bounds the time; memplan-pack's default "
           "is 500,000 nodes and no work limit">,
    Option<"workLimit", "work-limit", "int64_t", /*default=*/"300000000",
           "Work the exact search may do per arena over every capacity it "
           "tries (< 0: no limit): steps that each look at one buffer or "
           "time section, about the same time on any input (2-3 ns each "
           "here), so this bounds the search's time by its input alone (see "
           "memplan-pack --work-limit)">,
    Option<"iterateRounds", "iterate-rounds", "int64_t", /*default=*/"256",
           "Rounds of iterated greedy placement at most where the portfolio "
           "and the exact search leave the arena above the lower bound (see "
           "memplan-pack --iterate-rounds; 0: none). Each costs about one "
           "greedy placement; fewer run where the buffers overlap in many "
           "pairs, and none where the arena is within a 100,000th of the "
           "bound">,
    Option<"timeLimit", "time-limit", "double", /*default=*/"-1",
           "Seconds the packing may take per arena, heuristic portfolio "
           "and exact search (< 0, the default: no limit, so the packing "
           "depends only on the input and the node limit; where a limit "
           "stops it, on the machine's speed and load too)">,
    Option<"report", "report", "std::string", /*default=*/"\"\"",
           "Write the packing of every function as JSON to this file">,
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

def MemPlanPlan : Pass<"memplan-plan"> {
  let summary = "Decide, within a memory budget, which tensors to keep, swap or recompute";
  let description = [{
    Plans every function at or below the op it is scheduled on. The function
    becomes the planner's graph: one node per op of its body that produces or
    reads tensors, in program order, with its tensor results as bytes (every
    SSA tensor is its own buffer at this level); tensor arguments and tensor
    constants are persistent, and returned tensors count at every step (the
    packed step holds them outside its arena) and are never moved. Op costs come from `memplan.cost` (see
    `memplan-annotate-costs`) or, without it, from the `device` preset, in
    microseconds; copies cost the preset's host-link time plus latency.

    For every gap between two uses of a tensor (the first starts at its
    producer) the planner keeps it, swaps it to host memory and back, or
    recomputes it just before the use that ends the gap. The schedule is
    replayed on a compute stream and a copy stream, and the plan is accepted
    only when its replay stays within the budget. Strategies: `greedy`
    (swap or recompute, whichever frees the most bytes at the peak per unit
    of exposed cost), `recompute-only`, `swap-only`, `sqrt` (Chen et al.'s
    checkpointing), `optimal` (the Checkmate MILP with COIN-OR CBC, with
    swaps unless `allow-swap=false`, started from the greedy plan, within
    `time-limit`; only in builds with CBC) and `none`.

    The plan is stored on the function as `memplan.plan`
    (`#memplan.plan`, its schedule of memory events) for
    `memplan-materialize`; a remark reports peak, baseline, lower bound and
    estimated time. A budget the planner cannot reach is an error that names
    the least it reaches and the op whose working set blocks a lower one.
    `report` writes, per function, every decision with its reason, the memory
    per step before and after, peak, lower bound, step time and overhead.

    With `hoist-readers` (the default), the step is also planned in a second
    order: where the backward reads an activation only through smaller
    values made from it alone (a relu's mask, a max-pooling backward's
    window masks), those are made in the forward, where the activation is
    last read, and the activation is freed there. That order holds less
    memory unplanned (VGG-11's exported step 3.45 -> 2.74 GB), but a plan
    under a tight budget must then compute the masks again as well as the
    activation. The plan in the order that fits with the least estimated
    time is kept, and the function's ops are moved into that order.
  }];
  let options = [
    Option<"budgetBytes", "budget-bytes", "int64_t", /*default=*/"-1",
           "Device memory budget in bytes for the whole step (arguments, "
           "results and arena)">,
    Option<"budgetFraction", "budget-fraction", "double", /*default=*/"-1",
           "Device memory budget as a fraction of the unplanned peak "
           "(above 0, at most 1e6; with hoist-readers, of the order that "
           "holds less)">,
    Option<"budget", "budget", "std::string", /*default=*/"\"\"",
           "Deprecated: budget-bytes or budget-fraction. Bytes when an "
           "integer, a fraction when it has a decimal point">,
    Option<"device", "device", "::mlir::memplan::Device",
           /*default=*/"::mlir::memplan::Device::A100_40GB",
           "Device preset for op costs and the host link",
           "::mlir::memplan::getDeviceOptionValues()">,
    Option<"strategy", "strategy", "::memplan::Strategy",
           /*default=*/"::memplan::Strategy::Greedy",
           "The planner",
           "::mlir::memplan::getStrategyOptionValues()">,
    Option<"timeLimit", "time-limit", "double", /*default=*/"60",
           "Seconds the optimal strategy's solver may take (its plan then "
           "depends on the machine's speed; < 0: no limit); where CBC does "
           "not stop itself, it is stopped at 1.1 times the limit plus 1 s "
           "and the heuristic plan stands">,
    Option<"effortLimit", "effort-limit", "uint64_t",
           /*default=*/"::memplan::PlannerOptions::kDefaultEffortLimit",
           "Work the heuristic planners' optional runs may take, in values "
           "their replays write and their pricing walks visit, each "
           "counting 1 plus its inputs (0: no limit); once a plan fits and "
           "this much is done, the remaining greedy variants, runs aimed "
           "lower, exchanges of plans other than the chosen one and the "
           "other program order are left out">,
    Option<"searchEffortLimit", "search-effort-limit", "uint64_t",
           /*default=*/"::memplan::PlannerOptions::kDefaultSearchEffortLimit",
           "Work the search for the least budget (of a budget out of the "
           "planner's reach) may take, in effort-limit's units, in each "
           "program order (0: no limit); once this much is done, it names "
           "the lowest peak of the runs made">,
    Option<"allowSwap", "allow-swap", "bool", /*default=*/"true",
           "Let the planner swap tensors to host memory">,
    Option<"allowRecompute", "allow-recompute", "bool", /*default=*/"true",
           "Let the planner recompute tensors">,
    Option<"report", "report", "std::string", /*default=*/"\"\"",
           "Write the plans as JSON to this file">,
    Option<"frontier", "frontier", "unsigned", /*default=*/"0",
           "Also plan at this many budgets between the lower bound and the "
           "unplanned peak (and a quarter as many again where the "
           "trade-off bends most) and report the plans no other beats on "
           "both peak and estimated time (a remark and the report's "
           "frontier); at most 1000 (with the optimal strategy they share "
           "one time-limit)">,
    ListOption<"functions", "functions", "std::string",
               "Plan only the functions of these names (default: all)">,
    Option<"graphOut", "graph-out", "std::string", /*default=*/"\"\"",
           "Write the planning graph as node-link JSON (memplan-plan's "
           "input, with the device's copy timing) to this file, before "
           "planning; one function only">,
    Option<"hoistReaders", "hoist-readers", "bool", /*default=*/"true",
           "Also plan the step in the order where values read later only "
           "through smaller values made from them alone are freed early, "
           "and keep the better plan (its order)">,
  ];
  let dependentDialects = ["::mlir::memplan::MemPlanDialect"];
}

def MemPlanMaterialize : Pass<"memplan-materialize"> {
  let summary = "Rewrite a stored plan into memplan.swap_out/swap_in/recompute ops";
  let description = [{
    For every function that carries a `memplan.plan` (from `memplan-plan`),
    replays the plan's schedule over the function body:
    `memplan.swap_out` right after the producer of a tensor that is swapped,
    `memplan.swap_in` at the planned prefetch point, and `memplan.recompute`
    regions holding clones of the producer (and of any input that is not
    resident then) right before the use, or at the step ahead of it where the
    plan computes it again. Later uses read the swapped-in or
    recomputed value, so the original one dies where the plan frees it. A
    swapped-out value that the plan frees in a later step than its last use
    (where its copy out is expected to be done) gets a `memplan.hold` there,
    which keeps its buffer allocated until then. The rewritten function
    computes the same values. The attribute is removed.
  }];
  let dependentDialects = ["::mlir::memplan::MemPlanDialect"];
}

def MemPlanGpuPrepare : Pass<"memplan-gpu-prepare"> {
  let summary = "Make a bufferized, packed step's device work kernel-shaped";
  let description = [{
    Runs on bufferized IR before `convert-linalg-to-parallel-loops`, on every
    function at or below the op it is scheduled on, so that everything that
    touches device memory becomes a GPU kernel (`memplan.hold`s, which only
    matter to packing, are erased): a `memref.copy` that is not a
    swap (swaps are marked `memplan.swap` by `memplan-lower-swaps`) becomes a
    `linalg.copy`, and a linalg op without parallel loops (a full reduction,
    a fill of a 0-d buffer) is wrapped in a single-iteration `scf.parallel`,
    which the GPU mapping turns into a one-thread launch. Linalg ops whose
    iteration space is empty and copies of no element (a step over an empty
    batch) are erased: over buffers they write nothing, and their launch
    would have a grid of no block, which CUDA refuses.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def MemPlanGpuStreams : Pass<"memplan-gpu-streams", "::mlir::ModuleOp"> {
  let summary = "Put a step's kernels on a compute stream and its swaps on a copy stream";
  let description = [{
    Runs after `gpu-kernel-outlining`, on the host side of every function
    that launches kernels. The arena (`memplan.arena`) and the host buffers
    of swaps (`#memplan.host_memory`) hold nothing from one call to the next: each
    comes from a slot, a pointer-sized global of the program, through
    `memplanDeviceSlot` / `memplanHostSlot` (C interface), which allocate it
    (pinned, for host buffers) at the first call and return the same bytes
    at every later one. The program allocates them once, not per call; they
    are never freed before it ends, and two calls of one step must not run
    at the same time. The other device buffers (left out of the arena)
    become `gpu.alloc`s. Before the function returns, both streams drain
    and every buffer it allocated, does not return and does not keep in a
    slot is freed (`gpu.dealloc`); returned buffers belong to the caller.

    The swap copies become asynchronous copies on a copy stream of their own
    (`memplanCopy` on `memplanCopyStream()`), ordered with events
    (`memplanRecord`, `memplanWait`) against the compute stream
    (`memplanComputeStream()`, which `memplan-gpu-attach-streams` gives every
    launch after `gpu-to-llvm`):
    a swap-out waits for the kernels launched before it; the first later
    kernel that writes bytes the swap-out reads waits for the copy (kernels
    that only read them do not; a kernel writes an argument it stores to); a swap-in waits for the last earlier kernel that touched the bytes
    it overwrites; the first later kernel that touches the swapped-in buffer
    waits for the copy. Overlap comes from the offsets the packing fixed. The
    function synchronizes both streams (`memplanSynchronize`) before it
    returns. These are runtime calls, not `gpu.wait` tokens, so
    canonicalization cannot fold the copy stream into the compute stream.

    Constants (`memref.get_global`) are host memory: each gets a device
    copy, made on the compute stream before the kernels that read it.

    Host code that still reads or writes device memory (a `memref.load` or
    `memref.store` outside a kernel) is an error.
  }];
  let options = [
    Option<"managed", "managed", "bool", /*default=*/"false",
           "Allocate device buffers as managed memory (gpu.alloc "
           "host_shared), which the host can read after the step returns">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def MemPlanGpuAttachStreams
    : Pass<"memplan-gpu-attach-streams", "::mlir::ModuleOp"> {
  let summary = "Launch every kernel on memplan's compute stream";
  let description = [{
    Runs after `gpu-to-llvm` on functions that `memplan-gpu-streams`
    prepared (they call `memplanComputeStream`): every `gpu.launch_func`
    without a stream gets the compute stream as its async object, so it is
    launched on that stream without a synchronization (instead of on a fresh
    stream that the host waits for).
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // MEMPLAN_TRANSFORMS_PASSES_TD
