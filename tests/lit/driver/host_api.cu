// Every function nvcc's CUDA headers declare for host code can be called
// from host code in cudalift's parse of the real headers too: the global
// max/min overloads, umax, llmin, the SIMD intrinsics' host versions, and
// what the C headers nvcc always includes declare (isnan, clock).
// tools/host-api-diff compares the two (its KNOWN list gives the reason for
// each accepted difference), for three language standards.
// RUN: python3 %S/../../../tools/host-api-diff --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --std c++17 | FileCheck %s
// RUN: python3 %S/../../../tools/host-api-diff --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --std c++14 | FileCheck %s
// RUN: python3 %S/../../../tools/host-api-diff --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --std c++20 | FileCheck %s
// CHECK: host-api-diff: {{[0-9][0-9][0-9]+}} host functions of nvcc's headers, {{[0-9]+}} not callable from host code in cudalift's parse, 0 of them unexplained
//
// The same calls in a program: nvcc 13.0 --extended-lambda compiles it;
// --check accepts it, and the drop-in's lowering compiles with plain nvcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: %cudalift --check -std=c++17 -arch=sm_90 %s
// RUN: %cudalift --emit-lowered=%t/low.cu -std=c++17 -arch=sm_90 %s
// RUN: %nvcc-verdict -c %t/low.cu -o %t/low.o
#include <cstdio>
template <class F> __global__ void k(F f) { f(); }
int main() {
  double a = 2.0, b = 1e-12;
  double m = max(a * 2 - 1, b) + min(1.5f, 2.0);
  long lo = min(3L, 4L);
  unsigned long ul = max(5L, 6UL);
  unsigned u = umax(7u, 8u) + __vimax3_u32(1u, 2u, 3u);
  long long ll = llmin(9LL, 10LL);
  bool nan = isnan(m);
  clock_t t = clock();
  (void)t;
  k<<<1, 1>>>([=] __device__ () { printf("%f %ld %lu %u %lld %d\n", m, lo, ul, u, ll, nan); });
  cudaDeviceSynchronize();
}
