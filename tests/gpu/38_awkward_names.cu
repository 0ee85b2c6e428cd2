// 38_awkward_names: captures and parameters whose names a lowering could
// clash with: variables named like members or helpers a wrapper might
// generate (self, fn, impl, cap0, tag, operator_call_result), a capture
// named like the kernel's own parameter, parameters shadowing outer
// variables, and a variable with a reserved-looking name (_Count).
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
  int self = 1, fn = 2, impl = 3, cap0 = 4, tag = 5, operator_call_result = 6;
  int f = 7, out = 8, n = 4, _Count = 9;
  int i = 1000;  // shadowed by the lambda's parameter
  auto lambda = [=] __device__(int i) {
    return i * 100 + self + fn + impl + cap0 + tag + operator_call_result + f + out + n + _Count;
  };
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  tabulate<<<1, 32>>>(n, d, lambda);
  CHECK(cudaGetLastError());
  int h[4];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("lambda: %d %d %d %d (outer i = %d)\n", h[0], h[1], h[2], h[3], i);

  auto hd = [self, fn] __host__ __device__(int self_arg) { return self_arg * 10 + self + fn; };
  tabulate<<<1, 32>>>(n, d, hd);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("hd: %d %d %d %d, host hd(9) = %d\n", h[0], h[1], h[2], h[3], hd(9));
  CHECK(cudaFree(d));
  return 0;
}
