// 02_hd_lambda_kernel: an extended __host__ __device__ lambda passed to a
// __global__ function template and also called on the host; the two sides
// must compute the same values.
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
  const int n = 16;
  int scale = 3, offset = 5;
  auto affine = [=] __host__ __device__(int i) { return scale * i - offset; };

  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  tabulate<<<1, 32>>>(n, d, affine);
  CHECK(cudaGetLastError());
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));

  int agree = 0, sum = 0;
  for (int i = 0; i < n; i++) {
    agree += h[i] == affine(i);
    sum += h[i];
  }
  std::printf("host affine(0) = %d, affine(15) = %d\n", affine(0), affine(15));
  std::printf("device sum = %d\n", sum);
  std::printf("host and device agree on %d of %d values\n", agree, n);
  CHECK(cudaFree(d));
  return 0;
}
