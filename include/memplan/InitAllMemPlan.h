//===- InitAllMemPlan.h - register memplan dialects and passes --*- C++ -*-===//
//
// One place that tools, plugins and downstream projects call to make every
// memplan dialect and pass available.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_INITALLMEMPLAN_H
#define MEMPLAN_INITALLMEMPLAN_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::memplan {

/// Adds the memplan dialect (and the dialects its passes create) to
/// `registry`.
void registerAllMemPlanDialects(DialectRegistry &registry);

/// For memplan's own tools and Python module (not for plugins and
/// downstream tools, which may register the real dialect): torch-mlir's
/// TMTensor dialect (`tm_tensor`), known by name only. torch-mlir's
/// linalg-on-tensors output keeps sorting, scans, scatters and attention as
/// its ops, which memplan can neither plan nor lower; each is refused where
/// it is parsed, saying how to get linalg instead, where MLIR would only
/// say that the dialect is not found.
void registerForeignDialectRefusals(DialectRegistry &registry);

/// Registers every memplan pass and pass pipeline with the global registry,
/// so that they can be named on the command line and in pipeline strings.
void registerAllMemPlanPasses();

} // namespace mlir::memplan

#endif // MEMPLAN_INITALLMEMPLAN_H
