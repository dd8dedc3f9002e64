//===- CostModel.cpp - FLOPs, bytes and time per op -------------*- C++ -*-===//

#include "memplan/Analysis/CostModel.h"
#include "memplan/Analysis/PlanningGraph.h"
#include "memplan/Analysis/TensorSize.h"
#include "memplan/Planning/Arithmetic.h"
#include "memplan/Planning/JsonDepth.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::memplan;

// Dense peaks from the vendors' spec sheets; kernel launch ~4 us, host copy
// setup ~10 us.
// In the order of the Device enum.
static const DevicePreset kPresets[] = {
    {Device::V100_16GB, "v100-16gb", "NVIDIA V100 16 GB (PCIe 3)", 16'000'000'000, 900e9, 15.7e12, 125e12,
     12e9, 4e-6, 10e-6},
    {Device::A100_40GB, "a100-40gb", "NVIDIA A100 40 GB (PCIe 4)", 40'000'000'000, 1555e9, 19.5e12, 312e12,
     25e9, 4e-6, 10e-6},
    {Device::H100_SXM, "h100-sxm", "NVIDIA H100 SXM 80 GB (PCIe 5)", 80'000'000'000, 3350e9, 67e12, 989e12,
     55e9, 4e-6, 10e-6},
    {Device::H200, "h200", "NVIDIA H200 141 GB (PCIe 5)", 141'000'000'000, 4800e9, 67e12, 989e12, 55e9,
     4e-6, 10e-6},
};

ArrayRef<DevicePreset> mlir::memplan::getDevicePresets() { return kPresets; }

const DevicePreset &mlir::memplan::getDevicePreset(Device device) {
  const DevicePreset &preset = kPresets[static_cast<size_t>(device)];
  assert(preset.device == device && "presets out of the enum's order");
  return preset;
}

std::optional<Device> mlir::memplan::parseDevice(StringRef name) {
  for (const DevicePreset &preset : kPresets)
    if (preset.name == name)
      return preset.device;
  return std::nullopt;
}

llvm::cl::ValuesClass mlir::memplan::getDeviceOptionValues() {
  auto value = [](Device device) {
    const DevicePreset &preset = getDevicePreset(device);
    return llvm::cl::OptionEnumValue{preset.name, static_cast<int>(device),
                                     preset.description};
  };
  static_assert(std::size(kPresets) == 4, "a preset per enum value");
  return llvm::cl::ValuesClass({value(Device::V100_16GB),
                                value(Device::A100_40GB),
                                value(Device::H100_SXM), value(Device::H200)});
}

static double peakFlops(Type elementType, const DevicePreset &device) {
  if (elementType.isF16() || elementType.isBF16())
    return device.fp16FlopsPerSecond;
  return device.fp32FlopsPerSecond;
}

std::optional<OpCost> mlir::memplan::estimateCost(Operation *op,
                                                  const DevicePreset &device) {
  if (op->hasTrait<OpTrait::IsTerminator>() || op->getNumResults() == 0 ||
      isa<tensor::EmptyOp, arith::ConstantOp>(op) || isTensorView(op))
    return std::nullopt;
  if (!llvm::any_of(op->getResultTypes(),
                    [](Type t) { return isa<ShapedType>(t); }))
    return std::nullopt;

  OpCost cost;
  Type elementType;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    int64_t domain = 1;
    for (int64_t range : linalgOp.getStaticLoopRanges()) {
      if (ShapedType::isDynamic(range))
        return std::nullopt;
      domain = ::memplan::saturatingMul(domain, range);
    }
    int64_t bodyOps = llvm::range_size(linalgOp.getBlock()->without_terminator());
    cost.flops = ::memplan::saturatingMul(domain, bodyOps);
    for (OpOperand &operand : op->getOpOperands()) {
      std::optional<int64_t> bytes = getStaticSizeInBytes(operand.get().getType());
      if (!bytes)
        continue;
      if (linalgOp.isDpsInput(&operand)) {
        cost.bytes = ::memplan::saturatingAdd(cost.bytes, *bytes);
      } else {
        // Written once; read too when the body uses the old value.
        cost.bytes = ::memplan::saturatingAdd(
            cost.bytes, linalgOp.payloadUsesValueFromOperand(&operand)
                            ? ::memplan::saturatingMul(2, *bytes)
                            : *bytes);
      }
    }
    elementType = getElementTypeOrSelf(op->getResultTypes().front());
  } else {
    // Data movement (tensor.pad, insert_slice, concat, ...): read the tensor
    // operands, write the results.
    for (Value operand : op->getOperands())
      if (std::optional<int64_t> bytes = getStaticSizeInBytes(operand.getType()))
        cost.bytes = ::memplan::saturatingAdd(cost.bytes, *bytes);
    for (Type type : op->getResultTypes()) {
      std::optional<int64_t> bytes = getStaticSizeInBytes(type);
      if (!bytes && isa<ShapedType>(type))
        return std::nullopt;
      cost.bytes = ::memplan::saturatingAdd(cost.bytes, bytes.value_or(0));
    }
    elementType = getElementTypeOrSelf(op->getResultTypes().front());
  }
  cost.seconds = std::max(cost.flops / peakFlops(elementType, device),
                          cost.bytes / device.hbmBytesPerSecond) +
                 device.launchSeconds;
  return cost;
}

FailureOr<CostProfile> CostProfile::parse(StringRef json, std::string &error) {
  llvm::json::Value value = nullptr;
  // An op named twice would take the last time without a word.
  if (!::memplan::parseCheckedJson(std::string_view(json.data(), json.size()),
                                   value, error))
    return failure();
  const llvm::json::Object *object = value.getAsObject();
  if (!object) {
    error = "expected a JSON object mapping op names or locations to "
            "microseconds";
    return failure();
  }
  CostProfile profile;
  for (const auto &[key, entry] : *object) {
    std::optional<double> micros = entry.getAsNumber();
    // JSON's 1e400 reads as infinity.
    if (!micros || !std::isfinite(*micros) || *micros < 0) {
      error = "entry \"" + key.str() +
              "\": expected a finite, non-negative number of microseconds";
      return failure();
    }
    profile.micros[key.str()] = *micros;
  }
  return profile;
}

std::optional<double> CostProfile::lookupMicroseconds(Operation *op) const {
  auto find = [&](StringRef key) -> std::optional<double> {
    auto it = micros.find(key);
    if (it == micros.end())
      return std::nullopt;
    return it->second;
  };
  Location loc = op->getLoc();
  if (auto name = dyn_cast<NameLoc>(loc))
    if (std::optional<double> micros = find(name.getName().strref()))
      return micros;
  if (auto fused = dyn_cast<FusedLoc>(loc))
    for (Location inner : fused.getLocations())
      if (auto name = dyn_cast<NameLoc>(inner))
        if (std::optional<double> micros = find(name.getName().strref()))
          return micros;
  std::optional<FileLineColLoc> fileLoc;
  loc->walk([&](Location inner) {
    if (auto flc = dyn_cast<FileLineColLoc>(inner)) {
      fileLoc = flc;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (fileLoc) {
    std::string key;
    llvm::raw_string_ostream os(key);
    os << fileLoc->getFilename().strref() << ":" << fileLoc->getLine() << ":"
       << fileLoc->getColumn();
    if (std::optional<double> micros = find(key))
      return micros;
  }
  return find(op->getName().getStringRef());
}

std::optional<OpCost> mlir::memplan::getAnnotatedCost(Operation *op) {
  auto dict = op->getAttrOfType<DictionaryAttr>(kCostAttrName);
  if (!dict)
    return std::nullopt;
  auto flops = dict.getAs<IntegerAttr>("flops");
  auto bytes = dict.getAs<IntegerAttr>("bytes");
  auto micros = dict.getAs<FloatAttr>("time_us");
  if (!flops || !bytes || !micros)
    return std::nullopt;
  OpCost cost;
  cost.flops = flops.getInt();
  cost.bytes = bytes.getInt();
  cost.seconds = micros.getValueAsDouble() * 1e-6;
  cost.measured = dict.get("measured") != nullptr;
  return cost;
}
