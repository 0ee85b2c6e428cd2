// One macro use that writes two extended lambdas: a reduction's operator
// and finalizer followed by its identity (as Ginkgo's
// GKO_KERNEL_REDUCE_SUM(T) does), and a launch of two lambdas that
// capture the macro's arguments.  The lowering replaces each use once,
// both lambdas turned into their wrappers.
#include <cstdio>
#include "check.h"

#define KERNEL __device__
#define REDUCE_SUM(T) \
  [] KERNEL(auto a, auto b) { return a + b; }, [] KERNEL(auto a) { return a * 2; }, T {}
#define REDUCE_MAX(T)                                   \
  [] KERNEL(auto a, auto b) { return a > b ? a : b; }, \
      [] KERNEL(auto a) { return a; }, T { -100 }
#define TWO_STEP(p, s) \
  pair<<<1, 4>>>([=] __device__(int i) { (p)[i] = i + 1; }, [=] __device__(int i) { (p)[i] *= (s); })

template <class Op, class Fin, class T>
__global__ void red(Op op, Fin fin, T identity, const T *v, int n, T *out) {
  T acc = identity;
  for (int i = 0; i < n; i++)
    acc = op(acc, v[i]);
  *out = fin(acc);
}
template <class Op, class Fin, class T>
T reduce(Op op, Fin fin, T identity, const T *v, int n, T *out) {
  red<<<1, 1>>>(op, fin, identity, v, n, out);
  CHECK(cudaDeviceSynchronize());
  return *out;
}
template <class F, class G> __global__ void pair(F f, G g) {
  f((int)threadIdx.x);
  __syncthreads();
  g((int)threadIdx.x);
}

template <class T> void report(const T *v, int n, T *out) {
  T s = reduce(REDUCE_SUM(T), v, n, out);
  T m = reduce(REDUCE_MAX(T), v, n, out);
  printf("twice the sum %g, max %g\n", (double)s, (double)m);
}

void fill(int *d, int s) {
  TWO_STEP(d, s);
  CHECK(cudaDeviceSynchronize());
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
    vi[i] = (i * 3) % 7 - 2;
    vd[i] = 0.25 * i;
  }
  report(vi, n, oi);
  report(vd, n, od);
  int *d;
  CHECK(cudaMallocManaged(&d, 4 * sizeof(int)));
  fill(d, 7);
  printf("fill %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  CHECK(cudaFree(vi));
  CHECK(cudaFree(vd));
  CHECK(cudaFree(oi));
  CHECK(cudaFree(od));
  CHECK(cudaFree(d));
  return 0;
}
