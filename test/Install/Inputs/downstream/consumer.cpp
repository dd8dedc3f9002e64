// Parses a module with memplan ops, counts them through the C++ op classes,
// then runs memplan-inline-recompute from a pipeline string and prints.
#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/InitAllMemPlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: memplan-consumer FILE.mlir\n";
    return 2;
  }
  DialectRegistry registry;
  registry.insert<func::FuncDialect, arith::ArithDialect, math::MathDialect>();
  memplan::registerAllMemPlanDialects(registry);
  memplan::registerAllMemPlanPasses();
  MLIRContext context(registry);

  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(argv[1], &context);
  if (!module)
    return 1;

  int swapOuts = 0, swapIns = 0, recomputes = 0;
  module->walk([&](Operation *op) {
    swapOuts += isa<memplan::SwapOutOp>(op);
    swapIns += isa<memplan::SwapInOp>(op);
    recomputes += isa<memplan::RecomputeOp>(op);
  });
  llvm::outs() << "swap_out " << swapOuts << " swap_in " << swapIns
               << " recompute " << recomputes << "\n";

  PassManager pm(&context);
  // The string is nested under the pass manager's anchor, builtin.module.
  if (failed(parsePassPipeline("func.func(memplan-inline-recompute)", pm,
                               llvm::errs())) ||
      failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  return 0;
}
