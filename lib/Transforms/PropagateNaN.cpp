//===- PropagateNaN.cpp - selected maxima and minima propagate NaN --------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANPROPAGATENAN
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

enum class Extreme { None, Maximum, Minimum };

/// Which of the two compared values `select` takes when it takes the
/// larger or the smaller of them, read from the comparison that decides it:
/// `select(a > b, a, b)` and `select(a < b, b, a)` take the larger (strict
/// or not, ordered or not), `select(a < b, a, b)` and `select(a > b, b, a)`
/// the smaller. None for any other selection, or one whose comparison
/// something else reads too (an argmax's, which picks an index by it).
Extreme extremeOf(arith::SelectOp select) {
  auto cmp = select.getCondition().getDefiningOp<arith::CmpFOp>();
  if (!cmp || !cmp->hasOneUse() || isa<ShapedType>(select.getType()))
    return Extreme::None;
  Value a = cmp.getLhs(), b = cmp.getRhs();
  Value onTrue = select.getTrueValue(), onFalse = select.getFalseValue();
  bool firstOnTrue = onTrue == a && onFalse == b;
  if (!firstOnTrue && !(onTrue == b && onFalse == a))
    return Extreme::None;
  using P = arith::CmpFPredicate;
  bool greater, lesser;
  switch (cmp.getPredicate()) {
  case P::OGT:
  case P::OGE:
  case P::UGT:
  case P::UGE:
    greater = firstOnTrue;
    lesser = !firstOnTrue;
    break;
  case P::OLT:
  case P::OLE:
  case P::ULT:
  case P::ULE:
    greater = !firstOnTrue;
    lesser = firstOnTrue;
    break;
  default:
    return Extreme::None;
  }
  return greater ? Extreme::Maximum
                 : (lesser ? Extreme::Minimum : Extreme::None);
}

struct PropagateNaNPass
    : mlir::memplan::impl::MemPlanPropagateNaNBase<PropagateNaNPass> {
  void runOnOperation() override {
    SmallVector<std::pair<arith::SelectOp, Extreme>> found;
    getOperation()->walk([&](arith::SelectOp select) {
      if (Extreme extreme = extremeOf(select); extreme != Extreme::None)
        found.push_back({select, extreme});
    });
    IRRewriter rewriter(&getContext());
    for (auto [select, extreme] : found) {
      auto cmp = select.getCondition().getDefiningOp<arith::CmpFOp>();
      Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
      rewriter.setInsertionPoint(select);
      Value replacement =
          extreme == Extreme::Maximum
              ? arith::MaximumFOp::create(rewriter, select.getLoc(), lhs, rhs)
                    .getResult()
              : arith::MinimumFOp::create(rewriter, select.getLoc(), lhs, rhs)
                    .getResult();
      rewriter.replaceOp(select, replacement);
      rewriter.eraseOp(cmp);
    }
  }
};

} // namespace
