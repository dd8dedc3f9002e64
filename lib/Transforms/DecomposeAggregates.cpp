//===- DecomposeAggregates.cpp - aggregate linalg ops as their parts ------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANDECOMPOSEAGGREGATES
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

struct DecomposeAggregates
    : mlir::memplan::impl::MemPlanDecomposeAggregatesBase<DecomposeAggregates> {
  void runOnOperation() override {
    // Collected first: a decomposition makes new ops where the walk is.
    SmallVector<linalg::AggregatedOpInterface> aggregates;
    getOperation()->walk([&](linalg::AggregatedOpInterface op) {
      auto onTensors = [](Type type) { return isa<TensorType>(type); };
      if (op->getNumResults() > 0 &&
          llvm::all_of(op->getResultTypes(), onTensors))
        aggregates.push_back(op);
    });
    if (aggregates.empty())
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    for (linalg::AggregatedOpInterface op : aggregates) {
      rewriter.setInsertionPoint(op);
      FailureOr<SmallVector<Value>> parts = op.decomposeOperation(rewriter);
      if (failed(parts) || parts->size() != op->getNumResults()) {
        op->emitError() << "memplan cannot decompose this op into the ops "
                           "it stands for";
        return signalPassFailure();
      }
      rewriter.replaceOp(op, *parts);
    }
  }
};

} // namespace
