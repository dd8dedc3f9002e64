//===- Passes.h - memplan transformation passes -----------------*- C++ -*-===//

#ifndef MEMPLAN_TRANSFORMS_PASSES_H
#define MEMPLAN_TRANSFORMS_PASSES_H

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"

namespace mlir::memplan {

#define GEN_PASS_DECL
#include "memplan/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "memplan/Transforms/Passes.h.inc"

} // namespace mlir::memplan

#endif // MEMPLAN_TRANSFORMS_PASSES_H
