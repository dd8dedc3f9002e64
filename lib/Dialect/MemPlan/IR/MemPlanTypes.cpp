//===- MemPlanTypes.cpp - memplan types -------------------------*- C++ -*-===//

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

using namespace mlir;
using namespace mlir::memplan;

LogicalResult HostType::verify(function_ref<InFlightDiagnostic()> emitError,
                               Type valueType) {
  // A swap copies a known number of bytes: bufferization keeps the
  // shape, and the host buffer is allocated for it.
  if (isa<RankedTensorType, MemRefType>(valueType) &&
      cast<ShapedType>(valueType).hasStaticShape())
    return success();
  return emitError() << "!memplan.host records the type of a swapped device "
                        "value and expects a statically shaped tensor or "
                        "memref type, but got "
                     << valueType;
}
