// Force-included (-include) when the corpus builds LLNL/RAJA, on both
// sides: CUDA 13 made cudaMemAdvise's last parameter a cudaMemLocation,
// and RAJA at the pinned commit still passes a device number (its issue
// 1958).  This overload takes the number and builds the location, so
// RAJA's headers compile as they are.
#pragma once
#if defined(__cplusplus)
#include <cuda_runtime_api.h>
#if defined(CUDART_VERSION) && CUDART_VERSION >= 13000
static inline cudaError_t cudaMemAdvise(const void *ptr, size_t bytes, enum cudaMemoryAdvise advice,
                                        int device) {
  struct cudaMemLocation where;
  where.type = device == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  where.id = device == cudaCpuDeviceId ? 0 : device;
  return cudaMemAdvise(ptr, bytes, advice, where);
}
#endif
#endif
