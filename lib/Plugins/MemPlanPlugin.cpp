//===- MemPlanPlugin.cpp - memplan as an mlir-opt plugin --------*- C++ -*-===//

#include "memplan/InitAllMemPlan.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

using namespace mlir;

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "MemPlan", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            memplan::registerAllMemPlanDialects(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "MemPlanPasses", LLVM_VERSION_STRING,
          []() { memplan::registerAllMemPlanPasses(); }};
}
