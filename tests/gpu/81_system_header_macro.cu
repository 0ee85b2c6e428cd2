// gpu-check: nvcc: -isystem tests/gpu/sysinc
// Lambdas made by a library's macros, the library found through -isystem
// (as CMake passes an installed package's include folder): the whole
// introducer and annotation come from a system header.
#include <cstdio>
#include <lib_lambda.h>
#include "check.h"

template <class F> __global__ void each(F f, int *out, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

int main() {
  int *out;
  CHECK(cudaMallocManaged(&out, 4 * sizeof(int)));
  int base = 10;
  each<<<1, 4>>>(LIB_DEVICE_LAMBDA (int i) { return base + i * i; }, out, 4);
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < 4; i++)
    printf("device %d\n", out[i]);
  auto scale = LIB_HD_LAMBDA (int x) { return x * base; };
  printf("host %d\n", scale(3));
  each<<<1, 2>>>(scale, out, 2);
  CHECK(cudaDeviceSynchronize());
  printf("device %d %d\n", out[0], out[1]);
  CHECK(cudaFree(out));
  return 0;
}
