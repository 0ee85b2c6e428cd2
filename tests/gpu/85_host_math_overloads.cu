// Host code calls the global max/min overloads, umax and llmin that nvcc's
// CUDA headers declare __host__ __device__ (clang's declare them for the
// device alone), next to extended lambdas that use the results.
#include <cstdio>
#include "check.h"

template <class F> __global__ void run(F f) { f(); }

int main() {
  double a = 2.0, b = 1e-12;
  double m = max(a * 2 - 1, b);
  float f = min(1.5f, 2.5f);
  unsigned long ul = max(5L, 6UL);
  unsigned u = umax(7u, 8u);
  long long ll = llmin(9LL, -10LL);
  double *d;
  CHECK(cudaMallocManaged(&d, 2 * sizeof(double)));
  run<<<1, 1>>>([=] __device__ () { d[0] = max(m, 1.0) + f; d[1] = (double)(ul + u + ll); });
  CHECK(cudaDeviceSynchronize());
  printf("%.2f %.2f %.1f\n", m, d[0], d[1]);
  CHECK(cudaFree(d));
  return 0;
}
