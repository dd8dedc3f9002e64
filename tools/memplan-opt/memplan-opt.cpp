//===- memplan-opt.cpp - MLIR optimizer driver with memplan -----*- C++ -*-===//
//
// mlir-opt with every upstream dialect, extension and pass, plus memplan's.
//
//===----------------------------------------------------------------------===//

#include "memplan/InitAllMemPlan.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::memplan::registerAllMemPlanPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary translates kernels to LLVM IR.
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::memplan::registerAllMemPlanDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "memplan: memory planning of training steps\n", registry));
}
