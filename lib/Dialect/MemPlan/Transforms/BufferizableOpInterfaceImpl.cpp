//===- BufferizableOpInterfaceImpl.cpp - bufferizing memplan ops ----------===//

#include "memplan/Dialect/MemPlan/Transforms/BufferizableOpInterfaceImpl.h"

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::memplan;

namespace {

/// Reads the tensor's buffer; the handle is no tensor and aliases nothing.
struct SwapOutOpInterface
    : public BufferizableOpInterface::ExternalModel<SwapOutOpInterface,
                                                    SwapOutOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return true;
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }
  AliasingValueList getAliasingValues(Operation *, OpOperand &,
                                      const AnalysisState &) const {
    return {};
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto swapOut = cast<SwapOutOp>(op);
    if (!isa<TensorType>(swapOut.getValue().getType()))
      return success();
    FailureOr<Value> buffer =
        getBuffer(rewriter, swapOut.getValue(), options, state);
    if (failed(buffer))
      return failure();
    // The handle now records the memref type: its swap-ins (bufferized
    // later, in program order) take it as it is.
    auto newOp = SwapOutOp::create(rewriter, op->getLoc(), *buffer);
    rewriter.replaceAllUsesWith(swapOut.getHandle(), newOp.getHandle());
    rewriter.eraseOp(op);
    return success();
  }
};

/// Reads the tensor's buffer (it keeps it allocated) and aliases nothing.
struct HoldOpInterface
    : public BufferizableOpInterface::ExternalModel<HoldOpInterface, HoldOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return true;
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }
  AliasingValueList getAliasingValues(Operation *, OpOperand &,
                                      const AnalysisState &) const {
    return {};
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto hold = cast<HoldOp>(op);
    if (!isa<TensorType>(hold.getValue().getType()))
      return success();
    FailureOr<Value> buffer =
        getBuffer(rewriter, hold.getValue(), options, state);
    if (failed(buffer))
      return failure();
    HoldOp::create(rewriter, op->getLoc(), *buffer);
    rewriter.eraseOp(op);
    return success();
  }
};

/// Allocates a new buffer: the result is never in place.
struct SwapInOpInterface
    : public BufferizableOpInterface::ExternalModel<SwapInOpInterface,
                                                    SwapInOp> {
  bool bufferizesToAllocation(Operation *, Value) const { return true; }
  bool resultBufferizesToMemoryWrite(Operation *, OpResult,
                                     const AnalysisState &) const {
    return true;
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto swapIn = cast<SwapInOp>(op);
    if (!isa<TensorType>(swapIn.getValue().getType()))
      return success();
    auto handleType = dyn_cast<HostType>(swapIn.getHandle().getType());
    if (!handleType || !isa<MemRefType>(handleType.getValueType()))
      return op->emitError()
             << "cannot bufferize: the handle's swap_out was not bufferized";
    auto newOp = SwapInOp::create(rewriter, op->getLoc(), swapIn.getHandle());
    replaceOpWithBufferizedValues(rewriter, op, newOp.getValue());
    return success();
  }
};

} // namespace

void mlir::memplan::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, MemPlanDialect *) {
    SwapOutOp::attachInterface<SwapOutOpInterface>(*ctx);
    SwapInOp::attachInterface<SwapInOpInterface>(*ctx);
    HoldOp::attachInterface<HoldOpInterface>(*ctx);
  });
}
