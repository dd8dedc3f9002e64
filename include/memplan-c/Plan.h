/*===-- memplan-c/Plan.h - planning a module from C ---------------*- C -*-===*\
|*                                                                            *|
|* The high-level entry points: register everything memplan adds, and plan a *|
|* module for a budget, getting back the report memplan-plan writes.          *|
\*===----------------------------------------------------------------------===*/

#ifndef MEMPLAN_C_PLAN_H
#define MEMPLAN_C_PLAN_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Registers memplan's passes and pipelines (memplan-pipeline,
/// memplan-cpu-pipeline, memplan-gpu-pipeline) for textual pipelines.
MLIR_CAPI_EXPORTED void memplanRegisterAllPasses(void);

/// Inserts the memplan dialect and the external models it needs (the
/// bufferization of its ops) into `registry`.
MLIR_CAPI_EXPORTED void memplanRegisterDialects(MlirDialectRegistry registry);

/// Plans every function of `module` with memplan-plan and rewrites the plan
/// into memplan ops (memplan-materialize). `options` are memplan-plan's, as
/// in a textual pipeline ("budget-fraction=0.6 strategy=greedy device=h100-sxm");
/// `report` must not be among them. On success `reportCallback` receives
/// the JSON report ({"functions": [...]}, the schema of memplan-plan's
/// `report` option) and the module holds the planned functions. On failure
/// the diagnostics went to the context's handlers and the module may be
/// partly rewritten.
MLIR_CAPI_EXPORTED MlirLogicalResult
memplanPlanModule(MlirModule module, MlirStringRef options,
                  MlirStringCallback reportCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif // MEMPLAN_C_PLAN_H
