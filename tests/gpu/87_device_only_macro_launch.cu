// gpu-check: low-only; cudalift: -Wno-error=R13
// A macro whose definition under __CUDA_ARCH__ launches an extended lambda
// and whose host definition is a plain call (cudaMemset): the lambda exists
// for the device pass only, yet it is launched from a host function, so
// nvcc gives its kernel a host stub that names the lowered closure type:
// the wrapper is defined for both passes.  A second launch follows.
// nvcc 13.0 --extended-lambda does not build this file: it numbers the
// passes' lambdas by their order, so the device-only lambda (one capture)
// meets the second one (two captures) in the host stub, "nvcc internal
// error: unexpected number of captures" (rule 13); hence low-only.
#include <cstdio>
#include "check.h"

template <class F> __global__ void each(F f, int n) {
  int i = threadIdx.x;
  if (i < n) f(i);
}
#ifdef __CUDA_ARCH__
#define CLEAR(p, n) each<<<1, 32>>>([=] __device__ (int i) { (p)[i] = 0; }, (n))
#else
#define CLEAR(p, n) cudaMemset((p), 0, (n) * sizeof(*(p)))
#endif

void fill(int *out, int n, int base) {
  CLEAR(out, n);
  CHECK(cudaDeviceSynchronize());
  printf("cleared: %d %d\n", out[0], out[n - 1]);
  each<<<1, 32>>>([=] __device__ (int i) { out[i] = base + i; }, n);
  CHECK(cudaDeviceSynchronize());
}

int main() {
  int *d;
  CHECK(cudaMallocManaged(&d, 4 * sizeof(int)));
  for (int i = 0; i < 4; i++) d[i] = -1;
  fill(d, 4, 100);
  printf("%d %d\n", d[0], d[3]);
  CHECK(cudaFree(d));
  return 0;
}
