//===- OutlineLinalg.cpp - a function of its own for every linalg op ------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANOUTLINELINALG
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

struct OutlineLinalgPass
    : mlir::memplan::impl::MemPlanOutlineLinalgBase<OutlineLinalgPass> {
  using Base::Base;

  void runOnOperation() override {
    if (blockOps < 0) {
      emitError(getOperation().getLoc(),
                "memplan-outline-linalg: block-ops must not "
                "be negative, got ")
          << int64_t(blockOps);
      return signalPassFailure();
    }
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> functions(module.getOps<func::FuncOp>());
    for (func::FuncOp func : functions) {
      if (func.isExternal())
        continue;
      SmallVector<linalg::LinalgOp> ops;
      func.walk([&](linalg::LinalgOp op) {
        if (op.hasPureBufferSemantics() && op->getNumResults() == 0)
          ops.push_back(op);
      });
      int64_t k = 0;
      for (linalg::LinalgOp op : ops)
        outline(symbols, func, op, k++);
      for (Block &block : llvm::make_early_inc_range(func.getBody()))
        splitBlock(&block);
    }
  }

  /// What is left of a step is a straight line of views, copies and calls:
  /// one basic block of tens of thousands of ops, which LLVM's instruction
  /// selection takes whole. Blocks of at most blockOps ops, each branching
  /// to the next, run the same ops in the same order.
  void splitBlock(Block *block) {
    if (blockOps == 0)
      return;
    size_t limit = size_t(blockOps);
    while (block->getOperations().size() > limit + 1) {
      Operation *at = &*std::next(block->begin(), limit);
      Block *next = block->splitBlock(at);
      OpBuilder builder = OpBuilder::atBlockEnd(block);
      cf::BranchOp::create(builder, at->getLoc(), next);
      block = next;
    }
  }

  /// Moves `op` into a new function called where it stood.
  void outline(SymbolTable &symbols, func::FuncOp parent,
               linalg::LinalgOp linalgOp, int64_t k) {
    Operation *op = linalgOp.getOperation();
    // Each value once: the op's operands (an op may read and write one
    // buffer), then what its body uses from above.
    SetVector<Value> used(op->getOperands().begin(), op->getOperands().end());
    getUsedValuesDefinedAbove(op->getRegions(), used);
    SmallVector<Value> arguments = used.takeVector();
    MLIRContext *context = op->getContext();
    auto type = FunctionType::get(
        context, ValueRange(arguments).getTypes(), TypeRange{});
    OpBuilder builder(context);
    builder.setInsertionPointToEnd(getOperation().getBody());
    auto callee = func::FuncOp::create(
        builder, op->getLoc(),
        (parent.getSymName() + "_linalg_" + Twine(k)).str(), type);
    callee.setPrivate();
    callee->setAttr("passthrough",
                    builder.getArrayAttr({builder.getStringAttr("noinline")}));
    symbols.insert(callee);
    Block *body = callee.addEntryBlock();
    IRMapping mapping;
    mapping.map(arguments, body->getArguments());
    builder.setInsertionPointToStart(body);
    builder.clone(*op, mapping);
    func::ReturnOp::create(builder, op->getLoc());
    builder.setInsertionPoint(op);
    func::CallOp::create(builder, op->getLoc(), callee, arguments);
    op->erase();
  }
};

} // namespace
