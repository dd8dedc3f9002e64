//===- Reports.cpp - shared helpers of the reporting passes ---------------===//

#include "Reports.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

std::string mlir::memplan::describeLoc(Location loc) {
  std::string text;
  llvm::raw_string_ostream os(text);
  loc.print(os);
  return text;
}

SmallVector<FunctionOpInterface>
mlir::memplan::collectFunctions(Operation *root) {
  SmallVector<FunctionOpInterface> functions;
  root->walk([&](FunctionOpInterface func) {
    if (!func.isExternal())
      functions.push_back(func);
  });
  return functions;
}

LogicalResult
mlir::memplan::writeTextFile(Operation *where, StringRef what, StringRef path,
                             function_ref<void(raw_ostream &)> write) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Text);
  if (!ec) {
    write(os);
    // A failed write is the caller's error, not a fatal one at destruction.
    os.close();
    if (os.has_error())
      ec = os.error();
    os.clear_error();
  }
  if (ec)
    return emitError(where->getLoc())
           << "cannot write " << what << " '" << path << "': " << ec.message();
  return success();
}

LogicalResult mlir::memplan::writeFunctionReports(Operation *root,
                                                  StringRef path,
                                                  llvm::json::Array reports) {
  return writeTextFile(root, "report", path, [&](raw_ostream &os) {
    os << llvm::formatv("{0:2}",
                        llvm::json::Value(llvm::json::Object{
                            {"functions", std::move(reports)}}))
       << "\n";
  });
}
