//===- Pipelines.cpp - memplan's registered pass pipelines ----------------===//

#include "memplan/Pipelines/Pipelines.h"

#include "memplan/Analysis/PlanningGraph.h"
#include "memplan/Analysis/TensorSize.h"
#include "memplan/Planning/Arithmetic.h"
#include "memplan/Planning/PlanRequest.h"
#include "memplan/Transforms/Passes.h"
#include "memplan/Transforms/ProgramOrder.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::memplan;

void mlir::memplan::buildBufferization(OpPassManager &pm, bool inPlace) {
  pm.addNestedPass<func::FuncOp>(createMemPlanInlineRecompute());
  // Aggregate ops (a step planned without the preparation) as their parts:
  // no lowering takes them whole.
  pm.addNestedPass<func::FuncOp>(createMemPlanDecomposeAggregates());
  // Elementwise arith and math ops on tensors (a step planned without the
  // preparation), which bufferization does not take.
  pm.addNestedPass<func::FuncOp>(createMemPlanElementwiseToLinalg());
  // Bufferization makes subviews at negative offsets of pads that crop.
  pm.addNestedPass<func::FuncOp>(createMemPlanCropPads());
  // Bufferization writes into no argument the caller keeps (upstream takes
  // every argument as writable): only into donated ones.
  pm.addNestedPass<func::FuncOp>(createMemPlanReadOnlyArguments());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  // A loop may carry a tensor it makes anew each iteration (a fresh
  // buffer, not the one it was given).
  bufferize.allowReturnAllocsFromLoops = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // Elementwise ops, recomputed ones included, write into the buffers of
  // inputs that die at them, as the planner counted them (Node::inPlace).
  // On buffers, not before bufferizing: one-shot analysis is quadratic in
  // the length of such in-place chains.
  if (inPlace)
    pm.addNestedPass<func::FuncOp>(createMemPlanElementwiseInPlace());
  pm.addPass(createMemPlanLowerSwaps());
}

/// memplan-plan's options that a pipeline's options (PipelineOptions or
/// TensorPipelineOptions) carry over as they are.
template <typename Options>
static MemPlanPlanOptions planOptionsOf(const Options &options) {
  MemPlanPlanOptions plan;
  plan.budgetBytes = options.budgetBytes;
  plan.budgetFraction = options.budgetFraction;
  plan.strategy = options.strategy;
  plan.timeLimit = options.timeLimit;
  plan.device = options.device;
  plan.report = options.report;
  plan.hoistReaders = options.hoistReaders;
  if (options.effortLimit.hasValue())
    plan.effortLimit = options.effortLimit;
  if (options.searchEffortLimit.hasValue())
    plan.searchEffortLimit = options.searchEffortLimit;
  plan.functions.assign(options.functions.begin(), options.functions.end());
  return plan;
}

/// memplan-plan's options for the pipeline's, planning `functions` for
/// `budgetBytes` when that is not negative, else for the pipeline's budget.
static MemPlanPlanOptions planOptions(const PipelineOptions &options,
                                      int64_t budgetBytes,
                                      ArrayRef<std::string> functions,
                                      bool report) {
  MemPlanPlanOptions plan = planOptionsOf(options);
  if (budgetBytes >= 0) {
    plan.budgetBytes = budgetBytes;
    plan.budgetFraction = -1;
  } else {
    plan.budget = options.budget;
  }
  if (!report)
    plan.report.clear();
  plan.functions.assign(functions.begin(), functions.end());
  return plan;
}

/// Plan (for `budgetBytes`, or the options' budget when it is negative)
/// through packing; the plan's report goes to `onReport` too, when given.
static void
buildPlanAndPack(OpPassManager &pm, const PipelineOptions &options,
                 int64_t budgetBytes,
                 std::function<void(llvm::json::Array)> onReport = nullptr) {
  MemPlanPlanOptions plan =
      planOptions(options, budgetBytes, options.functions, /*report=*/true);
  pm.addPass(createMemPlanPlan(plan, std::move(onReport)));
  pm.addPass(createMemPlanMaterialize());
  buildBufferization(pm, options.elementwiseInPlace);
  MemPlanPackBuffersOptions pack;
  pack.alignment = options.alignment;
  if (options.packNodeLimit.hasValue())
    pack.nodeLimit = options.packNodeLimit;
  if (options.packWorkLimit.hasValue())
    pack.workLimit = options.packWorkLimit;
  if (options.packTimeLimit.hasValue())
    pack.timeLimit = options.packTimeLimit;
  if (options.packIterateRounds.hasValue())
    pack.iterateRounds = options.packIterateRounds;
  pm.addPass(createMemPlanPackBuffers(pack));
}

namespace {

/// Device bytes of a bufferized, packed function: its buffer arguments, its
/// device arena and every allocation left out of it (returned buffers,
/// dynamic sizes, allocations in regions); host buffers do not count.
int64_t measureDeviceBytes(FunctionOpInterface func) {
  int64_t bytes = 0;
  for (BlockArgument arg : func.getFunctionBody().getArguments())
    bytes += getStaticSizeInBytes(arg.getType()).value_or(0);
  func.walk([&](memref::AllocOp alloc) {
    if (alloc.getType().getMemorySpace()) // host memory, or not the device's
      return;
    bytes += getStaticSizeInBytes(alloc.getType()).value_or(0);
  });
  return bytes;
}

/// The feedback loop of planning and packing: plans, packs, measures the
/// device bytes the packed step really needs and, while that exceeds the
/// budget (bufferization's buffers are not the plan's tensors, alignment
/// pads, results get buffers of their own), plans again for the excess
/// less than the plan held (or than its budget, when it held more).
class FitPass : public PassWrapper<FitPass, OperationPass<ModuleOp>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FitPass)

  explicit FitPass(const PipelineOptions &options) {
    this->options.copyOptionValuesFrom(options);
  }
  FitPass(const FitPass &other) : PassWrapper(other) {
    options.copyOptionValuesFrom(other.options);
  }

  StringRef getArgument() const final { return "memplan-fit"; }
  StringRef getDescription() const final {
    return "Plan and pack until the packed step fits the budget";
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    OpPassManager pm(ModuleOp::getOperationName());
    buildPlanAndPack(pm, options, -1);
    pm.getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<FunctionOpInterface> planned;
    module.walk([&](FunctionOpInterface func) {
      if (!func.isExternal() &&
          (options.functions.empty() ||
           llvm::is_contained(options.functions, func.getName().str())))
        planned.push_back(func);
    });
    if (planned.size() != 1) {
      mlir::emitError(module.getLoc())
          << "memplan pipelines fit one function at a time: " << planned.size()
          << " match (name it with functions=NAME, or set fit=false)";
      return signalPassFailure();
    }
    std::string name = planned.front().getName().str();
    // Errors about the function are at its location only: attached to an
    // op, a diagnostic prints it whole (mlir-print-op-on-diagnostic).
    Location at = planned.front().getLoc();

    // The budget in bytes, as the planner resolves it: a fraction is of
    // the unplanned peak of the function's planning graph (in the order
    // that holds less, with hoist-readers).
    int64_t target = 0;
    {
      FailureOr<PlanningGraph> graph = PlanningGraph::build(
          planned.front(), [](Operation *) { return 0.0; });
      if (failed(graph))
        return signalPassFailure();
      ::memplan::PlanRequest reference;
      if (options.hoistReaders)
        reference.alternativeOrder =
            getReadersHoistedOrder(planned.front(), *graph);
      FailureOr<::memplan::Budget> requested =
          getBudget(options.budgetBytes, options.budgetFraction, options.budget,
                    [&] { return mlir::emitError(module.getLoc()); });
      if (failed(requested))
        return signalPassFailure();
      std::string error;
      std::optional<int64_t> bytes = requested->resolve(
          ::memplan::unplannedPeak(graph->graph, reference), error);
      if (!bytes) {
        mlir::emitError(at) << "memplan-fit: " << error;
        return signalPassFailure();
      }
      target = *bytes;
    }

    // Every round plans the function again: a warning of the planner (the
    // one about calls of a public function) is given in the first round it
    // comes up in, not again in every round after it.
    llvm::StringSet<> warned;
    ScopedDiagnosticHandler warnOnce(&getContext(), [&](Diagnostic &diag) {
      if (diag.getSeverity() != DiagnosticSeverity::Warning)
        return failure();
      std::string key;
      llvm::raw_string_ostream os(key);
      os << diag.getLocation() << '\n' << diag;
      // Handled (dropped) when given before; else passed on.
      return success(!warned.insert(key).second);
    });

    int64_t budget = target, needed = -1;
    for (int round = 1; round <= kMaxRounds; ++round) {
      // A pass manager of its own: the candidate is not nested under the
      // module this pass runs on.
      OwningOpRef<ModuleOp> candidate = module.clone();
      PassManager pm(&getContext(), ModuleOp::getOperationName());
      std::optional<int64_t> plannedPeak;
      buildPlanAndPack(pm, options, budget, [&](llvm::json::Array reports) {
        for (const llvm::json::Value &report : reports)
          if (const llvm::json::Object *object = report.getAsObject())
            plannedPeak = object->getInteger("peak");
      });
      if (failed(pm.run(*candidate))) {
        if (round > 1)
          mlir::emitError(at) << "memplan-fit: the packed step needed "
                              << needed << " device bytes for a budget of "
                              << target << ", and planning for " << budget
                              << " bytes fails (the error above)";
        return signalPassFailure();
      }
      auto func = cast<FunctionOpInterface>(
          SymbolTable::lookupSymbolIn(*candidate, name));
      needed = measureDeviceBytes(func);
      if (needed <= target) {
        mlir::emitRemark(module.getLoc())
            << "memplan-fit: @" << name << " needs " << needed
            << " device bytes packed, within the budget of " << target
            << " (planned for " << budget << " bytes, round " << round
            << ")";
        module.getBodyRegion().takeBody(candidate->getBodyRegion());
        return;
      }
      // The plan may hold less than it was planned for: the next one aims
      // the excess below what this one holds, else it may come out the
      // same.
      budget =
          std::min(budget, plannedPeak.value_or(budget)) - (needed - target);
      if (budget <= 0)
        break;
    }
    mlir::emitError(at) << "memplan-fit: @" << name << " still needs " << needed
                        << " device bytes packed for a budget of " << target;
    signalPassFailure();
  }

private:
  static constexpr int kMaxRounds = 6;
  PipelineOptions options;
};

} // namespace

/// What every pipeline that plans a step does to it first: TOSA ops, where
/// there are any, as the linalg ops upstream lowers them to (the planner
/// prices linalg ops), and the module's private helpers inlined into their
/// callers (the planner plans one function at a time, and a call's memory
/// is the callee's).
static void buildStepEntry(OpPassManager &pm) {
  pm.addPass(createMemPlanLowerTosa());
  pm.addPass(createMemPlanInlineHelpers());
}

LogicalResult mlir::memplan::buildStepPreparation(OpPassManager &pm,
                                                  const StepPreparation &steps,
                                                  std::string *error) {
  if (steps.splatMinBytes < -1) {
    if (error)
      *error = "memplan pipelines: splat-min-bytes must be -1 or at least 0, "
               "got " +
               std::to_string(steps.splatMinBytes);
    return failure();
  }
  buildStepEntry(pm);
  // Values nothing reads, which the planner would hold to the end.
  pm.addNestedPass<func::FuncOp>(createMemPlanEraseDeadOps());
  // Elementwise arith and math ops on tensors as the linalg.generic ops
  // they are, which the planner prices and bufferization takes.
  pm.addNestedPass<func::FuncOp>(createMemPlanElementwiseToLinalg());
  // Aggregate ops (linalg.softmax) as the ops they stand for: the planner
  // counts and prices each tensor they make.
  pm.addNestedPass<func::FuncOp>(createMemPlanDecomposeAggregates());
  // Pads that crop, as the slices they are (views the planner does not
  // count as buffers of their own).
  pm.addNestedPass<func::FuncOp>(createMemPlanCropPads());
  // Pad widths no strided window reaches, cut.
  pm.addNestedPass<func::FuncOp>(createMemPlanTrimPads());
  // 1x1 convolutions of strided scatters (the input gradients of strided
  // shortcuts) before the scatter, without the scattered tensor.
  pm.addNestedPass<func::FuncOp>(createMemPlanScatterAfterConv());
  if (steps.splatMinBytes >= 0) {
    MemPlanSplatsToFillsOptions splats;
    splats.minBytes = steps.splatMinBytes;
    pm.addNestedPass<func::FuncOp>(createMemPlanSplatsToFills(splats));
  }
  // The weight gradient's pad of a transposed activation, before the
  // transpose, which then folds.
  if (steps.padBeforeTransposes)
    pm.addNestedPass<func::FuncOp>(createMemPlanPadBeforeTransposes());
  if (steps.foldTransposes)
    pm.addNestedPass<func::FuncOp>(createMemPlanFoldTransposes());
  // Elementwise operands that only a reduction reads (the product of a
  // norm's backward), computed in the reduction instead of held as a
  // tensor.
  if (steps.fuseReductions)
    pm.addNestedPass<func::FuncOp>(createMemPlanFuseIntoReductions());
  // Results read in slices at different times (the gradient of a
  // concatenation), computed slice by slice so that each slice dies when
  // it is read last.
  if (steps.splitSlices)
    pm.addNestedPass<func::FuncOp>(createMemPlanSplitAtSlices());
  if (steps.unshareFills)
    pm.addNestedPass<func::FuncOp>(createMemPlanUnshareFills());
  if (steps.reorder)
    pm.addNestedPass<func::FuncOp>(createMemPlanReorder());
  return success();
}

/// The preparation steps `options` (PreparationOptions or PipelineOptions)
/// ask for.
template <typename Options>
static StepPreparation preparationOf(const Options &options) {
  StepPreparation steps;
  steps.splatMinBytes = options.splatMinBytes;
  steps.foldTransposes = options.foldTransposes;
  steps.padBeforeTransposes = options.padBeforeTransposes;
  steps.fuseReductions = options.fuseReductions;
  steps.splitSlices = options.splitSlices;
  steps.unshareFills = options.unshareFills;
  steps.reorder = options.reorder;
  return steps;
}

LogicalResult
mlir::memplan::buildStepPreparation(OpPassManager &pm,
                                    const PreparationOptions &options,
                                    std::string *error) {
  return buildStepPreparation(pm, preparationOf(options), error);
}

LogicalResult mlir::memplan::buildMemPlanPipeline(
    OpPassManager &pm, const PipelineOptions &options, std::string *error) {
  std::string ignored;
  llvm::raw_string_ostream errors(error ? *error : ignored);
  // (-1 is no budget in bytes.)
  if (options.budgetBytes < -1) {
    errors << "memplan pipelines: the budget of " << options.budgetBytes
           << " bytes is negative";
    return failure();
  }
  int given = (options.budgetBytes >= 0) + (options.budgetFraction != -1) +
              !options.budget.empty();
  if (given != 1) {
    errors << "memplan pipelines take exactly one of budget-bytes and "
              "budget-fraction";
    return failure();
  }
  if (failed(buildStepPreparation(pm, preparationOf(options), error)))
    return failure();
  if (options.fit) {
    pm.addPass(std::make_unique<FitPass>(options));
    return success();
  }
  buildPlanAndPack(pm, options, -1);
  return success();
}

LogicalResult mlir::memplan::buildMemPlanTensorPipeline(
    OpPassManager &pm, const TensorPipelineOptions &options,
    std::string *error) {
  std::string ignored;
  llvm::raw_string_ostream errors(error ? *error : ignored);
  if (options.budgetBytes < -1) {
    errors << "memplan-tensor-pipeline: the budget of " << options.budgetBytes
           << " bytes is negative";
    return failure();
  }
  if ((options.budgetBytes >= 0) + (options.budgetFraction != -1) != 1) {
    errors << "memplan-tensor-pipeline takes exactly one of budget-bytes and "
              "budget-fraction";
    return failure();
  }
  // It plans without swaps: swap-only would plan nothing, under the name of
  // the planner that keeps everything.
  if (options.strategy == ::memplan::Strategy::SwapOnly) {
    errors << "memplan-tensor-pipeline plans with recomputation only (a "
              "downstream compiler has no form for memplan's host round "
              "trips): strategy=swap-only leaves nothing to plan; use "
              "recompute-only, greedy, sqrt or optimal";
    return failure();
  }
  if (options.fence != "attribute" && options.fence != "op") {
    errors << "memplan-tensor-pipeline: unknown fence '" << options.fence
           << "'; expected attribute or op";
    return failure();
  }
  // As in the step preparation: the step as the planner takes it, and pads
  // that crop as the slices they are (IREE refuses a pad of negative width:
  // "expected offsets to be non-negative"; torch-mlir lowers F.pad's
  // backward and local response normalization to such pads).
  buildStepEntry(pm);
  pm.addNestedPass<func::FuncOp>(createMemPlanCropPads());
  // Pad widths no strided window reaches, cut, and convolutions reading a
  // slice of what their windows reach where the input holds more: IREE
  // makes invalid IR of a convolution whose windows do not reach its
  // input's last rows.
  MemPlanTrimPadsOptions trim;
  trim.sliceConvolutions = true;
  pm.addNestedPass<func::FuncOp>(createMemPlanTrimPads(trim));
  // The tensors a fusing compiler stores: an elementwise producer fused into
  // its only consumer gets no buffer, and recomputing the fused op is one
  // kernel, not one per op of the chain.
  if (options.fuseElementwise)
    pm.addNestedPass<func::FuncOp>(createLinalgElementwiseOpFusionPass());
  // Values nothing reads (before planning or after fusion), which the
  // planner would hold to the end of the step.
  pm.addNestedPass<func::FuncOp>(createMemPlanEraseDeadOps());
  if (options.reorder)
    pm.addNestedPass<func::FuncOp>(createMemPlanReorder());
  MemPlanPlanOptions plan = planOptionsOf(options);
  plan.allowSwap = false;
  pm.addPass(createMemPlanPlan(plan));
  pm.addPass(createMemPlanMaterialize());
  MemPlanFenceRecomputeOptions fence;
  fence.style = options.fence;
  pm.addNestedPass<func::FuncOp>(createMemPlanFenceRecompute(fence));
  pm.addNestedPass<func::FuncOp>(createMemPlanInlineRecompute());
  return success();
}

/// The math part of the host lowering (before convert-to-llvm).
static void buildHostMathLowering(OpPassManager &pm) {
  // Complex functions (exp, log, division, ...) as arithmetic and math on
  // their parts; convert-to-llvm takes the rest of the complex dialect.
  pm.addPass(createConvertComplexToStandardPass());
  // Integer powers, and powers with integer exponents, have no libm
  // function: generated ones.
  pm.addPass(createConvertMathToFuncs());
  // libm has f32 and f64 functions only.
  pm.addPass(math::createMathExtendToSupportedTypes());
  // libm before LLVM's intrinsics: convert-to-llvm has no lowering for erf,
  // erfc or cbrt, and lowers log1p and expm1 as log(1 + x) and exp(x) - 1,
  // which lose the small arguments that the libm functions keep. What libm
  // has no function for (absi, ctpop, isnan, ...) stays for convert-to-llvm;
  // rsqrt, which it has no function for either, becomes 1 / sqrt(x). The
  // pass first takes `contract` off the casts the extension made, before
  // any pattern driver folds them: f16 or bf16 math then rounds after every
  // op, as the program's types say, instead of carrying f32 from one op to
  // the next (which made an op fused into another differ from it unfused).
  pm.addPass(createMemPlanMathToLibm());
}

void mlir::memplan::buildHostLowering(OpPassManager &pm,
                                      const HostLoweringOptions &options) {
  pm.addPass(createMemPlanCheckBufferized());
  pm.addPass(createMemPlanLowerHostMemory());
  if (options.deallocate) {
    bufferization::BufferDeallocationPipelineOptions deallocation;
    deallocation.privateFunctionDynamicOwnership =
        options.privateFunctionOwnership;
    bufferization::buildBufferDeallocationPipeline(pm, deallocation);
  }
  pm.addPass(createConvertBufferizationToMemRefPass());
  if (options.outlineOps)
    pm.addPass(createMemPlanOutlineLinalg());
  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  buildHostMathLowering(pm);
  if (options.genericAllocationFunctions) {
    FinalizeMemRefToLLVMConversionPassOptions memrefOptions;
    memrefOptions.useGenericFunctions = true;
    pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefOptions));
  }
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createMemPlanCheckLowered());
}

LogicalResult mlir::memplan::buildMemPlanCpuPipeline(
    OpPassManager &pm, const PipelineOptions &options, std::string *error) {
  if (failed(buildMemPlanPipeline(pm, options, error)))
    return failure();
  buildHostLowering(pm);
  return success();
}

/// A toolkit without libdevice or ptxas makes serialization print an error
/// per kernel and go on: say it once, before anything runs.
static LogicalResult checkToolkit(StringRef toolkit, StringRef format,
                                  raw_ostream &errors) {
  if (toolkit.empty() || toolkit == "none")
    return success();
  SmallVector<StringRef> needed = {"nvvm/libdevice/libdevice.10.bc"};
  if (format == "bin" || format == "fatbin")
    needed.push_back("bin/ptxas");
  if (format == "fatbin")
    needed.push_back("bin/fatbinary");
  if (!llvm::sys::fs::is_directory(toolkit)) {
    errors << "memplan-gpu-pipeline: toolkit '" << toolkit
           << "' is not a directory (a CUDA toolkit, or none)";
    return failure();
  }
  for (StringRef file : needed) {
    SmallString<128> path(toolkit);
    llvm::sys::path::append(path, file);
    // The serializer also finds ptxas and fatbinary on PATH.
    bool onPath = file.starts_with("bin/") &&
                  static_cast<bool>(llvm::sys::findProgramByName(
                      llvm::sys::path::filename(file)));
    if (!llvm::sys::fs::exists(path) && !onPath) {
      errors << "memplan-gpu-pipeline: toolkit '" << toolkit << "' has no "
             << file << " (format=" << format
             << " needs it; toolkit=none compiles PTX without libdevice)";
      return failure();
    }
  }
  return success();
}

LogicalResult mlir::memplan::buildMemPlanGpuPipeline(
    OpPassManager &pm, const PipelineOptions &options, std::string *error) {
  std::string ignored;
  llvm::raw_string_ostream errors(error ? *error : ignored);
  if (!llvm::is_contained({"isa", "bin", "fatbin", "llvm", "offload"},
                          options.format.getValue())) {
    errors << "memplan-gpu-pipeline: unknown format '" << options.format
           << "'; expected isa, bin, fatbin, llvm or offload";
    return failure();
  }
  // NVVM's target attribute is checked when the pipeline runs, and an
  // unexpected chip crashes there: sm_ and a compute capability.
  StringRef chip = options.chip.getValue();
  if (!chip.consume_front("sm_") || chip.empty() ||
      !llvm::isDigit(chip.front()) ||
      !llvm::all_of(chip, [](char c) { return llvm::isAlnum(c); })) {
    errors << "memplan-gpu-pipeline: chip '" << options.chip
           << "' is not an NVIDIA target such as sm_90";
    return failure();
  }
  std::string toolkit =
      options.toolkit.empty() ? std::string(MEMPLAN_CUDA_TOOLKIT)
                              : options.toolkit.getValue();
  if (failed(checkToolkit(toolkit, options.format, errors)))
    return failure();

  SmallVector<int64_t> tiles(options.tileSizes.begin(),
                             options.tileSizes.end());
  if (tiles.empty())
    tiles = {16, 16};
  for (int64_t t : tiles)
    if (t < 1) {
      errors << "memplan-gpu-pipeline: tile sizes must be positive";
      return failure();
    }
  // The first three tile sizes are a block's threads (the loops inside a
  // tile map to x, y and z): a CUDA block has at most 1024.
  int64_t threads = 1;
  for (int64_t t : ArrayRef(tiles).take_front(3)) {
    std::optional<int64_t> more = ::memplan::checkedMul(threads, t);
    if (!more || *more > 1024) {
      errors << "memplan-gpu-pipeline: tile sizes ";
      llvm::interleave(tiles, errors, ",");
      errors << " make blocks of more than the 1024 threads a CUDA block may "
                "have";
      return failure();
    }
    threads = *more;
  }
  if (failed(buildMemPlanPipeline(pm, options, error)))
    return failure();
  // No buffer-deallocation-pipeline: its ownership bookkeeping would run on
  // the host over device pointers. memplan-gpu-streams frees what a function
  // allocates and does not return.
  // Complex functions as arithmetic and math on their parts (the NVVM
  // lowering takes the rest of the complex dialect).
  pm.addPass(createConvertComplexToStandardPass());
  // Integer powers have no libdevice function: generated ones, which
  // kernel outlining copies into the kernels' module.
  pm.addPass(createConvertMathToFuncs());
  pm.addPass(createMemPlanGpuPrepare());
  OpPassManager &funcs = pm.nest<func::FuncOp>();
  funcs.addPass(createConvertLinalgToParallelLoopsPass());
  funcs.addPass(createParallelLoopTilingPass(tiles, /*noMinMaxBounds=*/true));
  funcs.addPass(createGpuMapParallelLoopsPass());
  funcs.addPass(createConvertParallelLoopToGpuPass());
  pm.addPass(createGpuKernelOutliningPass());
  MemPlanGpuStreamsOptions streams;
  streams.managed = options.managed;
  pm.addPass(createMemPlanGpuStreams(streams));
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps());
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  pm.addPass(createGpuNVVMAttachTarget(target));
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createMemPlanGpuAttachStreams());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  if (!toolkit.empty() && toolkit != "none")
    binary.toolkitPath = toolkit;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(createReconcileUnrealizedCastsPass());
  return success();
}

template <typename Options,
          LogicalResult (*Build)(OpPassManager &, const Options &,
                                 std::string *)>
static void registerPipeline(StringRef name, StringRef description) {
  registerPassPipeline(
      name, description,
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        Options options;
        if (failed(options.parseFromString(text)))
          return failure();
        std::string error;
        if (failed(Build(pm, options, &error)))
          return errorHandler(error);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> handler) {
        handler(Options());
      });
}

void mlir::memplan::registerMemPlanPipelines() {
  registerPipeline<PreparationOptions, buildStepPreparation>(
      "memplan-prepare",
      "The rewrites memplan-pipeline makes before planning: TOSA ops "
      "lowered to linalg, pad widths no reader reaches cut, large splat "
      "constants to fills, transposes into "
      "the indexing maps of their users, a fill of its own for every op "
      "that writes into a shared one, the ops reordered (for memplan-plan "
      "on its own, as the pipeline plans)");
  registerPipeline<PipelineOptions, buildMemPlanPipeline>(
      "memplan-pipeline",
      "Plan a budget (memplan-plan), rewrite it into memplan ops, inline "
      "recomputation, bufferize, lower swaps to host buffers and copies, "
      "and pack every buffer into one arena");
  registerPipeline<PipelineOptions, buildMemPlanCpuPipeline>(
      "memplan-cpu-pipeline",
      "memplan-pipeline, then the host lowering to the LLVM dialect: the "
      "planned step runs under mlir-runner and computes the same values");
  registerPipeline<PipelineOptions, buildMemPlanGpuPipeline>(
      "memplan-gpu-pipeline",
      "memplan-pipeline, then GPU kernels (NVVM, serialized), device buffers "
      "from the GPU runtime and swaps as copies on a copy stream ordered "
      "with events against the compute stream; host code in the LLVM "
      "dialect");
  registerPipeline<TensorPipelineOptions, buildMemPlanTensorPipeline>(
      "memplan-tensor-pipeline",
      "A step planned on tensors for a compiler that bufferizes and "
      "allocates itself (IREE): TOSA lowered to linalg, helpers inlined, "
      "pads that crop as slices, pad widths no reader reaches cut, "
      "elementwise fusion, dead "
      "ops erased, reorder, plan without swaps, materialize, "
      "recomputations fenced from CSE and inlined");
  PassPipelineRegistration<>(
      "memplan-host-lowering",
      "The host lowering of a bufferized step to the LLVM dialect that "
      "memplan-cpu-pipeline and memplan-run use: deallocation, every linalg "
      "op in a function of its own (memplan-outline-linalg), loops, and "
      "every math op (libm calls where libm has the function)",
      [](OpPassManager &pm) { buildHostLowering(pm); });
}
