//===- MemPlanDialect.cpp - memplan dialect ---------------------*- C++ -*-===//

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

#include "memplan/Planning/Planner.h"
#include "memplan/Planning/Schedule.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::memplan;

#include "memplan/Dialect/MemPlan/IR/MemPlanOpsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "memplan/Dialect/MemPlan/IR/MemPlanOpsTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "memplan/Dialect/MemPlan/IR/MemPlanOpsAttrs.cpp.inc"

static_assert(int(PlanEvent::Kind::Compute) == int(::memplan::EventKind::Compute) &&
                  int(PlanEvent::Kind::Free) == int(::memplan::EventKind::Free) &&
                  int(PlanEvent::Kind::SwapOut) == int(::memplan::EventKind::SwapOut) &&
                  int(PlanEvent::Kind::SwapIn) == int(::memplan::EventKind::SwapIn),
              "PlanEvent::Kind follows memplan::EventKind");

void mlir::memplan::printSchedule(AsmPrinter &printer,
                                  ArrayRef<PlanEvent> schedule) {
  printer << '[';
  llvm::interleaveComma(schedule, printer, [&](const PlanEvent &e) {
    std::string_view kind =
        ::memplan::toString(static_cast<::memplan::EventKind>(e.kind));
    printer << StringRef(kind.data(), kind.size()) << ' ' << e.node;
  });
  printer << ']';
}

FailureOr<SmallVector<PlanEvent>>
mlir::memplan::parseSchedule(AsmParser &parser) {
  SmallVector<PlanEvent> schedule;
  if (failed(parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            StringRef name;
            SMLoc at = parser.getCurrentLocation();
            ::memplan::EventKind kind;
            PlanEvent event;
            if (parser.parseKeyword(&name))
              return failure();
            if (!::memplan::parseEventKind(name.str(), kind))
              return parser.emitError(at)
                     << "unknown schedule event '" << name
                     << "'; expected compute, free, swap_out or swap_in";
            event.kind = static_cast<PlanEvent::Kind>(kind);
            if (parser.parseInteger(event.node))
              return failure();
            schedule.push_back(event);
            return success();
          })))
    return failure();
  return schedule;
}

LogicalResult PlanAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               StringRef strategy, int64_t budget,
                               int64_t peak, int64_t nodes,
                               ArrayRef<PlanEvent> schedule) {
  ::memplan::Strategy parsed;
  if (!::memplan::parseStrategy(strategy.str(), parsed))
    return emitError() << "unknown strategy '" << strategy << "'";
  if (budget < 0 || peak < 0 || nodes < 0)
    return emitError() << "budget, peak and nodes must not be negative";
  for (auto [i, event] : llvm::enumerate(schedule))
    if (event.node < 0 || event.node >= nodes)
      return emitError() << "event #" << i << " names node " << event.node
                         << ", outside the " << nodes << " planned nodes";
  return success();
}

void MemPlanDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "memplan/Dialect/MemPlan/IR/MemPlanOps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "memplan/Dialect/MemPlan/IR/MemPlanOpsTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "memplan/Dialect/MemPlan/IR/MemPlanOpsAttrs.cpp.inc"
      >();
}
