//===- MemPlanDialect.cpp - memplan dialect ---------------------*- C++ -*-===//

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::memplan;

#include "memplan/Dialect/MemPlan/IR/MemPlanOpsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "memplan/Dialect/MemPlan/IR/MemPlanOpsTypes.cpp.inc"

void MemPlanDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "memplan/Dialect/MemPlan/IR/MemPlanOps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "memplan/Dialect/MemPlan/IR/MemPlanOpsTypes.cpp.inc"
      >();
}
