//===- AnalysisPasses.cpp - cost annotation and memory reports --*- C++ -*-===//

#include "memplan/Analysis/CostModel.h"
#include "memplan/Analysis/TensorLiveness.h"
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
    preset = lookupDevicePreset(device);
    if (!preset) {
      initError = "unknown device preset '" + device + "'; expected one of:";
      for (const DevicePreset &known : getDevicePresets())
        initError += " " + known.name.str();
      return success(); // reported in runOnOperation, at the function
    }
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
      func.emitError() << initError;
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

struct PrintLivenessPass
    : mlir::memplan::impl::MemPlanPrintLivenessBase<PrintLivenessPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<TensorLiveness> liveness =
        TensorLiveness::compute(getOperation());
    if (failed(liveness))
      return signalPassFailure();
    for (auto [index, buffer] : llvm::enumerate(liveness->getBuffers())) {
      // At the location only: attaching the op would print it, with the
      // whole function numbered, once per buffer.
      InFlightDiagnostic remark = mlir::emitRemark(buffer.root.getLoc());
      remark << "buffer #" << index << ": " << buffer.bytes << " bytes, live ["
             << buffer.start << ", " << buffer.end << "], written by "
             << buffer.writers.size() << " op(s)";
      if (buffer.returned)
        remark << ", returned";
    }
  }
};

struct PrintMemoryPass
    : mlir::memplan::impl::MemPlanPrintMemoryBase<PrintMemoryPass> {
  using Base::Base;

  void runOnOperation() override {
    FunctionOpInterface func = getOperation();
    FailureOr<TensorLiveness> liveness = TensorLiveness::compute(func);
    if (failed(liveness))
      return signalPassFailure();
    ArrayRef<Operation *> steps = liveness->getSteps();
    double seconds = 0;
    bool timed = false;
    for (auto [step, op] : llvm::enumerate(steps)) {
      mlir::emitRemark(op->getLoc()) << "step " << step << ": "
                       << liveness->getCurve()[step] << " bytes resident";
      if (std::optional<OpCost> cost = getAnnotatedCost(op)) {
        seconds += cost->seconds;
        timed = true;
      }
    }
    InFlightDiagnostic remark = func.emitRemark();
    remark << "persistent " << liveness->getPersistentBytes() << " bytes, "
           << "returned " << liveness->getResultBytes() << " bytes, "
           << liveness->getBuffers().size() << " buffers";
    if (!steps.empty())
      remark << ", peak " << liveness->getPeak() << " bytes at step "
             << liveness->getPeakStep() << " ("
             << steps[liveness->getPeakStep()]->getName()
             << "), lower bound " << liveness->getLowerBound()
             << " bytes at step " << liveness->getLowerBoundStep() << " ("
             << steps[liveness->getLowerBoundStep()]->getName() << ")";
    if (timed)
      remark << ", estimated step time " << seconds * 1e6 << " us";
    ::memplan::Graph graph = liveness->buildGraph([](Operation *op) {
      std::optional<OpCost> cost = getAnnotatedCost(op);
      return cost ? cost->seconds : 0.0;
    });
    size_t edges = 0;
    for (const ::memplan::Node &node : graph.getNodes())
      edges += node.inputs.size();
    remark << "; planning graph of " << graph.size() << " nodes and " << edges
           << " edges";
  }
};

} // namespace
