//===- Pipelines.cpp - memplan's registered pass pipelines ----------------===//

#include "memplan/Pipelines/Pipelines.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::memplan;

/// Options are written into the textual pipeline as they are: they must not
/// contain the characters that structure it.
static bool isPlainOption(StringRef value) {
  return value.find_first_of("{} ,=\"'") == StringRef::npos;
}

LogicalResult mlir::memplan::buildMemPlanPipeline(
    OpPassManager &pm, const PipelineOptions &options, std::string *error) {
  std::string ignored;
  llvm::raw_string_ostream errors(error ? *error : ignored);
  std::string budget = options.budget;
  if (!options.budgetFraction.empty()) {
    if (!budget.empty()) {
      errors << "memplan pipelines take one of budget and budget-fraction";
      return failure();
    }
    budget = options.budgetFraction;
    if (StringRef(budget).find('.') == StringRef::npos)
      budget += ".0";
  }
  SmallVector<std::string> values = {budget, options.strategy,
                                     options.device, options.report};
  for (const std::string &f : options.functions)
    values.push_back(f);
  for (const std::string &value : values)
    if (!isPlainOption(value)) {
      errors << "memplan pipelines: option value '" << value
             << "' may not contain spaces, commas, braces, quotes or '='";
      return failure();
    }

  std::string text;
  llvm::raw_string_ostream os(text);
  os << "memplan-plan{budget=" << budget << " strategy=" << options.strategy
     << " device=" << options.device;
  if (!options.report.empty())
    os << " report=" << options.report;
  if (!options.functions.empty()) {
    os << " functions=";
    llvm::interleave(options.functions, os, ",");
  }
  os << "},memplan-materialize,func.func(memplan-inline-recompute),"
     << "one-shot-bufferize{bufferize-function-boundaries "
        "function-boundary-type-conversion=identity-layout-map},"
     << "memplan-lower-swaps,memplan-pack-buffers{alignment="
     << options.alignment << "}";
  return parsePassPipeline(text, pm, errors);
}

LogicalResult mlir::memplan::buildMemPlanCpuPipeline(
    OpPassManager &pm, const PipelineOptions &options, std::string *error) {
  if (failed(buildMemPlanPipeline(pm, options, error)))
    return failure();
  std::string ignored;
  llvm::raw_string_ostream errors(error ? *error : ignored);
  return parsePassPipeline(
      "buffer-deallocation-pipeline,convert-bufferization-to-memref,"
      "convert-linalg-to-loops,expand-strided-metadata,lower-affine,"
      "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts",
      pm, errors);
}

template <LogicalResult (*Build)(OpPassManager &, const PipelineOptions &,
                                 std::string *)>
static void registerPipeline(StringRef name, StringRef description) {
  registerPassPipeline(
      name, description,
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        PipelineOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        std::string error;
        if (failed(Build(pm, options, &error)))
          return errorHandler(error);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> handler) {
        handler(PipelineOptions());
      });
}

void mlir::memplan::registerMemPlanPipelines() {
  registerPipeline<buildMemPlanPipeline>(
      "memplan-pipeline",
      "Plan a budget (memplan-plan), rewrite it into memplan ops, inline "
      "recomputation, bufferize, lower swaps to host buffers and copies, "
      "and pack every buffer into one arena");
  registerPipeline<buildMemPlanCpuPipeline>(
      "memplan-cpu-pipeline",
      "memplan-pipeline, then the host lowering to the LLVM dialect: the "
      "planned step runs under mlir-runner and computes the same values");
}
