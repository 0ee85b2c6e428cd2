// 41_cuda_arch_in_body: a __host__ __device__ lambda whose body, not its
// captures, depends on __CUDA_ARCH__ (allowed by the guide): the host and
// device passes compile different statements, so the two sides return
// different values; the capture list is the same in both passes.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void tabulate(int n, int *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

int main() {
  int base = 10;
  auto where = [=] __host__ __device__(int i) {
#ifdef __CUDA_ARCH__
#if __CUDA_ARCH__ >= 900
    return base + i + 9000;
#else
    return base + i + 1000;
#endif
#else
    return base + i;
#endif
  };
  const int n = 3;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  tabulate<<<1, 32>>>(n, d, where);
  CHECK(cudaGetLastError());
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("device: %d %d %d\n", h[0], h[1], h[2]);
  std::printf("host: %d %d %d\n", where(0), where(1), where(2));
  CHECK(cudaFree(d));
  return 0;
}
