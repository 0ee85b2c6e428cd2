// A file whose code names __CUDA_ARCH__ is parsed a second time, as device
// code, only where that code could change what nvcc's two passes see: a
// lambda, a capture, a kernel launch.  Architecture tests that cannot
// (a config block of macros, an attribute macro, code in a function
// without lambdas, a type at namespace scope when no kernel template is
// named) cost no second parse.  Each CASE below needs one.
// RUN: %cudalift --check %fast --cudalift-verbose %s 2>&1 | FileCheck %s --check-prefix=SKIP
// RUN: %cudalift --check %fast --cudalift-verbose -DCASE=1 %s 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: %cudalift --check %fast --cudalift-verbose -DCASE=2 %s 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: %cudalift --check %fast --cudalift-verbose -DCASE=3 %s 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: %cudalift --check %fast --cudalift-verbose -DCASE=4 %s 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: %cudalift --check %fast --cudalift-verbose -DCASE=5 %s 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: %cudalift --check %fast --cudalift-verbose -DCASE=6 %s 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: %cudalift --check %fast --cudalift-verbose -DCASE=7 %s 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: %cudalift --check %fast --cudalift-verbose -DCASE=8 %s 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: %cudalift --check %fast --cudalift-verbose -DCASE=9 %s 2>&1 | FileCheck %s --check-prefix=PARSE
// SKIP: names __CUDA_ARCH__, no device-side parse: its code that depends on __CUDA_ARCH__ cannot change the lambdas, captures or launches the two passes see
// PARSE: names __CUDA_ARCH__: device-side parse (for the code at {{.*}}arch_code_harmless.cu:{{[0-9]+}}), libclang arguments: -x cuda --cuda-device-only

// A config block: macros per pass.
#if defined(__CUDA_ARCH__)
#define ON_DEVICE 1
#define UNROLL _Pragma("unroll")
#define FORCE_INLINE __forceinline__
#else
#define UNROLL
#define FORCE_INLINE inline
#endif

// Used in a function without lambdas: the same lambdas either way.  An
// ordinary lambda (nothing between its parameters and its body) is never
// extended, so nvcc pairs none between the passes.
__host__ __device__ FORCE_INLINE int lanes() {
#ifdef ON_DEVICE
  return [](int w) { return w; }(32);
#else
  return 1;
#endif
}

// Inside an ordinary lambda, in a function without extended lambdas (a
// library's "which side am I on" test): no lambda nvcc pairs changes.
__host__ __device__ inline bool on_device() {
  bool here = []() {
#ifdef __CUDA_ARCH__
    return true;
#else
    return false;
#endif
  }();
  return here;
}

// A type per pass at namespace scope; no kernel template is named.
#ifdef __CUDA_ARCH__
using real = float;
#else
using real = double;
#endif

// An attribute-like macro in a function with lambdas.
void host_function(float *out, int n) {
  int x = 1;
  auto l = [=] __device__(int i) {
    int s = 0;
    UNROLL
    for (int k = 0; k < 4; ++k)
      s += k * x;
    return s + i;
  };
  (void)l;
}

#if CASE == 1
// Code in a function with a lambda.
void case1() {
  int x = 1;
#ifdef __CUDA_ARCH__
  x = 2;
#endif
  auto l = [=] __device__ { return x; };
}
#elif CASE == 2
// An extended lambda only the device pass sees, in a function without
// lambdas.
void case2() {
#ifdef __CUDA_ARCH__
  auto l = [] __device__ { return 1; };
#endif
}
#elif CASE == 3
// A launch in a branch.
__global__ void kernel() {}
void case3() {
#ifndef __CUDA_ARCH__
  kernel<<<1, 1>>>();
#endif
}
#elif CASE == 4
// A type per pass, and a kernel template named: K1 could follow.
template <class T> __global__ void fill(T *p) { *p = T(); }
void case4(real *p) { fill<real><<<1, 1>>>(p); }
#elif CASE == 5
// A macro whose text makes a lambda, defined per pass.
#ifdef __CUDA_ARCH__
#define MAKE(v) [=] __device__ { return v; }
#else
#define MAKE(v) [=] __device__ { return v + 0; }
#endif
void case5() {
  int v = 3;
  auto l = MAKE(v);
}
#elif CASE == 6
// An execution space per pass: the lambda is extended in one pass only.
#ifdef __CUDA_ARCH__
#define HD __host__ __device__
#else
#define HD
#endif
void case6() {
  auto l = [] HD { return 1; };
}
#elif CASE == 7
// An #include in a branch: the header may hold lambdas.
void case7() {
#ifdef __CUDA_ARCH__
#include "arch_code_harmless_body.inc"
#endif
}
#elif CASE == 8
// A value per pass, named in a lambda.
#ifdef __CUDA_ARCH__
#define SCALE 2
#else
#define SCALE 1
#endif
void case8() {
  int x = 1;
  auto l = [=] __device__ { return x * SCALE; };
}
#elif CASE == 9
// Inside an ordinary lambda, in a function with an extended lambda after
// it: that lambda ends after the code.
void case9() {
  int x = [] {
#ifdef __CUDA_ARCH__
    return 2;
#else
    return 1;
#endif
  }();
  auto l = [=] __device__ { return x; };
}
#endif
