// gpu-check: cudalift: -Wno-error=R13
// 70_r13_lambdas_one_pass_sees: extended lambdas that only one pass sees
// (guide 5.3.7.4 rule 13), before lambdas both passes see.  nvcc pairs the
// passes' lambdas by their ordinal in the function, so each launch below
// runs another lambda's device code, or none ("invalid device function");
// see 70_r13_lambdas_one_pass_sees.expected-nvcc.  cudalift names each
// lambda by its place in the source: every launch runs the body written
// at it.  cudalift reports R13 (an error; a warning with -Wno-error=R13).
#include <cstdio>

#include "launch_result.h"
#include <nv/target>

template <typename F> __global__ void kernel(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// The guide's example: two lambdas only the device pass sees, then one
// both passes see.
void guide_example() {
#if defined(__CUDA_ARCH__)
  auto lambda1 = [] __device__ (int i) { return 0 + i; };
  auto lambda2 = [] __host__ __device__ (int i) { return 10 + i; };
  (void)lambda1;
  (void)lambda2;
#endif
  auto lambda3 = [] __device__ (int i) { return 4 + i; };
  kernel<<<1, 3>>>(lambda3, out);
  show("guide example, lambda3 (4 + i)");
}

// A check a macro adds on the host only, before two lambdas both passes
// see (same layout: one int each).
#ifndef __CUDA_ARCH__
#define HOST_CHECK(v)                                                \
  do {                                                               \
    auto check = [=] __device__ (int x) { return x == (v); };        \
    (void)check;                                                     \
  } while (0)
#else
#define HOST_CHECK(v) do { } while (0)
#endif

void host_check_macro(int a, int k) {
  HOST_CHECK(a);
  auto add = [=] __device__ (int i) { return i + a; };
  auto mul = [=] __device__ (int i) { return i * k; };
  kernel<<<1, 3>>>(add, out);
  show("host-only check, add (i + 100)");
  kernel<<<1, 3>>>(mul, out);
  show("host-only check, mul (i * 7)");
}

// NV_IF_TARGET: a lambda in the device branch only.
void nv_if_target(int base) {
  NV_IF_TARGET(NV_IS_DEVICE, (auto trace = [=] __device__ (int i) { return -base - i; };
                              (void)trace;))
  auto offset = [=] __device__ (int i) { return base + 2 * i; };
  kernel<<<1, 3>>>(offset, out);
  show("NV_IF_TARGET, offset (50 + 2i)");
}

int main() {
  cudaMallocManaged(&out, 3 * sizeof(int));
  out[0] = out[1] = out[2] = -1;
  guide_example();
  host_check_macro(100, 7);
  nv_if_target(50);
  cudaFree(out);
  return 0;
}
