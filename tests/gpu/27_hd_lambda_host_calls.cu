// 27_hd_lambda_host_calls: extended __host__ __device__ lambdas used by
// host code: called directly, passed to std::sort as the comparator and to
// std::transform, stored in a std::function, passed to a host function
// template; then the same lambdas run on the device and must agree.
#include <algorithm>
#include <functional>
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

template <typename F>
int host_apply_sum(F f, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += f(i);
  return s;
}

int main() {
  int m = 7;
  auto mod_m = [=] __host__ __device__(int v) { return (v * 5 + 3) % m; };
  auto by_key_desc = [=] __host__ __device__(int a, int b) {
    return mod_m(a) != mod_m(b) ? mod_m(a) > mod_m(b) : a < b;
  };

  int v[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  std::sort(v, v + 8, by_key_desc);
  std::printf("sorted by key:");
  for (int x : v)
    std::printf(" %d", x);
  std::printf("\n");

  int keys[8];
  std::transform(v, v + 8, keys, mod_m);
  std::printf("keys:");
  for (int x : keys)
    std::printf(" %d", x);
  std::printf("\n");

  std::function<int(int)> stored = mod_m;
  std::printf("std::function: %d, host_apply_sum: %d\n", stored(10), host_apply_sum(mod_m, 8));

  const int n = 8;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  tabulate<<<1, 32>>>(n, d, mod_m);
  CHECK(cudaGetLastError());
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  int agree = 0;
  for (int i = 0; i < n; i++)
    agree += h[i] == mod_m(i);
  std::printf("device agrees on %d of %d\n", agree, n);
  CHECK(cudaFree(d));
  return 0;
}
