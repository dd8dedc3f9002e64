//===- CAPI.cpp - the C API of memplan ------------------------------------===//

#include "memplan-c/Dialects.h"
#include "memplan-c/Passes.h"
#include "memplan-c/Plan.h"

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/InitAllMemPlan.h"
#include "memplan/Pipelines/Pipelines.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <optional>

using namespace mlir;
using namespace mlir::memplan;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(MemPlan, memplan,
                                      mlir::memplan::MemPlanDialect)

#include "memplan/Transforms/Passes.capi.cpp.inc"

void memplanRegisterAllPasses(void) { registerAllMemPlanPasses(); }

void memplanRegisterDialects(MlirDialectRegistry registry) {
  registerAllMemPlanDialects(*unwrap(registry));
}

MlirLogicalResult memplanPlanModule(MlirModule module, MlirStringRef options,
                                    MlirStringCallback reportCallback,
                                    void *userData) {
  ModuleOp op = unwrap(module);
  // The report comes back from the pass in memory.
  std::optional<llvm::json::Array> reports;
  std::unique_ptr<Pass> plan = createMemPlanPlan(
      MemPlanPlanOptions(),
      [&](llvm::json::Array received) { reports = std::move(received); });
  std::string errors;
  if (failed(plan->initializeOptions(unwrap(options), [&](const Twine &msg) {
        errors = msg.str();
        return failure();
      }))) {
    op.emitError() << "memplan: bad planning options '" << unwrap(options)
                   << "'" << (errors.empty() ? "" : ": ") << errors;
    return mlirLogicalResultFailure();
  }
  PassManager pm(op.getContext(), ModuleOp::getOperationName());
  // The rewrites memplan-pipeline makes before planning, with its defaults.
  if (failed(buildStepPreparation(pm, PreparationOptions())))
    return mlirLogicalResultFailure();
  pm.addPass(std::move(plan));
  pm.addPass(createMemPlanMaterialize());
  if (failed(pm.run(op)))
    return mlirLogicalResultFailure();
  if (!reports) {
    op.emitError() << "memplan: the planner gave no report";
    return mlirLogicalResultFailure();
  }
  std::string json = llvm::formatv(
      "{0:2}", llvm::json::Value(llvm::json::Object{
                   {"functions", std::move(*reports)}}));
  reportCallback(mlirStringRefCreate(json.data(), json.size()), userData);
  return mlirLogicalResultSuccess();
}
