//===- TensorSize.cpp - bytes of statically shaped values -----------------===//

#include "memplan/Analysis/TensorSize.h"

#include "memplan/Planning/Arithmetic.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::memplan;

std::optional<int64_t> mlir::memplan::getElementStride(Type element,
                                                      const DataLayout &layout) {
  // Asking the layout about any other type is a fatal error in MLIR.
  auto sized = [](Type t) { return t.isIntOrFloat() || t.isIndex(); };
  auto complex = dyn_cast<ComplexType>(element);
  if (!sized(element) && !(complex && sized(complex.getElementType())))
    return std::nullopt;
  uint64_t size = layout.getTypeSize(element).getFixedValue();
  uint64_t alignment = std::max<uint64_t>(layout.getTypeABIAlignment(element), 1);
  return int64_t(llvm::alignTo(size, alignment));
}

std::optional<int64_t> mlir::memplan::getStaticSizeInBytes(Type type,
                                                          const DataLayout &layout) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return std::nullopt;
  std::optional<int64_t> stride = getElementStride(shaped.getElementType(), layout);
  std::optional<int64_t> elements = ::memplan::checkedProduct(shaped.getShape());
  if (!stride || !elements)
    return std::nullopt;
  return ::memplan::checkedMul(*elements, *stride);
}

FailureOr<int64_t>
mlir::memplan::getStaticSizeInBytes(Type type,
                                    function_ref<InFlightDiagnostic()> emitError,
                                    const DataLayout &layout) {
  if (std::optional<int64_t> bytes = getStaticSizeInBytes(type, layout))
    return *bytes;
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank())
    return emitError() << "cannot size " << type
                       << ": expected a ranked tensor or memref";
  if (!shaped.hasStaticShape())
    return emitError() << "cannot size " << type
                       << ": its shape is dynamic (memplan plans steps whose "
                          "tensors all have static shapes: export the step "
                          "with static input sizes)";
  if (!getElementStride(shaped.getElementType(), layout))
    return emitError() << "cannot size " << type << ": element type "
                       << shaped.getElementType() << " has no known size";
  return emitError() << "cannot size " << type
                     << ": its size does not fit in 64 bits";
}

LogicalResult mlir::memplan::addBytes(int64_t &total, int64_t bytes,
                                     Operation *where) {
  std::optional<int64_t> sum = ::memplan::checkedAdd(total, bytes);
  if (!sum)
    return emitError(where->getLoc())
           << "the function's tensors need more than 2^63-1 bytes in all";
  total = *sum;
  return success();
}
