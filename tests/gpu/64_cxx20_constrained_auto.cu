// gpu-check: std: c++20
// 64_cxx20_constrained_auto: C++20 __device__ lambdas whose parameters are
// constrained placeholders (`std::integral auto`, `const
// std::floating_point auto &`, a constrained pack), and a designated
// initializer captured by copy.  The lowering makes each constraint a
// constrained template parameter of the wrapper's operator().
#include <concepts>
#include <cstdio>

#include <cuda_runtime.h>

#include "check.h"

struct Scale { int mul, add; };

template <typename F>
__global__ void each(F f, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i, 0.5f);
}

template <typename F>
void show(const char *name, F f) {
  const int n = 5;
  float *out = nullptr, host[n];
  CHECK(cudaMalloc(&out, n * sizeof(float)));
  each<<<1, 32>>>(f, out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(out));
  std::printf("%s:", name);
  for (int i = 0; i < n; i++)
    std::printf(" %g", host[i]);
  std::printf("\n");
}

int main() {
  Scale s{.mul = 3, .add = 1};
  int base = 10;
  show("integral", [=] __device__ (std::integral auto i, const std::floating_point auto &x) {
    return float(i * s.mul + s.add) + x;
  });
  show("pack", [=] __device__ (std::integral auto i, std::same_as<float> auto... rest) {
    return float(base + i) * float(sizeof...(rest) + 1);
  });
  show("plain", [=] __device__ (const auto i, auto x) { return x * float(i) - base; });
  return 0;
}
