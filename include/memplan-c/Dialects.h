/*===-- memplan-c/Dialects.h - C API of the memplan dialect -------*- C -*-===*\
|*                                                                            *|
|* Registration of the memplan dialect with the MLIR C API: insert it into   *|
|* a registry with mlirDialectHandleInsertDialect(                            *|
|* mlirGetDialectHandle__memplan__(), registry).                              *|
\*===----------------------------------------------------------------------===*/

#ifndef MEMPLAN_C_DIALECTS_H
#define MEMPLAN_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(MemPlan, memplan);

#ifdef __cplusplus
}
#endif

#endif // MEMPLAN_C_DIALECTS_H
