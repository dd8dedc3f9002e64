//===- ElementwiseToLinalg.cpp - Elementwise ops on tensors as linalg ----===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANELEMENTWISETOLINALG
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

/// What upstream's pass converts: an op with the elementwise-mappable traits
/// with an operand on ranked tensors.
bool convertible(Operation *op) {
  return OpTrait::hasElementwiseMappableTraits(op) &&
         llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>);
}

struct ElementwiseToLinalgPass
    : mlir::memplan::impl::MemPlanElementwiseToLinalgBase<
          ElementwiseToLinalgPass> {
  void runOnOperation() override {
    Operation *func = getOperation();
    bool any = func->walk([](Operation *op) {
                     return convertible(op) ? WalkResult::interrupt()
                                            : WalkResult::advance();
                   })
                   .wasInterrupted();
    if (!any)
      return markAllAnalysesPreserved();
    OpPassManager pm(func->getName());
    pm.addPass(createConvertElementwiseToLinalgPass());
    if (failed(runPipeline(pm, func)))
      signalPassFailure();
  }
};

} // namespace
