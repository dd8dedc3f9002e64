//===- InitAllMemPlan.cpp - register memplan dialects and passes ----------===//

#include "memplan/InitAllMemPlan.h"

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/Dialect/MemPlan/Transforms/BufferizableOpInterfaceImpl.h"
#include "memplan/Pipelines/Pipelines.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"

void mlir::memplan::registerAllMemPlanDialects(DialectRegistry &registry) {
  registry.insert<MemPlanDialect>();
  registerBufferizableOpInterfaceExternalModels(registry);
}

void mlir::memplan::registerAllMemPlanPasses() {
  registerMemPlanPasses();
  registerMemPlanPipelines();
}
