//===- PropagateNaN.cpp - selected maxima and minima propagate NaN --------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <optional>

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANPROPAGATENAN
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

enum class Extreme { None, Maximum, Minimum };

using Predicate = arith::CmpFPredicate;

/// True where `predicate` asks "greater" (strict or not, ordered or not),
/// false where it asks "less", none where it does not order.
std::optional<bool> asksGreater(Predicate predicate) {
  switch (predicate) {
  case Predicate::OGT:
  case Predicate::OGE:
  case Predicate::UGT:
  case Predicate::UGE:
    return true;
  case Predicate::OLT:
  case Predicate::OLE:
  case Predicate::ULT:
  case Predicate::ULE:
    return false;
  default:
    return std::nullopt;
  }
}

/// The unordered form of an ordered "greater" or "less" (true also where
/// either value is NaN); none for any other predicate.
std::optional<Predicate> unorderedOf(Predicate predicate) {
  switch (predicate) {
  case Predicate::OGT:
    return Predicate::UGT;
  case Predicate::OGE:
    return Predicate::UGE;
  case Predicate::OLT:
    return Predicate::ULT;
  case Predicate::OLE:
    return Predicate::ULE;
  default:
    return std::nullopt;
  }
}

/// Which of the two compared values `select` takes when it takes the
/// larger or the smaller of them, read from the comparison that decides it:
/// `select(a > b, a, b)` and `select(a < b, b, a)` take the larger (strict
/// or not, ordered or not), `select(a < b, a, b)` and `select(a > b, b, a)`
/// the smaller. None for any other selection, or one whose comparison
/// something else reads too (an argmax that picks its value and its index
/// by one comparison).
Extreme extremeOf(arith::SelectOp select) {
  auto cmp = select.getCondition().getDefiningOp<arith::CmpFOp>();
  if (!cmp || !cmp->hasOneUse() || isa<ShapedType>(select.getType()))
    return Extreme::None;
  Value a = cmp.getLhs(), b = cmp.getRhs();
  Value onTrue = select.getTrueValue(), onFalse = select.getFalseValue();
  bool firstOnTrue = onTrue == a && onFalse == b;
  if (!firstOnTrue && !(onTrue == b && onFalse == a))
    return Extreme::None;
  std::optional<bool> greaterThan = asksGreater(cmp.getPredicate());
  if (!greaterThan)
    return Extreme::None;
  return *greaterThan == firstOnTrue ? Extreme::Maximum : Extreme::Minimum;
}

/// Whether `cmp` picks the index of a running maximum or minimum, as
/// torch-mlir lowers max/min over a dimension and argmax/argmin: in a linalg
/// body, `maximumf(x, acc)` (or `minimumf`) yields the running value, and
/// `select(cmpf ogt(x, acc), i, accIndex)` (or olt) its index, where `acc`
/// is the running value's accumulator (an output of the op) and only such
/// selections read the comparison. With a NaN the comparison is false, so
/// the index stayed at the largest number while the value is NaN; PyTorch
/// gives the index of the first NaN.
bool picksRunningExtreme(arith::CmpFOp cmp) {
  // The ordered comparisons torch-mlir writes.
  if (!unorderedOf(cmp.getPredicate()))
    return false;
  bool greater = *asksGreater(cmp.getPredicate());
  auto acc = dyn_cast<BlockArgument>(cmp.getRhs());
  if (!acc || acc.getOwner() != cmp->getBlock())
    return false;
  auto op = dyn_cast<linalg::LinalgOp>(cmp->getParentOp());
  if (!op || acc.getArgNumber() < op.getNumDpsInputs())
    return false;
  for (Operation *user : cmp->getUsers()) {
    auto select = dyn_cast<arith::SelectOp>(user);
    if (!select || select.getCondition() != cmp.getResult() ||
        llvm::is_contained({cmp.getLhs(), cmp.getRhs()},
                           select.getTrueValue()) ||
        llvm::is_contained({cmp.getLhs(), cmp.getRhs()},
                           select.getFalseValue()))
      return false;
  }
  return llvm::any_of(*cmp->getBlock(), [&](Operation &other) {
    auto same = [&](auto extreme) {
      return extreme && extreme.getLhs() == cmp.getLhs() &&
             extreme.getRhs() == cmp.getRhs();
    };
    return greater ? same(dyn_cast<arith::MaximumFOp>(other))
                   : same(dyn_cast<arith::MinimumFOp>(other));
  });
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
    // The index moves to a NaN unless the running value is NaN already:
    // `x > acc` unordered (true with a NaN `x`), and `acc` not NaN.
    SmallVector<arith::CmpFOp> indices;
    getOperation()->walk([&](arith::CmpFOp cmp) {
      if (picksRunningExtreme(cmp))
        indices.push_back(cmp);
    });
    for (arith::CmpFOp cmp : indices) {
      Location loc = cmp.getLoc();
      rewriter.setInsertionPoint(cmp);
      Value moves =
          arith::CmpFOp::create(rewriter, loc, *unorderedOf(cmp.getPredicate()),
                                cmp.getLhs(), cmp.getRhs());
      Value accNumber = arith::CmpFOp::create(rewriter, loc, Predicate::ORD,
                                              cmp.getRhs(), cmp.getRhs());
      rewriter.replaceOp(
          cmp,
          arith::AndIOp::create(rewriter, loc, moves, accNumber).getResult());
    }
  }
};

} // namespace
