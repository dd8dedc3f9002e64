//===- MemPlanTypes.td - memplan types ---------------------*- tablegen -*-===//

#ifndef MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANTYPES_TD
#define MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANTYPES_TD

include "memplan/Dialect/MemPlan/IR/MemPlanBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

def MemPlan_HostType : MemPlan_Type<"Host", "host"> {
  let summary = "Handle to a copy of a device value in host memory";
  let description = [{
    A `!memplan.host<T>` value names a copy, in host memory, of a device value
    of type `T`. `T` is a ranked tensor type (at the tensor level, before
    bufferization) or a memref type (after it); it is recorded so that the
    value brought back by `memplan.swap_in` has exactly the type that was
    swapped out.

    ```mlir
    !memplan.host<tensor<64x128xf32>>
    !memplan.host<memref<64x128xf32>>
    ```
  }];
  let parameters = (ins "::mlir::Type":$valueType);
  let assemblyFormat = "`<` $valueType `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The recorded type as a shaped type (the verifier guarantees it is one).
    ::mlir::ShapedType getShapedType() const {
      return ::llvm::cast<::mlir::ShapedType>(getValueType());
    }
  }];
}

#endif // MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANTYPES_TD
