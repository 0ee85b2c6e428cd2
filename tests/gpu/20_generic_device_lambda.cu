// 20_generic_device_lambda: generic extended __device__ lambdas (auto
// parameters; __host__ __device__ ones may not be generic): one called
// with int and double in the same kernel, one with two auto parameters
// and a capture, one with an auto... pack and a fold expression.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F, typename G, typename H>
__global__ void use(double *out, F twice, G add, H sum_all) {
  out[0] = twice(21);
  out[1] = twice(1.25);
  out[2] = add(1, 2.5);
  out[3] = add(2.5f, 2.5f);
  out[4] = sum_all(1, 2, 3, 4.5);
  out[5] = sum_all();
  out[6] = sizeof(twice('a'));
}

int main() {
  int k = 100;
  auto twice = [] __device__(auto x) { return x * 2; };
  auto add = [=] __device__(auto a, auto b) { return a + b + k; };
  auto sum_all = [] __device__(auto... xs) { return (0.0 + ... + xs); };
  double *d = nullptr;
  CHECK(cudaMalloc(&d, 7 * sizeof(double)));
  use<<<1, 1>>>(d, twice, add, sum_all);
  CHECK(cudaGetLastError());
  double h[7];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("twice(21) = %g, twice(1.25) = %g\n", h[0], h[1]);
  std::printf("add(1, 2.5) = %g, add(2.5f, 2.5f) = %g\n", h[2], h[3]);
  std::printf("sum_all(1, 2, 3, 4.5) = %g, sum_all() = %g\n", h[4], h[5]);
  std::printf("sizeof(twice('a')) = %g\n", h[6]);
  CHECK(cudaFree(d));
  return 0;
}
