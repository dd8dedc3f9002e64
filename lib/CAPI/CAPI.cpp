//===- CAPI.cpp - the C API of memplan ------------------------------------===//

#include "memplan-c/Dialects.h"
#include "memplan-c/Passes.h"
#include "memplan-c/Plan.h"

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/InitAllMemPlan.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

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
  SmallString<128> reportPath;
  int fd;
  if (llvm::sys::fs::createTemporaryFile("memplan-report", "json", fd,
                                         reportPath)) {
    op.emitError() << "memplan: cannot create a temporary report file";
    return mlirLogicalResultFailure();
  }
  llvm::sys::fs::closeFile(fd);
  llvm::scope_exit removeReport(
      [&] { llvm::sys::fs::remove(reportPath); });

  PassManager pm(op.getContext(), ModuleOp::getOperationName());
  std::string text = "memplan-plan{" + unwrap(options).str() +
                     " report=" + reportPath.str().str() +
                     "},memplan-materialize";
  std::string errors;
  llvm::raw_string_ostream os(errors);
  if (failed(parsePassPipeline(text, pm, os))) {
    op.emitError() << "memplan: bad planning options '" << unwrap(options)
                   << "': " << errors;
    return mlirLogicalResultFailure();
  }
  if (failed(pm.run(op)))
    return mlirLogicalResultFailure();
  auto buffer = llvm::MemoryBuffer::getFile(reportPath);
  if (!buffer) {
    op.emitError() << "memplan: the planner wrote no report";
    return mlirLogicalResultFailure();
  }
  StringRef json = (*buffer)->getBuffer();
  reportCallback(mlirStringRefCreate(json.data(), json.size()), userData);
  return mlirLogicalResultSuccess();
}
