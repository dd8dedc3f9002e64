//===- InlineHelpers.cpp - private callees into their callers -------------===//

#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/Inliner.h"
#include "mlir/Transforms/InliningUtils.h"

#include <functional>

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANINLINEHELPERS
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

/// The most calls inlined into one function (helpers that each call the
/// next twice grow a caller exponentially; recursion is refused before).
constexpr int kMaxInlinedCalls = 100000;

/// Fails at a call of a private function that leads back to itself
/// through calls of private functions (which inlining would not end).
LogicalResult refuseRecursion(ModuleOp module, SymbolTable &symbols) {
  // 1: on the path being walked; 2: walked, no cycle through it.
  llvm::DenseMap<Operation *, int> state;
  std::function<LogicalResult(func::FuncOp)> walk =
      [&](func::FuncOp func) -> LogicalResult {
    state[func] = 1;
    WalkResult result = func.walk([&](func::CallOp call) {
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      if (!callee || !callee.isPrivate() || callee.isExternal())
        return WalkResult::advance();
      int seen = state.lookup(callee);
      if (seen == 1) {
        call.emitError() << "memplan cannot inline this call of @"
                         << call.getCallee()
                         << ", which leads back to itself: a training step "
                            "is planned with every private function it "
                            "calls inlined";
        return WalkResult::interrupt();
      }
      if (seen == 0 && failed(walk(callee)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    state[func] = 2;
    return failure(result.wasInterrupted());
  };
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isExternal() && state.lookup(func) == 0 && failed(walk(func)))
      return failure();
  return success();
}

struct InlineHelpers
    : mlir::memplan::impl::MemPlanInlineHelpersBase<InlineHelpers> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    InlinerInterface interface(&getContext());
    InlinerConfig config;
    if (failed(refuseRecursion(module, symbols)))
      return signalPassFailure();
    bool changed = false;
    // Into the public functions: a helper's own calls are inlined with it.
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (func.isExternal() || func.isPrivate())
        continue;
      int inlined = 0;
      // Until no call to a private function with a body is left (a helper
      // may call helpers).
      while (true) {
        SmallVector<std::pair<func::CallOp, func::FuncOp>> calls;
        func.walk([&](func::CallOp call) {
          auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
          if (callee && callee.isPrivate() && !callee.isExternal())
            calls.emplace_back(call, callee);
        });
        if (calls.empty())
          break;
        for (auto [call, callee] : calls) {
          if (++inlined > kMaxInlinedCalls) {
            call.emitError()
                << "memplan inlines at most " << kMaxInlinedCalls
                << " calls of private functions into one function, and "
                   "@"
                << func.getSymName()
                << " makes more: a training step is planned with every "
                   "private function it calls inlined";
            return signalPassFailure();
          }
          if (failed(inlineCall(interface, config.getCloneCallback(),
                                cast<CallOpInterface>(call.getOperation()),
                                cast<CallableOpInterface>(
                                    callee.getOperation()),
                                &callee.getBody()))) {
            call.emitError() << "memplan cannot inline this call of @"
                             << call.getCallee()
                             << ": a training step is planned with every "
                                "private function it calls inlined";
            return signalPassFailure();
          }
          call.erase();
          changed = true;
        }
      }
    }
    // The private functions no one calls any more (those only helpers
    // called, once the helpers are gone).
    for (bool erased = true; erased;) {
      erased = false;
      for (auto func : llvm::to_vector(module.getOps<func::FuncOp>()))
        if (func.isPrivate() && !func.isExternal() &&
            SymbolTable::symbolKnownUseEmpty(func, module)) {
          func.erase();
          erased = true;
          changed = true;
        }
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
