/*===-- memplan-c/Passes.h - C API of memplan's passes ------------*- C -*-===*\
|*                                                                            *|
|* mlirRegisterMemPlanPasses() and one mlirCreateMemPlan<Pass>() per pass,    *|
|* generated from the pass definitions.                                       *|
\*===----------------------------------------------------------------------===*/

#ifndef MEMPLAN_C_PASSES_H
#define MEMPLAN_C_PASSES_H

#include "mlir-c/Pass.h"

#include "memplan/Transforms/Passes.capi.h.inc"

#endif // MEMPLAN_C_PASSES_H
