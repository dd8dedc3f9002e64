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

/// Registers every memplan pass and pass pipeline with the global registry,
/// so that they can be named on the command line and in pipeline strings.
void registerAllMemPlanPasses();

} // namespace mlir::memplan

#endif // MEMPLAN_INITALLMEMPLAN_H
