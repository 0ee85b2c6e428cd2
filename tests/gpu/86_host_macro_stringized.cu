// gpu-check: cudalift: -Wno-error=R13
// An assertion macro defined for host code only (the device pass sees
// `((void)0)`): its lambda sits beside a stringized argument, `#cond`, and
// a name pasted with `##`.  The lowering expands the macro use for the host
// pass, so it must stringize and paste as the preprocessor does.  R13 (the
// lambda exists for one pass only) is a warning here; nvcc's own build
// pairs the passes' lambdas by their order, cudalift's by their place: in
// nvcc's program the launch runs no body and the last check fails
// (86_host_macro_stringized.expected-nvcc).
#include <cstdio>
#include <cstdlib>
#include "check.h"

#ifdef __CUDA_ARCH__
#define EXPECT(name, cond) ((void)0)
#else
template <class P> bool expect_that(P p, const char *what, const char *text) {
  bool ok = p();
  printf("%s: %s: %s\n", what, text, ok ? "holds" : "fails");
  return ok;
}
#define EXPECT(name, cond) \
  expect_that([=] __host__ __device__ () { return (bool)(cond); }, #name, #cond "  (" #name "_" "checked)")
#define NAMED(a, b) a##b
#endif

template <class F> __global__ void each(F f, int n) {
  int i = threadIdx.x;
  if (i < n) f(i);
}

void scale(int *out, int n, int k) {
  EXPECT(size, n > 0 && n <= 32);
  EXPECT(text, sizeof("a \"q\" b") == 8 && '\'' == 39);
  each<<<1, 32>>>([=] __device__ (int i) { out[i] = k * i; }, n);
  CHECK(cudaDeviceSynchronize());
#ifndef __CUDA_ARCH__
  int NAMED(tot, al) = out[1] + out[3];
  EXPECT(sum, total == 4 * k);
#endif
}

int main() {
  int *d;
  CHECK(cudaMallocManaged(&d, 4 * sizeof(int)));
  scale(d, 4, 3);
  printf("%d %d\n", d[1], d[3]);
  CHECK(cudaFree(d));
  return 0;
}
