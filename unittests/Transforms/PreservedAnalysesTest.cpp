//===- PreservedAnalysesTest.cpp - Passes that change nothing say so ------===//
//
// A memplan pass that finds nothing to do marks every analysis preserved,
// so that the pass manager neither computes them again nor verifies the IR
// after it (about 0.4 s per pass on a 100k-op step); one that changes the
// IR must not. Each pass runs between two passes that ask for an analysis
// counting how often it is made: once when the pass kept it, twice when it
// dropped it.
//
//===----------------------------------------------------------------------===//

#include "memplan/InitAllMemPlan.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>

using namespace mlir;

namespace {

/// An analysis that counts how often it is made.
struct CountedAnalysis {
  explicit CountedAnalysis(Operation *) { ++made; }
  static int made;
};
int CountedAnalysis::made = 0;

/// Asks for CountedAnalysis of the op it runs on, and changes nothing.
template <typename OpT>
struct AskForAnalysis : PassWrapper<AskForAnalysis<OpT>, OperationPass<OpT>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(AskForAnalysis)
  void runOnOperation() override {
    this->template getAnalysis<CountedAnalysis>();
    this->markAllAnalysesPreserved();
  }
};

using PassMaker = std::function<std::unique_ptr<Pass>()>;

class PreservedAnalysesTest : public ::testing::Test {
protected:
  PreservedAnalysesTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    registerAllExtensions(registry);
    mlir::memplan::registerAllMemPlanDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  /// How often CountedAnalysis is made around the pass on `ir` (on each
  /// function, or with `onModule` on the module): 1 when the pass kept it,
  /// 2 when it dropped it; -1 when the IR does not parse or the pass fails.
  int madeAround(llvm::StringRef ir, const PassMaker &make,
                 bool onModule = false) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(ir, &context);
    if (!module)
      return -1;
    PassManager pm(&context);
    if (onModule) {
      pm.addPass(std::make_unique<AskForAnalysis<ModuleOp>>());
      pm.addPass(make());
      pm.addPass(std::make_unique<AskForAnalysis<ModuleOp>>());
    } else {
      OpPassManager &funcs = pm.nest<func::FuncOp>();
      funcs.addPass(std::make_unique<AskForAnalysis<func::FuncOp>>());
      funcs.addPass(make());
      funcs.addPass(std::make_unique<AskForAnalysis<func::FuncOp>>());
    }
    CountedAnalysis::made = 0;
    if (failed(pm.run(*module)))
      return -1;
    return CountedAnalysis::made;
  }

  MLIRContext context;
};

/// One elementwise op on tensors: none of the passes below rewrites it.
constexpr const char *kNothingToDo = R"mlir(
#map = affine_map<(d0) -> (d0)>
func.func @step(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map],
                       iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)mlir";

TEST_F(PreservedAnalysesTest, PassesThatFindNothingToDoKeepTheAnalyses) {
  const std::pair<const char *, PassMaker> onFunctions[] = {
      {"erase-dead-ops",
       [] { return mlir::memplan::createMemPlanEraseDeadOps(); }},
      {"decompose-aggregates",
       [] { return mlir::memplan::createMemPlanDecomposeAggregates(); }},
      {"crop-pads", [] { return mlir::memplan::createMemPlanCropPads(); }},
      {"trim-pads", [] { return mlir::memplan::createMemPlanTrimPads(); }},
      {"scatter-after-conv",
       [] { return mlir::memplan::createMemPlanScatterAfterConv(); }},
      {"splats-to-fills",
       [] { return mlir::memplan::createMemPlanSplatsToFills(); }},
      {"fold-transposes",
       [] { return mlir::memplan::createMemPlanFoldTransposes(); }},
      {"fuse-into-reductions",
       [] { return mlir::memplan::createMemPlanFuseIntoReductions(); }},
      {"pad-before-transposes",
       [] { return mlir::memplan::createMemPlanPadBeforeTransposes(); }},
      {"split-at-slices",
       [] { return mlir::memplan::createMemPlanSplitAtSlices(); }},
      {"unshare-fills",
       [] { return mlir::memplan::createMemPlanUnshareFills(); }},
      {"reorder", [] { return mlir::memplan::createMemPlanReorder(); }},
      {"inline-recompute",
       [] { return mlir::memplan::createMemPlanInlineRecompute(); }},
      {"elementwise-in-place",
       [] { return mlir::memplan::createMemPlanElementwiseInPlace(); }},
      {"elementwise-to-linalg",
       [] { return mlir::memplan::createMemPlanElementwiseToLinalg(); }},
      {"widen-accumulators",
       [] { return mlir::memplan::createMemPlanWidenAccumulators(); }},
  };
  for (const auto &[name, make] : onFunctions)
    EXPECT_EQ(madeAround(kNothingToDo, make), 1) << name;
  // Arguments donated, marked already or not marked (the mark, an argument
  // attribute, changes no analysis), and one that is no tensor.
  EXPECT_EQ(madeAround(
                R"mlir(
func.func @step(%a: tensor<4xf32> {memplan.donated},
                %b: tensor<4xf32> {bufferization.writable = true},
                %c: f32, %d: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
)mlir",
                [] { return mlir::memplan::createMemPlanReadOnlyArguments(); }),
            1)
      << "read-only-arguments";
  const std::pair<const char *, PassMaker> onModules[] = {
      {"lower-tosa", [] { return mlir::memplan::createMemPlanLowerTosa(); }},
      {"inline-helpers",
       [] { return mlir::memplan::createMemPlanInlineHelpers(); }},
      {"lower-swaps", [] { return mlir::memplan::createMemPlanLowerSwaps(); }},
  };
  for (const auto &[name, make] : onModules)
    EXPECT_EQ(madeAround(kNothingToDo, make, /*onModule=*/true), 1) << name;
}

TEST_F(PreservedAnalysesTest, PassesThatRewriteDropTheAnalyses) {
  struct Rewrite {
    const char *what;
    const char *ir;
    PassMaker make;
    bool onModule = false;
  };
  const Rewrite rewrites[] = {
      {"An empty tensor nothing reads.",
       R"mlir(
func.func @step(%a: tensor<4xf32>) -> tensor<4xf32> {
  %dead = tensor.empty() : tensor<8xf32>
  return %a : tensor<4xf32>
}
)mlir",
       [] { return mlir::memplan::createMemPlanEraseDeadOps(); }},
      {"A softmax becomes the ops it stands for.",
       R"mlir(
func.func @step(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>)
      outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}
)mlir",
       [] { return mlir::memplan::createMemPlanDecomposeAggregates(); }},
      {"A pad with a negative width becomes a slice and a pad (the pattern "
       "driver's changes, seen by the pass's listener).",
       R"mlir(
func.func @step(%x: tensor<4x8xf32>) -> tensor<6x7xf32> {
  %c = arith.constant 0.5 : f32
  %p = tensor.pad %x low[0, -1] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<4x8xf32> to tensor<6x7xf32>
  return %p : tensor<6x7xf32>
}
)mlir",
       [] { return mlir::memplan::createMemPlanCropPads(); }},
      {"A pad whose last row and column no window of a strided convolution "
       "reads is trimmed.",
       R"mlir(
func.func @step(%x: tensor<2x4x2x2xf32>, %w: tensor<64x4x3x3xf32>)
    -> tensor<2x64x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x4x2x2xf32> to tensor<2x4x4x4xf32>
  %e = tensor.empty() : tensor<2x64x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x1x1xf32>)
      -> tensor<2x64x1x1xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>,
                                 strides = dense<2> : vector<2xi64>}
      ins(%p, %w : tensor<2x4x4x4xf32>, tensor<64x4x3x3xf32>)
      outs(%f : tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xf32>
  return %y : tensor<2x64x1x1xf32>
}
)mlir",
       [] { return mlir::memplan::createMemPlanTrimPads(); }},
      {"A splat constant becomes a fill.",
       R"mlir(
#map = affine_map<(d0) -> (d0)>
func.func @step(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map],
                       iterator_types = ["parallel"]}
      ins(%a, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)mlir",
       [] {
         mlir::memplan::MemPlanSplatsToFillsOptions options;
         options.minBytes = 0;
         return mlir::memplan::createMemPlanSplatsToFills(options);
       }},
      {"A fill two ops write into: each gets its own.",
       R"mlir(
func.func @step(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>)
      outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %n = linalg.matmul ins(%m, %a : tensor<4x4xf32>, tensor<4x4xf32>)
      outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m, %n : tensor<4x4xf32>, tensor<4x4xf32>
}
)mlir",
       [] { return mlir::memplan::createMemPlanUnshareFills(); }},
      {"A recomputation is inlined.",
       R"mlir(
func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = memplan.recompute ins(%a = %x : tensor<4xf32>) -> tensor<4xf32> {
    %e = math.exp %a : tensor<4xf32>
    memplan.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
)mlir",
       [] { return mlir::memplan::createMemPlanInlineRecompute(); }},
      {"The exponential of a buffer that dies at it writes into that buffer.",
       R"mlir(
#map = affine_map<(d0) -> (d0)>
func.func @step(%a: memref<4xf32>) -> memref<4xf32> {
  %t = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%t : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  }
  %u = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%t : memref<4xf32>) outs(%u : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  }
  return %u : memref<4xf32>
}
)mlir",
       [] { return mlir::memplan::createMemPlanElementwiseInPlace(); }},
      {"An addition of tensors becomes a linalg.generic.",
       R"mlir(
func.func @step(%a: tensor<4xf32>) -> tensor<4xf32> {
  %s = arith.addf %a, %a : tensor<4xf32>
  return %s : tensor<4xf32>
}
)mlir",
       [] { return mlir::memplan::createMemPlanElementwiseToLinalg(); }},
      {"A private helper is inlined into the step and erased.",
       R"mlir(
func.func private @helper(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = math.exp %a : tensor<4xf32>
  return %e : tensor<4xf32>
}
func.func @step(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = call @helper(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)mlir",
       [] { return mlir::memplan::createMemPlanInlineHelpers(); },
       /*onModule=*/true},
  };
  for (const Rewrite &rewrite : rewrites)
    EXPECT_EQ(madeAround(rewrite.ir, rewrite.make, rewrite.onModule), 2)
        << rewrite.what;
}

} // namespace
