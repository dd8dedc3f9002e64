//===- PlanningGraph.cpp - a function as the planner's graph --------------===//

#include "memplan/Analysis/PlanningGraph.h"

#include "memplan/Analysis/TensorSize.h"
#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "memplan-analysis"

using namespace mlir;
using namespace mlir::memplan;
using ::memplan::NodeId;

bool mlir::memplan::isTensorView(Operation *op) {
  return isa<tensor::ExtractSliceOp, tensor::ExpandShapeOp,
             tensor::CollapseShapeOp, tensor::CastOp, tensor::ReshapeOp,
             tensor::BitcastOp>(op);
}

/// Ops that are no nodes: they hold no data of a step (shapes, constants).
static bool isFree(Operation *op) {
  return isa<tensor::EmptyOp>(op) || op->hasTrait<OpTrait::ConstantLike>();
}

/// Whether every use of `value`, and of every view made from it, is in `op`
/// or in an op of `op`'s block before it: `op` is where `value` dies. A
/// value swapped out is not: the copy to the host may still be reading it
/// (the simulator gives no credit there either).
static bool diesAt(Value value, Operation *op) {
  Block *block = op->getBlock();
  return llvm::all_of(value.getUsers(), [&](Operation *user) {
    if (isTensorView(user) && user->getOperand(0) == value &&
        !diesAt(user->getResult(0), op))
      return false;
    Operation *at = block->findAncestorOpInBlock(*user);
    return at && !isa<SwapOutOp>(user) &&
           (at == op || at->isBeforeInBlock(op));
  });
}

/// Whether `op` only reshapes its operand (tensor.expand_shape,
/// tensor.collapse_shape): bufferized, its result is a view of all of the
/// operand's buffer, element for element in the same order.
static bool isReshape(Operation *op) {
  return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op);
}

/// The value that `value` reshapes (isReshape), through any number of
/// reshapes; `value` itself when it is none.
static Value reshapedValue(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isReshape(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// Whether an op nested in `op` reads `value` or a view made from it.
static bool readInBody(Value value, Operation *op) {
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    return (user != op && op->isProperAncestor(user)) ||
           (isTensorView(user) && user->getOperand(0) == value &&
            readInBody(user->getResult(0), op));
  });
}

/// The input whose buffer the result of `op` takes after bufferization
/// (memplan-elementwise-in-place): the first of its in-place candidates
/// that an op of its block makes (not a constant or an empty tensor) and
/// that dies at `op`.
static Value dyingInPlaceInput(linalg::LinalgOp op) {
  for (Value value : getInPlaceCandidates(op)) {
    Operation *def = value.getDefiningOp();
    bool buffer = def ? def->getBlock() == op->getBlock() &&
                            !isa<tensor::EmptyOp>(def) &&
                            !def->hasTrait<OpTrait::ConstantLike>()
                      : isDonatedArgument(value);
    if (buffer && diesAt(value, op))
      return value;
  }
  return {};
}

/// The op that writes `op`'s only result in place, when that result is read
/// by nothing else: a destination-style op of the same block that has it as
/// a destination (and perhaps as an input too: an elementwise op writing
/// into what it reads), or an elementwise op whose result takes its buffer
/// where it dies (memplan-elementwise-in-place).
static Operation *absorbingUser(Operation *op) {
  if (op->getNumResults() != 1 ||
      !isa<RankedTensorType>(op->getResult(0).getType()) ||
      !isa<DestinationStyleOpInterface>(op))
    return nullptr;
  Value result = op->getResult(0);
  if (result.use_empty())
    return nullptr;
  auto user = dyn_cast<DestinationStyleOpInterface>(*result.user_begin());
  if (!user || user->getBlock() != op->getBlock())
    return nullptr;
  bool written = false, read = false;
  for (OpOperand &use : result.getUses()) {
    if (use.getOwner() != user)
      return nullptr;
    written |= user.isDpsInit(&use);
    read |= !user.isDpsInit(&use);
  }
  if (written && !read)
    return user.getOperation();
  // Only an elementwise op reads and writes the one buffer; bufferization
  // gives any other op a copy to write into. And only one whose other
  // operands are broadcasts: a second operand read element for element
  // would be live through the producer's work too once the two are one
  // node. The op then writes in place into its own node's input instead
  // (getInPlaceCandidates).
  auto linalgOp = dyn_cast<linalg::LinalgOp>(user.getOperation());
  if (!linalgOp || !linalg::isElementwise(linalgOp) ||
      (!written && dyingInPlaceInput(linalgOp) != result))
    return nullptr;
  unsigned rank = linalgOp.getNumLoops();
  for (OpOperand *input : linalgOp.getDpsInputOperands())
    if (input->get() != result &&
        isa<ShapedType>(input->get().getType()) &&
        linalgOp.getMatchingIndexingMap(input).getNumResults() >= rank)
      return nullptr;
  return user.getOperation();
}

SmallVector<Value> mlir::memplan::getInPlaceCandidates(Operation *op) {
  SmallVector<Value> values;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      linalgOp.getNumDpsInits() != 1 || !linalg::isElementwise(linalgOp))
    return values;
  OpOperand &init = *linalgOp.getDpsInitOperand(0);
  if (llvm::any_of(linalgOp.getDpsInputOperands(), [&](OpOperand *input) {
        return input->get() == init.get();
      })) {
    values.push_back(init.get());
    return values;
  }
  if (!init.get().getDefiningOp<tensor::EmptyOp>() ||
      linalgOp.payloadUsesValueFromOperand(&init))
    return values;
  AffineMap initMap = linalgOp.getMatchingIndexingMap(&init);
  for (OpOperand *input : linalgOp.getDpsInputOperands()) {
    Value source = reshapedValue(input->get());
    Operation *def = source.getDefiningOp();
    if (input->get().getType() != init.get().getType() ||
        linalgOp.getMatchingIndexingMap(input) != initMap ||
        (def ? isTensorView(def) : !isDonatedArgument(source)) ||
        llvm::is_contained(values, source))
      continue;
    // Every element is read where it is written, by the same iteration: no
    // other operand may read the value through another map or view, nor
    // the body at indices of its own (a gather's tensor.extract may read an
    // element another iteration has written).
    bool readElsewhere =
        llvm::any_of(linalgOp->getOpOperands(), [&](OpOperand &other) {
          return &other != input && reshapedValue(other.get()) == source &&
                 (other.get() != input->get() || !linalgOp.isDpsInput(&other) ||
                  linalgOp.getMatchingIndexingMap(&other) != initMap);
        });
    if (!readElsewhere && !readInBody(source, op))
      values.push_back(source);
  }
  return values;
}

/// Bytes of one tensor result, or a located error saying why it has none.
static FailureOr<int64_t> sizeResult(OpResult value,
                                     const DataLayout &layout) {
  return getStaticSizeInBytes(
      value.getType(),
      [&] {
        return value.getOwner()->emitError()
               << "result #" << value.getResultNumber() << ": ";
      },
      layout);
}

namespace {

/// Builds a PlanningGraph from the ops of a function body, in program order.
class GraphBuilder {
public:
  GraphBuilder(FunctionOpInterface func,
               function_ref<double(Operation *)> costOf)
      : func(func), block(func.getFunctionBody().front()), costOf(costOf),
        layout(DataLayout::closest(func)) {}

  FailureOr<PlanningGraph> build();

private:
  LogicalResult addArguments();
  /// tensor.empty and constants: no nodes; constants are persistent.
  LogicalResult addFreeOp(Operation &op);
  /// Adds the node of `op`, or folds `op` into the node of the op that next
  /// writes its result in place.
  LogicalResult addOp(Operation &op);
  /// The nodes `op` reads, through its operands or from inside its regions.
  void collectInputs(Operation &op, llvm::SetVector<NodeId> &inputs,
                     bool &readsTensors) const;
  void addInput(Value value, llvm::SetVector<NodeId> &inputs,
                bool &readsTensors) const;
  /// Finds the nodes whose output takes a donated argument's buffer
  /// (PlanningGraph::donated) and keeps what reads that buffer from being
  /// recomputed after it is overwritten.
  void markDonated();
  /// Moves the bytes of what the terminator reads into the result bytes.
  LogicalResult addReturned();

  FunctionOpInterface func;
  Block &block;
  function_ref<double(Operation *)> costOf;
  /// The layout that sizes elements (see TensorSize.h).
  DataLayout layout;
  PlanningGraph result;
  /// Ops waiting to be folded into the node of the op (the key) that
  /// writes their result in place, and the inputs each of them read.
  DenseMap<Operation *, SmallVector<Operation *>> pendingAbsorbed;
  DenseMap<Operation *, SmallVector<NodeId>> pendingInputs;
};

} // namespace

LogicalResult GraphBuilder::addArguments() {
  for (BlockArgument arg : block.getArguments()) {
    if (!isa<TensorType>(arg.getType()))
      continue;
    FailureOr<int64_t> bytes = getStaticSizeInBytes(
        arg.getType(),
        [&] {
          return emitError(func.getLoc())
                 << "argument #" << arg.getArgNumber() << ": ";
        },
        layout);
    if (failed(bytes) ||
        failed(addBytes(result.graph.persistentBytes, *bytes, func)))
      return failure();
  }
  return success();
}

LogicalResult GraphBuilder::addFreeOp(Operation &op) {
  for (OpResult r : op.getResults()) {
    if (!isa<TensorType>(r.getType()))
      continue;
    // A tensor.empty holds no data, but what it shapes must have a size.
    FailureOr<int64_t> bytes = sizeResult(r, layout);
    if (failed(bytes))
      return failure();
    if (isa<tensor::EmptyOp>(op))
      continue;
    if (failed(addBytes(result.graph.persistentBytes, *bytes, &op)))
      return failure();
    LLVM_DEBUG(llvm::dbgs() << "[memplan-analysis] constant at " << op.getLoc()
                            << ": " << *bytes << " persistent B\n");
  }
  return success();
}

void GraphBuilder::addInput(Value value, llvm::SetVector<NodeId> &inputs,
                            bool &readsTensors) const {
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
}

void GraphBuilder::collectInputs(Operation &op,
                                 llvm::SetVector<NodeId> &inputs,
                                 bool &readsTensors) const {
  for (Value operand : op.getOperands())
    addInput(operand, inputs, readsTensors);
  op.walk([&](Operation *nested) {
    if (nested == &op)
      return;
    for (Value operand : nested->getOperands())
      if (!op.isAncestor(operand.getParentRegion()->getParentOp()))
        addInput(operand, inputs, readsTensors);
  });
}

LogicalResult GraphBuilder::addOp(Operation &op) {
  llvm::SetVector<NodeId> inputs;
  bool readsTensors = false;
  collectInputs(op, inputs, readsTensors);

  bool isView = isTensorView(&op);
  int64_t bytes = 0;
  bool producesTensors = false;
  for (OpResult r : op.getResults()) {
    if (!isa<TensorType>(r.getType()))
      continue;
    producesTensors = true;
    if (isView)
      continue; // no memory of its own, whatever its type
    FailureOr<int64_t> size = sizeResult(r, layout);
    if (failed(size) || failed(addBytes(bytes, *size, &op)))
      return failure();
  }
  bool isTerminator = op.hasTrait<OpTrait::IsTerminator>();
  if (!producesTensors && !readsTensors && !isTerminator)
    return success();

  // An op that only initializes the destination of the next op writing
  // that buffer in place (a linalg.fill before a matmul) is part of that
  // op's node: one buffer, computed (and recomputed) together.
  double cost = costOf(&op);
  SmallVector<Operation *> absorbed;
  bool pure = isRecomputable(&op);
  if (auto pending = pendingAbsorbed.find(&op);
      pending != pendingAbsorbed.end()) {
    for (Operation *init : pending->second) {
      cost += costOf(init);
      pure &= isRecomputable(init);
      for (NodeId input : pendingInputs[init])
        inputs.insert(input);
    }
    absorbed = std::move(pending->second);
    pendingAbsorbed.erase(pending);
  }
  if (Operation *into = absorbingUser(&op); into && pure) {
    LLVM_DEBUG(llvm::dbgs()
               << "[memplan-analysis] " << op.getName() << " at "
               << op.getLoc() << " only initializes the destination of "
               << into->getName() << " at " << into->getLoc()
               << ": part of its node\n");
    absorbed.push_back(&op);
    pendingInputs[&op].assign(inputs.begin(), inputs.end());
    pendingAbsorbed[into] = std::move(absorbed);
    return success();
  }

  // A view has no memory of its own: it is never swapped itself. Its
  // readers read its root too (above), so the root's gaps span them, and
  // memplan-materialize builds the views again over the root's value where
  // the root was swapped in or recomputed.
  ::memplan::Node node;
  node.name = op.getName().getStringRef().str();
  if (auto loc = dyn_cast<NameLoc>(op.getLoc()))
    node.name += "(" + loc.getName().str() + ")";
  node.bytes = isView ? 0 : bytes;
  node.computeCost = cost;
  node.inputs.assign(inputs.begin(), inputs.end());
  Operation *self = &op;
  for (Operation *part :
       llvm::concat<Operation *const>(absorbed, ArrayRef(self)))
    for (Value value : getInPlaceCandidates(part))
      if (auto it = result.nodeOf.find(value.getDefiningOp());
          it != result.nodeOf.end() && !llvm::is_contained(node.inPlace,
                                                           it->second))
        node.inPlace.push_back(it->second);
  node.canSwap = producesTensors && !isTerminator && !isView;
  node.canRecompute = producesTensors && !isTerminator && pure;
  LLVM_DEBUG({
    llvm::dbgs() << "[memplan-analysis] node #" << result.graph.size() << " "
                 << node.name << " at " << op.getLoc() << ": " << node.bytes
                 << " B, reads {";
    llvm::interleaveComma(node.inputs, llvm::dbgs());
    llvm::dbgs() << "}";
    if (!absorbed.empty())
      llvm::dbgs() << ", with " << absorbed.size() << " absorbed op(s)";
    if (!node.inPlace.empty())
      llvm::dbgs() << ", in place of #" << node.inPlace.front();
    if (isView)
      llvm::dbgs() << ", a view: never swapped";
    if (producesTensors && !isTerminator && !pure)
      llvm::dbgs() << ", has side effects: never recomputed";
    llvm::dbgs() << "\n";
  });
  NodeId id = result.graph.addNode(std::move(node));
  result.ops.push_back(&op);
  result.absorbed.push_back(std::move(absorbed));
  result.outputBytes.push_back(isView ? 0 : bytes);
  result.nodeOf[&op] = id;
  return success();
}

void GraphBuilder::markDonated() {
  ::memplan::Graph &graph = result.graph;
  result.donated.resize(graph.size());
  // The values that live in a donated argument's buffer: the argument, the
  // result of the elementwise op that writes into it where it dies, and so
  // on.
  DenseSet<Value> inDonated;
  for (BlockArgument arg : block.getArguments())
    if (isa<TensorType>(arg.getType()) && isDonatedArgument(arg))
      inDonated.insert(arg);
  if (inDonated.empty())
    return;
  DenseMap<Operation *, NodeId> nodeOfAny(result.nodeOf.begin(),
                                          result.nodeOf.end());
  for (auto [id, parts] : llvm::enumerate(result.absorbed))
    for (Operation *part : parts)
      nodeOfAny[part] = NodeId(id);
  // Each value whose buffer a node takes, with that node.
  SmallVector<std::pair<Value, NodeId>> taken;
  for (Operation &op : block) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(&op);
    if (!linalgOp || op.getNumResults() != 1)
      continue;
    Value input = dyingInPlaceInput(linalgOp);
    if (!input || !inDonated.contains(input))
      continue;
    inDonated.insert(op.getResult(0));
    auto node = nodeOfAny.find(&op);
    if (node == nodeOfAny.end())
      continue;
    taken.push_back({input, node->second});
    LLVM_DEBUG(llvm::dbgs() << "[memplan-analysis] node #" << node->second
                            << " writes into a donated argument's buffer: "
                            << "no bytes of its own\n");
    result.donated.set(node->second);
    graph.setBytes(node->second, 0);
    graph.setMovable(node->second, /*canSwap=*/false, /*canRecompute=*/false);
  }
  // A node that reads such a value and is read after the buffer is written
  // again would read the new contents if it were recomputed there.
  for (auto [value, t] : taken) {
    ::memplan::ReorderOptions::BufferWrite write{t, result.outputBytes[t], {}};
    SmallVector<Value> views = {value};
    while (!views.empty()) {
      Value v = views.pop_back_val();
      for (Operation *user : v.getUsers()) {
        if (isTensorView(user) && user->getOperand(0) == v)
          views.push_back(user->getResult(0));
        Operation *at = block.findAncestorOpInBlock(*user);
        auto node = at ? nodeOfAny.find(at) : nodeOfAny.end();
        if (node == nodeOfAny.end() || node->second == t)
          continue;
        if (!llvm::is_contained(write.readers, node->second))
          write.readers.push_back(node->second);
        const std::vector<NodeId> &users = graph.users(node->second);
        if (!users.empty() && users.back() > t)
          graph.setMovable(node->second, graph.node(node->second).canSwap,
                           /*canRecompute=*/false);
      }
    }
    result.donatedWrites.push_back(std::move(write));
  }
}

LogicalResult GraphBuilder::addReturned() {
  ::memplan::Graph &graph = result.graph;
  result.returned.resize(graph.size());
  if (result.ops.empty() ||
      !result.ops.back()->hasTrait<OpTrait::IsTerminator>())
    return success();
  // What the terminator reads (through views too) is returned: its buffer
  // escapes the arena and is resident from its allocation to the end of
  // the step, so a static arena cannot use its memory before it is
  // written either. It counts for the whole step, and is never moved.
  NodeId terminator = graph.size() - 1;
  for (NodeId id : graph.node(terminator).inputs) {
    if (result.donated.test(id)) {
      // In a donated argument's buffer, which the caller holds anyway.
      result.returned.set(id);
      continue;
    }
    if (failed(addBytes(graph.resultBytes, graph.node(id).bytes,
                        result.ops.back())))
      return failure();
    LLVM_DEBUG(llvm::dbgs() << "[memplan-analysis] node #" << id
                            << " is returned: " << graph.node(id).bytes
                            << " B counted at every step\n");
    graph.setBytes(id, 0);
    graph.setMovable(id, /*canSwap=*/false, /*canRecompute=*/false);
    result.returned.set(id);
  }
  // A training step returns its loss first and then what the backward pass
  // computes from it (gradients, updated parameters): the ops the loss
  // depends on are the forward pass, the others the backward pass.
  Operation *terminatorOp = result.ops.back();
  if (terminatorOp->getNumOperands() < 2)
    return success();
  auto loss = result.nodeOf.find(terminatorOp->getOperand(0).getDefiningOp());
  if (loss == result.nodeOf.end())
    return success();
  std::vector<char> forward(graph.size(), 0);
  forward[loss->second] = 1;
  for (NodeId v = loss->second; v >= 0; --v) {
    if (!forward[v])
      continue;
    for (NodeId w : graph.inputs(v))
      forward[w] = 1;
  }
  for (NodeId v = 0; v < terminator; ++v)
    graph.setBackward(v, !forward[v]);
  return success();
}

FailureOr<PlanningGraph> GraphBuilder::build() {
  if (failed(addArguments()))
    return failure();
  for (Operation &op : block) {
    LogicalResult added = isFree(&op) ? addFreeOp(op) : addOp(op);
    if (failed(added))
      return failure();
  }
  markDonated();
  if (failed(addReturned()))
    return failure();
  // Totals of bytes and costs the planners can rely on.
  if (std::string invalid = result.graph.validate(); !invalid.empty())
    return emitError(func.getLoc())
           << "memplan cannot plan this function: " << invalid;
  return std::move(result);
}

FailureOr<PlanningGraph>
PlanningGraph::build(FunctionOpInterface func,
                     function_ref<double(Operation *)> costOf) {
  if (func.isExternal())
    return PlanningGraph();
  Region &body = func.getFunctionBody();
  if (!body.hasOneBlock())
    return emitError(func.getLoc())
           << "memplan expects a function body of one block, but it has "
           << body.getBlocks().size()
           << "; plan before lowering structured control flow to branches";
  return GraphBuilder(func, costOf).build();
}
