//===- RecordingRuntime.cpp - a GPU runtime that logs every call ----------===//
//
// Implements the functions a lowered step calls without a GPU: memory comes
// from the host allocator, copies are done at once, kernels are not run.
// Every call is logged to stderr, one line each, with stable names (s1 for
// the first stream, d1+256 for byte 256 of the first device allocation, h1
// for the first pinned host buffer, e1 for the first event), so that tests
// can check what a step asks of the GPU and in which order.
//
//===----------------------------------------------------------------------===//

#include "RuntimeAbi.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace {

struct Allocation {
  char *start;
  int64_t bytes;
  std::string name;
};

struct Recorder {
  std::mutex mutex;
  std::map<const void *, std::string> streams, events, functions;
  std::vector<Allocation> allocations;
  int nextStream = 1, nextEvent = 1, nextDevice = 1, nextHost = 1,
      nextModule = 1;
  void *compute = nullptr, *copy = nullptr;
  std::vector<void *> stepEvents;

  static Recorder &get() {
    static Recorder recorder;
    return recorder;
  }

  void log(const std::string &line) {
    std::fprintf(stderr, "gpu: %s\n", line.c_str());
    std::fflush(stderr);
  }

  /// A fresh handle, named `prefix` + a counter.
  void *handle(std::map<const void *, std::string> &names, int &counter,
               const char *prefix) {
    void *h = std::malloc(1);
    names[h] = prefix + std::to_string(counter++);
    return h;
  }

  /// Zeroed host memory standing for a new buffer of `bytes` bytes, named
  /// `prefix` + a counter (returned in `name`).
  char *buffer(int64_t bytes, int &counter, const char *prefix,
               std::string &name) {
    char *p = static_cast<char *>(
        std::aligned_alloc(256, (bytes + 255) / 256 * 256 + 256));
    std::memset(p, 0, bytes);
    name = prefix + std::to_string(counter++);
    allocations.push_back({p, bytes, name});
    return p;
  }

  /// The buffer of a slot: made at the first call (logged by `first`), the
  /// same one at every later call (logged as reused).
  template <typename First>
  void *slotBuffer(void **slot, int64_t bytes, int &counter,
                   const char *prefix, First first) {
    if (*slot) {
      log("reuse " + whereOrAddress(*slot) + " " + std::to_string(bytes) +
          " bytes");
      return *slot;
    }
    std::string name;
    *slot = buffer(bytes, counter, prefix, name);
    first(name);
    return *slot;
  }

  std::string name(std::map<const void *, std::string> &names,
                   const void *h) {
    auto it = names.find(h);
    return it == names.end() ? std::string("?") : it->second;
  }

  /// d1+256 when `p` points into a known buffer, else the empty string.
  std::string where(const void *p) {
    const char *c = static_cast<const char *>(p);
    for (const Allocation &a : allocations)
      if (c >= a.start && c < a.start + std::max<int64_t>(a.bytes, 1))
        return a.name + "+" + std::to_string(c - a.start);
    return "";
  }
  std::string whereOrAddress(const void *p) {
    std::string w = where(p);
    return w.empty() ? std::string("host") : w;
  }
};

std::string dims(intptr_t x, intptr_t y, intptr_t z) {
  return std::to_string(x) + "x" + std::to_string(y) + "x" +
         std::to_string(z);
}

} // namespace

void *mgpuModuleLoad(void *, size_t bytes) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.log("module-load " + std::to_string(bytes) + " bytes");
  return reinterpret_cast<void *>(intptr_t(r.nextModule++));
}

void *mgpuModuleLoadJIT(void *data, int) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.log("module-load-ptx " + std::to_string(std::strlen(
                                  static_cast<const char *>(data))) +
        " bytes");
  return reinterpret_cast<void *>(intptr_t(r.nextModule++));
}

void mgpuModuleUnload(void *) { Recorder::get().log("module-unload"); }

void *mgpuModuleGetFunction(void *, const char *name) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  for (auto &[h, n] : r.functions)
    if (n == name)
      return const_cast<void *>(h);
  void *h = std::malloc(1);
  r.functions[h] = name;
  return h;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t sharedBytes, void *stream,
                      void **params, void **, size_t paramCount) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::string line = "launch " + r.name(r.functions, function) + " grid " +
                     dims(gridX, gridY, gridZ) + " block " +
                     dims(blockX, blockY, blockZ) + " on " +
                     (stream ? r.name(r.streams, stream)
                             : std::string("default"));
  if (sharedBytes)
    line += " shared " + std::to_string(sharedBytes);
  // Pointer arguments into known buffers. A memref passes its allocated
  // pointer and then its aligned one: of two such pointers in a row only the
  // second (where the data starts) is named. Each buffer is named once.
  std::set<std::string> seen;
  std::string args;
  for (size_t i = 0; i < paramCount; ++i) {
    void *value;
    std::memcpy(&value, params[i], sizeof(void *));
    std::string w = r.where(value);
    if (w.empty())
      continue;
    if (i + 1 < paramCount) {
      void *next;
      std::memcpy(&next, params[i + 1], sizeof(void *));
      if (!r.where(next).empty()) {
        w = r.where(next);
        ++i;
      }
    }
    if (seen.insert(w).second)
      args += " " + w;
  }
  if (!args.empty())
    line += " args" + args;
  r.log(line);
}

void *mgpuStreamCreate() {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  void *s = r.handle(r.streams, r.nextStream, "s");
  r.log("stream-create " + r.name(r.streams, s));
  return s;
}

void mgpuStreamDestroy(void *stream) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.log("stream-destroy " + r.name(r.streams, stream));
}

void mgpuStreamSynchronize(void *stream) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.log("stream-synchronize " + r.name(r.streams, stream));
}

void mgpuStreamWaitEvent(void *stream, void *event) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.log("stream-wait " + r.name(r.streams, stream) + " " +
        r.name(r.events, event));
}

void *mgpuEventCreate() {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  return r.handle(r.events, r.nextEvent, "e");
}

void mgpuEventDestroy(void *) {}

void mgpuEventSynchronize(void *event) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.log("event-synchronize " + r.name(r.events, event));
}

void mgpuEventRecord(void *event, void *stream) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.log("event-record " + r.name(r.events, event) + " on " +
        r.name(r.streams, stream));
}

void *mgpuMemAlloc(uint64_t bytes, void *, bool hostShared) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::string name;
  char *p = r.buffer(int64_t(bytes), r.nextDevice, "d", name);
  r.log("alloc " + name + " " + std::to_string(bytes) + " bytes" +
        (hostShared ? " shared" : ""));
  return p;
}

void mgpuMemFree(void *pointer, void *) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.log("free " + r.whereOrAddress(pointer));
}

void mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::memmove(dst, src, bytes);
  r.log("memcpy " + r.whereOrAddress(src) + " -> " + r.whereOrAddress(dst) +
        " " + std::to_string(bytes) + " bytes on " + r.name(r.streams, stream));
}

/// Fills `count` elements of `value`'s type and logs it as memset<bits>.
template <typename T>
static void memsetAndLog(void *dst, T value, size_t count, void *stream) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  for (size_t i = 0; i < count; ++i)
    std::memcpy(static_cast<char *>(dst) + sizeof(T) * i, &value, sizeof(T));
  r.log("memset" + std::to_string(8 * sizeof(T)) + " " +
        r.whereOrAddress(dst) + " " + std::to_string(count) + " on " +
        r.name(r.streams, stream));
}

void mgpuMemset32(void *dst, unsigned value, size_t count, void *stream) {
  memsetAndLog<uint32_t>(dst, value, count, stream);
}

void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  void *stream) {
  memsetAndLog<uint16_t>(dst, value, count, stream);
}

void mgpuMemHostRegisterMemRef(int64_t rank, MemPlanDescriptor *descriptor,
                               int64_t elementBytes) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  char *start;
  int64_t bytes;
  describe(rank, descriptor, elementBytes, &start, &bytes);
  std::string name = "h" + std::to_string(r.nextHost++);
  r.allocations.push_back({start, bytes, name});
  r.log("host-register " + name + " " + std::to_string(bytes) + " bytes");
}

void mgpuMemHostUnregisterMemRef(int64_t rank, MemPlanDescriptor *descriptor,
                                 int64_t elementBytes) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  char *start;
  int64_t bytes;
  describe(rank, descriptor, elementBytes, &start, &bytes);
  r.log("host-unregister " + r.whereOrAddress(start));
}

void _mlir_ciface_memplanDeviceSlot(MemPlanBytes *result, void **slot,
                                    int64_t bytes, bool shared) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  void *p = r.slotBuffer(slot, bytes, r.nextDevice, "d",
                         [&](const std::string &name) {
                           r.log("alloc " + name + " " +
                                 std::to_string(bytes) + " bytes" +
                                 (shared ? " shared" : "") +
                                 " for the program");
                         });
  describeBytes(result, p, bytes);
}

void _mlir_ciface_memplanHostSlot(MemPlanBytes *result, void **slot,
                                  int64_t bytes) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  void *p = r.slotBuffer(slot, bytes, r.nextHost, "h",
                         [&](const std::string &name) {
                           r.log("host-alloc " + name + " " +
                                 std::to_string(bytes) +
                                 " bytes pinned for the program");
                         });
  describeBytes(result, p, bytes);
}

void mgpuSetDefaultDevice(int32_t device) {
  Recorder::get().log("set-device " + std::to_string(device));
}

/// The stream in `slot`, created (and logged with its role) on first use.
static void *persistentStream(void *Recorder::*slot, const char *role) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  void *&stream = r.*slot;
  if (!stream) {
    stream = r.handle(r.streams, r.nextStream, "s");
    r.log("stream-create " + r.name(r.streams, stream) + " " + role);
  }
  return stream;
}

void *memplanComputeStream() {
  return persistentStream(&Recorder::compute, "compute");
}

void *memplanCopyStream() { return persistentStream(&Recorder::copy, "copy"); }

void *memplanRecord(void *stream) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  void *e = r.handle(r.events, r.nextEvent, "e");
  r.stepEvents.push_back(e);
  r.log("event-record " + r.name(r.events, e) + " on " +
        r.name(r.streams, stream));
  return e;
}

void memplanWait(void *stream, void *event) {
  mgpuStreamWaitEvent(stream, event);
}

void memplanCopy(int64_t dst, int64_t src, int64_t bytes, void *stream) {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  void *to = reinterpret_cast<void *>(dst);
  void *from = reinterpret_cast<void *>(src);
  std::memmove(to, from, size_t(bytes));
  r.log("copy " + r.whereOrAddress(from) + " -> " + r.whereOrAddress(to) +
        " " + std::to_string(bytes) + " bytes on " +
        r.name(r.streams, stream));
}

void memplanSynchronize() {
  Recorder &r = Recorder::get();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.stepEvents.clear();
  r.log("synchronize");
}
