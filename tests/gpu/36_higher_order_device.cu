// 36_higher_order_device: closures of extended lambdas passed as arguments
// inside device code: a __device__ function template applying a lambda
// twice, a generic __device__ lambda that takes another lambda, and a
// kernel that picks between two lambdas at run time.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__device__ int apply_twice(F f, int x) { return f(f(x)); }

template <typename Pick, typename A, typename B>
__global__ void run(int n, int *out, Pick pick, A a, B b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = pick(i) ? apply_twice(a, i) : apply_twice(b, i);
}

template <typename H, typename F>
__global__ void run_generic(int n, int *out, H higher, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = higher(f, i);
}

int main() {
  const int n = 6;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  int h[n];
  int k = 3;
  auto is_even = [] __device__(int i) { return i % 2 == 0; };
  auto add_k = [=] __device__(int x) { return x + k; };
  auto mul_k = [=] __host__ __device__(int x) { return x * k; };
  run<<<1, 32>>>(n, d, is_even, add_k, mul_k);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("run: %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5]);

  auto higher = [] __device__(auto g, int i) { return g(i) * 10 + g(i + 1); };
  run_generic<<<1, 32>>>(n, d, higher, add_k);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("higher: %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5]);
  CHECK(cudaFree(d));
  return 0;
}
