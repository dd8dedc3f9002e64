//===- MemPlanOps.cpp - memplan operations ----------------------*- C++ -*-===//

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::memplan;

//===----------------------------------------------------------------------===//
// SwapOutOp / SwapInOp
//===----------------------------------------------------------------------===//

LogicalResult SwapOutOp::verify() {
  Type recorded = getHandle().getType().getValueType();
  // A buffer's copy is contiguous: the handle may record its type with the
  // identity layout.
  auto buffer = dyn_cast<MemRefType>(getValue().getType());
  if (buffer && recorded == MemRefType(MemRefType::Builder(buffer).setLayout(
                                MemRefLayoutAttrInterface())))
    return success();
  if (recorded != getValue().getType())
    return emitOpError() << "handle records " << recorded
                         << " but the swapped value has type "
                         << getValue().getType()
                         << "; the handle must record the swapped type "
                            "(a buffer's also with the identity layout)";
  return success();
}

LogicalResult SwapInOp::verify() {
  Type recorded = getHandle().getType().getValueType();
  if (recorded != getValue().getType())
    return emitOpError() << "result type " << getValue().getType()
                         << " differs from the type recorded in the handle, "
                         << recorded;
  return success();
}

//===----------------------------------------------------------------------===//
// RecomputeOp
//===----------------------------------------------------------------------===//

void RecomputeOp::build(OpBuilder &builder, OperationState &state,
                        TypeRange resultTypes, ValueRange inputs) {
  state.addOperands(inputs);
  state.addTypes(resultTypes);
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  for (Value input : inputs)
    block->addArgument(input.getType(), input.getLoc());
}

YieldOp RecomputeOp::getYield() {
  return cast<YieldOp>(getBodyBlock().getTerminator());
}

// Custom form:
//   memplan.recompute [ins(%arg = %input : type, ...)] -> result-types
//       [attributes {...}] { body }
ParseResult RecomputeOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> regionArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> inputs;
  SmallVector<Type> inputTypes;
  if (succeeded(parser.parseOptionalKeyword("ins"))) {
    auto parseBinding = [&]() -> ParseResult {
      OpAsmParser::Argument arg;
      OpAsmParser::UnresolvedOperand input;
      if (parser.parseArgument(arg) || parser.parseEqual() ||
          parser.parseOperand(input) || parser.parseColonType(arg.type))
        return failure();
      regionArgs.push_back(arg);
      inputs.push_back(input);
      inputTypes.push_back(arg.type);
      return success();
    };
    if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren,
                                       parseBinding, " in input bindings"))
      return failure();
  }
  if (parser.resolveOperands(inputs, inputTypes, parser.getNameLoc(),
                             result.operands))
    return failure();

  SmallVector<Type> resultTypes;
  if (parser.parseArrowTypeList(resultTypes) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  result.addTypes(resultTypes);

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, regionArgs, /*enableNameShadowing=*/false))
    return failure();
  return success();
}

void RecomputeOp::print(OpAsmPrinter &p) {
  Block &block = getBodyBlock();
  if (!getInputs().empty()) {
    p << " ins(";
    llvm::interleaveComma(llvm::zip(block.getArguments(), getInputs()), p,
                          [&](auto binding) {
                            auto [arg, input] = binding;
                            p << arg << " = " << input << " : "
                              << input.getType();
                          });
    p << ")";
  }
  p.printArrowTypeList(getResultTypes());
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

LogicalResult RecomputeOp::verifyRegions() {
  if (getNumResults() == 0)
    return emitOpError("must recompute at least one value");

  Block &block = getBodyBlock();
  if (block.getNumArguments() != getInputs().size())
    return emitOpError() << "body has " << block.getNumArguments()
                         << " arguments but the op has " << getInputs().size()
                         << " inputs; each input binds one body argument";
  for (auto [index, arg, input] :
       llvm::enumerate(block.getArguments(), getInputs())) {
    if (arg.getType() != input.getType())
      return emitOpError() << "body argument #" << index << " has type "
                           << arg.getType() << " but input #" << index
                           << " has type " << input.getType();
  }

  if (block.empty() || !isa<YieldOp>(block.back()))
    return emitOpError("body must end in memplan.yield");

  // Recomputation runs the body a second time: it must not write memory or
  // have any other observable effect.
  for (Operation &op : block.without_terminator()) {
    if (isRecomputable(&op))
      continue;
    InFlightDiagnostic diag =
        emitOpError() << "body must be free of side effects to be recomputed, "
                         "but '"
                      << op.getName() << "' may have side effects";
    diag.attachNote(op.getLoc()) << "operation with side effects";
    return diag;
  }
  return success();
}

bool mlir::memplan::isRecomputable(Operation *op) {
  WalkResult walked = op->walk([](Operation *nested) {
    if (isa<cf::AssertOp>(nested))
      return WalkResult::advance();
    auto effects = dyn_cast<MemoryEffectOpInterface>(nested);
    if (effects && !effects.hasNoEffect())
      return WalkResult::interrupt();
    // Nested ops are visited on their own: an op is judged by its body
    // when it says its effects are its body's, or says nothing.
    if (!effects && !nested->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return !walked.wasInterrupted();
}

//===----------------------------------------------------------------------===//
// YieldOp
//===----------------------------------------------------------------------===//

LogicalResult YieldOp::verify() {
  auto parent = cast<RecomputeOp>((*this)->getParentOp());
  TypeRange resultTypes = parent.getResultTypes();
  if (getValues().size() != resultTypes.size())
    return emitOpError() << "yields " << getValues().size()
                         << " values but the parent memplan.recompute has "
                         << resultTypes.size() << " results";
  for (auto [index, value, expected] :
       llvm::enumerate(getValues(), resultTypes)) {
    if (value.getType() != expected)
      return emitOpError() << "value #" << index << " has type "
                           << value.getType()
                           << " but the parent memplan.recompute's result #"
                           << index << " has type " << expected;
  }
  return success();
}

#define GET_OP_CLASSES
#include "memplan/Dialect/MemPlan/IR/MemPlanOps.cpp.inc"
