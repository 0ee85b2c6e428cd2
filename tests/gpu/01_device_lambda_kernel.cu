// 01_device_lambda_kernel: an extended __device__ lambda, capturing a local
// int and nothing else, passed by value to a __global__ function template
// and called once per thread (4 blocks of 32 threads, 100 elements).
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
  const int n = 100;
  int k = 3;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));

  auto square_plus_k = [=] __device__(int i) { return i * i + k; };
  tabulate<<<4, 32>>>(n, d, square_plus_k);
  CHECK(cudaGetLastError());

  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += h[i];
  std::printf("out[0] = %d\n", h[0]);
  std::printf("out[7] = %d\n", h[7]);
  std::printf("out[99] = %d\n", h[99]);
  std::printf("sum = %ld\n", sum);
  CHECK(cudaFree(d));
  return 0;
}
