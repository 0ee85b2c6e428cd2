// nvcc 13.0: error (line 15) "The closure type for a lambda ("lambda []()->void", defined at g1_real_headers.cu:12) cannot be used..." (3 errors)
// Guide 5.3.7.1 with the real CUDA headers: a plain lambda launched is an
// error, the extended one beside it is not.
// RUN: %expect-exit 1 %cudalift --check %s | FileCheck %s --implicit-check-not=error:

#include <cstdio>

template <class F> __global__ void kernel(F f) { f(); }

int main() {
  auto ok = [] __device__ { printf("ok\n"); };
  auto plain = [] { };
  kernel<<<1, 1>>>(ok);
  // CHECK: g1_real_headers.cu:[[@LINE+1]]:3: error: __global__ function template 'kernel' is instantiated with the closure type of the lambda at line 12, which is not an extended lambda (no execution-space annotation) [G1]
  kernel<<<1, 1>>>(plain); // expected-error {{__global__ function template 'kernel' is instantiated with the closure type of the lambda at line 12, which is not an extended lambda (no execution-space annotation)}}
  cudaDeviceSynchronize();
}
// RUN: %cudalift --check -verify %s
