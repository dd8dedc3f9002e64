//===- memplan-opt.cpp - MLIR optimizer driver with memplan -----*- C++ -*-===//
//
// mlir-opt with every upstream dialect, extension and pass, plus memplan's.
//
//===----------------------------------------------------------------------===//

#include "memplan/InitAllMemPlan.h"
#include "memplan/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::memplan::registerAllMemPlanPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary translates kernels to LLVM IR.
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::memplan::registerAllMemPlanDialects(registry);
  mlir::memplan::registerForeignDialectRefusals(registry);

  llvm::cl::SetVersionPrinter(::memplan::printVersion);
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "memplan: memory planning of training steps\n", registry);
  // The output file is opened (and emptied) while the input file is still
  // mapped: writing over the input would pull the text from under the
  // parser (a bus error in mlir-opt). Refused, as compilers refuse it.
  if (inputFilename != "-" && outputFilename != "-" &&
      llvm::sys::fs::equivalent(inputFilename, outputFilename)) {
    llvm::errs() << "memplan-opt: the output file '" << outputFilename
                 << "' is the input file; write the output elsewhere\n";
    return EXIT_FAILURE;
  }
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
}
