//===- LowerTosa.cpp - TOSA steps as linalg on tensors --------------------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Conversion/TosaToArith/TosaToArith.h"
#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Conversion/TosaToSCF/TosaToSCF.h"
#include "mlir/Conversion/TosaToTensor/TosaToTensor.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANLOWERTOSA
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

/// Upstream's lowering of TOSA to linalg on tensors (its
/// tosa-to-linalg-pipeline without the canonicalization, constant folding
/// and validation, then the conversions of the ops it leaves).
void buildTosaLowering(OpPassManager &pm) {
  OpPassManager &func = pm.nest<func::FuncOp>();
  func.addPass(tosa::createTosaOptionalDecompositionsPass());
  func.addPass(tosa::createTosaInferShapesPass());
  func.addPass(tosa::createTosaMakeBroadcastablePass());
  func.addPass(tosa::createTosaToLinalgNamed());
  func.addPass(tosa::createTosaToLinalg());
  func.addPass(createTosaToArithPass());
  func.addPass(createTosaToTensorPass());
  func.addPass(createTosaToSCFPass());
}

bool isTosa(Operation *op) {
  return isa_and_present<tosa::TosaDialect>(op->getDialect());
}

struct LowerTosa : mlir::memplan::impl::MemPlanLowerTosaBase<LowerTosa> {
  void getDependentDialects(DialectRegistry &registry) const override {
    OpPassManager pm(ModuleOp::getOperationName());
    buildTosaLowering(pm);
    pm.getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool anyTosa = module
                       ->walk([](Operation *op) {
                         return isTosa(op) ? WalkResult::interrupt()
                                           : WalkResult::advance();
                       })
                       .wasInterrupted();
    if (!anyTosa)
      return markAllAnalysesPreserved();
    OpPassManager pm(ModuleOp::getOperationName());
    buildTosaLowering(pm);
    if (failed(runPipeline(pm, module)))
      return signalPassFailure();
    // Shape operands (tosa.const_shape) the conversions read and left
    // without users.
    module->walk([](Operation *op) {
      if (isTosa(op) && op->use_empty() && isMemoryEffectFree(op))
        op->erase();
    });
    // What none of the conversions takes: refused where it is.
    WalkResult left = module->walk([](Operation *op) {
      if (!isTosa(op))
        return WalkResult::advance();
      op->emitError() << "memplan cannot lower this TOSA op to linalg "
                         "(upstream's TOSA conversions leave it)";
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      return signalPassFailure();
  }
};

} // namespace
