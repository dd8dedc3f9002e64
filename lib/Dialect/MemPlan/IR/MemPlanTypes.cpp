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
