// nvcc 13.0: accepted (and with -DKERNEL, silently)
// Rule 15 is about a closure that host code passes to a kernel: the guide
// asks that what the lambda captures not depend on __CUDA_ARCH__ "if an
// extended lambda is passed from host code to device code as an argument
// of a __global__ function".  A closure type reaches a kernel's parameter
// only through a template parameter.  Here, as in libcudacxx's thread
// tests, a __host__ __device__ function runs on both sides and each side
// makes and calls its own closures; the captured pointer is __shared__ on
// the device side only, where it has static storage and is not captured.
// No file declares a __global__ function template, so the two layouts
// never meet: cudalift reports nothing and the drop-in builds it (tests/gpu
// 100 runs it).  With a kernel template declared (-DKERNEL), a closure
// could reach it: R15.
// RUN: %cudalift --check -std=c++17 %s 2>&1 | count 0
// RUN: %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty
// BUILD-NOT: error
// RUN: %expect-exit 1 %cudalift --check -std=c++17 -DKERNEL %s 2>&1 | FileCheck %s --check-prefix=KERNEL
// KERNEL: r15_no_kernel_template_accepted.cu:[[#@LINE+19]]:15: error: the captures of this extended lambda depend on __CUDA_ARCH__: 'p, step' when it is undefined, 'step' when it is defined [R15]
// KERNEL: r15_no_kernel_template_accepted.cu:[[#@LINE+19]]:15: error: the captures of this extended lambda depend on __CUDA_ARCH__: 'p' when it is undefined, nothing when it is defined [R15]
#include <cstdio>

#ifdef __CUDA_ARCH__
#define SHARED __shared__
#else
#define SHARED
#endif

#ifdef KERNEL
template <class F> __global__ void run_on_device(F f) { f(); }
#endif

template <class F> __host__ __device__ void twice(F f) { f(); f(); }

__host__ __device__ int count_up(int *cell, int step) {
  SHARED int *p;
  p = cell;
  auto bump = [=] __host__ __device__ () { *p += step; };
  auto read = [=] __host__ __device__ () { return *p; };
  twice(bump);
  return read();
}

__global__ void on_device(int *out, int *cell) { *out = count_up(cell, 5); }

int main() {
  int cell = 40;
  std::printf("%d\n", count_up(&cell, 1));
  return 0;
}
