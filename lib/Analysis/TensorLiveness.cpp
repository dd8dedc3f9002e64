//===- TensorLiveness.cpp - buffers and liveness of a tensor program ------===//

#include "memplan/Analysis/TensorLiveness.h"

#include "memplan/Planning/Arithmetic.h"

#include "mlir/Analysis/Liveness.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::memplan;

/// Bits of one element, or std::nullopt for types without a known size.
static std::optional<int64_t> getElementBits(Type element) {
  if (element.isIntOrFloat())
    return element.getIntOrFloatBitWidth();
  if (auto complex = dyn_cast<ComplexType>(element);
      complex && complex.getElementType().isIntOrFloat())
    return 2 * complex.getElementType().getIntOrFloatBitWidth();
  if (element.isIndex())
    return 64;
  return std::nullopt;
}

/// Bytes of a statically shaped type with elements of `elementBits` bits
/// (sub-byte elements packed, the total rounded up to whole bytes), or
/// std::nullopt when that does not fit in 64 bits.
static std::optional<int64_t> getShapedSizeInBytes(ShapedType shaped,
                                                   int64_t elementBits) {
  std::optional<int64_t> elements = ::memplan::checkedProduct(shaped.getShape());
  if (!elements)
    return std::nullopt;
  if (elementBits % 8 == 0)
    return ::memplan::checkedMul(*elements, elementBits / 8);
  std::optional<int64_t> bits = ::memplan::checkedMul(*elements, elementBits);
  if (!bits)
    return std::nullopt;
  return *bits / 8 + (*bits % 8 != 0);
}

std::optional<int64_t> mlir::memplan::getStaticSizeInBytes(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return std::nullopt;
  std::optional<int64_t> elementBits = getElementBits(shaped.getElementType());
  if (!elementBits)
    return std::nullopt;
  return getShapedSizeInBytes(shaped, *elementBits);
}

FailureOr<int64_t>
mlir::memplan::getStaticSizeInBytes(Type type,
                                    function_ref<InFlightDiagnostic()> emitError) {
  if (std::optional<int64_t> bytes = getStaticSizeInBytes(type))
    return *bytes;
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank())
    return emitError() << "cannot size " << type
                       << ": expected a ranked tensor or memref";
  if (!shaped.hasStaticShape())
    return emitError() << "cannot size " << type
                       << ": dynamic shapes need an upper bound";
  if (!getElementBits(shaped.getElementType()))
    return emitError() << "cannot size " << type << ": element type "
                       << shaped.getElementType() << " has no known size";
  return emitError() << "cannot size " << type
                     << ": its size does not fit in 64 bits";
}

LogicalResult mlir::memplan::addBytes(int64_t &total, int64_t bytes,
                                     Operation *where) {
  std::optional<int64_t> sum = ::memplan::checkedAdd(total, bytes);
  if (!sum)
    return where->emitError()
           << "the function's tensors need more than 2^63-1 bytes in all";
  total = *sum;
  return success();
}

/// Results that are views of an operand: no memory of their own.
static Value getViewSource(Operation *op) {
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return slice.getSource();
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return expand.getSrc();
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return collapse.getSrc();
  if (auto cast = dyn_cast<tensor::CastOp>(op))
    return cast.getSource();
  if (auto reshape = dyn_cast<tensor::ReshapeOp>(op))
    return reshape.getSource();
  if (auto bitcast = dyn_cast<tensor::BitcastOp>(op))
    return bitcast.getSource();
  return nullptr;
}

FailureOr<TensorLiveness> TensorLiveness::compute(FunctionOpInterface func) {
  TensorLiveness result;
  if (func.isExternal())
    return result;
  Region &body = func.getFunctionBody();
  if (!body.hasOneBlock())
    return func.emitError()
           << "memplan expects a function body of one block, but it has "
           << body.getBlocks().size()
           << "; plan before lowering structured control flow to branches";
  Block &block = body.front();

  DenseMap<Operation *, int32_t> &stepOf = result.stepOf;
  for (Operation &op : block) {
    stepOf[&op] = static_cast<int32_t>(result.steps.size());
    result.steps.push_back(&op);
  }

  // Persistent values: tensor arguments, tensor constants and their views.
  DenseSet<Value> persistent;
  for (BlockArgument arg : block.getArguments()) {
    if (!isa<ShapedType>(arg.getType()))
      continue;
    FailureOr<int64_t> bytes = getStaticSizeInBytes(arg.getType(), [&] {
      return func.emitError() << "argument #" << arg.getArgNumber() << ": ";
    });
    if (failed(bytes) || failed(addBytes(result.persistentBytes, *bytes, func)))
      return failure();
    persistent.insert(arg);
  }

  auto joinClass = [&](Value value, Value existing, Operation *writer) {
    if (persistent.contains(existing)) {
      persistent.insert(value);
      return;
    }
    auto it = result.bufferOf.find(existing);
    if (it == result.bufferOf.end())
      return;
    // Copied first: inserting `value` may rehash the map under `it`.
    unsigned index = it->second;
    result.bufferOf[value] = index;
    if (writer)
      result.buffers[index].writers.push_back(writer);
  };

  for (Operation *op : result.steps) {
    Value viewSource = getViewSource(op);
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    for (OpResult value : op->getResults()) {
      if (!isa<TensorType>(value.getType()))
        continue;
      if (viewSource) {
        joinClass(value, viewSource, nullptr);
        continue;
      }
      if (isa<arith::ConstantOp>(op)) {
        FailureOr<int64_t> bytes = getStaticSizeInBytes(
            value.getType(), [&] { return op->emitError(); });
        if (failed(bytes) ||
            failed(addBytes(result.persistentBytes, *bytes, op)))
          return failure();
        persistent.insert(value);
        continue;
      }
      // A tensor.empty shared by several ops holds no data: bufferization
      // gives each op that writes into it a buffer of its own, there.
      if (isa<tensor::EmptyOp>(op) && !value.hasOneUse())
        continue;
      // In place into the destination when nothing else reads it.
      if (dps) {
        OpOperand *init = dps.getTiedOpOperand(value);
        if (init && init->get().hasOneUse() &&
            result.bufferOf.contains(init->get())) {
          joinClass(value, init->get(), op);
          continue;
        }
      }
      FailureOr<int64_t> bytes = getStaticSizeInBytes(value.getType(), [&] {
        return op->emitError() << "result #" << value.getResultNumber()
                               << ": ";
      });
      if (failed(bytes))
        return failure();
      TensorBuffer buffer;
      buffer.root = value;
      buffer.bytes = *bytes;
      buffer.start = buffer.end = stepOf[op];
      buffer.writers.push_back(op);
      result.bufferOf[value] = result.buffers.size();
      result.buffers.push_back(std::move(buffer));
    }
  }

  // Every total below (curve, peak, working sets) is a sum of some of these.
  int64_t total = result.persistentBytes;
  for (const TensorBuffer &buffer : result.buffers)
    if (failed(addBytes(total, buffer.bytes, func)))
      return failure();

  // Last uses, with uses inside nested regions attributed to the enclosing
  // step (upstream Liveness resolves them to the op of this block).
  Liveness liveness(func);
  const LivenessBlockInfo *info = liveness.getLiveness(&block);
  for (auto [value, index] : result.bufferOf) {
    Operation *start = value.getDefiningOp();
    Operation *end = info->getEndOperation(value, start);
    TensorBuffer &buffer = result.buffers[index];
    buffer.end = std::max(buffer.end, stepOf[end]);
  }

  // What each step reads and writes.
  result.reads.resize(result.steps.size());
  for (auto [step, op] : llvm::enumerate(result.steps)) {
    llvm::SetVector<Value> used;
    used.insert(op->operand_begin(), op->operand_end());
    getUsedValuesDefinedAbove(op->getRegions(), used);
    SmallVector<unsigned> &reads = result.reads[step];
    for (Value value : used)
      if (std::optional<unsigned> index = result.getBufferIndex(value))
        reads.push_back(*index);
    llvm::sort(reads);
    reads.erase(std::unique(reads.begin(), reads.end()), reads.end());
  }

  // Returned buffers escape the arena: resident for the whole step.
  if (!result.steps.empty() &&
      result.steps.back()->hasTrait<OpTrait::IsTerminator>())
    for (unsigned index : result.reads.back()) {
      result.buffers[index].returned = true;
      result.resultBytes += result.buffers[index].bytes;
    }

  // Memory curve (difference array over steps) and the bounds.
  size_t numSteps = result.steps.size();
  SmallVector<int64_t> delta(numSteps + 1, 0);
  for (const TensorBuffer &buffer : result.buffers) {
    if (buffer.returned)
      continue;
    delta[buffer.start] += buffer.bytes;
    delta[buffer.end + 1] -= buffer.bytes;
  }
  int64_t resident = result.persistentBytes + result.resultBytes;
  result.peak = resident;
  result.lowerBound = resident;
  for (size_t step = 0; step < numSteps; ++step) {
    resident += delta[step];
    result.curve.push_back(resident);
    if (resident > result.peak) {
      result.peak = resident;
      result.peakStep = step;
    }
    SmallVector<unsigned> touched = result.reads[step];
    for (Value value : result.steps[step]->getResults())
      if (std::optional<unsigned> index = result.getBufferIndex(value))
        touched.push_back(*index);
    llvm::sort(touched);
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    int64_t workingSet = result.persistentBytes + result.resultBytes;
    for (unsigned index : touched)
      if (!result.buffers[index].returned)
        workingSet += result.buffers[index].bytes;
    if (workingSet > result.lowerBound) {
      result.lowerBound = workingSet;
      result.lowerBoundStep = step;
    }
  }
  return result;
}

std::optional<unsigned> TensorLiveness::getBufferIndex(Value value) const {
  auto it = bufferOf.find(value);
  if (it == bufferOf.end())
    return std::nullopt;
  return it->second;
}

::memplan::Graph
TensorLiveness::buildGraph(function_ref<double(Operation *)> costOf) const {
  // Buffers in program order of their last writer, when their value is
  // complete.
  SmallVector<unsigned> order(buffers.size());
  for (unsigned i = 0; i < order.size(); ++i)
    order[i] = i;
  auto lastWrite = [&](unsigned index) {
    return stepOf.lookup(buffers[index].writers.back());
  };
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return lastWrite(a) < lastWrite(b);
  });
  SmallVector<::memplan::NodeId> nodeOf(buffers.size());
  for (auto [node, index] : llvm::enumerate(order))
    nodeOf[index] = node;

  ::memplan::Graph graph;
  graph.persistentBytes = persistentBytes;
  graph.resultBytes = resultBytes;
  for (unsigned index : order) {
    const TensorBuffer &buffer = buffers[index];
    ::memplan::Node node;
    Operation *producer = buffer.writers.back();
    node.name = producer->getName().getStringRef().str() + "@" +
                std::to_string(lastWrite(index));
    node.bytes = buffer.returned ? 0 : buffer.bytes;
    node.canSwap = node.canRecompute = !buffer.returned;
    for (Operation *writer : buffer.writers) {
      node.computeCost += costOf(writer);
      for (unsigned read : reads[stepOf.lookup(writer)])
        if (read != index && nodeOf[read] < nodeOf[index])
          node.inputs.push_back(nodeOf[read]);
    }
    graph.addNode(std::move(node));
  }
  return graph;
}
