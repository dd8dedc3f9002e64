//===- Pipelines.h - memplan's registered pass pipelines --------*- C++ -*-===//
//
//   memplan-pipeline       plan + materialize + bufferize + pack (with fit=1,
//                          re-planned until the packed step fits the budget)
//   memplan-cpu-pipeline   the same, then the host lowering to the LLVM
//                          dialect (swaps as host buffers and copies), ready
//                          for mlir-runner or memplan's ExecutionEngine
//   memplan-tensor-pipeline
//                          a planned step still on tensors, for a compiler
//                          that bufferizes and allocates itself (IREE):
//                          helpers inlined, pads cropped and trimmed,
//                          elementwise fusion, dead ops erased, reorder, plan
//                          without swaps, materialize, fence and inline the
//                          recomputations
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PIPELINES_PIPELINES_H
#define MEMPLAN_PIPELINES_PIPELINES_H

#include "memplan/Analysis/CostModel.h"
#include "memplan/Planning/Planner.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::memplan {

inline constexpr const char *kSplatMinBytesHelp =
    "Splat tensor constants of at least this many bytes become fills the "
    "planner can recompute (memplan-splats-to-fills); -1 leaves every "
    "constant";
inline constexpr const char *kFoldTransposesHelp =
    "Ops read the input of a transpose through their indexing maps instead "
    "of a transposed copy (memplan-fold-transposes)";
inline constexpr const char *kFuseReductionsHelp =
    "Reductions compute an elementwise operand that only they read instead "
    "of reading a tensor of it (memplan-fuse-into-reductions)";
inline constexpr const char *kPadBeforeTransposesHelp =
    "A transpose read only by a pad gets the pad before it, and then folds "
    "into its readers (memplan-pad-before-transposes)";
inline constexpr const char *kSplitSlicesHelp =
    "An op whose result is only read in disjoint slices, at different "
    "times, computes each slice as an op of its own (memplan-split-at-slices)";
inline constexpr const char *kUnshareFillsHelp =
    "Every op that writes into a shared fill gets a fill of its own "
    "(memplan-unshare-fills)";
/// Whether the pipelines reorder a step's ops before planning by default.
inline constexpr bool kReorderByDefault = true;
inline constexpr const char *kReorderHelp =
    "Ops move, computing the same, to an order that holds fewer bytes at "
    "once (memplan-reorder)";
inline constexpr const char *kHoistReadersHelp =
    "memplan-plan also plans the step in the order where values read later "
    "only through smaller values made from them alone are freed early, and "
    "keeps the better plan (memplan-plan's hoist-readers)";
inline constexpr const char *kEffortLimitHelp =
    "memplan-plan's effort-limit: work the heuristic planners' optional runs "
    "may take once a plan fits (default: the pass's; 0: no limit)";
inline constexpr const char *kSearchEffortLimitHelp =
    "memplan-plan's search-effort-limit: work the search for the least "
    "budget may take (default: the pass's; 0: no limit)";
inline constexpr const char *kElementwiseInPlaceHelp =
    "After bufferization, elementwise ops write into the buffer of an input "
    "that dies at them (memplan-elementwise-in-place)";

struct PipelineOptions : public PassPipelineOptions<PipelineOptions> {
  Option<int64_t> budgetBytes{
      *this, "budget-bytes",
      llvm::cl::desc("Device memory budget in bytes for the whole step"),
      llvm::cl::init(-1)};
  Option<double> budgetFraction{
      *this, "budget-fraction",
      llvm::cl::desc("Device memory budget as a fraction of the unplanned "
                     "peak"),
      llvm::cl::init(-1)};
  Option<std::string> budget{
      *this, "budget",
      llvm::cl::desc("Deprecated: budget-bytes or budget-fraction (bytes "
                     "when an integer, a fraction with a decimal point)")};
  Option<::memplan::Strategy> strategy{
      *this, "strategy", llvm::cl::desc("The planner"),
      llvm::cl::init(::memplan::Strategy::Greedy),
      getStrategyOptionValues()};
  Option<double> timeLimit{
      *this, "time-limit",
      llvm::cl::desc("Seconds the optimal strategy's solver may take"),
      llvm::cl::init(60)};
  Option<Device> device{*this, "device",
                        llvm::cl::desc("Device preset for op costs"),
                        llvm::cl::init(Device::A100_40GB),
                        getDeviceOptionValues()};
  ListOption<std::string> functions{
      *this, "functions",
      llvm::cl::desc("Plan only these functions (default: all)")};
  Option<int64_t> alignment{*this, "alignment",
                            llvm::cl::desc("Arena offset alignment (bytes)"),
                            llvm::cl::init(256)};
  Option<int64_t> packNodeLimit{
      *this, "pack-node-limit",
      llvm::cl::desc("memplan-pack-buffers' node-limit (default: the "
                     "pass's)")};
  Option<int64_t> packWorkLimit{
      *this, "pack-work-limit",
      llvm::cl::desc("memplan-pack-buffers' work-limit (default: the "
                     "pass's)")};
  Option<double> packTimeLimit{
      *this, "pack-time-limit",
      llvm::cl::desc("memplan-pack-buffers' time-limit in seconds (default: "
                     "the pass's)")};
  Option<int64_t> packIterateRounds{
      *this, "pack-iterate-rounds",
      llvm::cl::desc("memplan-pack-buffers' iterate-rounds (default: the "
                     "pass's)")};
  Option<std::string> report{*this, "report",
                             llvm::cl::desc("JSON report of the plans")};
  // The rewrites before planning, as in memplan-prepare.
  Option<int64_t> splatMinBytes{*this, "splat-min-bytes",
                                llvm::cl::desc(kSplatMinBytesHelp),
                                llvm::cl::init(65536)};
  Option<bool> foldTransposes{*this, "fold-transposes",
                              llvm::cl::desc(kFoldTransposesHelp),
                              llvm::cl::init(true)};
  Option<bool> padBeforeTransposes{*this, "pad-before-transposes",
                                   llvm::cl::desc(kPadBeforeTransposesHelp),
                                   llvm::cl::init(true)};
  Option<bool> fuseReductions{*this, "fuse-reductions",
                              llvm::cl::desc(kFuseReductionsHelp),
                              llvm::cl::init(true)};
  Option<bool> splitSlices{*this, "split-slices",
                           llvm::cl::desc(kSplitSlicesHelp),
                           llvm::cl::init(true)};
  Option<bool> unshareFills{*this, "unshare-fills",
                            llvm::cl::desc(kUnshareFillsHelp),
                            llvm::cl::init(true)};
  Option<bool> reorder{*this, "reorder", llvm::cl::desc(kReorderHelp),
                       llvm::cl::init(kReorderByDefault)};
  Option<bool> hoistReaders{*this, "hoist-readers",
                            llvm::cl::desc(kHoistReadersHelp),
                            llvm::cl::init(true)};
  Option<uint64_t> effortLimit{*this, "effort-limit",
                               llvm::cl::desc(kEffortLimitHelp)};
  Option<uint64_t> searchEffortLimit{*this, "search-effort-limit",
                                     llvm::cl::desc(kSearchEffortLimitHelp)};
  Option<bool> elementwiseInPlace{*this, "elementwise-in-place",
                                  llvm::cl::desc(kElementwiseInPlaceHelp),
                                  llvm::cl::init(true)};
  Option<bool> fit{
      *this, "fit",
      llvm::cl::desc("Measure the packed step (arguments + arena + buffers "
                     "left out of it) and plan again, for less, while it "
                     "needs more device bytes than the budget (one "
                     "function)"),
      llvm::cl::init(false)};

  // memplan-gpu-pipeline.
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("GPU: the NVIDIA chip (sm_80, "
                                          "sm_90, ...)"),
                           llvm::cl::init("sm_90")};
  Option<std::string> features{
      *this, "features",
      llvm::cl::desc("GPU: PTX features (+ptx80 for sm_90)"),
      llvm::cl::init("+ptx80")};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("GPU: kernel binary format: isa (PTX, compiled by the "
                     "driver when loaded), bin (cubin, needs ptxas), fatbin "
                     "(needs ptxas and fatbinary)"),
      llvm::cl::init("isa")};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("GPU: CUDA toolkit path (libdevice for math functions, "
                     "ptxas, fatbinary); default: the one found at build "
                     "time; 'none': no toolkit (PTX only, math functions "
                     "unresolved)")};
  Option<bool> managed{
      *this, "managed",
      llvm::cl::desc("GPU: device buffers in managed memory, readable by the "
                     "host after the step returns (checking results)"),
      llvm::cl::init(false)};
  ListOption<int64_t> tileSizes{
      *this, "tile-sizes",
      llvm::cl::desc("GPU: threads per block along the outer parallel "
                     "loops (default 16,16; the first three make a block, "
                     "of at most 1024 threads)")};
};

/// Options of memplan-prepare: the rewrites memplan-pipeline makes before
/// planning (PipelineOptions has the same seven).
struct PreparationOptions : public PassPipelineOptions<PreparationOptions> {
  Option<int64_t> splatMinBytes{*this, "splat-min-bytes",
                                llvm::cl::desc(kSplatMinBytesHelp),
                                llvm::cl::init(65536)};
  Option<bool> foldTransposes{*this, "fold-transposes",
                              llvm::cl::desc(kFoldTransposesHelp),
                              llvm::cl::init(true)};
  Option<bool> padBeforeTransposes{*this, "pad-before-transposes",
                                   llvm::cl::desc(kPadBeforeTransposesHelp),
                                   llvm::cl::init(true)};
  Option<bool> fuseReductions{*this, "fuse-reductions",
                              llvm::cl::desc(kFuseReductionsHelp),
                              llvm::cl::init(true)};
  Option<bool> splitSlices{*this, "split-slices",
                           llvm::cl::desc(kSplitSlicesHelp),
                           llvm::cl::init(true)};
  Option<bool> unshareFills{*this, "unshare-fills",
                            llvm::cl::desc(kUnshareFillsHelp),
                            llvm::cl::init(true)};
  Option<bool> reorder{*this, "reorder", llvm::cl::desc(kReorderHelp),
                       llvm::cl::init(kReorderByDefault)};
};

/// Options of memplan-tensor-pipeline.
struct TensorPipelineOptions
    : public PassPipelineOptions<TensorPipelineOptions> {
  Option<int64_t> budgetBytes{
      *this, "budget-bytes",
      llvm::cl::desc("Memory budget in bytes for the whole step"),
      llvm::cl::init(-1)};
  Option<double> budgetFraction{
      *this, "budget-fraction",
      llvm::cl::desc("Memory budget as a fraction of the unplanned peak (of "
                     "the fused, reordered step)"),
      llvm::cl::init(-1)};
  Option<::memplan::Strategy> strategy{
      *this, "strategy",
      llvm::cl::desc("The planner (never swaps here: a downstream compiler "
                     "has no form for memplan's host round trips)"),
      llvm::cl::init(::memplan::Strategy::RecomputeOnly),
      getStrategyOptionValues()};
  Option<double> timeLimit{
      *this, "time-limit",
      llvm::cl::desc("Seconds the optimal strategy's solver may take"),
      llvm::cl::init(60)};
  Option<Device> device{*this, "device",
                        llvm::cl::desc("Device preset for op costs"),
                        llvm::cl::init(Device::A100_40GB),
                        getDeviceOptionValues()};
  ListOption<std::string> functions{
      *this, "functions",
      llvm::cl::desc("Plan only these functions (default: all)")};
  Option<std::string> report{*this, "report",
                             llvm::cl::desc("JSON report of the plans")};
  Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("Fuse elementwise producers into their only consumer "
                     "before planning (upstream linalg-fuse-elementwise-ops), "
                     "so that the plan counts the tensors a fusing compiler "
                     "stores"),
      llvm::cl::init(true)};
  Option<bool> reorder{*this, "reorder", llvm::cl::desc(kReorderHelp),
                       llvm::cl::init(kReorderByDefault)};
  Option<bool> hoistReaders{*this, "hoist-readers",
                            llvm::cl::desc(kHoistReadersHelp),
                            llvm::cl::init(true)};
  Option<uint64_t> effortLimit{*this, "effort-limit",
                               llvm::cl::desc(kEffortLimitHelp)};
  Option<uint64_t> searchEffortLimit{*this, "search-effort-limit",
                                     llvm::cl::desc(kSearchEffortLimitHelp)};
  Option<std::string> fence{
      *this, "fence",
      llvm::cl::desc("How recomputations are kept apart from a downstream "
                     "CSE (memplan-fence-recompute's style): 'attribute' or "
                     "'op'"),
      llvm::cl::init("attribute")};
};

/// Which rewrites come before planning (PreparationOptions and
/// PipelineOptions as plain values).
struct StepPreparation {
  int64_t splatMinBytes = 65536;
  bool foldTransposes = true;
  bool padBeforeTransposes = true;
  bool fuseReductions = true;
  bool splitSlices = true;
  bool unshareFills = true;
  bool reorder = kReorderByDefault;
};
/// Appends the rewrites that come before planning to `pm` (anchored on the
/// module): large splat constants to fills (splatMinBytes; -1: none),
/// pads before the transposes they padded, transposes read through the
/// indexing maps of their users, elementwise
/// operands only a reduction reads computed in it, results read in slices
/// at different times computed slice by slice, a fill of its
/// own for every op that writes into a shared one, and the ops in an order
/// that holds fewer bytes.
/// Fails when splatMinBytes is below -1, saying why in `error`.
LogicalResult buildStepPreparation(OpPassManager &pm,
                                   const StepPreparation &steps,
                                   std::string *error = nullptr);
LogicalResult buildStepPreparation(OpPassManager &pm,
                                   const PreparationOptions &options,
                                   std::string *error = nullptr);

/// Appends the step preparation, plan, materialize, recompute inlining,
/// one-shot bufferization, lowering of the swaps and packing to `pm`
/// (anchored on the module).
/// Fails when the options are inconsistent, saying why in `error`.
LogicalResult buildMemPlanPipeline(OpPassManager &pm,
                                   const PipelineOptions &options,
                                   std::string *error = nullptr);

/// A materialized step to buffers: recomputation inlined, one-shot
/// bufferization across function boundaries (identity layouts), elementwise
/// ops into the buffers of inputs that die at them unless `inPlace` is
/// false (memplan-elementwise-in-place), swaps lowered to host buffers and
/// copies.
void buildBufferization(OpPassManager &pm, bool inPlace = true);

/// A step planned on tensors for a downstream compiler that bufferizes and
/// allocates itself (IREE): private helpers inlined, pads of negative widths
/// as slices, pad widths no window reaches cut, elementwise producers fused
/// into their only consumer (optional), values nothing reads erased, the
/// ops reordered (optional), planned without swaps,
/// materialized, the recomputations fenced from CSE and inlined. The output
/// has no memplan op left.
/// Fails when the options are inconsistent, saying why in `error`.
LogicalResult buildMemPlanTensorPipeline(OpPassManager &pm,
                                         const TensorPipelineOptions &options,
                                         std::string *error = nullptr);

/// memplan-pipeline followed by the host lowering to the LLVM dialect.
LogicalResult buildMemPlanCpuPipeline(OpPassManager &pm,
                                      const PipelineOptions &options,
                                      std::string *error = nullptr);

/// memplan-pipeline, then kernels for every device computation (NVVM,
/// serialized by gpu-module-to-binary), the device buffers allocated with the
/// GPU runtime, swaps as copies on a copy stream ordered with events against
/// the compute stream, and the host code in the LLVM dialect.
LogicalResult buildMemPlanGpuPipeline(OpPassManager &pm,
                                      const PipelineOptions &options,
                                      std::string *error = nullptr);

/// How buffers end up in the LLVM dialect on the host.
struct HostLoweringOptions {
  /// Free what the step allocates and does not return
  /// (buffer-deallocation-pipeline).
  bool deallocate = true;
  /// Private functions return with each memref result whether they own it
  /// (buffer-deallocation-pipeline's private-function-dynamic-ownership):
  /// one that returns an argument it was given (a donated argument updated
  /// in place) returns it as it is, where a public one returns a copy.
  bool privateFunctionOwnership = false;
  /// Allocate through `_mlir_memref_to_llvm_alloc`/`free` (for hosts that
  /// interpose on allocations, like memplan-run's measurement).
  bool genericAllocationFunctions = false;
  /// Every linalg op becomes a function of its own before loops
  /// (memplan-outline-linalg): code generation then grows with the step's
  /// size, not faster.
  bool outlineOps = true;
};

/// The host lowering of a bufferized step to the LLVM dialect: deallocation,
/// every linalg op in a function of its own (outlineOps), loops, and every
/// math op torch-mlir emits. Math ops become libm calls
/// where libm has the function (erf, log1p, expm1, tanh, pow, ...), computed
/// in f32 for f16/bf16 as PyTorch's CPU kernels do, so results agree with
/// PyTorch and NumPy to libm's rounding; integer and integer-exponent powers
/// become generated functions; what libm has no function for (integer abs,
/// bit counts, isnan) LLVM intrinsics. Exact functions (sqrt, fabs, fma,
/// floor, roundeven) are libm calls too, which LLVM's optimizer turns back
/// into instructions at --opt-level 1 and above.
void buildHostLowering(OpPassManager &pm,
                       const HostLoweringOptions &options = {});

void registerMemPlanPipelines();

} // namespace mlir::memplan

#endif // MEMPLAN_PIPELINES_PIPELINES_H
