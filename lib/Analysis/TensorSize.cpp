//===- TensorSize.cpp - bytes of statically shaped values -----------------===//

#include "memplan/Analysis/TensorSize.h"

#include "memplan/Planning/Arithmetic.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::memplan;

/// Bits of one element, or std::nullopt for types without a known size.
static std::optional<int64_t> getElementBits(Type element) {
  if (element.isIntOrFloat())
    return element.getIntOrFloatBitWidth();
  if (auto complex = dyn_cast<ComplexType>(element);
      complex && complex.getElementType().isIntOrFloat())
    return 2 * complex.getElementType().getIntOrFloatBitWidth();
  if (element.isIndex())
    return 64;
  return std::nullopt;
}

/// Bytes of a statically shaped type with elements of `elementBits` bits
/// (sub-byte elements packed, the total rounded up to whole bytes), or
/// std::nullopt when that does not fit in 64 bits.
static std::optional<int64_t> getShapedSizeInBytes(ShapedType shaped,
                                                   int64_t elementBits) {
  std::optional<int64_t> elements = ::memplan::checkedProduct(shaped.getShape());
  if (!elements)
    return std::nullopt;
  if (elementBits % 8 == 0)
    return ::memplan::checkedMul(*elements, elementBits / 8);
  std::optional<int64_t> bits = ::memplan::checkedMul(*elements, elementBits);
  if (!bits)
    return std::nullopt;
  return *bits / 8 + (*bits % 8 != 0);
}

std::optional<int64_t> mlir::memplan::getStaticSizeInBytes(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return std::nullopt;
  std::optional<int64_t> elementBits = getElementBits(shaped.getElementType());
  if (!elementBits)
    return std::nullopt;
  return getShapedSizeInBytes(shaped, *elementBits);
}

FailureOr<int64_t>
mlir::memplan::getStaticSizeInBytes(Type type,
                                    function_ref<InFlightDiagnostic()> emitError) {
  if (std::optional<int64_t> bytes = getStaticSizeInBytes(type))
    return *bytes;
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank())
    return emitError() << "cannot size " << type
                       << ": expected a ranked tensor or memref";
  if (!shaped.hasStaticShape())
    return emitError() << "cannot size " << type
                       << ": dynamic shapes need an upper bound";
  if (!getElementBits(shaped.getElementType()))
    return emitError() << "cannot size " << type << ": element type "
                       << shaped.getElementType() << " has no known size";
  return emitError() << "cannot size " << type
                     << ": its size does not fit in 64 bits";
}

LogicalResult mlir::memplan::addBytes(int64_t &total, int64_t bytes,
                                     Operation *where) {
  std::optional<int64_t> sum = ::memplan::checkedAdd(total, bytes);
  if (!sum)
    return where->emitError()
           << "the function's tensors need more than 2^63-1 bytes in all";
  total = *sum;
  return success();
}
