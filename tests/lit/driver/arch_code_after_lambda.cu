// Code that depends on __CUDA_ARCH__ after the last lambda of its function
// (a test's check, as CCCL's c2h REQUIRE expands to NV_IF_ELSE_TARGET)
// cannot change the lambdas before it: no device-side parse.  The same
// code before the lambda could (a declaration the lambda captures): the
// device side is parsed.  A specifier macro with an MSVC branch
// (`__forceinline`) is plain, even where a kernel template is named, and
// so is `__attribute__((...))` where a header defines `__attribute__(x)`
// away for other compilers (AMReX's AMReX_INT.H).
// RUN: %cudalift --check %fast --cudalift-verbose %s 2>&1 | FileCheck %s --check-prefix=SKIP
// RUN: %cudalift --check %fast --cudalift-verbose -DBEFORE %s 2>&1 | FileCheck %s --check-prefix=PARSE
// SKIP: names __CUDA_ARCH__, no device-side parse
// PARSE: names __CUDA_ARCH__: device-side parse (for the code at {{.*}}arch_code_after_lambda.cu:[[#@LINE+26]]), libclang arguments: -x cuda --cuda-device-only

#ifndef __GNUC__
#define __attribute__(x)
#endif

#if defined(__CUDA_ARCH__)
#define FORCE_INLINE __forceinline__
#elif defined(_MSC_VER)
#define FORCE_INLINE __forceinline
#else
#define FORCE_INLINE inline __attribute__((always_inline))
#endif

template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

__host__ __device__ FORCE_INLINE int twice(int v) { return 2 * v; }

#ifdef __CUDA_ARCH__
#define ON_HOST 0
#else
#define ON_HOST 1
#endif

int check(int *out, int x) {
#ifdef BEFORE
  int on_host = ON_HOST;
#endif
  each<<<1, 4>>>([=] __device__ (int i) { return twice(i) * x; }, out);
  int seen = out[0];
  if (ON_HOST)
    seen += 1;
  return seen;
}
