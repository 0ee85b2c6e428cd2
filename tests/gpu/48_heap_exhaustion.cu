// 48_heap_exhaustion: guide 5.3.6.4, the heap's default size (8 MiB) and
// what a device allocation that does not fit does: return NULL, silently.
// Four threads each malloc 16 MiB, thread 0 also asks new for 4 GiB and
// __nv_aligned_device_malloc for 32 MiB: all NULL; a 1 KiB
// cuda::std::calloc fits and is zeroed.  Lowered without
// --device-malloc-check: stderr stays empty (49 is the same program with
// the check).
#include <cstdio>
#include <cstdlib>

#include <cuda/std/cstdlib>
#include <cuda_runtime.h>

#include "check.h"

__device__ int failed_big, failed_new, failed_aligned, small_zeroed;

__device__ int *many_ints() {
  return new int[1 << 30];  // 4 GiB: more than any heap
}

template <typename F>
__global__ void each_thread(F f) { f(threadIdx.x); }

int main() {
  size_t heap = 0;
  CHECK(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize));
  std::printf("heap: %zu bytes\n", heap);
  each_thread<<<1, 4>>>([=] __device__(int t) {
    void *p = malloc(16u << 20);  // 16 MiB: twice the heap
    if (p == NULL)
      atomicAdd(&failed_big, 1);
    else
      free(p);
    if (t != 0)
      return;
    int *q = many_ints();
    if (q == NULL)
      atomicAdd(&failed_new, 1);
    else
      delete[] q;
    int *r = (int *)cuda::std::calloc(256, 4);  // 1 KiB
    if (r != NULL) {
      small_zeroed = r[0] == 0 && r[255] == 0;
      free(r);
    }
    void *s = __nv_aligned_device_malloc(32u << 20, 256);
    if (s == NULL)
      atomicAdd(&failed_aligned, 1);
    else
      free(s);
  });
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  int big, nw, aligned, zeroed;
  CHECK(cudaMemcpyFromSymbol(&big, failed_big, sizeof big));
  CHECK(cudaMemcpyFromSymbol(&nw, failed_new, sizeof nw));
  CHECK(cudaMemcpyFromSymbol(&aligned, failed_aligned, sizeof aligned));
  CHECK(cudaMemcpyFromSymbol(&zeroed, small_zeroed, sizeof zeroed));
  std::printf("16 MiB mallocs that returned NULL: %d of 4\n", big);
  std::printf("new int[1 << 30]: %s\n", nw ? "NULL" : "allocated");
  std::printf("cuda::std::calloc(256, 4): %s\n", zeroed ? "zeroed" : "not zeroed or NULL");
  std::printf("__nv_aligned_device_malloc(32 MiB, 256): %s\n", aligned ? "NULL" : "allocated");
  return 0;
}
