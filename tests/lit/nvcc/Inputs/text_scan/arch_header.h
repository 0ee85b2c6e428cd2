// A project header whose architecture tests cannot change what the two
// passes see: a config block, a type per pass at namespace scope (a
// header that makes no extended lambda is read like a library's), and a
// test in a function body.
#pragma once
#if defined(__CUDA_ARCH__)
#define ON_DEVICE 1
#else
#define ON_DEVICE 0
#endif
#ifdef __CUDA_ARCH__
typedef float arch_real;
#else
typedef double arch_real;
#endif
__host__ __device__ inline int where() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return ON_DEVICE;
#endif
}
