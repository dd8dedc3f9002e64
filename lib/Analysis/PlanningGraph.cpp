//===- PlanningGraph.cpp - a function as the planner's graph --------------===//

#include "memplan/Analysis/PlanningGraph.h"

#include "memplan/Analysis/TensorLiveness.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::memplan;

bool mlir::memplan::isTensorView(Operation *op) {
  return isa<tensor::ExtractSliceOp, tensor::ExpandShapeOp,
             tensor::CollapseShapeOp, tensor::CastOp, tensor::ReshapeOp,
             tensor::BitcastOp>(op);
}

/// Ops that are no nodes: they hold no data of a step (shapes, constants).
static bool isFree(Operation *op) {
  return isa<tensor::EmptyOp>(op) || op->hasTrait<OpTrait::ConstantLike>();
}

/// The op that writes `op`'s only result in place, when that result is read
/// by nothing else: the destination of a destination-style op of the same
/// block.
static Operation *absorbingUser(Operation *op) {
  if (op->getNumResults() != 1 ||
      !isa<RankedTensorType>(op->getResult(0).getType()) ||
      !isa<DestinationStyleOpInterface>(op))
    return nullptr;
  Value result = op->getResult(0);
  if (!result.hasOneUse())
    return nullptr;
  OpOperand &use = *result.use_begin();
  auto user = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
  if (!user || use.getOwner()->getBlock() != op->getBlock() ||
      !user.isDpsInit(&use))
    return nullptr;
  return use.getOwner();
}

FailureOr<PlanningGraph>
PlanningGraph::build(FunctionOpInterface func,
                     function_ref<double(Operation *)> costOf) {
  Region &body = func.getFunctionBody();
  if (!body.hasOneBlock())
    return func.emitError() << "memplan planning needs a function body of one "
                               "block, this one has "
                            << body.getBlocks().size();
  Block &block = body.front();
  PlanningGraph result;
  ::memplan::Graph &graph = result.graph;

  for (BlockArgument arg : block.getArguments()) {
    if (!isa<TensorType>(arg.getType()))
      continue;
    FailureOr<int64_t> bytes = getStaticSizeInBytes(arg.getType(), [&] {
      return func.emitError() << "argument #" << arg.getArgNumber() << ": ";
    });
    if (failed(bytes) || failed(addBytes(graph.persistentBytes, *bytes, func)))
      return failure();
  }

  DenseMap<Operation *, SmallVector<Operation *>> pendingAbsorbed;
  DenseMap<Operation *, SmallVector<::memplan::NodeId>> pendingInputs;
  for (Operation &op : block) {
    if (isFree(&op)) {
      for (Value r : op.getResults())
        if (isa<TensorType>(r.getType())) {
          if (isa<tensor::EmptyOp>(op))
            continue;
          FailureOr<int64_t> bytes = getStaticSizeInBytes(
              r.getType(), [&] { return op.emitError(); });
          if (failed(bytes) ||
              failed(addBytes(graph.persistentBytes, *bytes, &op)))
            return failure();
        }
      continue;
    }
    // The nodes this op reads, through operands or from inside its regions.
    llvm::SetVector<::memplan::NodeId> inputs;
    bool readsTensors = false;
    auto addInput = [&](Value value) {
      if (isa<TensorType>(value.getType()))
        readsTensors = true;
      Operation *def = value.getDefiningOp();
      if (!def || def->getBlock() != &block)
        return;
      auto it = result.nodeOf.find(def);
      if (it == result.nodeOf.end())
        return;
      inputs.insert(it->second);
      // A view's readers need the viewed buffer as well.
      Operation *source = def;
      while (isTensorView(source)) {
        Operation *inner = source->getOperand(0).getDefiningOp();
        if (!inner)
          break;
        auto sourceNode = result.nodeOf.find(inner);
        if (sourceNode == result.nodeOf.end())
          break;
        inputs.insert(sourceNode->second);
        source = inner;
      }
    };
    for (Value operand : op.getOperands())
      addInput(operand);
    op.walk([&](Operation *nested) {
      if (nested == &op)
        return;
      for (Value operand : nested->getOperands())
        if (!op.isAncestor(operand.getParentRegion()->getParentOp()))
          addInput(operand);
    });

    int64_t bytes = 0;
    bool producesTensors = false;
    for (Value r : op.getResults()) {
      if (!isa<TensorType>(r.getType()))
        continue;
      producesTensors = true;
      if (isTensorView(&op))
        continue; // no memory of its own, whatever its type
      FailureOr<int64_t> size =
          getStaticSizeInBytes(r.getType(), [&] { return op.emitError(); });
      if (failed(size) || failed(addBytes(bytes, *size, &op)))
        return failure();
    }
    bool isTerminator = op.hasTrait<OpTrait::IsTerminator>();
    if (!producesTensors && !readsTensors && !isTerminator)
      continue;

    // An op that only initializes the destination of the next op writing
    // that buffer in place (a linalg.fill before a matmul) is part of that
    // op's node: one buffer, computed (and recomputed) together.
    double cost = costOf(&op);
    SmallVector<Operation *> absorbed;
    auto pending = pendingAbsorbed.find(&op);
    bool pure = isMemoryEffectFree(&op);
    if (pending != pendingAbsorbed.end()) {
      for (Operation *init : pending->second) {
        cost += costOf(init);
        pure &= isMemoryEffectFree(init);
        for (::memplan::NodeId input : pendingInputs[init])
          inputs.insert(input);
      }
      absorbed = std::move(pending->second);
      pendingAbsorbed.erase(pending);
    }
    if (Operation *into = absorbingUser(&op); into && pure) {
      absorbed.push_back(&op);
      pendingInputs[&op].assign(inputs.begin(), inputs.end());
      pendingAbsorbed[into] = std::move(absorbed);
      continue;
    }

    ::memplan::Node node;
    node.name = op.getName().getStringRef().str();
    if (auto loc = dyn_cast<NameLoc>(op.getLoc()))
      node.name += "(" + loc.getName().str() + ")";
    node.bytes = isTensorView(&op) ? 0 : bytes;
    node.computeCost = cost;
    node.inputs.assign(inputs.begin(), inputs.end());
    llvm::sort(node.inputs);
    node.canSwap = producesTensors && !isTerminator;
    node.canRecompute = producesTensors && !isTerminator && pure;
    ::memplan::NodeId id = graph.addNode(std::move(node));
    result.ops.push_back(&op);
    result.absorbed.push_back(std::move(absorbed));
    result.nodeOf[&op] = id;
  }

  // A view has no memory of its own: it is never swapped or recomputed
  // itself. Its readers read its root too (above), so the root's gaps span
  // them, and memplan-materialize builds the views again over the root's
  // value where the root was swapped in or recomputed.
  for (auto [id, op] : llvm::enumerate(result.ops))
    if (isTensorView(op))
      graph.setMovable(id, /*canSwap=*/false, graph.node(id).canRecompute);

  // What the terminator reads (through views too) is returned: its buffer
  // escapes the arena and is resident from its allocation to the end of
  // the step, so a static arena cannot use its memory before it is
  // written either. It counts for the whole step, and is never moved.
  if (!result.ops.empty() &&
      result.ops.back()->hasTrait<OpTrait::IsTerminator>()) {
    ::memplan::NodeId terminator = graph.size() - 1;
    for (::memplan::NodeId id : graph.node(terminator).inputs) {
      if (failed(addBytes(graph.resultBytes, graph.node(id).bytes,
                          result.ops.back())))
        return failure();
      graph.setBytes(id, 0);
      graph.setMovable(id, /*canSwap=*/false, /*canRecompute=*/false);
    }
  }
  // Totals of bytes and costs the planners can rely on.
  if (std::string invalid = graph.validate(); !invalid.empty())
    return func.emitError() << "memplan cannot plan this function: "
                            << invalid;
  return result;
}
