//===- MemPlan.h - memplan dialect, types and ops ---------------*- C++ -*-===//

#ifndef MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLAN_H
#define MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLAN_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::memplan {

/// Host memory, the resource that swap-outs allocate and swap-ins read.
struct HostMemoryResource
    : public SideEffects::Resource::Base<HostMemoryResource> {
  StringRef getName() final { return "memplan.host"; }
};

} // namespace mlir::memplan

#include "memplan/Dialect/MemPlan/IR/MemPlanOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "memplan/Dialect/MemPlan/IR/MemPlanOpsTypes.h.inc"

#define GET_OP_CLASSES
#include "memplan/Dialect/MemPlan/IR/MemPlanOps.h.inc"

#endif // MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLAN_H
