//===- Reports.h - shared helpers of the reporting passes -------*- C++ -*-===//

#ifndef MEMPLAN_LIB_TRANSFORMS_REPORTS_H
#define MEMPLAN_LIB_TRANSFORMS_REPORTS_H

#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/JSON.h"

namespace mlir::memplan {

/// A location as text, for JSON reports.
std::string describeLoc(Location loc);

/// The functions with a body at or below `root`, in order.
SmallVector<FunctionOpInterface> collectFunctions(Operation *root);

/// Writes what `write` prints to `path`; an error at `where` ("cannot write
/// WHAT 'PATH': why") when the file cannot be written.
LogicalResult writeTextFile(Operation *where, StringRef what, StringRef path,
                            function_ref<void(raw_ostream &)> write);

/// Writes `{"functions": reports}` to `path`; an error at `root` when the
/// file cannot be written.
LogicalResult writeFunctionReports(Operation *root, StringRef path,
                                   llvm::json::Array reports);

} // namespace mlir::memplan

#endif // MEMPLAN_LIB_TRANSFORMS_REPORTS_H
