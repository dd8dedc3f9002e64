//===- TensorSize.h - bytes of statically shaped values ---------*- C++ -*-===//
//
// The one rule memplan's analyses size tensors and memrefs by: elements of
// integer and float types take their bit width (sub-byte elements packed,
// the total rounded up to whole bytes), complex numbers twice their part,
// `index` 64 bits. Totals are checked: a size that does not fit in 64 bits
// is an error where it is made, never a wrapped number.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_ANALYSIS_TENSORSIZE_H
#define MEMPLAN_ANALYSIS_TENSORSIZE_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"

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

} // namespace mlir::memplan

#endif // MEMPLAN_ANALYSIS_TENSORSIZE_H
