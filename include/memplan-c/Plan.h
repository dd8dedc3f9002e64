/*===-- memplan-c/Plan.h - planning a module from C ---------------*- C -*-===*\
|*                                                                            *|
|* The high-level entry points: register everything memplan adds, and plan a *|
|* module for a budget, getting back the report memplan-plan writes.          *|
\*===----------------------------------------------------------------------===*/

#ifndef MEMPLAN_C_PLAN_H
#define MEMPLAN_C_PLAN_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Registers memplan's passes and pipelines (memplan-pipeline,
/// memplan-cpu-pipeline, memplan-gpu-pipeline) for textual pipelines.
MLIR_CAPI_EXPORTED void memplanRegisterAllPasses(void);

/// Inserts the memplan dialect and the external models it needs (the
/// bufferization of its ops) into `registry`.
MLIR_CAPI_EXPORTED void memplanRegisterDialects(MlirDialectRegistry registry);

/// For a context of memplan's own (not one that may hold torch-mlir's
/// dialects): torch-mlir's TMTensor dialect by name, whose ops are refused
/// where they are parsed, saying how to get linalg instead.
MLIR_CAPI_EXPORTED void
memplanRegisterForeignDialectRefusals(MlirDialectRegistry registry);

/// What memplan-plan is asked for, field by field (the options of the
/// memplan-plan pass of the same names). Start from
/// memplanPlanOptionsGetDefault() and set what differs.
typedef struct MemplanPlanOptions {
  /// Exactly one of the two budgets is given: device bytes for the step, or
  /// a fraction of the unplanned peak. -1 means not given.
  int64_t budgetBytes;
  double budgetFraction;
  /// A device preset's name ("h100-sxm"); empty: the default preset.
  MlirStringRef device;
  /// "greedy", "recompute-only", "swap-only", "sqrt", "optimal" or "none";
  /// empty: greedy.
  MlirStringRef strategy;
  /// The optimal strategy's limit in seconds.
  double timeLimitSeconds;
  bool allowSwap;
  bool allowRecompute;
  /// With a count N > 0, the report also holds the planner's frontier from
  /// N budgets.
  unsigned frontier;
  /// The functions to plan (by symbol name); none: every function with a
  /// body.
  const MlirStringRef *functions;
  intptr_t numFunctions;
} MemplanPlanOptions;

/// The defaults of memplan-plan's options, with no budget given.
MLIR_CAPI_EXPORTED MemplanPlanOptions memplanPlanOptionsGetDefault(void);

/// Plans every function of `module` (or those `options` name) with
/// memplan-plan, after the rewrites memplan-pipeline makes before planning,
/// and rewrites the plan into memplan ops (memplan-materialize). On success
/// `reportCallback` receives the JSON report ({"functions": [...]}, the
/// schema of memplan-plan's `report` option) and the module holds the
/// planned functions. On failure (an unknown device or strategy, a budget
/// missing or out of range, a plan that does not fit) the diagnostics went
/// to the context's handlers and the module may be partly rewritten.
MLIR_CAPI_EXPORTED MlirLogicalResult
memplanPlanModule(MlirModule module, const MemplanPlanOptions *options,
                  MlirStringCallback reportCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif // MEMPLAN_C_PLAN_H
