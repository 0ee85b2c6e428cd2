// 18_trailing_return_type: trailing return types on extended lambdas.
// `-> double` turns an int result into a double (7 / 2 is still 3); a
// __device__ lambda with a trailing return type has a preserved return
// type, so the host may ask for it with decltype; `-> long long` avoids
// overflow; `-> auto` on a __host__ __device__ lambda.
#include <type_traits>
#include <utility>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void eval(int x, double *out, F f) { *out = double(f(x)); }

template <typename F>
double on_device(F f, int x) {
  double *d = nullptr;
  CHECK(cudaMalloc(&d, sizeof(double)));
  eval<<<1, 1>>>(x, d, f);
  CHECK(cudaGetLastError());
  double h = 0;
  CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
  return h;
}

int main() {
  int big = 100000;
  auto half = [] __device__(int x) -> double { return x / 2; };
  auto wide = [big] __device__(int x) -> long long { return (long long)big * big + x; };
  auto ratio = [] __host__ __device__(int x) -> float { return x / 4.0f; };
  auto same = [] __host__ __device__(int x) -> auto { return x * 3; };

  using half_t = decltype(std::declval<decltype(half)>()(0));
  using wide_t = decltype(std::declval<decltype(wide)>()(0));
  std::printf("half returns double on the host: %d\n", int(std::is_same<half_t, double>::value));
  std::printf("wide returns %zu bytes\n", sizeof(wide_t));
  std::printf("half(7) = %.1f\n", on_device(half, 7));
  std::printf("wide(5) = %.0f\n", on_device(wide, 5));
  std::printf("ratio(6) = device %.2f, host %.2f\n", on_device(ratio, 6), ratio(6));
  std::printf("same(5) = device %.0f, host %d\n", on_device(same, 5), same(5));
  return 0;
}
