// 19_noexcept_lambda: noexcept extended lambdas, __device__ and
// __host__ __device__, with and without a trailing return type; device
// code checks that calling them is noexcept, and an HD one is also called
// on the host.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F, typename G>
__global__ void check(int *out, F f, G g) {
  out[0] = f(4);
  out[1] = g(4);
  out[2] = noexcept(f(4));
  out[3] = noexcept(g(4));
}

int main() {
  int k = 3;
  auto f = [k] __device__(int x) noexcept { return x * k; };
  auto g = [=] __host__ __device__(int x) noexcept -> int { return x - k; };
  int *d = nullptr;
  CHECK(cudaMalloc(&d, 4 * sizeof(int)));
  check<<<1, 1>>>(d, f, g);
  CHECK(cudaGetLastError());
  int h[4];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("f(4) = %d, g(4) = %d\n", h[0], h[1]);
  std::printf("noexcept on the device: f %d, g %d\n", h[2], h[3]);
  std::printf("g(10) on the host = %d\n", g(10));
  CHECK(cudaFree(d));
  return 0;
}
