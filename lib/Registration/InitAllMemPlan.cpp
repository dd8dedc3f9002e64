//===- InitAllMemPlan.cpp - register memplan dialects and passes ----------===//

#include "memplan/InitAllMemPlan.h"

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/Dialect/MemPlan/Transforms/BufferizableOpInterfaceImpl.h"
#include "memplan/Pipelines/Pipelines.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpImplementation.h"

namespace {

/// torch-mlir's TMTensor dialect, by name: it parses no op (each is refused
/// at its location) and defines nothing.
class TMTensorRefusal : public mlir::Dialect {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TMTensorRefusal)

  explicit TMTensorRefusal(mlir::MLIRContext *context)
      : Dialect(getDialectNamespace(), context,
                mlir::TypeID::get<TMTensorRefusal>()) {}
  static llvm::StringRef getDialectNamespace() { return "tm_tensor"; }

  /// The parser names the op ("custom op 'tm_tensor.scan' ...").
  std::optional<ParseOpHook>
  getParseOperationHook(llvm::StringRef) const override {
    return ParseOpHook([](mlir::OpAsmParser &parser,
                          mlir::OperationState &) -> mlir::ParseResult {
      return parser.emitError(parser.getNameLoc())
             << "is torch-mlir's TMTensor dialect, which memplan cannot "
                "read: torch-mlir keeps sorting, scans (cumsum), scatters "
                "(index_put, scatter_add, index_add) and attention as such "
                "ops, which are not linalg. Export the step with "
                "memplan.torch, or give torch-mlir memplan's decompositions "
                "(torch_mlir.fx.export_and_import(..., "
                "decomposition_table=memplan.torch.decompositions())), "
                "which write them in linalg";
    });
  }
};

} // namespace

void mlir::memplan::registerAllMemPlanDialects(DialectRegistry &registry) {
  registry.insert<MemPlanDialect>();
  registerBufferizableOpInterfaceExternalModels(registry);
}

void mlir::memplan::registerForeignDialectRefusals(DialectRegistry &registry) {
  registry.insert<TMTensorRefusal>();
}

void mlir::memplan::registerAllMemPlanPasses() {
  registerMemPlanPasses();
  registerMemPlanPipelines();
}
