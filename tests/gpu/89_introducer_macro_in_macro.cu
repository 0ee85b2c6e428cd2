// An object-like macro writes the lambda's introducer (`[=] __host__
// __device__`), and a function-like loop macro holds the whole lambda with
// it, as hypre's and XGBoost's launch macros do: the lowering expands both
// and runs the body each thread writes.
#include <cstdio>
#include "check.h"

#define HD_LAMBDA [=] __host__ __device__
template <typename F> __global__ void kernel(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}
template <typename F> void forall(int n, F f) { kernel<<<(n + 127) / 128, 128>>>(n, f); }
#define LOOP(n, i, ...) forall(n, HD_LAMBDA(int i) { __VA_ARGS__ });

void axpy(int n, double a, const double *x, double *y) {
  LOOP(n, i, y[i] += a * x[i];)
  forall(n, HD_LAMBDA(int i) { y[i] *= 2; });
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
  CHECK(cudaDeviceSynchronize());
  printf("%.1f %.1f %.1f\n", y[0], y[1], y[299]);
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  return 0;
}
