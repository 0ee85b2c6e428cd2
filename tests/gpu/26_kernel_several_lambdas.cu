// 26_kernel_several_lambdas: kernels that take several extended lambdas:
// a __device__ map, a __host__ __device__ map and a __device__ combiner of
// two arguments; the same closure type passed twice; and a struct template
// that holds two lambdas, passed as one kernel argument.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename A, typename B, typename C>
__global__ void combine(int n, int *out, A a, B b, C c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = c(a(i), b(i));
}

template <typename F, typename G>
struct Both {
  F first;
  G second;
};

template <typename F, typename G>
__global__ void apply_both(int n, int *out, Both<F, G> both) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = both.second(both.first(i));
}

int main() {
  const int n = 5;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  int h[n];
  int k = 10;

  auto plus_k = [k] __device__(int i) { return i + k; };
  auto times3 = [] __host__ __device__(int i) { return 3 * i; };
  auto sub = [] __device__(int x, int y) { return x - y; };
  combine<<<1, 32>>>(n, d, plus_k, times3, sub);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("plus_k - times3: %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);

  auto plus_k2 = plus_k;
  auto mul = [] __device__(int x, int y) { return x * y; };
  combine<<<1, 32>>>(n, d, plus_k, plus_k2, mul);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("plus_k * plus_k: %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);

  Both<decltype(times3), decltype(plus_k)> both{times3, plus_k};
  apply_both<<<1, 32>>>(n, d, both);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("plus_k(times3): %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
  CHECK(cudaFree(d));
  return 0;
}
