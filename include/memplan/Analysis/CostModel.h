//===- CostModel.h - FLOPs, bytes and time per op ---------------*- C++ -*-===//
//
// time = max(FLOPs / peak FLOP rate, bytes / HBM bandwidth) + launch latency,
// from the iteration domain and body of linalg ops on a device preset (public
// spec sheets), or a measured profile that overrides the estimate.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_ANALYSIS_COSTMODEL_H
#define MEMPLAN_ANALYSIS_COSTMODEL_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"

#include <optional>

namespace mlir::memplan {

/// The devices memplan has presets for (spec-sheet numbers).
enum class Device { V100_16GB, A100_40GB, H100_SXM, H200 };

struct DevicePreset {
  Device device;
  /// The option value (`h100-sxm`) and what it stands for.
  StringRef name;
  StringRef description;
  int64_t memoryBytes;
  double hbmBytesPerSecond;
  /// Dense peak FLOP/s for 32-bit and for 16-bit floating point.
  double fp32FlopsPerSecond;
  double fp16FlopsPerSecond;
  double hostLinkBytesPerSecond;
  /// Fixed cost of a kernel launch and of a host copy.
  double launchSeconds;
  double transferLatencySeconds;
};

ArrayRef<DevicePreset> getDevicePresets();
const DevicePreset &getDevicePreset(Device device);
/// The device of a preset name (`h100-sxm`), if there is one.
std::optional<Device> parseDevice(StringRef name);
/// The `cl::values` of a `device` option: every preset by name.
llvm::cl::ValuesClass getDeviceOptionValues();

/// FLOPs and bytes saturate at 2^63-1 (the time estimate stays monotone for
/// ops too large to count).
struct OpCost {
  int64_t flops = 0;
  /// Bytes read and written in device memory.
  int64_t bytes = 0;
  double seconds = 0;
  /// Whether `seconds` comes from a measured profile.
  bool measured = false;
};

/// Analytic cost of `op` on `device`; std::nullopt for ops that do no work
/// on the device (views, tensor.empty, constants, terminators) or whose
/// shapes are not static.
std::optional<OpCost> estimateCost(Operation *op, const DevicePreset &device);

/// Measured times: a JSON object mapping a key to microseconds. A key is a
/// location name (`loc("conv1")`), a `file:line:col` location, or an op name
/// (`linalg.matmul`, for every op of that kind); they are tried in that order.
class CostProfile {
public:
  /// Parses the JSON text; on failure returns a message.
  static FailureOr<CostProfile> parse(StringRef json, std::string &error);
  /// The measured time of `op` in microseconds, if the profile has it.
  std::optional<double> lookupMicroseconds(Operation *op) const;

private:
  llvm::StringMap<double> micros;
};

/// The cost attached by memplan-annotate-costs, or std::nullopt.
std::optional<OpCost> getAnnotatedCost(Operation *op);
constexpr StringLiteral kCostAttrName = "memplan.cost";

} // namespace mlir::memplan

#endif // MEMPLAN_ANALYSIS_COSTMODEL_H
