// gpu-check: cudalift: -Wno-error=R15
// 71_r15_captures_differ_by_pass: one extended lambda whose captures
// depend on __CUDA_ARCH__ (guide 5.3.7.4 rule 15).  nvcc gives its closure
// one layout per pass, so the kernel reads the host's members in the wrong
// places (see 71_r15_captures_differ_by_pass.expected-nvcc).  cudalift's
// wrapper is one class for both passes (the host's captures, then the
// device's), so the kernel reads what the host stored.  cudalift reports
// R15 (an error; a warning with -Wno-error=R15).
#include <cstdio>

#include "launch_result.h"

template <typename F> __global__ void kernel(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// The same variables, first used in another order in each pass: the host
// closure holds (a, b), nvcc's device closure (b, a).
void swapped_order(int a, int b) {
  auto f = [=] __device__ (int i) {
#ifdef __CUDA_ARCH__
    return b * 100 + a * 10 + i;
#else
    return a * 10 + b * 100 + i;
#endif
  };
  kernel<<<1, 3>>>(f, out);
  show("swapped order (b=3 a=2: 320 + i)");
}

// As many captures in each pass, of other variables: the host closure
// holds `host_scale`, the device closure `dev_scale`.
void other_variable(int host_scale, int dev_scale) {
  auto f = [=] __device__ (int i) {
#ifdef __CUDA_ARCH__
    return dev_scale * i;
#else
    return host_scale * i;
#endif
  };
  kernel<<<1, 3>>>(f, out);
  show("other variable (dev_scale=9: 9i)");
}

// A member used in the device branch only: the device closure holds
// `this`, the host closure only `bias`.
struct Shifter {
  int shift = 1000;
  void run(int bias) {
    auto f = [=] __device__ (int i) {
#ifdef __CUDA_ARCH__
      return shift + bias + i;
#else
      return bias + i;
#endif
    };
    kernel<<<1, 3>>>(f, out);
    show("this in the device branch (1000 + 5 + i)");
  }
};

int main() {
  cudaMallocManaged(&out, 3 * sizeof(int));
  swapped_order(2, 3);
  other_variable(4, 9);
  Shifter *s = nullptr;
  cudaMallocManaged(&s, sizeof *s);
  new (s) Shifter;
  s->run(5);
  cudaFree(s);
  cudaFree(out);
  return 0;
}
