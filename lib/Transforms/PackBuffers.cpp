//===- PackBuffers.cpp - static offsets of buffers in one arena -*- C++ -*-===//
//
// After bufferization: every statically sized memref.alloc of a function's
// body becomes a memref.view into one arena, at the offset the packer
// assigned from the buffers' lifetimes in program order.
//
//===----------------------------------------------------------------------===//

#include "memplan/Analysis/TensorSize.h"
#include "memplan/Planning/Packing.h"
#include "memplan/Planning/Arithmetic.h"
#include "memplan/Transforms/Passes.h"

#include "Reports.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <limits>

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANPACKBUFFERS
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;

namespace {

/// One buffer of a function, with what the rewrite needs.
struct Candidate {
  memref::AllocOp alloc;
  int64_t size;
  int64_t alignment;
  int64_t start, end;
  SmallVector<Operation *> deallocs;
};

struct PackBuffersPass
    : mlir::memplan::impl::MemPlanPackBuffersBase<PackBuffersPass> {
  using Base::Base;

  void runOnOperation() override {
    if (alignment < 1 || !llvm::isPowerOf2_64(alignment)) {
      mlir::emitError(getOperation()->getLoc())
          << "memplan-pack-buffers: alignment must be a positive power of "
             "two, got "
          << static_cast<int64_t>(alignment);
      return signalPassFailure();
    }
    if (std::isnan(timeLimit)) {
      mlir::emitError(getOperation()->getLoc())
          << "memplan-pack-buffers: time-limit is a number of seconds "
             "(negative: no limit), got nan";
      return signalPassFailure();
    }
    if (iterateRounds < 0 || iterateRounds > std::numeric_limits<int>::max()) {
      mlir::emitError(getOperation()->getLoc())
          << "memplan-pack-buffers: iterate-rounds is a number of rounds "
             "(0: none), got "
          << static_cast<int64_t>(iterateRounds);
      return signalPassFailure();
    }
    llvm::json::Array reports;
    for (FunctionOpInterface func : collectFunctions(getOperation()))
      if (failed(packFunction(func, reports)))
        return signalPassFailure();
    // The buffers' offsets keep what the holds kept allocated.
    eraseHolds(getOperation());
    if (!report.empty() &&
        failed(writeFunctionReports(getOperation(), report,
                                    std::move(reports))))
      return signalPassFailure();
  }

  LogicalResult packFunction(FunctionOpInterface func,
                             llvm::json::Array &reports) {
    if (func.isExternal())
      return success();
    Region &body = func.getFunctionBody();
    if (!body.hasOneBlock()) {
      mlir::emitRemark(func.getLoc())
          << "memplan-pack-buffers: left alone, the body has "
          << body.getBlocks().size()
          << " blocks (only single-block bodies are packed)";
      return success();
    }
    Block &block = body.front();
    llvm::json::Array leftOut;
    llvm::MapVector<Attribute, SmallVector<Candidate>> groups;
    if (failed(collectCandidates(func, block, groups, leftOut)))
      return failure();
    for (auto &[space, candidates] : groups)
      if (failed(packSpace(func, block, space, candidates, reports)))
        return failure();
    if (!leftOut.empty()) {
      if (groups.empty())
        reports.push_back(
            llvm::json::Object{{"function", func.getName().str()}});
      reports.back().getAsObject()->insert({"left_out", std::move(leftOut)});
    }
    return success();
  }

  /// The buffers of `block` that go into an arena, by memory space, in
  /// program order; each one left out gets a remark and an entry in
  /// `leftOut`.
  LogicalResult
  collectCandidates(FunctionOpInterface func, Block &block,
                    llvm::MapVector<Attribute, SmallVector<Candidate>> &groups,
                    llvm::json::Array &leftOut) {
    DenseMap<Operation *, int64_t> step;
    for (Operation &op : block)
      step[&op] = int64_t(step.size());

    BufferViewFlowAnalysis aliases(func);
    DataLayout layout = DataLayout::closest(func);
    auto leaveOut = [&](memref::AllocOp alloc, const Twine &why) {
      // At the location only: attaching the op would print it, with the
      // whole function numbered, once per buffer left out.
      mlir::emitRemark(alloc.getLoc()) << "left out of the arena: " << why;
      leftOut.push_back(llvm::json::Object{{"loc", describeLoc(alloc.getLoc())},
                                           {"reason", why.str()}});
    };

    // Buffers by memory space, in program order.
    SmallVector<memref::AllocOp> allocs;
    func.walk([&](memref::AllocOp alloc) { allocs.push_back(alloc); });
    for (memref::AllocOp alloc : allocs) {
      MemRefType type = alloc.getType();
      if (isHostMemory(type)) {
        leaveOut(alloc, "host memory (#memplan.host_memory)");
        continue;
      }
      if (alloc->getBlock() != &block) {
        leaveOut(alloc, "allocated inside a nested region");
        continue;
      }
      if (!type.hasStaticShape()) {
        leaveOut(alloc, "dynamic size");
        continue;
      }
      if (!type.getLayout().isIdentity()) {
        leaveOut(alloc, "layout is not the identity");
        continue;
      }
      std::optional<int64_t> elementBytes =
          getElementStride(type.getElementType(), layout);
      if (!elementBytes) {
        leaveOut(alloc, "element type has no known size");
        continue;
      }
      std::optional<int64_t> size =
          ::memplan::checkedProduct(type.getShape());
      if (size)
        size = ::memplan::checkedMul(*size, *elementBytes);
      if (!size) {
        alloc.emitError() << "memplan-pack-buffers: the size of " << type
                          << " does not fit in 64 bits";
        return failure();
      }
      // Every element at its type's ABI alignment whatever `alignment`
      // asks: a view at an offset that is not a multiple of it reads
      // misaligned elements (a fault on GPUs).
      int64_t elementAlignment = int64_t(llvm::PowerOf2Ceil(std::max<uint64_t>(
          layout.getTypeABIAlignment(type.getElementType()), 1)));
      Candidate c{alloc,
                  *size,
                  std::max<int64_t>({alignment,
                                     int64_t(alloc.getAlignment().value_or(1)),
                                     elementAlignment}),
                  step[alloc],
                  step[alloc] + 1,
                  {}};
      std::string escape = extendLifetime(c, aliases, block, step);
      if (!escape.empty()) {
        leaveOut(alloc, escape);
        continue;
      }
      groups[type.getMemorySpace()].push_back(std::move(c));
    }
    return success();
  }

  /// Extends the lifetime of `c` to the last op of `block` that uses it
  /// through an alias and collects its deallocs; the reason it cannot go
  /// into the arena, or "" when it can.
  static std::string extendLifetime(Candidate &c,
                                    BufferViewFlowAnalysis &aliases,
                                    Block &block,
                                    DenseMap<Operation *, int64_t> &step) {
    std::string escape;
    BufferViewFlowAnalysis::ValueSetT aliasSet =
        aliases.resolve(c.alloc.getResult());
    for (Value alias : aliasSet) {
      for (OpOperand &use : alias.getUses()) {
        Operation *user = use.getOwner();
        Operation *holder = block.findAncestorOpInBlock(*user);
        if (!holder)
          continue;
        if (user == block.getTerminator()) {
          escape = "escapes through the function's return";
          break;
        }
        // An address taken as a number or cast out of the memref types
        // may be used past the memref's own last use; those uses are not
        // followed.
        if (isa<memref::ExtractAlignedPointerAsIndexOp>(user) ||
            (isa<UnrealizedConversionCastOp>(user) &&
             llvm::any_of(user->getResultTypes(),
                          [](Type t) { return !isa<BaseMemRefType>(t); }))) {
          escape =
              ("its address is taken by " + user->getName().getStringRef() +
               " (uses of the address are not followed)")
                  .str();
          break;
        }
        // A result the analysis does not know as an alias, of a type that
        // can hold the buffer (a tensor made of it by
        // bufferization.to_tensor, a memref from a cast the analysis does
        // not follow, a pointer): its uses are not followed either.
        if (llvm::any_of(user->getResults(), [&](Value result) {
              return mlir::memplan::mayHoldBuffer(result.getType()) &&
                     !aliasSet.contains(result);
            })) {
          escape = ("it is read through the result of " +
                    user->getName().getStringRef() +
                    ", which may alias it (its uses are not followed)")
                       .str();
          break;
        }
        if (isa<bufferization::DeallocOp>(user)) {
          escape = "freed by bufferization.dealloc";
          break;
        }
        if (isa<memref::DeallocOp>(user)) {
          if (user->getBlock() != &block) {
            escape = "freed inside a nested region";
            break;
          }
          if (!llvm::is_contained(c.deallocs, user))
            c.deallocs.push_back(user);
        }
        c.end = std::max(c.end, step[holder] + 1);
      }
      if (!escape.empty())
        break;
    }
    return escape;
  }

  /// Packs the buffers of one memory space into an arena, rewrites them as
  /// views into it, and reports the result (a remark and an entry in
  /// `reports`).
  LogicalResult packSpace(FunctionOpInterface func, Block &block,
                          Attribute space, ArrayRef<Candidate> candidates,
                          llvm::json::Array &reports) {
    std::vector<::memplan::PackBuffer> buffers;
    for (const Candidate &c : candidates)
      buffers.push_back(
          {c.start, c.end, c.size, c.alignment, int64_t(buffers.size())});
    ::memplan::PackOptions options;
    options.limits.nodes = nodeLimit;
    options.limits.work = workLimit;
    options.limits.seconds = timeLimit;
    options.iterateRounds = int(iterateRounds);
    ::memplan::PackResult packed = ::memplan::pack(buffers, options);
    if (!packed.error.empty())
      return emitError(func.getLoc())
             << "memplan-pack-buffers: " << packed.error;
    std::string invalid = ::memplan::validatePacking(buffers, packed.offsets);
    if (!invalid.empty())
      return emitError(func.getLoc())
             << "internal error: invalid packing: " << invalid;
    SmallVector<std::string> locs;
    for (const Candidate &c : candidates)
      locs.push_back(describeLoc(c.alloc->getLoc()));
    rewrite(func, block, space, candidates, packed);

    double ratio =
        packed.lowerBound ? double(packed.arena) / packed.lowerBound : 1.0;
    InFlightDiagnostic remark = mlir::emitRemark(func.getLoc());
    remark << "packed " << candidates.size() << " buffers";
    if (space)
      remark << " of memory space " << space;
    remark << " into an arena of " << packed.arena << " bytes; lower bound "
           << packed.lowerBound << " bytes (ratio "
           << llvm::formatv("{0:F4}", ratio) << ", "
           << (packed.optimal ? "optimal" : "not proven optimal") << ", "
           << packed.method << ")";

    llvm::json::Array entries;
    for (size_t i = 0; i < candidates.size(); ++i)
      entries.push_back(llvm::json::Object{{"loc", locs[i]},
                                           {"offset", packed.offsets[i]},
                                           {"size", candidates[i].size},
                                           {"start", candidates[i].start},
                                           {"end", candidates[i].end}});
    llvm::json::Object entry{{"function", func.getName().str()},
                             {"arena", packed.arena},
                             {"lower_bound", packed.lowerBound},
                             {"ratio", ratio},
                             {"optimal", packed.optimal},
                             {"method", packed.method},
                             {"iterated_rounds", packed.iteratedRounds},
                             {"buffers", std::move(entries)}};
    if (space) {
      std::string text;
      llvm::raw_string_ostream os(text);
      space.print(os);
      entry["memory_space"] = text;
    }
    reports.push_back(std::move(entry));
    return success();
  }

  void rewrite(FunctionOpInterface func, Block &block, Attribute space,
               ArrayRef<Candidate> candidates, const ::memplan::PackResult &packed) {
    OpBuilder builder(func.getContext());
    builder.setInsertionPointToStart(&block);
    int64_t arenaAlignment = alignment;
    bool freed = false;
    for (const Candidate &c : candidates) {
      arenaAlignment = std::max(arenaAlignment, c.alignment);
      freed |= !c.deallocs.empty();
    }
    auto arenaType = MemRefType::get({std::max<int64_t>(packed.arena, 1)},
                                     builder.getI8Type(),
                                     MemRefLayoutAttrInterface(), space);
    auto arena = memref::AllocOp::create(
        builder, func.getLoc(), arenaType, ValueRange(), ValueRange(),
        builder.getI64IntegerAttr(arenaAlignment));
    arena->setAttr("memplan.arena", builder.getUnitAttr());
    arena->setAttr("memplan.lower_bound",
                   builder.getI64IntegerAttr(packed.lowerBound));

    for (size_t i = 0; i < candidates.size(); ++i) {
      memref::AllocOp alloc = candidates[i].alloc;
      builder.setInsertionPoint(alloc);
      Value offset = arith::ConstantIndexOp::create(builder, alloc.getLoc(),
                                                    packed.offsets[i]);
      Value view = memref::ViewOp::create(builder, alloc.getLoc(),
                                          alloc.getType(), arena, offset,
                                          ValueRange());
      for (Operation *dealloc : candidates[i].deallocs)
        dealloc->erase();
      alloc.replaceAllUsesWith(view);
      alloc.erase();
    }
    if (freed) {
      builder.setInsertionPoint(block.getTerminator());
      memref::DeallocOp::create(builder, func.getLoc(), arena);
    }
  }
};

} // namespace
