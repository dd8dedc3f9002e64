//===- MemPlanTypes.cpp - memplan types -------------------------*- C++ -*-===//

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

using namespace mlir;
using namespace mlir::memplan;

LogicalResult HostType::verify(function_ref<InFlightDiagnostic()> emitError,
                               Type valueType) {
  if (isa<RankedTensorType, MemRefType>(valueType))
    return success();
  return emitError() << "!memplan.host records the type of a swapped device "
                        "value and expects a ranked tensor or memref type, "
                        "but got "
                     << valueType;
}

std::optional<int64_t> HostType::getSizeInBytes() const {
  ShapedType type = getShapedType();
  Type elementType = type.getElementType();
  if (!type.hasStaticShape() || !elementType.isIntOrFloat())
    return std::nullopt;
  // Sub-byte element types are stored packed, rounded up to whole bytes.
  int64_t bits = type.getNumElements() *
                 static_cast<int64_t>(elementType.getIntOrFloatBitWidth());
  return (bits + 7) / 8;
}
