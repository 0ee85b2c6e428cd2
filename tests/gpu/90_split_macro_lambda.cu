// A lambda that one macro use opens and a later one closes, as hypre's
// BoxLoops are written: `LOOP1_BEGIN(n, i) { body } LOOP1_END(i)`.  The
// begin macro declares the loop's locals before the lambda and the index
// inside it (a `##` paste the preprocessor does in the lowered file), the
// introducer comes from an object-like macro, each name is an object-like
// alias of a function-like macro whose arguments follow in the file, and
// the body between the uses keeps its `#ifdef __CUDA_ARCH__`: the device
// branch runs.  A whole lambda written by an alias of a function-like macro
// (`FORALL(n, i, body)`) is read the same way.
#include <cstdio>
#include "check.h"

#define HD_LAMBDA [=] __host__ __device__
template <typename F> __global__ void kernel(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}
template <typename F> void forall(int n, F f) { kernel<<<(n + 127) / 128, 128>>>(n, f); }

#define LOOP_INIT(n) int loop_tot = 1; loop_tot *= (n);
#define LOOP_DECL(k, i) int base##k = 0; int i = idx + base##k;
#define LOOP1_BEGIN_CUDA(n, i)            \
  {                                       \
    LOOP_INIT(n)                          \
    forall(loop_tot, HD_LAMBDA(int idx) { \
      LOOP_DECL(1, i)
#define LOOP1_END_CUDA(i) \
    });                   \
  }
#define LOOP1_BEGIN_DEVICE LOOP1_BEGIN_CUDA
#define LOOP1_END_DEVICE LOOP1_END_CUDA
#define LOOP1_BEGIN LOOP1_BEGIN_DEVICE
#define LOOP1_END LOOP1_END_DEVICE

#define FORALL_IMPL(n, i, ...) forall(n, HD_LAMBDA(int i) { __VA_ARGS__ })
#define FORALL FORALL_IMPL

void axpy(int n, double a, const double *x, double *y) {
  LOOP1_BEGIN(n, i);
  {
#ifdef __CUDA_ARCH__
    y[i] += a * x[i];
#else
    y[i] += a * x[i] * 1000.0;
#endif
  }
  LOOP1_END(i);
}

void scale_then_shift(int n, double s, double *y) {
  LOOP1_BEGIN(n, k)
    y[k] *= s;
  LOOP1_END(k)
  FORALL(n, j, y[j] += 1;);
}

int main() {
  const int n = 300;
  double *x, *y;
  CHECK(cudaMallocManaged(&x, n * sizeof(double)));
  CHECK(cudaMallocManaged(&y, n * sizeof(double)));
  for (int i = 0; i < n; i++) {
    x[i] = i;
    y[i] = 1;
  }
  axpy(n, 0.5, x, y);
  scale_then_shift(n, 2, y);
  CHECK(cudaDeviceSynchronize());
  printf("%.1f %.1f %.1f\n", y[0], y[1], y[299]);
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  return 0;
}
