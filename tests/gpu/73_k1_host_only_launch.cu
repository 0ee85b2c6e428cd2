// gpu-check: cudalift: -Wno-error=R13
// 73_k1_host_only_launch: kernel templates launched with a __device__
// lambda only where __CUDA_ARCH__ is undefined (the guide's "__CUDA_ARCH__:
// __global__ function templates" rule, K1).  The device pass never
// instantiates those kernels, so nvcc's build has no device code for them
// and each launch fails with "invalid device function" (see
// 73_k1_host_only_launch.expected-nvcc).  cudalift adds, for the device
// pass only, a function that names each kernel specialization next to the
// lambda's wrapper, so its build runs them.  The lambda in `fill` exists
// only when __CUDA_ARCH__ is undefined, which rule 13 forbids: cudalift
// reports R13 (an error; a warning with -Wno-error=R13, used here).
#include <cstdio>

#include "launch_result.h"

namespace work {
template <typename F> __global__ void kernel(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
}

// A __host__ __device__ function whose host branch makes the lambda and
// launches it (the device branch has nothing to launch).
__host__ __device__ void fill(int *dst, int scale) {
#ifndef __CUDA_ARCH__
  auto l = [=] __device__ (int i) { return scale * i + 1; };
  work::kernel<<<1, 3>>>(l, dst);
#else
  (void)dst;
  (void)scale;
#endif
}

// A host function: the lambda both passes see, the launch the host only.
void host_launch(int base) {
  auto l = [=] __device__ (int i) { return base - i; };
#if !defined(__CUDA_ARCH__)
  work::kernel<<<1, 3>>>(l, out);
#endif
}

int main() {
  cudaMallocManaged(&out, 3 * sizeof(int));
  out[0] = out[1] = out[2] = -1;
  cudaGetLastError();
  fill(out, 10);
  show("__host__ __device__ function (10i + 1)");
  host_launch(50);
  show("host function (50 - i)");
  cudaFree(out);
  return 0;
}
