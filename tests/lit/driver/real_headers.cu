// The real CUDA 13 headers parse cleanly (clang's CUDA wrapper plus
// cudalift's shim), and lambdas are modelled as in fast mode.
// RUN: %cudalift --print-lambdas %s | FileCheck %s
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda/std/type_traits>
template <class F> __global__ void kernel(F f) { f(threadIdx.x); }
int main() {
  int base = 40;
  // CHECK: real_headers.cu:[[@LINE+1]]:20: lambda space=device extended=yes enclosing=main captures=base
  kernel<<<1, 1>>>([=] __device__ (unsigned i) { printf("%d\n", base + (int)i); });
  static_assert(cuda::std::is_integral<int>::value, "");
  cudaDeviceSynchronize();
}
// REQUIRES: cuda-libcudacxx
