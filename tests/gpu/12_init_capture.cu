// 12_init_capture: init-captures of an extended __device__ lambda: from an
// expression, from a host function's result, a renamed pointer, a struct
// built in place, and init-captures mixed with the [=] default.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

struct Pair {
  int first, second;
};

static int host_base() { return 40; }

template <typename F>
__global__ void tabulate(int n, int *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

template <typename F>
__global__ void run_one(F f) { f(); }

int main() {
  const int n = 5;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  int h[n];

  int m = 3;
  auto f1 = [k = 2 * m, base = host_base()] __device__(int i) { return base + k * i; };
  tabulate<<<1, 32>>>(n, d, f1);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("f1: %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);

  auto f2 = [=, p = Pair{m, m * m}, scale = 10] __device__(int i) { return (p.first + p.second) * scale + i - m; };
  tabulate<<<1, 32>>>(n, d, f2);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("f2: %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);

  auto f3 = [out = d, count = n] __device__() {
    for (int i = 0; i < count; i++)
      out[i] = count - i;
  };
  run_one<<<1, 1>>>(f3);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("f3: %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
  CHECK(cudaFree(d));
  return 0;
}
