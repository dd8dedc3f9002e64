//===- GpuPasses.cpp - a packed step on a compute and a copy stream -------===//
//
// memplan-gpu-prepare shapes device work into kernels before the upstream
// GPU mapping; memplan-gpu-streams puts the outlined launches on a compute
// stream and the swap copies on a copy stream, ordered with events derived
// from the arena offsets; memplan-gpu-attach-streams hands the compute
// stream to every launch after gpu-to-llvm.
//
//===----------------------------------------------------------------------===//

#include "memplan/Analysis/TensorSize.h"
#include "memplan/Transforms/Passes.h"

#include "Reports.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include <limits>

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANGPUPREPARE
#define GEN_PASS_DEF_MEMPLANGPUSTREAMS
#define GEN_PASS_DEF_MEMPLANGPUATTACHSTREAMS
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;

namespace {

constexpr StringLiteral kSwapAttr = "memplan.swap";
constexpr StringLiteral kComputeStream = "memplanComputeStream";
constexpr StringLiteral kCopyStream = "memplanCopyStream";
constexpr StringLiteral kRecord = "memplanRecord";
constexpr StringLiteral kWait = "memplanWait";
constexpr StringLiteral kCopy = "memplanCopy";
constexpr StringLiteral kSynchronize = "memplanSynchronize";
constexpr StringLiteral kDeviceSlot = "memplanDeviceSlot";
constexpr StringLiteral kHostSlot = "memplanHostSlot";

//===----------------------------------------------------------------------===//
// memplan-gpu-prepare
//===----------------------------------------------------------------------===//

struct GpuPreparePass
    : mlir::memplan::impl::MemPlanGpuPrepareBase<GpuPreparePass> {
  void runOnOperation() override {
    eraseHolds(getOperation());
    IRRewriter rewriter(&getContext());
    for (FunctionOpInterface func : collectFunctions(getOperation())) {
      SmallVector<memref::CopyOp> copies;
      SmallVector<linalg::LinalgOp> sequential;
      // Ops over no element (a step over an empty batch): their loops would
      // launch a grid of no block, which CUDA refuses.
      SmallVector<Operation *> empty;
      func.walk([&](Operation *op) {
        if (auto copy = dyn_cast<memref::CopyOp>(op)) {
          if (copy->hasAttr(kSwapAttr))
            return;
          auto type = dyn_cast<MemRefType>(copy.getSource().getType());
          if (type && type.hasStaticShape() && type.getNumElements() == 0)
            empty.push_back(copy);
          else
            copies.push_back(copy);
        } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
          if (!linalgOp.hasPureBufferSemantics())
            return;
          // Over buffers, an op whose iteration space is empty writes
          // nothing (a reduction over no element leaves its initial value).
          if (llvm::is_contained(linalgOp.getStaticLoopRanges(), 0))
            empty.push_back(op);
          else if (linalgOp.getNumParallelLoops() == 0 &&
                   !op->getParentOfType<scf::ParallelOp>())
            sequential.push_back(linalgOp);
        }
      });
      for (Operation *op : empty)
        rewriter.eraseOp(op);
      for (memref::CopyOp copy : copies) {
        rewriter.setInsertionPoint(copy);
        rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                    copy.getTarget());
      }
      for (linalg::LinalgOp op : sequential) {
        rewriter.setInsertionPoint(op);
        Location loc = op.getLoc();
        Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
        Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
        auto single = scf::ParallelOp::create(rewriter, loc, ValueRange{zero},
                                              ValueRange{one}, ValueRange{one});
        op->moveBefore(single.getBody()->getTerminator());
      }
    }
  }
};

//===----------------------------------------------------------------------===//
// memplan-gpu-streams
//===----------------------------------------------------------------------===//

/// Bytes [lo, hi) of the allocation (or argument) `root`.
struct Range {
  Value root;
  int64_t lo = 0, hi = std::numeric_limits<int64_t>::max();

  bool overlaps(const Range &other) const {
    return root == other.root && lo < other.hi && other.lo < hi;
  }
};

/// Bytes of a statically shaped memref (the rule the packer sized the arena
/// by, see TensorSize.h).
int64_t bytesOf(MemRefType type) {
  return getStaticSizeInBytes(type).value_or(0);
}

/// The bytes a memref value stands for: views into an arena at constant
/// offsets are exact; anything else derived from a buffer stands for all of
/// it.
Range rangeOf(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return {value};
  if (auto view = dyn_cast<memref::ViewOp>(def)) {
    Range source = rangeOf(view.getSource());
    auto shift = getConstantIntValue(view.getByteShift());
    auto type = view.getType();
    bool sized = getStaticSizeInBytes(type).has_value();
    if (!shift || !sized || source.lo != 0 ||
        source.hi != std::numeric_limits<int64_t>::max())
      return source;
    return {source.root, *shift, *shift + bytesOf(type)};
  }
  if (auto view = dyn_cast<ViewLikeOpInterface>(def))
    return rangeOf(view.getViewSource());
  return {value};
}

struct GpuStreamsPass
    : mlir::memplan::impl::MemPlanGpuStreamsBase<GpuStreamsPass> {
  using Base::Base;

  /// The module's symbols, for the slots' globals (set while running).
  SymbolTable *symbolTable = nullptr;

  /// A device buffer of `type` after `b`'s insertion point: managed memory
  /// (synchronous) or device memory (through a stream that is waited for).
  Value allocate(OpBuilder &b, Location loc, MemRefType type) {
    auto tokenType = gpu::AsyncTokenType::get(b.getContext());
    if (managed)
      return gpu::AllocOp::create(b, loc, type, Type(), ValueRange{},
                                  ValueRange{}, ValueRange{}, b.getUnitAttr())
          .getMemref();
    Value start =
        gpu::WaitOp::create(b, loc, tokenType, ValueRange{}).getAsyncToken();
    auto device = gpu::AllocOp::create(b, loc, type, tokenType,
                                       ValueRange{start}, ValueRange{},
                                       ValueRange{}, UnitAttr());
    gpu::WaitOp::create(b, loc, Type(), ValueRange{device.getAsyncToken()});
    return device.getMemref();
  }

  /// Frees a device buffer through a stream that is waited for.
  static void release(OpBuilder &b, Location loc, Value buffer) {
    auto tokenType = gpu::AsyncTokenType::get(b.getContext());
    Value start =
        gpu::WaitOp::create(b, loc, tokenType, ValueRange{}).getAsyncToken();
    auto free =
        gpu::DeallocOp::create(b, loc, tokenType, ValueRange{start}, buffer);
    gpu::WaitOp::create(b, loc, Type(), ValueRange{free.getAsyncToken()});
  }

  /// `memref` cast to an unranked memref (what host registration takes).
  static Value unranked(OpBuilder &b, Location loc, Value memref) {
    auto type = cast<MemRefType>(memref.getType());
    return memref::CastOp::create(
        b, loc,
        UnrankedMemRefType::get(type.getElementType(), type.getMemorySpace()),
        memref);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> funcs;
    module.walk([&](func::FuncOp func) {
      if (func.isExternal() || func->getParentOfType<gpu::GPUModuleOp>())
        return;
      bool launches = false;
      func.walk([&](Operation *op) {
        if (isa<gpu::LaunchFuncOp>(op) ||
            (isa<memref::CopyOp>(op) && op->hasAttr(kSwapAttr)))
          launches = true;
      });
      if (launches)
        funcs.push_back(func);
    });
    // Host buffers become pinned host memory below; the LLVM lowering after
    // this pass knows no #memplan.host_memory.
    hostAllocs.clear();
    module.walk([&](memref::AllocOp alloc) {
      if (isHostMemory(alloc.getType()))
        hostAllocs.insert(alloc);
    });
    eraseHostMemorySpace(module);
    if (funcs.empty())
      return;
    SymbolTable table(module);
    symbolTable = &table;
    declareRuntime(module);
    for (func::FuncOp func : funcs)
      if (failed(runOnFunction(func)))
        return signalPassFailure();
  }

  /// The swaps' host buffers (allocations in #memplan.host_memory).
  DenseSet<Operation *> hostAllocs;

  void declareRuntime(ModuleOp module) {
    MLIRContext *ctx = module.getContext();
    OpBuilder b(ctx);
    b.setInsertionPointToStart(module.getBody());
    Type ptr = LLVM::LLVMPointerType::get(ctx);
    Type i64 = b.getI64Type();
    auto declare = [&](StringRef name, TypeRange args, TypeRange results) {
      if (module.lookupSymbol(name))
        return;
      auto decl = func::FuncOp::create(b, module.getLoc(), name,
                                       b.getFunctionType(args, results));
      decl.setPrivate();
    };
    declare(kComputeStream, {}, {ptr});
    declare(kCopyStream, {}, {ptr});
    declare(kRecord, {ptr}, {ptr});
    declare(kWait, {ptr, ptr}, {});
    declare(kCopy, {i64, i64, i64, ptr}, {});
    declare(kSynchronize, {}, {});
    // Returning a memref: called through the C interface (the result comes
    // back through a pointer).
    auto bytes = MemRefType::get({ShapedType::kDynamic}, b.getI8Type());
    for (auto [name, args] :
         {std::pair<StringRef, SmallVector<Type>>{kDeviceSlot,
                                                  {ptr, i64, b.getI1Type()}},
          {kHostSlot, {ptr, i64}}}) {
      if (module.lookupSymbol(name))
        continue;
      auto decl = func::FuncOp::create(b, module.getLoc(), name,
                                       b.getFunctionType(args, {bytes}));
      decl.setPrivate();
      decl->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                    b.getUnitAttr());
    }
  }

  /// A buffer of `type` that the program allocates once, at the first call
  /// of the function, from a slot (a pointer-sized global of its own): the
  /// device arena, or a pinned host buffer for swaps.
  Value slotBuffer(OpBuilder &b, Location loc, func::FuncOp func,
                   MemRefType type, bool host) {
    MLIRContext *ctx = b.getContext();
    Type ptr = LLVM::LLVMPointerType::get(ctx);
    OpBuilder detached(ctx);
    auto global = LLVM::GlobalOp::create(
        detached, loc, ptr, /*isConstant=*/false, LLVM::Linkage::Internal,
        ("__memplan_slot_" + func.getName()).str(), Attribute());
    Block *init = detached.createBlock(&global.getInitializerRegion());
    detached.setInsertionPointToStart(init);
    LLVM::ReturnOp::create(detached, loc,
                           LLVM::ZeroOp::create(detached, loc, ptr));
    // First in the module, renamed if a function's slot already has the
    // name.
    symbolTable->insert(
        global, cast<ModuleOp>(symbolTable->getOp()).getBody()->begin());

    Value address =
        LLVM::AddressOfOp::create(b, loc, ptr, global.getSymName());
    Value size = arith::ConstantIntOp::create(b, loc, bytesOf(type), 64);
    SmallVector<Value> args = {address, size};
    if (!host)
      args.push_back(arith::ConstantIntOp::create(b, loc, managed, 1));
    auto bytes = MemRefType::get({ShapedType::kDynamic}, b.getI8Type());
    Value raw = func::CallOp::create(b, loc, host ? kHostSlot : kDeviceSlot,
                                     TypeRange{bytes}, args)
                    .getResult(0);
    if (type.getElementType().isInteger(8) && type.getRank() == 1 &&
        type.getLayout().isIdentity())
      return memref::CastOp::create(b, loc, type, raw);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    return memref::ViewOp::create(b, loc, type, raw, zero, ValueRange{});
  }

  static Value call(OpBuilder &b, Location loc, StringRef name,
                    ValueRange args) {
    Type ptr = LLVM::LLVMPointerType::get(b.getContext());
    bool returns = name == kComputeStream || name == kCopyStream ||
                   name == kRecord;
    auto op = func::CallOp::create(b, loc, name,
                                   returns ? TypeRange{ptr} : TypeRange{},
                                   args);
    return returns ? op.getResult(0) : Value();
  }

  /// The address of a memref's first element as i64.
  static Value address(OpBuilder &b, Location loc, Value memref) {
    auto type = cast<MemRefType>(memref.getType());
    Value base =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
    auto metadata =
        memref::ExtractStridedMetadataOp::create(b, loc, memref);
    Value eltBytes = arith::ConstantIndexOp::create(
        b, loc, getElementStride(type.getElementType()).value_or(0));
    Value shift =
        arith::MulIOp::create(b, loc, metadata.getOffset(), eltBytes);
    Value at = arith::AddIOp::create(b, loc, base, shift);
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), at);
  }

  /// Whether a kernel writes through its argument `arg` (stores to it or to
  /// a view of it).
  static bool writes(BlockArgument arg) {
    SmallVector<Value> worklist = {arg};
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      for (OpOperand &use : value.getUses()) {
        Operation *user = use.getOwner();
        if (isa<ViewLikeOpInterface>(user)) {
          for (Value result : user->getResults())
            worklist.push_back(result);
          continue;
        }
        auto effects = dyn_cast<MemoryEffectOpInterface>(user);
        if (!effects)
          return true; // Unknown: assume it writes.
        if (effects.getEffectOnValue<MemoryEffects::Write>(value))
          return true;
      }
    }
    return false;
  }

  /// The device buffers a top-level op's kernels touch, and whether they
  /// write them.
  static SmallVector<std::pair<Range, bool>> touched(Operation *op,
                                                     SymbolTableCollection &symbols) {
    SmallVector<std::pair<Range, bool>> ranges;
    op->walk([&](gpu::LaunchFuncOp launch) {
      auto kernel = symbols.lookupNearestSymbolFrom<gpu::GPUFuncOp>(
          launch, launch.getKernel());
      for (auto [i, operand] : llvm::enumerate(launch.getKernelOperands())) {
        if (!isa<MemRefType>(operand.getType()))
          continue;
        bool written = !kernel || kernel.getBody().empty() ||
                       writes(kernel.getArgument(i));
        ranges.push_back({rangeOf(operand), written});
      }
    });
    return ranges;
  }

  static bool hasDealloc(Value buffer) {
    return llvm::any_of(buffer.getUsers(), [](Operation *user) {
      return isa<memref::DeallocOp, gpu::DeallocOp>(user);
    });
  }

  /// What the rewrite of one function's body knows so far.
  struct FunctionStreams {
    explicit FunctionStreams(MLIRContext *ctx) : b(ctx) {}

    OpBuilder b;
    /// The compute and copy streams, fetched at the function's start.
    Value compute, copy;
    SymbolTableCollection symbols;
    /// Kernels seen so far (top-level ops holding launches) with the bytes
    /// they touch, in program order.
    SmallVector<std::pair<Operation *, SmallVector<std::pair<Range, bool>>>>
        kernels;
    /// Copies the compute stream must wait for before touching their bytes:
    /// the range, the copy's event, and whether only writes must wait (a
    /// swap-out only reads the arena).
    struct Pending {
      Range range;
      Value event;
      bool onlyWrites;
    };
    SmallVector<Pending> pending;
    /// Events recorded on the compute stream right after a kernel.
    DenseMap<Operation *, Value> recordedAfter;
    /// Buffers this function allocates: freed before it returns unless they
    /// are returned (then they belong to the caller).
    SmallVector<Value> deviceBuffers, hostBuffers;
    /// Buffers the program allocates once (never freed by the function).
    DenseSet<Value> slotted;
  };

  /// Rewrites one function: its kernels on the compute stream, its swaps on
  /// the copy stream, its buffers allocated and freed through the runtime.
  LogicalResult runOnFunction(func::FuncOp func) {
    Region &body = func.getBody();
    if (!body.hasOneBlock())
      return emitError(func.getLoc())
             << "memplan-gpu-streams needs a function body of one block";
    Block &block = body.front();
    Location loc = func.getLoc();
    if (failed(checkNoHostAccess(func)) || failed(checkTopLevelAllocs(func)))
      return failure();

    FunctionStreams streams(func.getContext());
    streams.b.setInsertionPointToStart(&block);
    streams.compute = call(streams.b, loc, kComputeStream, {});
    streams.copy = call(streams.b, loc, kCopyStream, {});

    SmallVector<Operation *> ops;
    for (Operation &op : block)
      ops.push_back(&op);
    for (Operation *op : ops) {
      if (op == streams.compute.getDefiningOp() ||
          op == streams.copy.getDefiningOp())
        continue;
      LogicalResult lowered = success();
      if (auto alloc = dyn_cast<memref::AllocOp>(op))
        lowered = lowerAlloc(alloc, func, streams);
      else if (auto global = dyn_cast<memref::GetGlobalOp>(op))
        lowered = lowerGetGlobal(global, streams);
      else if (auto dealloc = dyn_cast<memref::DeallocOp>(op))
        lowerDealloc(dealloc, streams);
      else if (auto ret = dyn_cast<func::ReturnOp>(op))
        lowerReturn(ret, streams);
      else if (auto swap = dyn_cast<memref::CopyOp>(op);
               swap && swap->hasAttr(kSwapAttr))
        lowered = lowerSwap(swap, streams);
      else
        orderKernels(op, streams);
      if (failed(lowered))
        return failure();
    }
    return success();
  }

  /// Buffers are allocated on the device (and freed) by the function's own
  /// block only: an error at the first allocation in a region (a loop that
  /// makes a tensor anew each iteration, bufferized), which would otherwise
  /// stay a host allocation that kernels read.
  static LogicalResult checkTopLevelAllocs(func::FuncOp func) {
    WalkResult nested = func.walk([&](memref::AllocOp alloc) {
      if (alloc->getParentOp() == func)
        return WalkResult::advance();
      alloc.emitError() << "memplan-gpu-streams allocates device buffers at "
                           "a function's top level only: this one is made "
                           "in a region (a loop or a branch)";
      return WalkResult::interrupt();
    });
    return failure(nested.wasInterrupted());
  }

  /// Host code must not touch device memory: an error at the first load or
  /// store left on the host.
  static LogicalResult checkNoHostAccess(func::FuncOp func) {
    WalkResult hostAccess = func.walk([&](Operation *op) {
      if (isa<memref::LoadOp, memref::StoreOp>(op)) {
        op->emitError() << "host code reads or writes device memory here; "
                           "run memplan-gpu-prepare and the GPU mapping "
                           "first so that it becomes a kernel";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    return failure(hostAccess.wasInterrupted());
  }

  /// Replaces an allocation: the arena and plain host buffers by slots,
  /// other host buffers are registered with the GPU runtime, and device
  /// buffers are allocated on the device.
  LogicalResult lowerAlloc(memref::AllocOp alloc, func::FuncOp func,
                           FunctionStreams &streams) {
    OpBuilder &b = streams.b;
    Location opLoc = alloc.getLoc();
    b.setInsertionPoint(alloc);
    bool host = hostAllocs.contains(alloc);
    bool dynamic =
        !alloc.getDynamicSizes().empty() || !alloc.getSymbolOperands().empty();
    // The arena and the swaps' host buffers hold nothing from one call
    // to the next: the program allocates them once (plain bytes only,
    // which a slot hands out).
    bool plain = !dynamic && alloc.getType().getLayout().isIdentity() &&
                 alloc.getType().getElementType().isIntOrFloat();
    if (plain && (host || alloc->hasAttr("memplan.arena"))) {
      Value buffer = slotBuffer(b, opLoc, func, alloc.getType(), host);
      alloc.getResult().replaceAllUsesWith(buffer);
      hostAllocs.erase(alloc);
      alloc.erase();
      streams.slotted.insert(buffer);
      return success();
    }
    if (host) {
      b.setInsertionPointAfter(alloc);
      gpu::HostRegisterOp::create(b, opLoc, unranked(b, opLoc, alloc));
      streams.hostBuffers.push_back(alloc);
      return success();
    }
    if (dynamic)
      return alloc.emitError()
             << "memplan-gpu-streams allocates static device buffers "
                "only";
    Value device = allocate(b, opLoc, alloc.getType());
    device.getDefiningOp()->setDiscardableAttrs(
        alloc->getDiscardableAttrDictionary());
    alloc.getResult().replaceAllUsesWith(device);
    alloc.erase();
    streams.deviceBuffers.push_back(device);
    return success();
  }

  /// Gives the kernels a device copy of a global.
  LogicalResult lowerGetGlobal(memref::GetGlobalOp global,
                               FunctionStreams &streams) {
    OpBuilder &b = streams.b;
    Location opLoc = global.getLoc();
    // Constants live in host memory: kernels read a device copy, made
    // on the compute stream ahead of them.
    auto type = global.getType();
    if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
        !type.getElementType().isIntOrFloat())
      return global.emitError()
             << "memplan-gpu-streams copies statically shaped globals of "
                "integers or floats with an identity layout only, not "
             << type
             << (isa<IndexType>(type.getElementType())
                     ? " (a constant of index elements: give it i64 "
                       "elements)"
                     : "");
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : global.getResult().getUses())
      uses.push_back(&use);
    b.setInsertionPointAfter(global);
    Value device = allocate(b, opLoc, type);
    Value size = arith::ConstantIntOp::create(b, opLoc, bytesOf(type), 64);
    Value to = address(b, opLoc, device);
    Value from = address(b, opLoc, global);
    call(b, opLoc, kCopy, {to, from, size, streams.compute});
    for (OpOperand *use : uses)
      use->set(device);
    streams.deviceBuffers.push_back(device);
    return success();
  }

  /// Replaces a free: none for a slot, an unregistration for host memory,
  /// and for device memory a release once both streams are done.
  void lowerDealloc(memref::DeallocOp dealloc, FunctionStreams &streams) {
    OpBuilder &b = streams.b;
    Location opLoc = dealloc.getLoc();
    b.setInsertionPoint(dealloc);
    Value memref = dealloc.getMemref();
    if (streams.slotted.contains(memref)) {
      dealloc.erase();
      return;
    }
    auto hostAlloc = memref.getDefiningOp<memref::AllocOp>();
    if (hostAlloc && hostAllocs.contains(hostAlloc)) {
      gpu::HostUnregisterOp::create(b, opLoc, unranked(b, opLoc, memref));
      return;
    }
    call(b, opLoc, kSynchronize, {});
    release(b, opLoc, memref);
    dealloc.erase();
  }

  /// Before the return: waits for both streams and frees the buffers the
  /// function allocated, does not free and does not return.
  static void lowerReturn(func::ReturnOp op, FunctionStreams &streams) {
    OpBuilder &b = streams.b;
    Location opLoc = op.getLoc();
    b.setInsertionPoint(op);
    call(b, opLoc, kSynchronize, {});
    auto returned = [&](Value buffer) {
      return llvm::any_of(op->getOperands(), [&](Value v) {
        return isa<MemRefType>(v.getType()) && rangeOf(v).root == buffer;
      });
    };
    for (Value buffer : streams.deviceBuffers)
      if (!returned(buffer) && !hasDealloc(buffer))
        release(b, opLoc, buffer);
    for (Value buffer : streams.hostBuffers) {
      if (returned(buffer) || hasDealloc(buffer))
        continue;
      gpu::HostUnregisterOp::create(b, opLoc, unranked(b, opLoc, buffer));
      memref::DeallocOp::create(b, opLoc, buffer);
    }
  }

  /// Puts a swap on the copy stream, after the kernel that produced
  /// (swap-out) or last used (swap-in) its device bytes, and records the
  /// event kernels wait for before they touch those bytes.
  static LogicalResult lowerSwap(memref::CopyOp swap,
                                 FunctionStreams &streams) {
    OpBuilder &b = streams.b;
    Location opLoc = swap.getLoc();
    Value compute = streams.compute, copy = streams.copy;
    bool out = swap->getAttrOfType<StringAttr>(kSwapAttr).getValue() == "out";
    Value source = swap.getSource(), target = swap.getTarget();
    auto type = cast<MemRefType>(source.getType());
    if (!type.hasStaticShape() || !type.getElementType().isIntOrFloat() ||
        !cast<MemRefType>(target.getType()).getLayout().isIdentity())
      return swap.emitError()
             << "memplan-gpu-streams copies statically shaped buffers "
                "with an identity layout only";
    Range device = rangeOf(out ? source : target);
    b.setInsertionPoint(swap);
    if (out) {
      // The swapped tensor's producer ran on the compute stream.
      Value ready = call(b, opLoc, kRecord, {compute});
      call(b, opLoc, kWait, {copy, ready});
    } else {
      // Wait for the last kernel that used these bytes before.
      for (auto &[kernel, ranges] : llvm::reverse(streams.kernels)) {
        if (llvm::none_of(ranges, [&](const auto &r) {
              return r.first.overlaps(device);
            }))
          continue;
        Value &event = streams.recordedAfter[kernel];
        if (!event) {
          OpBuilder after(swap.getContext());
          after.setInsertionPointAfter(kernel);
          event = call(after, kernel->getLoc(), kRecord, {compute});
        }
        call(b, opLoc, kWait, {copy, event});
        break;
      }
    }
    Value size = arith::ConstantIntOp::create(b, opLoc, bytesOf(type), 64);
    Value to = address(b, opLoc, target);
    Value from = address(b, opLoc, source);
    call(b, opLoc, kCopy, {to, from, size, copy});
    Value done = call(b, opLoc, kRecord, {copy});
    streams.pending.push_back({device, done, /*onlyWrites=*/out});
    swap.erase();
    return success();
  }

  /// For a top-level op holding kernels: makes the compute stream wait
  /// for the pending copies of the bytes they touch, and remembers them.
  static void orderKernels(Operation *op, FunctionStreams &streams) {
    SmallVector<std::pair<Range, bool>> ranges = touched(op, streams.symbols);
    if (ranges.empty())
      return;
    // Wait for the copies that read or write these bytes: a swap-in's
    // before any use, a swap-out's before the bytes are overwritten.
    streams.b.setInsertionPoint(op);
    for (auto it = streams.pending.begin(); it != streams.pending.end();) {
      if (llvm::any_of(ranges, [&](const auto &r) {
            return r.first.overlaps(it->range) && (r.second || !it->onlyWrites);
          })) {
        call(streams.b, op->getLoc(), kWait, {streams.compute, it->event});
        it = streams.pending.erase(it);
      } else {
        ++it;
      }
    }
    streams.kernels.push_back({op, std::move(ranges)});
  }
};

//===----------------------------------------------------------------------===//
// memplan-gpu-attach-streams
//===----------------------------------------------------------------------===//

struct GpuAttachStreamsPass
    : mlir::memplan::impl::MemPlanGpuAttachStreamsBase<GpuAttachStreamsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto streamFunc = module.lookupSymbol<LLVM::LLVMFuncOp>(kComputeStream);
    if (!streamFunc)
      return;
    module.walk([&](LLVM::LLVMFuncOp func) {
      bool prepared = false;
      func.walk([&](LLVM::CallOp call) {
        if (call.getCallee() == kComputeStream)
          prepared = true;
      });
      if (!prepared)
        return;
      func.walk([&](gpu::LaunchFuncOp launch) {
        if (launch.getAsyncObject() || !launch.getAsyncDependencies().empty())
          return;
        OpBuilder b(launch);
        Value stream =
            LLVM::CallOp::create(b, launch.getLoc(), streamFunc, ValueRange{})
                .getResult();
        launch.getAsyncObjectMutable().assign(stream);
      });
    });
  }
};

} // namespace
