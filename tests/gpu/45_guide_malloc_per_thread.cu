// gpu-check: cudalift: --device-malloc-check
// 45_guide_malloc_per_thread: guide 5.3.6.4, per-thread allocation: the
// host sets a 128 MiB heap, each of 5 threads mallocs 123 bytes, zeroes
// them with memset and frees them.  The guide prints the pointers; here
// the device records them and the host checks that they are distinct,
// 16-byte aligned and were zeroed.  Lowered with --device-malloc-check:
// the allocation is counted, nothing fails, so stderr stays empty.
#include <cstdio>
#include <cstdlib>
#include <cstdint>

#include <cuda_runtime.h>

#include "check.h"

__device__ char *got[5];
__device__ int zeroed[5];

__global__ void mallocTest() {
  size_t size = 123;
  char *ptr = (char *)malloc(size);
  got[threadIdx.x] = ptr;
  if (ptr == NULL)
    return;
  memset(ptr, 0, size);
  int z = 1;
  for (size_t i = 0; i < size; i++)
    z &= ptr[i] == 0;
  zeroed[threadIdx.x] = z;
  free(ptr);
}

int main() {
  CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128 * 1024 * 1024));
  mallocTest<<<1, 5>>>();
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  char *ptrs[5];
  int z[5];
  CHECK(cudaMemcpyFromSymbol(ptrs, got, sizeof ptrs));
  CHECK(cudaMemcpyFromSymbol(z, zeroed, sizeof z));
  for (int t = 0; t < 5; t++) {
    int distinct = 1;
    for (int u = 0; u < t; u++)
      distinct &= ptrs[u] != ptrs[t];
    std::printf("Thread %d got pointer: %s, 16-byte aligned: %s, distinct: %s, zeroed: %s\n", t,
                ptrs[t] ? "yes" : "NULL", (uintptr_t)ptrs[t] % 16 == 0 ? "yes" : "no",
                distinct ? "yes" : "no", z[t] ? "yes" : "no");
  }
  return 0;
}
