//===- TensorLiveness.h - buffers and liveness of a tensor program -*- C++ -*-===//
//
// The memory view of a function in linalg on tensors, before bufferization:
// which tensors will share one buffer, how big each buffer is, and over which
// steps of the program order it is live.
//
// Buffers are alias classes of tensor values. A value joins the class of
//  - the source of a view (tensor.extract_slice, expand/collapse_shape,
//    tensor.cast, tensor.reshape, bufferization.materialize_in_destination's
//    result),
//  - the `outs` operand of a destination-style op (linalg, tensor.insert_slice,
//    tensor.pad is not one) it is tied to, when that operand has no other use,
//    so that one-shot bufferization can write in place.
// A tensor.empty with several uses is no buffer: each op writing into it gets
// a buffer of its own at that op.
// The class is allocated where its first value is defined and freed after the
// last use of any of its values (upstream `Liveness`). Ops with regions
// (scf.for, scf.if, ...) count as one step: what they read from above is used
// at that step. Function arguments are persistent, not part of the arena;
// returned buffers are left out of the arena too, and count for the whole
// step.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_ANALYSIS_TENSORLIVENESS_H
#define MEMPLAN_ANALYSIS_TENSORLIVENESS_H

#include "memplan/Planning/Graph.h"

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>

namespace mlir::memplan {

/// Bytes of a statically shaped tensor or memref; std::nullopt for dynamic
/// shapes or element types without a known size.
std::optional<int64_t> getStaticSizeInBytes(Type type);
/// The same, reporting through `emitError` why a type cannot be sized.
FailureOr<int64_t> getStaticSizeInBytes(Type type,
                                        function_ref<InFlightDiagnostic()> emitError);
/// Adds `bytes` to `total`; when the sum does not fit in 64 bits, says so at
/// `where` and fails (memplan/Planning/Arithmetic.h has the rule).
LogicalResult addBytes(int64_t &total, int64_t bytes, Operation *where);

struct TensorBuffer {
  /// The value that allocates the buffer (first of its class in order).
  Value root;
  int64_t bytes = 0;
  /// Steps (indices of ops in the function body) of allocation and last use.
  int32_t start = 0;
  int32_t end = 0;
  /// Ops that write the buffer, in program order (the root's producer and the
  /// destination-style ops that update it in place).
  SmallVector<Operation *> writers;
  /// Read by the terminator: the buffer escapes the arena, and is counted
  /// among the result bytes, resident for the whole step.
  bool returned = false;
};

class TensorLiveness {
public:
  /// Builds the analysis. On unsupported input (several blocks, dynamic
  /// shapes, unknown element types) emits located errors and returns failure.
  static FailureOr<TensorLiveness> compute(FunctionOpInterface func);

  ArrayRef<Operation *> getSteps() const { return steps; }
  ArrayRef<TensorBuffer> getBuffers() const { return buffers; }
  /// The buffer holding `value`, if it is a tensor of the arena.
  std::optional<unsigned> getBufferIndex(Value value) const;

  /// Bytes of the function's tensor arguments (parameters, batch).
  int64_t getPersistentBytes() const { return persistentBytes; }
  /// Bytes of the returned buffers. Packing leaves them out of the arena (the
  /// caller owns them), so a static arena cannot reuse their memory before
  /// they are written: they count for the whole step.
  int64_t getResultBytes() const { return resultBytes; }
  /// Resident bytes while each step runs (persistent and result bytes
  /// included).
  ArrayRef<int64_t> getCurve() const { return curve; }
  int64_t getPeak() const { return peak; }
  int32_t getPeakStep() const { return peakStep; }
  /// The largest working set of one step: the buffers it reads and writes,
  /// plus the persistent and result bytes.
  int64_t getLowerBound() const { return lowerBound; }
  int32_t getLowerBoundStep() const { return lowerBoundStep; }

  /// The planning core's view: one node per buffer, computed by the buffer's
  /// writers (their costs summed from `costOf`), reading the buffers their
  /// operands live in. Nodes are in program order of their last writer.
  ::memplan::Graph
  buildGraph(function_ref<double(Operation *)> costOf) const;

private:
  SmallVector<Operation *> steps;
  DenseMap<Operation *, int32_t> stepOf;
  SmallVector<TensorBuffer> buffers;
  DenseMap<Value, unsigned> bufferOf;
  /// Buffers read by each step (deduplicated), for working sets and graphs.
  SmallVector<SmallVector<unsigned>> reads;
  int64_t persistentBytes = 0;
  int64_t resultBytes = 0;
  SmallVector<int64_t> curve;
  int64_t peak = 0;
  int32_t peakStep = 0;
  int64_t lowerBound = 0;
  int32_t lowerBoundStep = 0;
};

} // namespace mlir::memplan

#endif // MEMPLAN_ANALYSIS_TENSORLIVENESS_H
