//===- AnalysisPasses.cpp - cost annotation and memory reports --*- C++ -*-===//

#include "memplan/Analysis/CostModel.h"
#include "memplan/Analysis/MemoryAnalysis.h"
#include "memplan/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/MemoryBuffer.h"

namespace mlir::memplan {
#define GEN_PASS_DEF_MEMPLANANNOTATECOSTS
#define GEN_PASS_DEF_MEMPLANPRINTLIVENESS
#define GEN_PASS_DEF_MEMPLANPRINTMEMORY
#include "memplan/Transforms/Passes.h.inc"
} // namespace mlir::memplan

using namespace mlir;
using namespace mlir::memplan;

namespace {

struct AnnotateCostsPass
    : mlir::memplan::impl::MemPlanAnnotateCostsBase<AnnotateCostsPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *) override {
    preset = &getDevicePreset(device);
    if (profile.empty())
      return success();
    auto buffer = llvm::MemoryBuffer::getFile(profile);
    if (!buffer) {
      initError = "cannot read profile '" + profile + "'";
      return success();
    }
    std::string error;
    FailureOr<CostProfile> parsed =
        CostProfile::parse((*buffer)->getBuffer(), error);
    if (failed(parsed))
      initError = "profile '" + profile + "': " + error;
    else
      measured = std::move(*parsed);
    return success();
  }

  void runOnOperation() override {
    FunctionOpInterface func = getOperation();
    if (!initError.empty()) {
      emitError(func.getLoc()) << initError;
      return signalPassFailure();
    }
    Builder b(&getContext());
    func.walk([&](Operation *op) {
      std::optional<OpCost> cost = estimateCost(op, *preset);
      std::optional<double> micros =
          measured ? measured->lookupMicroseconds(op) : std::nullopt;
      if (!cost && !micros)
        return;
      OpCost annotated = cost.value_or(OpCost{});
      SmallVector<NamedAttribute> entries = {
          b.getNamedAttr("flops", b.getI64IntegerAttr(annotated.flops)),
          b.getNamedAttr("bytes", b.getI64IntegerAttr(annotated.bytes)),
          b.getNamedAttr("time_us",
                         b.getF64FloatAttr(micros.value_or(annotated.seconds *
                                                           1e6)))};
      if (micros)
        entries.push_back(b.getNamedAttr("measured", b.getUnitAttr()));
      op->setAttr(kCostAttrName, b.getDictionaryAttr(entries));
    });
  }

  const DevicePreset *preset = nullptr;
  std::optional<CostProfile> measured;
  std::string initError;
};

/// What the planner may do with a node's output, for the remarks.
static StringRef describeMovability(const ::memplan::Node &node) {
  if (node.canSwap && node.canRecompute)
    return "may be swapped or recomputed";
  if (node.canSwap)
    return "may be swapped";
  if (node.canRecompute)
    return "may be recomputed";
  return "stays resident";
}

struct PrintLivenessPass
    : mlir::memplan::impl::MemPlanPrintLivenessBase<PrintLivenessPass> {
  using Base::Base;

  void runOnOperation() override {
    if (getOperation().isExternal())
      return markAllAnalysesPreserved();
    auto &memory = getAnalysis<MemoryAnalysis>();
    if (!memory.isValid())
      return signalPassFailure();
    markAllAnalysesPreserved();
    for (MemoryAnalysis::NodeId id = 0;
         id < static_cast<MemoryAnalysis::NodeId>(memory.getNumNodes());
         ++id) {
      Operation *op = memory.getOp(id);
      const ::memplan::LiveInterval &live = memory.getLiveRange(id);
      // At the location only: attaching the op would print it, with the
      // whole function numbered, once per node.
      InFlightDiagnostic remark = mlir::emitRemark(op->getLoc());
      remark << "node #" << id << " (" << op->getName()
             << "): " << memory.getOutputBytes(id) << " bytes, live ["
             << live.start << ", " << live.end << "]";
      if (ArrayRef<Operation *> absorbed = memory.getAbsorbedOps(id);
          !absorbed.empty()) {
        remark << ", absorbs ";
        llvm::interleave(
            absorbed, [&](Operation *init) { remark << init->getName(); },
            [&] { remark << " and "; });
      }
      if (isTensorView(op))
        remark << ", a view";
      if (memory.isInDonatedBuffer(id))
        remark << ", in a donated argument's buffer (no bytes of its own)";
      if (memory.isReturned(id))
        remark << (memory.isInDonatedBuffer(id)
                       ? ", returned"
                       : ", returned (counted at every step)");
      remark << "; " << describeMovability(memory.getGraph().node(id));
    }
  }
};

struct PrintMemoryPass
    : mlir::memplan::impl::MemPlanPrintMemoryBase<PrintMemoryPass> {
  using Base::Base;

  void runOnOperation() override {
    FunctionOpInterface func = getOperation();
    if (func.isExternal())
      return markAllAnalysesPreserved();
    auto &memory = getAnalysis<MemoryAnalysis>();
    if (!memory.isValid())
      return signalPassFailure();
    markAllAnalysesPreserved();
    for (auto [step, resident] : llvm::enumerate(memory.getCurve()))
      mlir::emitRemark(memory.getOp(step)->getLoc())
          << "step " << step << ": " << resident << " bytes resident";
    InFlightDiagnostic remark = mlir::emitRemark(func.getLoc());
    remark << "persistent " << memory.getPersistentBytes() << " bytes, "
           << "returned " << memory.getResultBytes() << " bytes, "
           << memory.getNumNodes() << " nodes, " << memory.getNumEdges()
           << " edges";
    if (Operation *peakOp = memory.getPeakOp())
      remark << ", unplanned peak " << memory.getPeak() << " bytes at step "
             << memory.getPeakNode() << " (" << peakOp->getName()
             << "), lower bound " << memory.getLowerBound()
             << " bytes at step " << memory.getLowerBoundNode() << " ("
             << memory.getLowerBoundOp()->getName() << ")";
    bool timed = false;
    func.walk([&](Operation *op) {
      timed |= MemoryAnalysis::getAnnotatedMicroseconds(op).has_value();
    });
    if (timed)
      remark << ", estimated step time "
             << memory.getGraph().totalComputeCost() << " us";
  }
};

} // namespace
