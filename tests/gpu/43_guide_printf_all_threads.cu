// 43_guide_printf_all_threads: guide 5.3.6.2 (formatted output), its first
// example: every thread of one 5-thread block prints (one warp, so the
// lines come in thread order), then the same from an extended __device__
// lambda.  The lowered file gets the device runtime (it calls printf):
// the output must not change.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

__global__ void helloCUDA(float f) {
  printf("Hello thread %d, f=%f\n", threadIdx.x, f);
}

template <typename F>
__global__ void each_thread(F f) { f(threadIdx.x); }

int main() {
  helloCUDA<<<1, 5>>>(1.2345f);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  int n = 3;
  each_thread<<<1, 3>>>([=] __device__(int i) { printf("lambda thread %d of %d\n", i, n); });
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  return 0;
}
