//===- MemPlanOps.td - memplan operations ------------------*- tablegen -*-===//

#ifndef MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANOPS_TD
#define MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANOPS_TD

include "memplan/Dialect/MemPlan/IR/MemPlanBase.td"
include "memplan/Dialect/MemPlan/IR/MemPlanAttrs.td"
include "memplan/Dialect/MemPlan/IR/MemPlanTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// Host memory, where swapped-out copies live. Keeping it apart from the
/// default resource lets analyses tell host traffic from device memory.
def MemPlan_HostMemory : Resource<"::mlir::memplan::HostMemoryResource">;

//===----------------------------------------------------------------------===//
// SwapOutOp
//===----------------------------------------------------------------------===//

def MemPlan_Swappable : AnyTypeOf<[AnyStaticShapeTensor, AnyStaticShapeMemRef],
                                   "statically shaped tensor or memref">;

def MemPlan_SwapOutOp : MemPlan_Op<"swap_out"> {
  let summary = "Copy a device tensor to host memory";
  let description = [{
    Copies `$value` to host memory and returns a handle to the copy. The
    handle's type records the swapped type exactly, so the later
    `memplan.swap_in` reproduces the value with the same type.

    After this op the planner may release the device value; it is brought
    back with `memplan.swap_in` before its next use. On the GPU the copy runs
    on a copy stream beside compute, ordered after the value's producer.

    The op allocates the host copy; an unused `memplan.swap_out` is dead and
    may be removed. Two swap-outs of the same value are never merged, since
    each stands for a transfer the planner placed.

    After bufferization the op takes the device buffer (a statically shaped
    memref) and reads it; the handle records the memref type, or that type
    with the identity layout (the host copy is contiguous, whatever the
    layout of the buffer: a slice's, for instance), as bufferization
    records it.

    Example:

    ```mlir
    %h = memplan.swap_out %act : tensor<64x128xf32> -> !memplan.host<tensor<64x128xf32>>
    ```
  }];
  let arguments = (ins Arg<MemPlan_Swappable, "the device value",
                           [MemRead<DefaultResource>]>:$value);
  let results = (outs Res<MemPlan_HostType, "handle to the host copy",
                          [MemAlloc<MemPlan_HostMemory>]>:$handle);
  let assemblyFormat = "$value attr-dict `:` type($value) `->` qualified(type($handle))";
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$value), [{
      build($_builder, $_state,
            ::mlir::memplan::HostType::get($_builder.getContext(),
                                           value.getType()),
            value);
    }]>
  ];
}

//===----------------------------------------------------------------------===//
// SwapInOp
//===----------------------------------------------------------------------===//

def MemPlan_SwapInOp : MemPlan_Op<"swap_in"> {
  let summary = "Bring a swapped-out tensor back to the device";
  let description = [{
    Copies the host copy named by `$handle` back to device memory and returns
    it as a tensor equal to the one that was swapped out. The result type must
    be the type recorded in the handle.

    The planner places a swap-in early enough that its copy hides behind
    compute, yet late enough that the budget holds. A handle may be swapped in
    more than once (for several uses far apart); such swap-ins are not merged
    by CSE, as each stands for a transfer the planner placed. An unused
    swap-in only reads the host copy and may be removed.

    After bufferization the result is a new device buffer (a statically
    shaped memref) holding the copy.

    Example:

    ```mlir
    %act2 = memplan.swap_in %h : !memplan.host<tensor<64x128xf32>> -> tensor<64x128xf32>
    ```
  }];
  let arguments = (ins Arg<MemPlan_HostType, "handle to the host copy",
                           [MemRead<MemPlan_HostMemory>]>:$handle);
  let results = (outs Res<MemPlan_Swappable, "the value back on the device",
                          [MemAlloc<DefaultResource>]>:$value);
  let assemblyFormat = "$handle attr-dict `:` qualified(type($handle)) `->` type($value)";
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$handle), [{
      build($_builder, $_state,
            ::llvm::cast<::mlir::memplan::HostType>(handle.getType())
                .getValueType(),
            handle);
    }]>
  ];
}

//===----------------------------------------------------------------------===//
// HoldOp
//===----------------------------------------------------------------------===//

def MemPlan_HoldOp : MemPlan_Op<"hold"> {
  let summary = "Keep a device value's buffer allocated until here";
  let description = [{
    Keeps the buffer of `$value` allocated up to this op, although nothing
    reads the value here: static packing (`memplan-pack-buffers`) gives no
    other buffer its bytes before it. `memplan-materialize` places one
    where the plan frees a swapped-out value later than its last use: the
    copy to the host that its `memplan.swap_out` started is expected to
    run until there, and a kernel that overwrote those bytes sooner would
    have to wait for the copy. (The planner chooses, per swap, between
    that and freeing the value at its last use, where the program waits
    for the copy before the bytes are used again.)

    The op does nothing when the program runs: `memplan-pack-buffers`
    erases it once it has given the buffers their offsets, and the host
    and GPU lowerings erase any left. It declares no memory effects, so
    that no transformation drops it as dead or moves it.

    After bufferization it takes the device buffer (a statically shaped
    memref).

    Example:

    ```mlir
    %h = memplan.swap_out %act : tensor<64x128xf32> -> !memplan.host<tensor<64x128xf32>>
    %y = linalg.generic ... ins(%act : tensor<64x128xf32>) ...  // its last use
    %z = linalg.matmul ...
    memplan.hold %act : tensor<64x128xf32>
    ```
  }];
  let arguments = (ins Arg<MemPlan_Swappable, "the device value">:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

//===----------------------------------------------------------------------===//
// RecomputeOp
//===----------------------------------------------------------------------===//

def MemPlan_RecomputeOp : MemPlan_Op<"recompute", [
    IsolatedFromAbove, RecursiveMemoryEffects, SingleBlock]> {
  let summary = "Recompute values from resident inputs, just before their use";
  let description = [{
    Recomputes one or more values from the explicitly listed `$inputs`, which
    must be resident on the device where the op stands. The region is
    isolated from above: everything it reads is an input, bound to the block
    argument of the same position, and it ends in `memplan.yield` with the
    recomputed values, whose types are the op's result types.

    The planner places the op just in time before the first use of its
    results, so the recomputed values occupy memory only while they are
    needed. The body must be free of side effects (ops on tensors), since it
    runs a second time. Lowering inlines the body in place of the op.

    Example:

    ```mlir
    %r = memplan.recompute ins(%x = %in : tensor<4x8xf32>, %w = %weight : tensor<8x16xf32>)
        -> tensor<4x16xf32> {
      %init = tensor.empty() : tensor<4x16xf32>
      %mm = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>)
                          outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
      memplan.yield %mm : tensor<4x16xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes,
                   "::mlir::ValueRange":$inputs)>
  ];
  let extraClassDeclaration = [{
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
    ::mlir::memplan::YieldOp getYield();
  }];
}

def MemPlan_YieldOp : MemPlan_Op<"yield", [
    Pure, Terminator, HasParent<"RecomputeOp">]> {
  let summary = "Yield the recomputed values of a memplan.recompute";
  let description = [{
    Terminates the body of `memplan.recompute`. Its operands are the
    recomputed values, one per result of the parent op and of the same types.
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
  let hasVerifier = 1;
}

#endif // MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANOPS_TD
