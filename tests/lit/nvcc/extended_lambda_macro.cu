// nvcc defines __CUDACC_EXTENDED_LAMBDA__ under --extended-lambda; code
// that tests it (an #error without it, a fallback without it) gets it
// through cudalift too, though nvcc then runs without the flag: the
// lowered file defines it first.  A file that never names it stays byte
// for byte (lower/passthrough.cu).
// RUN: %nvcc --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift -std=c++17 -arch=sm_90 --extended-lambda -c %s -o %t.o
// RUN: %cudalift --emit-lowered=%t.cu %s
// RUN: FileCheck %s < %t.cu
// CHECK: #ifndef __CUDACC_EXTENDED_LAMBDA__
// CHECK-NEXT: #define __CUDACC_EXTENDED_LAMBDA__ 1
// CHECK-NEXT: #endif
// CHECK: auto f = (__cudalift_L_
#if !defined(__CUDACC_EXTENDED_LAMBDA__)
#error "needs extended lambdas"
#endif

template <class F> __global__ void run(F f, int *out) { *out = f(); }
struct Fallback { __device__ int operator()() const { return 2; } };

void launch(int *out) {
#ifdef __CUDACC_EXTENDED_LAMBDA__
  auto f = [] __device__ { return 1; };
#else
  Fallback f;
#endif
  run<<<1, 1>>>(f, out);
}
