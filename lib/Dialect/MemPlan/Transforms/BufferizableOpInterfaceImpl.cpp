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

/// An op whose one tensor operand, `$value`, it only reads: it aliases
/// nothing, and bufferized it takes the operand's buffer (`rebuild` makes
/// the op on it and replaces the old one's results).
template <typename Model, typename Op>
struct ReadsItsValue
    : public BufferizableOpInterface::ExternalModel<Model, Op> {
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
    auto typed = cast<Op>(op);
    if (!isa<TensorType>(typed.getValue().getType()))
      return success();
    FailureOr<Value> buffer =
        getBuffer(rewriter, typed.getValue(), options, state);
    if (failed(buffer))
      return failure();
    Model::rebuild(rewriter, typed, *buffer);
    rewriter.eraseOp(op);
    return success();
  }
};

/// Reads the tensor's buffer; the handle is no tensor and aliases nothing.
struct SwapOutOpInterface : ReadsItsValue<SwapOutOpInterface, SwapOutOp> {
  static void rebuild(RewriterBase &rewriter, SwapOutOp op, Value buffer) {
    // The handle now records the memref type, with the identity layout: the
    // host copy is contiguous whatever the buffer's layout (a slice's has an
    // offset and strides no new buffer can have), and its swap-ins
    // (bufferized later, in program order) make new buffers of that type,
    // the one bufferization expects of a new allocation.
    MemRefType recorded =
        MemRefType::Builder(cast<MemRefType>(buffer.getType()))
            .setLayout(MemRefLayoutAttrInterface());
    auto newOp = SwapOutOp::create(
        rewriter, op.getLoc(), HostType::get(rewriter.getContext(), recorded),
        buffer);
    rewriter.replaceAllUsesWith(op.getHandle(), newOp.getHandle());
  }
};

/// Reads the tensor's buffer, which it keeps allocated.
struct HoldOpInterface : ReadsItsValue<HoldOpInterface, HoldOp> {
  static void rebuild(RewriterBase &rewriter, HoldOp op, Value buffer) {
    HoldOp::create(rewriter, op.getLoc(), buffer);
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
