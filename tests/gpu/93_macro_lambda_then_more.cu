// A macro whose expansion starts with an extended lambda and goes on past
// it, as Ginkgo's GKO_KERNEL_REDUCE_SUM(T) writes a reduction's operator
// and its identity: `reduce(REDUCE(T), v, n, out)` passes both.  The
// lowering keeps the identity after the wrapper's construction.
#include <cstdio>
#include "check.h"

#define REDUCE_SUM(T) \
  [] __device__ (T a, T b) { return a + b; }, \
  T {}
#define REDUCE_MAX(T) [] __device__ (T a, T b) { return a > b ? a : b; }, T { -1000 }

template <typename Op, typename T>
__global__ void reduce_kernel(Op op, T identity, const T *v, int n, T *out) {
  T acc = identity;
  for (int i = 0; i < n; i++)
    acc = op(acc, v[i]);
  *out = acc;
}

template <typename Op, typename T>
T reduce(Op op, T identity, const T *v, int n, T *out) {
  reduce_kernel<<<1, 1>>>(op, identity, v, n, out);
  CHECK(cudaDeviceSynchronize());
  return *out;
}

template <typename T> void report(const T *v, int n, T *out) {
  T s = reduce(REDUCE_SUM(T), v, n, out);
  T m = reduce(REDUCE_MAX(T), v, n, out);
  printf("sum %g max %g\n", (double)s, (double)m);
}

int main() {
  const int n = 10;
  int *vi, *oi;
  double *vd, *od;
  CHECK(cudaMallocManaged(&vi, n * sizeof(int)));
  CHECK(cudaMallocManaged(&vd, n * sizeof(double)));
  CHECK(cudaMallocManaged(&oi, sizeof(int)));
  CHECK(cudaMallocManaged(&od, sizeof(double)));
  for (int i = 0; i < n; i++) {
    vi[i] = (i * 7) % 10 - 3;
    vd[i] = 0.5 * i;
  }
  report(vi, n, oi);
  report(vd, n, od);
  CHECK(cudaFree(vi));
  CHECK(cudaFree(vd));
  CHECK(cudaFree(oi));
  CHECK(cudaFree(od));
  return 0;
}
