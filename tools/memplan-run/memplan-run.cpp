//===- memplan-run.cpp - run a step on the host -----------------*- C++ -*-===//
//
//   memplan-run STEP.mlir [--entry=train_step] [--seed=N]
//       JIT-compiles the module (memplan ops included: recomputation is
//       inlined and swaps become host copies), calls the entry function
//       with seeded pseudo-random inputs and prints every output
//   memplan-run A.mlir --compare=B.mlir [--tolerance=T]
//       runs both on the same inputs and reports the first output element
//       that differs (bitwise by default, else by relative tolerance)
//   memplan-run STEP.mlir --gradcheck [--checks=N --eps=E --tolerance=T]
//       for a training step (arguments batch, targets, parameters...;
//       results loss, then one gradient per parameter), compares central
//       finite differences of the loss with the returned gradients
//
// Inputs and outputs cross into the JIT-compiled code through a wrapper
// function that memplan-run adds to the module: it builds every argument
// from the seed (one element may be moved by a delta), calls the entry and
// copies every result, converted to f64, into one buffer.
//
//===----------------------------------------------------------------------===//

#include "memplan/InitAllMemPlan.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<step.mlir>"));
static cl::opt<std::string> entry("entry", cl::desc("Function to call"),
                                  cl::init("train_step"));
static cl::opt<int64_t> seed("seed", cl::desc("Seed of the inputs"),
                             cl::init(1));
static cl::opt<std::string>
    compareWith("compare", cl::desc("Run this module too and compare"),
                cl::value_desc("other.mlir"));
static cl::opt<double> tolerance(
    "tolerance",
    cl::desc("Relative tolerance of --compare (0: bitwise) and --gradcheck"),
    cl::init(-1));
static cl::opt<bool> gradcheck("gradcheck",
                               cl::desc("Check gradients by finite "
                                        "differences of the loss"));
static cl::opt<int> checks("checks", cl::desc("Elements --gradcheck moves"),
                           cl::init(8));
static cl::opt<double> eps("eps", cl::desc("Step of --gradcheck"),
                           cl::init(3e-3));
static cl::list<std::string> sharedLibs(
    "shared-libs", cl::CommaSeparated,
    cl::desc("Libraries the JIT-compiled code may call (default: MLIR's C "
             "runner utilities, for memref copies)"));
static cl::opt<int> maxPrinted("print-limit",
                               cl::desc("Values printed per output"),
                               cl::init(16));

namespace {

int fail(const Twine &message) {
  llvm::WithColor::error(llvm::errs(), "memplan-run") << message << "\n";
  return 1;
}

std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// A compiled step with its wrapper.
class Runner {
public:
  /// Parses, wraps and compiles `path`; `error` says why on failure.
  LogicalResult load(StringRef path, MLIRContext &context,
                     std::string &error) {
    module = parseSourceFile<ModuleOp>(path, &context);
    if (!module) {
      error = "cannot parse '" + path.str() + "'";
      return failure();
    }
    auto func = dyn_cast_or_null<FunctionOpInterface>(
        SymbolTable::lookupSymbolIn(*module, entry));
    if (!func || func.isExternal()) {
      error = "'" + path.str() + "' has no function @" + entry;
      return failure();
    }
    for (Type t : func.getArgumentTypes()) {
      auto tensor = dyn_cast<RankedTensorType>(t);
      if (!tensor || !tensor.hasStaticShape() ||
          !isa<FloatType>(tensor.getElementType())) {
        error = "@" + entry + " takes " + typeString(t) +
                "; memplan-run feeds statically shaped float tensors only";
        return failure();
      }
      argShapes.push_back(tensor);
    }
    for (Type t : func.getResultTypes()) {
      auto tensor = dyn_cast<RankedTensorType>(t);
      if (!tensor || !tensor.hasStaticShape() ||
          !isa<FloatType>(tensor.getElementType())) {
        error = "@" + entry + " returns " + typeString(t) +
                "; memplan-run reads statically shaped float tensors only";
        return failure();
      }
      resultShapes.push_back(tensor);
      offsets.push_back(total);
      total += tensor.getNumElements();
    }
    if (failed(addWrapper(context, error)) || failed(lower(context, error)))
      return failure();

    ExecutionEngineOptions options;
    // The options hold a reference: the transformer must outlive create().
    std::function<llvm::Error(llvm::Module *)> transformer =
        makeOptimizingTransformer(2, 0, nullptr);
    options.transformer = transformer;
    SmallVector<StringRef> libs;
    if (sharedLibs.empty())
      libs.push_back(MEMPLAN_C_RUNNER_UTILS);
    for (const std::string &lib : sharedLibs)
      libs.push_back(lib);
    options.sharedLibPaths = libs;
    auto created = ExecutionEngine::create(*module, options);
    if (!created) {
      error = "JIT compilation failed: " + llvm::toString(created.takeError());
      return failure();
    }
    engine = std::move(*created);
    return success();
  }

  /// Runs with element `element` of argument `arg` moved by `delta` (arg
  /// -1: nothing moved); returns every result element as f64.
  FailureOr<std::vector<double>> run(int64_t arg, int64_t element,
                                     double delta, std::string &error) {
    std::vector<double> out(std::max<int64_t>(total, 1));
    StridedMemRefType<double, 1> descriptor;
    descriptor.basePtr = descriptor.data = out.data();
    descriptor.offset = 0;
    descriptor.sizes[0] = total;
    descriptor.strides[0] = 1;
    auto *descriptorPtr = &descriptor;
    int64_t seedValue = seed;
    SmallVector<void *> args = {&descriptorPtr, &seedValue, &arg, &element,
                                &delta};
    if (llvm::Error e =
            engine->invokePacked("_mlir_ciface___memplan_run", args)) {
      error = "invocation failed: " + llvm::toString(std::move(e));
      return failure();
    }
    out.resize(total);
    return out;
  }

  SmallVector<RankedTensorType> argShapes, resultShapes;
  SmallVector<int64_t> offsets;
  int64_t total = 0;

private:
  LogicalResult addWrapper(MLIRContext &context, std::string &error) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "func.func @__memplan_run(%out: memref<" << total
       << "xf64>, %seed: i64, %moved: index, %at: index, %delta: f64) "
          "attributes {llvm.emit_c_interface} {\n";
    // The shapes for tensor.reshape.
    for (auto [k, t] : llvm::enumerate(argShapes)) {
      os << "  %shape" << k << " = arith.constant dense<[";
      for (int64_t d = 0; d < t.getRank(); ++d)
        os << (d ? ", " : "") << t.getDimSize(d);
      os << "]> : tensor<" << t.getRank() << "xindex>\n";
    }
    SmallVector<std::string> args;
    for (auto [k, t] : llvm::enumerate(argShapes)) {
      int64_t n = t.getNumElements();
      std::string name = "%a" + std::to_string(k);
      std::string flat = "tensor<" + std::to_string(n) + "x" +
                         typeString(t.getElementType()) + ">";
      // value = hash(seed, k, i) in [-0.5, 0.5), plus delta at the moved
      // element.
      os << "  %e" << k << " = tensor.empty() : " << flat << "\n";
      os << "  %f" << k
         << " = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], "
            "iterator_types = [\"parallel\"]} outs(%e"
         << k << " : " << flat << ") {\n"
         << "  ^bb0(%o: " << typeString(t.getElementType()) << "):\n"
         << "    %i = linalg.index 0 : index\n"
         << "    %ii = arith.index_cast %i : index to i64\n"
         << "    %mul = arith.constant 2654435761 : i64\n"
         << "    %salt = arith.constant " << (k + 1) * 40503 << " : i64\n"
         << "    %p = arith.muli %ii, %mul : i64\n"
         << "    %q = arith.addi %p, %salt : i64\n"
         << "    %sm = arith.constant 97 : i64\n"
         << "    %s2 = arith.muli %seed, %sm : i64\n"
         << "    %r = arith.addi %q, %s2 : i64\n"
         << "    %m = arith.constant 10007 : i64\n"
         << "    %h = arith.remui %r, %m : i64\n"
         << "    %hf = arith.uitofp %h : i64 to f64\n"
         << "    %mf = arith.constant 10007.0 : f64\n"
         << "    %u = arith.divf %hf, %mf : f64\n"
         << "    %half = arith.constant 0.5 : f64\n"
         << "    %v = arith.subf %u, %half : f64\n"
         << "    %ck = arith.constant " << k << " : index\n"
         << "    %isk = arith.cmpi eq, %moved, %ck : index\n"
         << "    %isi = arith.cmpi eq, %at, %i : index\n"
         << "    %both = arith.andi %isk, %isi : i1\n"
         << "    %zero = arith.constant 0.0 : f64\n"
         << "    %d = arith.select %both, %delta, %zero : f64\n"
         << "    %w = arith.addf %v, %d : f64\n";
      if (t.getElementType().isF64())
        os << "    linalg.yield %w : f64\n";
      else
        os << "    %c = arith.truncf %w : f64 to "
           << typeString(t.getElementType()) << "\n"
           << "    linalg.yield %c : " << typeString(t.getElementType())
           << "\n";
      os << "  } -> " << flat << "\n";
      os << "  " << name << " = tensor.reshape %f" << k << "(%shape" << k
         << ") : (" << flat << ", tensor<" << t.getRank() << "xindex>) -> "
         << typeString(t) << "\n";
      args.push_back(name);
    }

    os << "  ";
    for (size_t r = 0; r < resultShapes.size(); ++r)
      os << (r ? ", " : "") << "%r" << r;
    if (!resultShapes.empty())
      os << " = ";
    os << "func.call @" << entry << "(";
    for (size_t k = 0; k < args.size(); ++k)
      os << (k ? ", " : "") << args[k];
    os << ") : (";
    for (size_t k = 0; k < argShapes.size(); ++k)
      os << (k ? ", " : "") << typeString(argShapes[k]);
    os << ") -> (";
    for (size_t r = 0; r < resultShapes.size(); ++r)
      os << (r ? ", " : "") << typeString(resultShapes[r]);
    os << ")\n";
    os << "  %acc0 = tensor.empty() : tensor<" << total << "xf64>\n";
    for (auto [r, t] : llvm::enumerate(resultShapes)) {
      int64_t n = t.getNumElements();
      std::string flat = "tensor<" + std::to_string(n) + "x" +
                         typeString(t.getElementType()) + ">";
      os << "  %rs" << r << " = arith.constant dense<[" << n
         << "]> : tensor<1xindex>\n";
      os << "  %rf" << r << " = tensor.reshape %r" << r << "(%rs" << r
         << ") : (" << typeString(t) << ", tensor<1xindex>) -> " << flat
         << "\n";
      os << "  %re" << r << " = tensor.empty() : tensor<" << n << "xf64>\n";
      os << "  %rd" << r
         << " = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, "
            "affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} "
            "ins(%rf"
         << r << " : " << flat << ") outs(%re" << r << " : tensor<" << n
         << "xf64>) {\n"
         << "  ^bb0(%x: " << typeString(t.getElementType())
         << ", %o: f64):\n";
      if (t.getElementType().isF64())
        os << "    linalg.yield %x : f64\n";
      else
        os << "    %y = arith.extf %x : " << typeString(t.getElementType())
           << " to f64\n    linalg.yield %y : f64\n";
      os << "  } -> tensor<" << n << "xf64>\n";
      os << "  %acc" << r + 1 << " = tensor.insert_slice %rd" << r
         << " into %acc" << r << "[" << offsets[r] << "] [" << n
         << "] [1] : tensor<" << n << "xf64> into tensor<" << total
         << "xf64>\n";
    }
    os << "  bufferization.materialize_in_destination %acc"
       << resultShapes.size() << " in restrict writable %out : (tensor<"
       << total << "xf64>, memref<" << total << "xf64>) -> ()\n";
    os << "  return\n}\n";

    // Parsed on its own, it calls a function of the other module: verified
    // once moved there.
    ParserConfig config(&context, /*verifyAfterParse=*/false);
    OwningOpRef<ModuleOp> wrapper = parseSourceString<ModuleOp>(text, config);
    if (!wrapper) {
      error = "internal error: the input wrapper does not parse";
      return failure();
    }
    for (Operation &op :
         llvm::make_early_inc_range(wrapper->getBody()->getOperations()))
      op.moveBefore(module->getBody(), module->getBody()->end());
    return success();
  }

  LogicalResult lower(MLIRContext &context, std::string &error) {
    PassManager pm(&context, ModuleOp::getOperationName());
    std::string diagnostics;
    llvm::raw_string_ostream os(diagnostics);
    if (failed(parsePassPipeline(
            "func.func(memplan-inline-recompute),"
            "one-shot-bufferize{bufferize-function-boundaries "
            "function-boundary-type-conversion=identity-layout-map},"
            "memplan-lower-swaps,buffer-deallocation-pipeline,"
            "convert-bufferization-to-memref,convert-linalg-to-loops,"
            "expand-strided-metadata,lower-affine,convert-scf-to-cf,"
            "convert-to-llvm,reconcile-unrealized-casts",
            pm, os))) {
      error = "internal error: " + diagnostics;
      return failure();
    }
    if (failed(pm.run(*module))) {
      error = "lowering to LLVM failed (see the diagnostics above)";
      return failure();
    }
    return success();
  }

  OwningOpRef<ModuleOp> module;
  std::unique_ptr<ExecutionEngine> engine;
};

bool sameBits(double a, double b) {
  return std::memcmp(&a, &b, sizeof(double)) == 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  registerAllPasses();
  memplan::registerAllMemPlanPasses();
  cl::ParseCommandLineOptions(argc, argv, "memplan-run: run steps on the host\n");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  memplan::registerAllMemPlanDialects(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::string error;
  Runner runner;
  if (failed(runner.load(inputFile, context, error)))
    return fail(error);
  FailureOr<std::vector<double>> outputs = runner.run(-1, 0, 0.0, error);
  if (failed(outputs))
    return fail(error);

  if (!compareWith.empty()) {
    Runner other;
    if (failed(other.load(compareWith, context, error)))
      return fail(error);
    if (other.resultShapes != runner.resultShapes)
      return fail("the two modules' @" + entry + " return different types");
    FailureOr<std::vector<double>> theirs = other.run(-1, 0, 0.0, error);
    if (failed(theirs))
      return fail(error);
    double tol = std::max(0.0, double(tolerance));
    double worst = 0;
    for (auto [r, t] : llvm::enumerate(runner.resultShapes))
      for (int64_t i = 0; i < t.getNumElements(); ++i) {
        double a = (*outputs)[runner.offsets[r] + i];
        double b = (*theirs)[runner.offsets[r] + i];
        bool equal = tol == 0 ? sameBits(a, b)
                              : std::fabs(a - b) <=
                                    tol * std::max(std::fabs(a),
                                                   std::fabs(b));
        if (!equal) {
          llvm::outs() << "result #" << r << " element " << i << ": "
                       << llvm::format("%.17g", a) << " vs "
                       << llvm::format("%.17g", b) << "\n";
          return 1;
        }
        if (a != b)
          worst = std::max(worst, std::fabs(a - b) /
                                      std::max(std::fabs(a), std::fabs(b)));
      }
    llvm::outs() << (tol == 0 ? "bitwise equal" : "equal within tolerance")
                 << ": " << runner.resultShapes.size() << " outputs, "
                 << runner.total << " values; largest relative difference "
                 << llvm::format("%.3g", worst) << "\n";
    return 0;
  }

  if (gradcheck) {
    size_t params = runner.argShapes.size() >= 2
                        ? runner.argShapes.size() - 2
                        : 0;
    if (params == 0 || runner.resultShapes.size() < 1 + params ||
        runner.resultShapes[0].getNumElements() != 1)
      return fail("--gradcheck needs a training step: arguments (batch, "
                  "targets, parameters...), results (loss, one gradient per "
                  "parameter...)");
    double tol = tolerance < 0 ? 1e-2 : double(tolerance);
    double worst = 0;
    for (int c = 0; c < checks; ++c) {
      size_t p = size_t(c) % params;
      int64_t n = runner.argShapes[2 + p].getNumElements();
      int64_t element = (int64_t(c) * 7919 + 13) % n;
      FailureOr<std::vector<double>> plus =
          runner.run(int64_t(2 + p), element, eps, error);
      FailureOr<std::vector<double>> minus =
          runner.run(int64_t(2 + p), element, -eps, error);
      if (failed(plus) || failed(minus))
        return fail(error);
      double fd = ((*plus)[0] - (*minus)[0]) / (2 * eps);
      double g = (*outputs)[runner.offsets[1 + p] + element];
      double err = std::fabs(fd - g) /
                   std::max({std::fabs(fd), std::fabs(g), 1e-3});
      worst = std::max(worst, err);
      llvm::outs() << "parameter " << p << " element " << element
                   << ": gradient " << llvm::format("%.6g", g)
                   << ", finite difference " << llvm::format("%.6g", fd)
                   << ", relative error " << llvm::format("%.2e", err)
                   << "\n";
    }
    llvm::outs() << "loss " << llvm::format("%.9g", (*outputs)[0])
                 << "; largest relative error "
                 << llvm::format("%.2e", worst) << " (tolerance "
                 << llvm::format("%g", tol) << ")\n";
    return worst <= tol ? 0 : 1;
  }

  for (auto [r, t] : llvm::enumerate(runner.resultShapes)) {
    llvm::outs() << "result #" << r << ": " << typeString(t) << "\n";
    int64_t n = t.getNumElements();
    double sum = 0;
    for (int64_t i = 0; i < n; ++i) {
      double v = (*outputs)[runner.offsets[r] + i];
      sum += v;
      if (i < maxPrinted)
        llvm::outs() << (i ? " " : "  ") << llvm::format("%.9g", v);
    }
    llvm::outs() << (n > maxPrinted ? " ..." : "") << "\n  sum "
                 << llvm::format("%.17g", sum) << "\n";
  }
  return 0;
}
