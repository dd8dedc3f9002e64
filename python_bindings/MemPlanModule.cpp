//===- MemPlanModule.cpp - the memplan Python extension -------------------===//
//
// memplan._memplan: parse a module, plan it (memplan's C API), run a textual
// pipeline, all through MLIR's C API. Errors raise memplan.MemPlanError
// with the diagnostics MLIR emitted.
//
//===----------------------------------------------------------------------===//

#include "memplan-c/Plan.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

namespace py = pybind11;

namespace {

void append(MlirStringRef text, void *user) {
  static_cast<std::string *>(user)->append(text.data, text.length);
}

std::string severity(MlirDiagnostic diagnostic) {
  switch (mlirDiagnosticGetSeverity(diagnostic)) {
  case MlirDiagnosticError:
    return "error";
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  case MlirDiagnosticRemark:
    return "remark";
  }
  return "diagnostic";
}

void describe(MlirDiagnostic diagnostic, std::string &out) {
  mlirLocationPrint(mlirDiagnosticGetLocation(diagnostic), append, &out);
  out += ": " + severity(diagnostic) + ": ";
  mlirDiagnosticPrint(diagnostic, append, &out);
  out += "\n";
  for (intptr_t i = 0, e = mlirDiagnosticGetNumNotes(diagnostic); i < e;
       ++i) {
    // MLIR's note that prints the op the diagnostic is about (the whole
    // function, for a function) says nothing the location does not.
    MlirDiagnostic note = mlirDiagnosticGetNote(diagnostic, i);
    std::string text;
    mlirDiagnosticPrint(note, append, &text);
    if (text.rfind("see current operation", 0) != 0)
      describe(note, out);
  }
}

/// A context with every upstream dialect and memplan's, collecting errors
/// and warnings (remarks are dropped: the planner reports through JSON).
class Session {
public:
  Session() {
    MlirDialectRegistry registry = mlirDialectRegistryCreate();
    mlirRegisterAllDialects(registry);
    memplanRegisterDialects(registry);
    memplanRegisterForeignDialectRefusals(registry);
    context = mlirContextCreateWithRegistry(registry, /*threadingEnabled=*/false);
    mlirDialectRegistryDestroy(registry);
    mlirContextLoadAllAvailableDialects(context);
    mlirContextAttachDiagnosticHandler(context, handle, this, nullptr);
  }
  ~Session() {
    if (!mlirModuleIsNull(module))
      mlirModuleDestroy(module);
    mlirContextDestroy(context);
  }

  /// Parses `source`: module text, or with `fromFile` the path of a file
  /// (then locations name the file).
  void parse(const std::string &source, bool fromFile) {
    MlirStringRef ref = mlirStringRefCreate(source.data(), source.size());
    module = fromFile ? mlirModuleCreateParseFromFile(context, ref)
                      : mlirModuleCreateParse(context, ref);
    if (mlirModuleIsNull(module))
      fail(fromFile ? "cannot parse '" + source + "'"
                    : std::string("cannot parse the module"));
  }

  std::string print() {
    std::string out;
    mlirOperationPrint(mlirModuleGetOperation(module), append, &out);
    return out;
  }

  [[noreturn]] void fail(const std::string &what);

  MlirContext context;
  MlirModule module = {nullptr};
  std::string diagnostics;

private:
  static MlirLogicalResult handle(MlirDiagnostic diagnostic, void *user) {
    auto *self = static_cast<Session *>(user);
    MlirDiagnosticSeverity s = mlirDiagnosticGetSeverity(diagnostic);
    if (s == MlirDiagnosticError || s == MlirDiagnosticWarning)
      describe(diagnostic, self->diagnostics);
    return mlirLogicalResultSuccess();
  }
};

PyObject *memplanError = nullptr;

void Session::fail(const std::string &what) {
  std::string message = what;
  if (!diagnostics.empty())
    message += ":\n" + diagnostics;
  while (!message.empty() && message.back() == '\n')
    message.pop_back();
  PyErr_SetString(memplanError, message.c_str());
  throw py::error_already_set();
}

} // namespace

PYBIND11_MODULE(_memplan, m) {
  m.doc() = "memplan's planner and pipelines through MLIR's C API";
  static py::exception<std::runtime_error> error(m, "MemPlanError");
  memplanError = error.ptr();
  mlirRegisterAllPasses();
  memplanRegisterAllPasses();

  m.def(
      "plan",
      [](const std::string &source, int64_t budgetBytes, double budgetFraction,
         const std::string &device, const std::string &strategy,
         unsigned frontier, const std::vector<std::string> &functions,
         bool fromFile) {
        Session session;
        session.parse(source, fromFile);
        MemplanPlanOptions options = memplanPlanOptionsGetDefault();
        options.budgetBytes = budgetBytes;
        options.budgetFraction = budgetFraction;
        options.device = mlirStringRefCreate(device.data(), device.size());
        options.strategy =
            mlirStringRefCreate(strategy.data(), strategy.size());
        options.frontier = frontier;
        std::vector<MlirStringRef> names;
        for (const std::string &name : functions)
          names.push_back(mlirStringRefCreate(name.data(), name.size()));
        options.functions = names.data();
        options.numFunctions = static_cast<intptr_t>(names.size());
        std::string report;
        if (mlirLogicalResultIsFailure(
                memplanPlanModule(session.module, &options, append, &report)))
          session.fail("planning failed");
        return py::make_tuple(session.print(), report);
      },
      py::arg("module"), py::arg("budget_bytes") = -1,
      py::arg("budget_fraction") = -1.0, py::arg("device") = "",
      py::arg("strategy") = "", py::arg("frontier") = 0,
      py::arg("functions") = std::vector<std::string>(),
      py::arg("from_file") = false,
      "Plans every function of the module, or those named (memplan-plan "
      "with these options, then memplan-materialize); returns (planned "
      "module text, JSON report). Exactly one budget is given: bytes or a "
      "fraction of the unplanned peak.");

  m.def(
      "run_pipeline",
      [](const std::string &source, const std::string &pipeline,
         bool fromFile) {
        Session session;
        session.parse(source, fromFile);
        MlirPassManager pm = mlirPassManagerCreate(session.context);
        std::string errors;
        MlirLogicalResult parsed = mlirParsePassPipeline(
            mlirPassManagerGetAsOpPassManager(pm),
            mlirStringRefCreate(pipeline.data(), pipeline.size()), append,
            &errors);
        if (mlirLogicalResultIsFailure(parsed)) {
          mlirPassManagerDestroy(pm);
          session.diagnostics += errors;
          session.fail("bad pipeline '" + pipeline + "'");
        }
        MlirLogicalResult ran = mlirPassManagerRunOnOp(
            pm, mlirModuleGetOperation(session.module));
        mlirPassManagerDestroy(pm);
        if (mlirLogicalResultIsFailure(ran))
          session.fail("the pipeline failed");
        return session.print();
      },
      py::arg("module"), py::arg("pipeline"), py::arg("from_file") = false,
      "Runs a textual pass pipeline (e.g. 'builtin.module(memplan-pipeline{"
      "budget-fraction=0.6})') on the module; returns the result's text.");
}
