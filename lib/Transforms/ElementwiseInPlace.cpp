//===- ElementwiseInPlace.cpp - elementwise ops into dying buffers --------===//

#include "memplan/Transforms/Passes.h"

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANELEMENTWISEINPLACE
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;

namespace {

/// The ops of a function's block that use a buffer (a memref.alloc of that
/// block) through any of its views, as steps of the block.
struct BufferUses {
  int64_t first = std::numeric_limits<int64_t>::max();
  int64_t last = -1;
  /// Something may still read it after its last use: it is returned,
  /// swapped out (the copy to the host may still be running), or aliased
  /// by an op that is not a view.
  bool pinned = false;
};

/// The buffer `value` is, or is a view of, when the function may write it:
/// a memref.alloc, a memplan.swap_in (a device buffer of its own) or an
/// argument the caller donates (memplan.donated); null for anything else
/// (other arguments, globals).
Value rootBuffer(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  if (mlir::memplan::isDonatedArgument(value))
    return value;
  Operation *def = value.getDefiningOp();
  return isa_and_nonnull<memref::AllocOp, mlir::memplan::SwapInOp>(def)
             ? value
             : Value();
}

/// The buffer `value` is, or is a reshape of (memref.expand_shape,
/// memref.collapse_shape: a view of all of it, element for element in the
/// same order).
Value reshapedOrigin(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<memref::ExpandShapeOp, memref::CollapseShapeOp>(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// The alignment a buffer is allocated with (0: the allocator's, or the
/// caller's).
int64_t alignmentOf(Value buffer) {
  auto alloc = buffer.getDefiningOp<memref::AllocOp>();
  return alloc ? int64_t(alloc.getAlignment().value_or(0)) : 0;
}

/// linalg::isElementwise on buffers: every loop parallel, the inputs read
/// through projected permutations (broadcast dimensions of size 1 as 0
/// included), the init through a permutation, and a body that writes no
/// memory. The body may load from buffers (a gather's tensor.extract,
/// bufferized), which linalg::isElementwise does not allow.
bool isElementwiseOnBuffers(linalg::LinalgOp op) {
  if (op.getNumLoops() != op.getNumParallelLoops() ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) {
                      return map.isProjectedPermutation(
                          /*allowZeroInResultPosition=*/true);
                    }) ||
      !llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
        return op.getMatchingIndexingMap(&init).isPermutation();
      }))
    return false;
  return llvm::all_of(op->getRegion(0).front(), [](Operation &inner) {
    return isa<memref::LoadOp>(inner) || isMemoryEffectFree(&inner);
  });
}

/// Whether an op nested in `op` reads a buffer of `root`.
bool bodyReads(linalg::LinalgOp op, Value root) {
  return op->walk([&](Operation *nested) {
           if (nested != op.getOperation() &&
               llvm::any_of(nested->getOperands(), [&](Value operand) {
                 return isa<MemRefType>(operand.getType()) &&
                        rootBuffer(operand) == root;
               }))
             return WalkResult::interrupt();
           return WalkResult::advance();
         })
      .wasInterrupted();
}

class InPlace {
public:
  explicit InPlace(Block &block) : block(block) {}

  /// Returns whether any op now writes in place.
  bool run() {
    collectUses();
    bool changed = false;
    for (Operation &op : block)
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(&op))
        changed |= writeInPlace(linalgOp);
    return changed;
  }

private:
  void collectUses() {
    for (Operation &op : block) {
      int64_t at = int64_t(step.size());
      step[&op] = at;
      op.walk([&](Operation *nested) {
        // An op that makes anything but numbers from a memref without
        // being a view may alias it, and its result be read later: a call
        // or a cast the interface does not know (a memref), a tensor made
        // of the buffer (bufferization.to_tensor), a pointer; so may its
        // address taken as a number, and a terminator, which returns it
        // from the function or hands it to the results of the op around it
        // (scf.yield in scf.if, scf.execute_region or scf.index_switch).
        bool aliases = nested->hasTrait<OpTrait::IsTerminator>() ||
                       isa<mlir::memplan::SwapOutOp,
                           memref::ExtractAlignedPointerAsIndexOp>(nested) ||
                       (!isa<ViewLikeOpInterface, memref::AllocOp>(nested) &&
                        llvm::any_of(nested->getResultTypes(),
                                     mlir::memplan::mayHoldBuffer));
        for (Value operand : nested->getOperands()) {
          if (!isa<MemRefType>(operand.getType()))
            continue;
          Value root = rootBuffer(operand);
          if (!root || root.getParentBlock() != &block)
            continue;
          BufferUses &buffer = uses[root];
          buffer.first = std::min(buffer.first, at);
          buffer.last = std::max(buffer.last, at);
          buffer.pinned |= aliases;
        }
      });
    }
  }

  /// Gives `op` the buffer of the first of its inputs that dies at it (the
  /// input may be a reshape of all of that buffer), when `op` is elementwise
  /// and writes into a fresh buffer it never reads. Returns whether it did.
  bool writeInPlace(linalg::LinalgOp op) {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
        !isElementwiseOnBuffers(op))
      return false;
    OpOperand &init = *op.getDpsInitOperand(0);
    auto fresh = init.get().getDefiningOp<memref::AllocOp>();
    if (!fresh || fresh->getBlock() != &block ||
        op.payloadUsesValueFromOperand(&init))
      return false;
    int64_t at = step[op];
    auto freshUses = uses.find(fresh.getResult());
    if (freshUses == uses.end() || freshUses->second.first != at)
      return false; // written or read before `op`
    AffineMap initMap = op.getMatchingIndexingMap(&init);
    for (OpOperand *input : op.getDpsInputOperands()) {
      // The input's buffer, or a reshape of all of it of the type the op
      // writes.
      Value value = input->get();
      Value dying = reshapedOrigin(value);
      if (rootBuffer(value) != dying || dying.getParentBlock() != &block ||
          value.getType() != init.get().getType() ||
          op.getMatchingIndexingMap(input) != initMap ||
          (dying.getDefiningOp<memref::AllocOp>() &&
           alignmentOf(fresh) > alignmentOf(dying)))
        continue;
      auto dyingUses = uses.find(dying);
      if (dyingUses == uses.end() || dyingUses->second.pinned ||
          dyingUses->second.last != at)
        continue;
      // Every element is read where it is written, by the same iteration:
      // no other operand may read the buffer through another map or view,
      // nor the body load from it.
      if (llvm::any_of(op.getDpsInputOperands(),
                       [&](OpOperand *other) {
                         return other != input &&
                                rootBuffer(other->get()) == dying &&
                                (other->get() != value ||
                                 op.getMatchingIndexingMap(other) != initMap);
                       }) ||
          bodyReads(op, dying))
        continue;
      dyingUses->second.last = freshUses->second.last;
      dyingUses->second.pinned |= freshUses->second.pinned;
      uses.erase(freshUses);
      fresh.getResult().replaceAllUsesWith(value);
      fresh.erase();
      return true;
    }
    return false;
  }

  Block &block;
  DenseMap<Operation *, int64_t> step;
  DenseMap<Value, BufferUses> uses;
};

struct ElementwiseInPlacePass
    : mlir::memplan::impl::MemPlanElementwiseInPlaceBase<
          ElementwiseInPlacePass> {
  void runOnOperation() override {
    FunctionOpInterface func = getOperation();
    if (func.isExternal() || !func.getFunctionBody().hasOneBlock() ||
        !InPlace(func.getFunctionBody().front()).run())
      markAllAnalysesPreserved();
  }
};

} // namespace
