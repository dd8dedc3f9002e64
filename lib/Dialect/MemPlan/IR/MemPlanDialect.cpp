//===- MemPlanDialect.cpp - memplan dialect ---------------------*- C++ -*-===//

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

#include "memplan/Planning/Planner.h"
#include "memplan/Planning/Schedule.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
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

bool mlir::memplan::mayHoldBuffer(Type type) {
  return !type.isIntOrIndexOrFloat() && !isa<VectorType, ComplexType>(type);
}

bool mlir::memplan::isDonatedArgument(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg)
    return false;
  auto func =
      dyn_cast_or_null<FunctionOpInterface>(arg.getOwner()->getParentOp());
  return func && arg.getOwner()->isEntryBlock() &&
         &func.getFunctionBody() == arg.getOwner()->getParent() &&
         func.getArgAttr(arg.getArgNumber(), kDonatedAttrName);
}

LogicalResult MemPlanDialect::verifyRegionArgAttribute(Operation *op,
                                                       unsigned regionIndex,
                                                       unsigned argIndex,
                                                       NamedAttribute attr) {
  StringRef name = attr.getName().strref();
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (name != kDonatedAttrName && name != kBoundAttrName)
    return op->emitError() << "unknown argument attribute '" << name
                           << "' (memplan knows '" << kDonatedAttrName
                           << "' and '" << kBoundAttrName << "')";
  if (!func || regionIndex != 0)
    return op->emitError() << "'" << name
                           << "' marks arguments of functions, not of '"
                           << op->getName() << "' regions";
  Type type = func.getArgumentTypes()[argIndex];
  if (name == kDonatedAttrName) {
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError() << "'" << name << "' of argument #" << argIndex
                             << " takes no value (a unit attribute)";
    if (!isa<TensorType, BaseMemRefType>(type))
      return op->emitError()
             << "'" << name << "' on argument #" << argIndex << " of type "
             << type << ": only tensors and memrefs have buffers to donate";
    return success();
  }
  auto bound = dyn_cast<IntegerAttr>(attr.getValue());
  auto shaped = dyn_cast<ShapedType>(type);
  if (!bound || bound.getInt() < 1 || !shaped ||
      !shaped.getElementType().isIntOrIndex())
    return op->emitError()
           << "'" << name << "' of argument #" << argIndex
           << " must be a positive integer on an argument of integers, not "
           << attr.getValue() << " on " << type;
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
