//===- WidenAccumulators.cpp - half-precision reductions summed in f32 ----===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANWIDENACCUMULATORS
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

bool isHalf(Type type) { return type.isF16() || type.isBF16(); }

/// `type` with a half-precision float element or scalar as f32.
Type widened(Type type) {
  return isHalf(type) ? Float32Type::get(type.getContext()) : type;
}

/// Whether every op of `body` (but its yield) can compute in f32 where it
/// computes in a half type: arith and math ops on scalars but bitcasts
/// (which read the half type's bits), and the loop indices.
bool promotable(Block &body) {
  for (Operation &op : body.without_terminator()) {
    if (!(isa<arith::ArithDialect, math::MathDialect>(op.getDialect()) ||
          isa<linalg::IndexOp>(op)) ||
        isa<arith::BitcastOp>(op) || op.getNumRegions() != 0 ||
        op.getNumResults() != 1)
      return false;
    for (Type type :
         llvm::concat<const Type>(op.getOperandTypes(), op.getResultTypes()))
      if (isa<ShapedType>(type))
        return false;
  }
  return body.getTerminator()->getNumOperands() == 1;
}

/// Whether `body` rounds when it combines values: an addition, a product,
/// a quotient or a math function (a maximum, a minimum or a selection is
/// exact in any precision: such a reduction keeps its type).
bool rounds(Block &body) {
  return llvm::any_of(body.without_terminator(), [](Operation &op) {
    return isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
               arith::RemFOp>(op) ||
           isa<math::MathDialect>(op.getDialect());
  });
}

/// Clones `op` of a body computing in a half type into `b` computing in
/// f32: half operands and results become f32, the casts between a half type
/// and f32 become the value itself, a half constant its f32 value.
Value promote(OpBuilder &b, Operation &op, IRMapping &map) {
  Location loc = op.getLoc();
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    auto value = dyn_cast<FloatAttr>(constant.getValue());
    if (!value || !isHalf(value.getType()))
      return b.clone(op, map)->getResult(0);
    return arith::ConstantOp::create(
        b, loc, b.getF32FloatAttr(value.getValueAsDouble()));
  }
  if (isa<arith::ExtFOp, arith::TruncFOp>(op)) {
    Value operand = map.lookupOrDefault(op.getOperand(0));
    Type result = widened(op.getResult(0).getType());
    if (operand.getType() == result)
      return operand;
  }
  OperationState state(loc, op.getName());
  for (Value operand : op.getOperands())
    state.addOperands(map.lookupOrDefault(operand));
  for (Type type : op.getResultTypes())
    state.addTypes(widened(type));
  state.addAttributes(op.getAttrs());
  return b.create(state)->getResult(0);
}

/// A tensor of `like`'s shape and element type `element`, empty.
Value emptyLike(OpBuilder &b, Location loc, Value like, Type element) {
  return tensor::EmptyOp::create(b, loc, tensor::getMixedSizes(b, loc, like),
                                 element);
}

/// `value`, elementwise converted to `element` (extf or truncf).
Value convert(OpBuilder &b, Location loc, Value value, Type element) {
  auto type = cast<RankedTensorType>(value.getType());
  Value into = emptyLike(b, loc, value, element);
  AffineMap identity = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> parallel(type.getRank(),
                                            utils::IteratorType::parallel);
  auto op = linalg::GenericOp::create(
      b, loc, into.getType(), value, into,
      ArrayRef<AffineMap>{identity, identity}, parallel,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value converted =
            element.getIntOrFloatBitWidth() >
                    type.getElementType().getIntOrFloatBitWidth()
                ? Value(arith::ExtFOp::create(nb, nloc, element, args[0]))
                : Value(arith::TruncFOp::create(nb, nloc, element, args[0]));
        linalg::YieldOp::create(nb, nloc, converted);
      });
  return op.getResult(0);
}

/// The f32 destination that `init` (a half tensor) starts the reduction
/// from: a fill of the same value in f32, else its values converted.
Value widenedInit(OpBuilder &b, Location loc, Value init) {
  Type f32 = b.getF32Type();
  if (auto fill = init.getDefiningOp<linalg::FillOp>()) {
    Value scalar = fill.getInputs()[0];
    if (isHalf(scalar.getType())) {
      FloatAttr constant;
      Value wide =
          matchPattern(scalar, m_Constant(&constant))
              ? Value(arith::ConstantOp::create(
                    b, loc, b.getF32FloatAttr(constant.getValueAsDouble())))
              : Value(arith::ExtFOp::create(b, loc, f32, scalar));
      Value empty = emptyLike(b, loc, init, f32);
      return linalg::FillOp::create(b, loc, wide, empty).getResult(0);
    }
  }
  return convert(b, loc, init, f32);
}

/// Rewrites `op` (a reduction into one half tensor) as the same reduction
/// into an f32 tensor, its result converted back: false where it cannot.
bool widen(RewriterBase &rewriter, linalg::LinalgOp op) {
  if (!promotable(*op.getBlock()) || !rounds(*op.getBlock()))
    return false;
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic) {
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::GenericOp> generalized =
        linalg::generalizeNamedOp(rewriter, op);
    if (failed(generalized))
      return false;
    generic = *generalized;
  }
  Location loc = generic.getLoc();
  Value init = generic.getDpsInits()[0];
  Type half = getElementTypeOrSelf(init.getType());
  rewriter.setInsertionPoint(generic);
  Value wideInit = widenedInit(rewriter, loc, init);
  Block &body = generic.getRegion().front();
  auto wide = linalg::GenericOp::create(
      rewriter, loc, wideInit.getType(), generic.getInputs(), wideInit,
      generic.getIndexingMapsArray(), generic.getIteratorTypesArray(),
      [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        IRMapping map;
        for (auto [old, now] : llvm::zip(body.getArguments(), args)) {
          Value value = now;
          // A half input is computed with as its f32 value.
          if (isHalf(now.getType()))
            value = arith::ExtFOp::create(b, bodyLoc, b.getF32Type(), now);
          map.map(old, value);
        }
        for (Operation &inner : body.without_terminator())
          map.map(inner.getResult(0), promote(b, inner, map));
        Value yielded =
            map.lookupOrDefault(body.getTerminator()->getOperand(0));
        if (yielded.getType() != b.getF32Type())
          yielded = arith::ExtFOp::create(b, bodyLoc, b.getF32Type(), yielded);
        linalg::YieldOp::create(b, bodyLoc, yielded);
      });
  Value result = convert(rewriter, loc, wide.getResult(0), half);
  rewriter.replaceOp(generic, result);
  // The half destination goes when nothing else reads it.
  mlir::memplan::eraseUnusedFill(rewriter, init);
  return true;
}

struct WidenAccumulatorsPass
    : mlir::memplan::impl::MemPlanWidenAccumulatorsBase<WidenAccumulatorsPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> reductions;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (op.hasPureTensorSemantics() && op.getNumReductionLoops() > 0 &&
          op.getNumDpsInits() == 1 && op->getNumResults() == 1 &&
          isHalf(getElementTypeOrSelf(op.getDpsInits()[0].getType())) &&
          llvm::all_of(op->getOperandTypes(), [](Type type) {
            return isa<RankedTensorType>(type) || type.isIntOrIndexOrFloat();
          }))
        reductions.push_back(op);
    });
    if (reductions.empty())
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : reductions)
      widen(rewriter, op);
  }
};

} // namespace
