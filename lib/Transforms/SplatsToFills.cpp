//===- SplatsToFills.cpp - large splat constants to linalg.fill -----------===//

#include "memplan/Transforms/Passes.h"

#include "memplan/Analysis/TensorSize.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANSPLATSTOFILLS
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

struct SplatsToFillsPass
    : mlir::memplan::impl::MemPlanSplatsToFillsBase<SplatsToFillsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (minBytes < 0) {
      emitError(getOperation()->getLoc())
          << "memplan-splats-to-fills: min-bytes must not be negative, got "
          << static_cast<int64_t>(minBytes);
      return signalPassFailure();
    }
    SmallVector<arith::ConstantOp> splats;
    DataLayout layout = DataLayout::closest(getOperation());
    getOperation()->walk([&](arith::ConstantOp op) {
      auto type = dyn_cast<RankedTensorType>(op.getType());
      if (!type || !isa<SplatElementsAttr>(op.getValue()) ||
          !type.getElementType().isIntOrIndexOrFloat())
        return;
      std::optional<int64_t> bytes =
          mlir::memplan::getStaticSizeInBytes(type, layout);
      if (!bytes)
        return;
      if (*bytes >= minBytes && !op->use_empty())
        splats.push_back(op);
    });
    if (splats.empty())
      return markAllAnalysesPreserved();
    for (arith::ConstantOp op : splats) {
      Block &block = *op->getBlock();
      Operation *first = nullptr;
      for (Operation *user : op->getUsers()) {
        // The op of the constant's block that holds the use.
        Operation *at = block.findAncestorOpInBlock(*user);
        if (at && (!first || at->isBeforeInBlock(first)))
          first = at;
      }
      if (!first)
        continue;
      auto type = cast<RankedTensorType>(op.getType());
      auto splat = cast<SplatElementsAttr>(op.getValue());
      OpBuilder builder(first);
      Location loc = op.getLoc();
      Value scalar = arith::ConstantOp::create(
          builder, loc, cast<TypedAttr>(splat.getSplatValue<Attribute>()));
      Value empty = tensor::EmptyOp::create(builder, loc, type.getShape(),
                                            type.getElementType(),
                                            type.getEncoding());
      Value fill =
          linalg::FillOp::create(builder, loc, scalar, empty).getResult(0);
      op.getResult().replaceAllUsesWith(fill);
      op.erase();
    }
  }
};

} // namespace
