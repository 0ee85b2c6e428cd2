// gpu-check: low-only; cudalift: --relaxed
// 72_r15_capture_one_pass_only: extended lambdas that capture a variable
// in one pass only (guide 5.3.7.4 rule 15).  nvcc refuses this file: its
// host code asserts "nvcc internal error: unexpected number of captures!".
// cudalift's wrapper holds the captures of both passes, so the file builds
// and runs as written; cudalift reports R15 (an error; a warning under
// --relaxed, which this program uses, or -Wno-error=R15).  No reference
// build; the expected output is worked out by hand.
#include <cstdio>

#include "launch_result.h"

template <typename F> __global__ void kernel(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// `extra` is captured only when __CUDA_ARCH__ is defined.
void device_extra(int base, int extra) {
  auto f = [=] __device__ (int i) {
#ifdef __CUDA_ARCH__
    return base + extra * i;
#else
    return base;
#endif
  };
  kernel<<<1, 3>>>(f, out);
  show("device pass captures more (10 + 6i)");
}

// `host_only` is captured only when it is undefined; a __host__ __device__
// lambda, called on the host too.
void host_extra(int base, int host_only) {
  auto f = [=] __host__ __device__ (int i) {
#ifdef __CUDA_ARCH__
    return base * i;
#else
    return base * i + host_only;
#endif
  };
  kernel<<<1, 3>>>(f, out);
  show("host pass captures more, device (3i)");
  std::printf("host pass captures more, host (3i + 40): %d %d %d\n", f(0), f(1), f(2));
}

int main() {
  cudaMallocManaged(&out, 3 * sizeof(int));
  device_extra(10, 6);
  host_extra(3, 40);
  cudaFree(out);
  return 0;
}
