//===- CudaRuntime.cpp - the functions a lowered step calls, over CUDA ----===//
//
// The mgpu* functions that upstream's GPU lowering emits and memplan's
// stream, event and copy functions, over the CUDA driver API. Every call
// runs in the primary context of the default device (0, or the one
// mgpuSetDefaultDevice chose). Errors are reported on stderr with the call
// that failed.
//
//===----------------------------------------------------------------------===//

#include "RuntimeAbi.h"

#include <cuda.h>

#include <cstdio>
#include <mutex>
#include <vector>

namespace {

int defaultDevice = 0;

void check(CUresult result, const char *what) {
  if (result == CUDA_SUCCESS)
    return;
  const char *name = "unknown error";
  cuGetErrorName(result, &name);
  std::fprintf(stderr, "memplan CUDA runtime: %s failed: %s (%d)\n", what, name,
               static_cast<int>(result));
}

#define CUDA_CHECK(call) check((call), #call)

/// Makes the device's primary context current on this thread.
void useContext() {
  static std::once_flag once;
  static CUcontext context = nullptr;
  std::call_once(once, [] {
    CUDA_CHECK(cuInit(0));
    CUdevice device;
    CUDA_CHECK(cuDeviceGet(&device, defaultDevice));
    CUDA_CHECK(cuDevicePrimaryCtxRetain(&context, device));
  });
  CUDA_CHECK(cuCtxSetCurrent(context));
}

struct Streams {
  std::mutex mutex;
  CUstream compute = nullptr, copy = nullptr;
  std::vector<CUevent> events;

  static Streams &get() {
    static Streams streams;
    return streams;
  }
};

CUstream createStream() {
  CUstream stream = nullptr;
  CUDA_CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

} // namespace

void *mgpuModuleLoad(void *data, size_t) {
  useContext();
  CUmodule module = nullptr;
  CUDA_CHECK(cuModuleLoadData(&module, data));
  return module;
}

void *mgpuModuleLoadJIT(void *data, int optLevel) {
  useContext();
  CUmodule module = nullptr;
  CUjit_option options[] = {CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {reinterpret_cast<void *>(intptr_t(optLevel))};
  CUDA_CHECK(cuModuleLoadDataEx(&module, data, 1, options, values));
  return module;
}

void mgpuModuleUnload(void *module) {
  // Modules are unloaded by the program's destructors, which may run after
  // the driver's own exit handler has released every context: nothing is
  // left to unload then.
  CUresult result = cuModuleUnload(static_cast<CUmodule>(module));
  if (result != CUDA_ERROR_DEINITIALIZED)
    check(result, "cuModuleUnload(module)");
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  CUfunction function = nullptr;
  CUDA_CHECK(
      cuModuleGetFunction(&function, static_cast<CUmodule>(module), name));
  return function;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t sharedBytes, void *stream,
                      void **params, void **extra, size_t) {
  useContext();
  CUDA_CHECK(cuLaunchKernel(static_cast<CUfunction>(function), gridX, gridY,
                            gridZ, blockX, blockY, blockZ, sharedBytes,
                            static_cast<CUstream>(stream), params, extra));
}

void *mgpuStreamCreate() {
  useContext();
  return createStream();
}

void mgpuStreamDestroy(void *stream) {
  CUDA_CHECK(cuStreamDestroy(static_cast<CUstream>(stream)));
}

void mgpuStreamSynchronize(void *stream) {
  CUDA_CHECK(cuStreamSynchronize(static_cast<CUstream>(stream)));
}

void mgpuStreamWaitEvent(void *stream, void *event) {
  CUDA_CHECK(cuStreamWaitEvent(static_cast<CUstream>(stream),
                               static_cast<CUevent>(event), 0));
}

void *mgpuEventCreate() {
  useContext();
  CUevent event = nullptr;
  CUDA_CHECK(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

void mgpuEventDestroy(void *event) {
  CUDA_CHECK(cuEventDestroy(static_cast<CUevent>(event)));
}

void mgpuEventSynchronize(void *event) {
  CUDA_CHECK(cuEventSynchronize(static_cast<CUevent>(event)));
}

void mgpuEventRecord(void *event, void *stream) {
  CUDA_CHECK(cuEventRecord(static_cast<CUevent>(event),
                           static_cast<CUstream>(stream)));
}

void *mgpuMemAlloc(uint64_t bytes, void *, bool hostShared) {
  useContext();
  CUdeviceptr pointer = 0;
  if (bytes == 0)
    return nullptr;
  if (hostShared)
    CUDA_CHECK(cuMemAllocManaged(&pointer, bytes, CU_MEM_ATTACH_GLOBAL));
  else
    CUDA_CHECK(cuMemAlloc(&pointer, bytes));
  return reinterpret_cast<void *>(pointer);
}

void mgpuMemFree(void *pointer, void *) {
  if (pointer)
    CUDA_CHECK(cuMemFree(reinterpret_cast<CUdeviceptr>(pointer)));
}

void mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream) {
  CUDA_CHECK(cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                           reinterpret_cast<CUdeviceptr>(src), bytes,
                           static_cast<CUstream>(stream)));
}

void mgpuMemset32(void *dst, unsigned value, size_t count, void *stream) {
  CUDA_CHECK(cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value,
                              count, static_cast<CUstream>(stream)));
}

void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  void *stream) {
  CUDA_CHECK(cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value,
                              count, static_cast<CUstream>(stream)));
}

void mgpuMemHostRegisterMemRef(int64_t rank, MemPlanDescriptor *descriptor,
                               int64_t elementBytes) {
  useContext();
  char *start;
  int64_t bytes;
  describe(rank, descriptor, elementBytes, &start, &bytes);
  if (bytes > 0)
    CUDA_CHECK(cuMemHostRegister(start, size_t(bytes), 0));
}

void mgpuMemHostUnregisterMemRef(int64_t rank, MemPlanDescriptor *descriptor,
                                 int64_t elementBytes) {
  char *start;
  int64_t bytes;
  describe(rank, descriptor, elementBytes, &start, &bytes);
  if (bytes > 0)
    CUDA_CHECK(cuMemHostUnregister(start));
}

void mgpuSetDefaultDevice(int32_t device) { defaultDevice = device; }

/// Serializes the first calls of a slot (steps may run on several threads).
static std::mutex &slotMutex() {
  static std::mutex mutex;
  return mutex;
}

void _mlir_ciface_memplanDeviceSlot(MemPlanBytes *result, void **slot,
                                    int64_t bytes, bool shared) {
  {
    std::lock_guard<std::mutex> lock(slotMutex());
    if (!*slot && bytes > 0)
      *slot = mgpuMemAlloc(uint64_t(bytes), nullptr, shared);
  }
  describeBytes(result, *slot, bytes);
}

void _mlir_ciface_memplanHostSlot(MemPlanBytes *result, void **slot,
                                  int64_t bytes) {
  {
    std::lock_guard<std::mutex> lock(slotMutex());
    if (!*slot && bytes > 0) {
      useContext();
      void *pointer = nullptr;
      CUDA_CHECK(cuMemAllocHost(&pointer, size_t(bytes)));
      *slot = pointer;
    }
  }
  describeBytes(result, *slot, bytes);
}

/// The stream in `slot`, created on first use.
static CUstream persistentStream(CUstream Streams::*slot) {
  useContext();
  Streams &s = Streams::get();
  std::lock_guard<std::mutex> lock(s.mutex);
  CUstream &stream = s.*slot;
  if (!stream)
    stream = createStream();
  return stream;
}

void *memplanComputeStream() { return persistentStream(&Streams::compute); }

void *memplanCopyStream() { return persistentStream(&Streams::copy); }

void *memplanRecord(void *stream) {
  useContext();
  CUevent event = nullptr;
  CUDA_CHECK(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  CUDA_CHECK(cuEventRecord(event, static_cast<CUstream>(stream)));
  Streams &s = Streams::get();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.events.push_back(event);
  return event;
}

void memplanWait(void *stream, void *event) {
  mgpuStreamWaitEvent(stream, event);
}

void memplanCopy(int64_t dst, int64_t src, int64_t bytes, void *stream) {
  mgpuMemcpy(reinterpret_cast<void *>(dst), reinterpret_cast<void *>(src),
             size_t(bytes), stream);
}

void memplanSynchronize() {
  Streams &s = Streams::get();
  std::lock_guard<std::mutex> lock(s.mutex);
  if (s.compute)
    CUDA_CHECK(cuStreamSynchronize(s.compute));
  if (s.copy)
    CUDA_CHECK(cuStreamSynchronize(s.copy));
  for (CUevent event : s.events)
    CUDA_CHECK(cuEventDestroy(event));
  s.events.clear();
}
