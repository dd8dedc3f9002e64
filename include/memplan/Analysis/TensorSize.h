//===- TensorSize.h - bytes of statically shaped values ---------*- C++ -*-===//
//
// The one rule memplan sizes tensors and memrefs by, in its analyses, its
// packing and its lowering: an element takes its size in the data layout
// padded to its ABI alignment (the stride LLVM gives array elements: `i1`
// and `i4` take a byte, `i24` four, `complex<f32>` eight, `index` the
// layout's index width), and a statically shaped value its element count
// times that. Totals are checked: a size that does not fit in 64 bits is an
// error where it is made, never a wrapped number.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_ANALYSIS_TENSORSIZE_H
#define MEMPLAN_ANALYSIS_TENSORSIZE_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

#include <optional>

namespace mlir::memplan {

/// Bytes from one element of `element` type to the next in memory;
/// std::nullopt for element types the rule does not size (anything but
/// integers, floats, `index` and complex numbers of those).
std::optional<int64_t> getElementStride(Type element,
                                        const DataLayout &layout = DataLayout());
/// Bytes of a statically shaped tensor or memref; std::nullopt for dynamic
/// shapes or element types without a known size.
std::optional<int64_t> getStaticSizeInBytes(Type type,
                                            const DataLayout &layout = DataLayout());
/// The same, reporting through `emitError` why a type cannot be sized.
FailureOr<int64_t> getStaticSizeInBytes(Type type,
                                        function_ref<InFlightDiagnostic()> emitError,
                                        const DataLayout &layout = DataLayout());
/// Adds `bytes` to `total`; when the sum does not fit in 64 bits, says so at
/// `where` and fails (memplan/Planning/Arithmetic.h has the rule).
LogicalResult addBytes(int64_t &total, int64_t bytes, Operation *where);

} // namespace mlir::memplan

#endif // MEMPLAN_ANALYSIS_TENSORSIZE_H
