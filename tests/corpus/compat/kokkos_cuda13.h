// Force-included (-include) when the corpus builds kokkos/kokkos, on both
// sides: CUDA 13 gave cudaGraphAddDependencies an edge-data parameter and
// cudaMemPrefetchAsync a cudaMemLocation and flags; Kokkos at the pinned
// commit (Kokkos_Cuda_Instance.hpp) still calls the CUDA 12 forms.  These
// overloads take the old arguments and call the new functions.
#pragma once
#include <cuda_runtime_api.h>
#if defined(CUDART_VERSION) && CUDART_VERSION >= 13000
inline cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                            const cudaGraphNode_t *to, size_t count) {
  return ::cudaGraphAddDependencies(graph, from, to, static_cast<const cudaGraphEdgeData *>(nullptr),
                                    count);
}
inline cudaError_t cudaMemPrefetchAsync(const void *ptr, size_t bytes, int device,
                                        cudaStream_t stream) {
  cudaMemLocation where{};
  where.type = device == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  where.id = device == cudaCpuDeviceId ? 0 : device;
  return ::cudaMemPrefetchAsync(ptr, bytes, where, 0u, stream);
}
#endif
