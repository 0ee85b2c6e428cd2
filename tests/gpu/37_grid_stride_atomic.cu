// 37_grid_stride_atomic: a grid-stride loop over 2^20 elements, with many
// blocks, whose body is an extended __device__ lambda that accumulates
// into captured device pointers with atomicAdd (an integer sum, a count
// and a maximum, so the result does not depend on thread order).
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void grid_stride(int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    f(i);
}

int main() {
  const int n = 1 << 20;
  unsigned long long *sum = nullptr;
  int *count = nullptr, *maxv = nullptr;
  CHECK(cudaMalloc(&sum, sizeof *sum));
  CHECK(cudaMalloc(&count, sizeof *count));
  CHECK(cudaMalloc(&maxv, sizeof *maxv));
  CHECK(cudaMemset(sum, 0, sizeof *sum));
  CHECK(cudaMemset(count, 0, sizeof *count));
  CHECK(cudaMemset(maxv, 0, sizeof *maxv));
  int mod = 1000;
  auto body = [=] __device__(int i) {
    int v = (i * 7) % mod;
    atomicAdd(sum, (unsigned long long)v);
    if (v == 0)
      atomicAdd(count, 1);
    atomicMax(maxv, v);
  };
  grid_stride<<<120, 256>>>(n, body);
  CHECK(cudaGetLastError());
  unsigned long long hs = 0;
  int hc = 0, hm = 0;
  CHECK(cudaMemcpy(&hs, sum, sizeof hs, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&hc, count, sizeof hc, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&hm, maxv, sizeof hm, cudaMemcpyDeviceToHost));
  std::printf("sum = %llu\ncount of zeros = %d\nmax = %d\n", hs, hc, hm);
  CHECK(cudaFree(sum));
  CHECK(cudaFree(count));
  CHECK(cudaFree(maxv));
  return 0;
}
