//===- CAPI.cpp - the C API of memplan ------------------------------------===//

#include "memplan-c/Dialects.h"
#include "memplan-c/Passes.h"
#include "memplan-c/Plan.h"

#include "memplan/Analysis/CostModel.h"
#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/InitAllMemPlan.h"
#include "memplan/Pipelines/Pipelines.h"
#include "memplan/Planning/Planner.h"
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

void memplanRegisterForeignDialectRefusals(MlirDialectRegistry registry) {
  registerForeignDialectRefusals(*unwrap(registry));
}

MemplanPlanOptions memplanPlanOptionsGetDefault(void) {
  MemPlanPlanOptions defaults;
  MemplanPlanOptions options;
  options.budgetBytes = defaults.budgetBytes;
  options.budgetFraction = defaults.budgetFraction;
  options.device = mlirStringRefCreate(nullptr, 0);
  options.strategy = mlirStringRefCreate(nullptr, 0);
  options.timeLimitSeconds = defaults.timeLimit;
  options.allowSwap = defaults.allowSwap;
  options.allowRecompute = defaults.allowRecompute;
  options.frontier = defaults.frontier;
  options.functions = nullptr;
  options.numFunctions = 0;
  return options;
}

/// The pass options of `given`, or a diagnostic at `op` naming the value it
/// does not know.
static FailureOr<MemPlanPlanOptions>
translateOptions(ModuleOp op, const MemplanPlanOptions &given) {
  MemPlanPlanOptions options;
  options.budgetBytes = given.budgetBytes;
  options.budgetFraction = given.budgetFraction;
  StringRef device = unwrap(given.device);
  if (!device.empty()) {
    std::optional<Device> preset = parseDevice(device);
    if (!preset) {
      InFlightDiagnostic diag = emitError(op.getLoc())
                                << "memplan: unknown device '" << device
                                << "' (presets:";
      for (const DevicePreset &known : getDevicePresets())
        diag << " " << known.name;
      diag << ")";
      return failure();
    }
    options.device = *preset;
  }
  StringRef strategy = unwrap(given.strategy);
  if (!strategy.empty() &&
      !::memplan::parseStrategy(
          std::string_view(strategy.data(), strategy.size()),
          options.strategy)) {
    InFlightDiagnostic diag = emitError(op.getLoc())
                              << "memplan: unknown strategy '" << strategy
                              << "' (strategies:";
    using ::memplan::Strategy;
    for (Strategy known :
         {Strategy::Greedy, Strategy::RecomputeOnly, Strategy::SwapOnly,
          Strategy::Sqrt, Strategy::Optimal, Strategy::None})
      diag << " " << StringRef(::memplan::toString(known));
    diag << ")";
    return failure();
  }
  options.timeLimit = given.timeLimitSeconds;
  options.allowSwap = given.allowSwap;
  options.allowRecompute = given.allowRecompute;
  options.frontier = given.frontier;
  if (given.numFunctions < 0 || (given.numFunctions && !given.functions)) {
    emitError(op.getLoc()) << "memplan: " << given.numFunctions
                           << " function names without an array of them";
    return failure();
  }
  for (intptr_t i = 0; i < given.numFunctions; ++i)
    options.functions.push_back(unwrap(given.functions[i]).str());
  return options;
}

MlirLogicalResult memplanPlanModule(MlirModule module,
                                    const MemplanPlanOptions *given,
                                    MlirStringCallback reportCallback,
                                    void *userData) {
  ModuleOp op = unwrap(module);
  MemplanPlanOptions defaults = memplanPlanOptionsGetDefault();
  FailureOr<MemPlanPlanOptions> options =
      translateOptions(op, given ? *given : defaults);
  if (failed(options))
    return mlirLogicalResultFailure();
  // The report comes back from the pass in memory.
  std::optional<llvm::json::Array> reports;
  std::unique_ptr<Pass> plan =
      createMemPlanPlan(*options, [&](llvm::json::Array received) {
        reports = std::move(received);
      });
  PassManager pm(op.getContext(), ModuleOp::getOperationName());
  // The rewrites memplan-pipeline makes before planning, with its defaults.
  if (failed(buildStepPreparation(pm, PreparationOptions())))
    return mlirLogicalResultFailure();
  pm.addPass(std::move(plan));
  pm.addPass(createMemPlanMaterialize());
  if (failed(pm.run(op)))
    return mlirLogicalResultFailure();
  if (!reports) {
    emitError(op.getLoc()) << "memplan: the planner gave no report";
    return mlirLogicalResultFailure();
  }
  std::string json = llvm::formatv(
      "{0:2}", llvm::json::Value(llvm::json::Object{
                   {"functions", std::move(*reports)}}));
  reportCallback(mlirStringRefCreate(json.data(), json.size()), userData);
  return mlirLogicalResultSuccess();
}
