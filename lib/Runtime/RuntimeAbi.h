//===- RuntimeAbi.h - functions a lowered step calls ------------*- C++ -*-===//
//
// The host code that memplan-gpu-pipeline emits calls two families of
// functions: the mgpu* functions that upstream gpu-to-llvm and the GPU
// module translation emit, and memplan's own stream and copy functions.
// Both runtimes (the CUDA one and the recording one) implement all of them.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_RUNTIME_RUNTIMEABI_H
#define MEMPLAN_RUNTIME_RUNTIMEABI_H

#include <cstddef>
#include <cstdint>

#define MEMPLAN_RUNTIME_EXPORT extern "C" __attribute__((visibility("default")))

/// A ranked memref descriptor as the LLVM lowering lays it out: allocated
/// and aligned pointers, offset, then `rank` sizes and `rank` strides.
struct MemPlanDescriptor {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizesAndStrides[];
};

MEMPLAN_RUNTIME_EXPORT void *mgpuModuleLoad(void *data, size_t bytes);
MEMPLAN_RUNTIME_EXPORT void *mgpuModuleLoadJIT(void *data, int optLevel);
MEMPLAN_RUNTIME_EXPORT void mgpuModuleUnload(void *module);
MEMPLAN_RUNTIME_EXPORT void *mgpuModuleGetFunction(void *module,
                                                   const char *name);
MEMPLAN_RUNTIME_EXPORT void
mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                 intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                 intptr_t blockZ, int32_t sharedBytes, void *stream,
                 void **params, void **extra, size_t paramCount);
MEMPLAN_RUNTIME_EXPORT void *mgpuStreamCreate();
MEMPLAN_RUNTIME_EXPORT void mgpuStreamDestroy(void *stream);
MEMPLAN_RUNTIME_EXPORT void mgpuStreamSynchronize(void *stream);
MEMPLAN_RUNTIME_EXPORT void mgpuStreamWaitEvent(void *stream, void *event);
MEMPLAN_RUNTIME_EXPORT void *mgpuEventCreate();
MEMPLAN_RUNTIME_EXPORT void mgpuEventDestroy(void *event);
MEMPLAN_RUNTIME_EXPORT void mgpuEventSynchronize(void *event);
MEMPLAN_RUNTIME_EXPORT void mgpuEventRecord(void *event, void *stream);
MEMPLAN_RUNTIME_EXPORT void *mgpuMemAlloc(uint64_t bytes, void *stream,
                                          bool hostShared);
MEMPLAN_RUNTIME_EXPORT void mgpuMemFree(void *pointer, void *stream);
MEMPLAN_RUNTIME_EXPORT void mgpuMemcpy(void *dst, void *src, size_t bytes,
                                       void *stream);
MEMPLAN_RUNTIME_EXPORT void mgpuMemset32(void *dst, unsigned value,
                                         size_t count, void *stream);
MEMPLAN_RUNTIME_EXPORT void mgpuMemset16(void *dst, unsigned short value,
                                         size_t count, void *stream);
MEMPLAN_RUNTIME_EXPORT void
mgpuMemHostRegisterMemRef(int64_t rank, MemPlanDescriptor *descriptor,
                          int64_t elementBytes);
MEMPLAN_RUNTIME_EXPORT void
mgpuMemHostUnregisterMemRef(int64_t rank, MemPlanDescriptor *descriptor,
                            int64_t elementBytes);
MEMPLAN_RUNTIME_EXPORT void mgpuSetDefaultDevice(int32_t device);

/// The stream every kernel of a step is launched on, created once.
MEMPLAN_RUNTIME_EXPORT void *memplanComputeStream();
/// The stream every swap copy runs on, created once.
MEMPLAN_RUNTIME_EXPORT void *memplanCopyStream();
/// A new event, recorded on `stream` now.
MEMPLAN_RUNTIME_EXPORT void *memplanRecord(void *stream);
/// Work queued on `stream` from now on waits for `event`.
MEMPLAN_RUNTIME_EXPORT void memplanWait(void *stream, void *event);
/// An asynchronous copy of `bytes` bytes on `stream`.
MEMPLAN_RUNTIME_EXPORT void memplanCopy(int64_t dst, int64_t src,
                                        int64_t bytes, void *stream);
/// Waits for both streams and releases the step's events.
MEMPLAN_RUNTIME_EXPORT void memplanSynchronize();

/// A memref<?xi8> as the C interface returns it.
struct MemPlanBytes {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t size;
  int64_t stride;
};

/// The device buffer of `slot` (a pointer-sized global of the program, one
/// per allocation site): allocated at the first call (managed memory when
/// `shared`), the same bytes at every later one, never freed before the
/// program ends. A step's arena is one: it is allocated once per program,
/// not per call.
MEMPLAN_RUNTIME_EXPORT void _mlir_ciface_memplanDeviceSlot(MemPlanBytes *result,
                                                           void **slot,
                                                           int64_t bytes,
                                                           bool shared);
/// The same for a pinned host buffer (page-locked at the first call).
MEMPLAN_RUNTIME_EXPORT void _mlir_ciface_memplanHostSlot(MemPlanBytes *result,
                                                         void **slot,
                                                         int64_t bytes);

/// Fills `result` with the `bytes` bytes at `pointer`.
inline void describeBytes(MemPlanBytes *result, void *pointer, int64_t bytes) {
  result->allocated = result->aligned = static_cast<char *>(pointer);
  result->offset = 0;
  result->size = bytes;
  result->stride = 1;
}

/// The bytes a contiguous memref descriptor of `rank` covers.
inline void describe(int64_t rank, MemPlanDescriptor *descriptor,
                     int64_t elementBytes, char **start, int64_t *bytes) {
  int64_t count = 1;
  for (int64_t d = 0; d < rank; ++d)
    count *= descriptor->sizesAndStrides[d];
  *start = descriptor->aligned + descriptor->offset * elementBytes;
  *bytes = count * elementBytes;
}

#endif // MEMPLAN_RUNTIME_RUNTIMEABI_H
