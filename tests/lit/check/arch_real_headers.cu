// nvcc 13.0: accepted (silent: cudalift reports R15 as an error and K1 as a warning)
// K1 and R15 with the real CUDA headers (no -nocudainc): the device pass
// uses clang's CUDA wrapper too.  The launch of kernel<closure> gets device
// code from cudalift's lowering (no K1); count<4> cannot (K1).
// RUN: %expect-exit 1 %cudalift --check %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
#include <cstdio>
#include <cuda_runtime.h>

template <typename F>
__global__ void kernel(F f) { f(threadIdx.x); }
template <int N>
__global__ void count() { printf("%d\n", N); }

int main() {
  int n = 4;
  // CHECK: arch_real_headers.cu:[[@LINE+1]]:12: error: the captures of this extended lambda depend on __CUDA_ARCH__: nothing when it is undefined, 'n' when it is defined [R15]
  auto l = [=] __device__ (unsigned i) {
#ifdef __CUDA_ARCH__
    if (i < n)
      printf("%u\n", i);
#endif
  };
#ifndef __CUDA_ARCH__
  kernel<<<1, 32>>>(l);
  // CHECK: arch_real_headers.cu:[[@LINE+1]]:3: warning: no device code for kernel 'count<4>': the device pass (__CUDA_ARCH__ defined) never instantiates it, {{.*}}; cudalift cannot add it: a template argument is not a type [K1]
  count<4><<<1, 1>>>();
  cudaDeviceSynchronize();
#endif
}
