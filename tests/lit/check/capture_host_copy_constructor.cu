// A capture whose class has a __host__ copy constructor, and device code
// that copies the closure (a kernel's `F g(f)`, as thrust's and cub's
// kernels do when they take the functor by value).  clang infers a
// __host__ copy constructor for the closure and finds none it may call in
// device code; nvcc warns and builds it (the program then runs kernels
// that do nothing: tests/gpu 77).  cudalift says why, as a warning, and
// the lowered file builds with plain nvcc (its own #20011-D warning, for
// the wrapper's copy constructor).
//
// nvcc 13.0 --extended-lambda: warning #20011-D "calling a __host__
// function("H::H(const H&)") from a __host__ __device__ function" at
// line 33, exit 0.
//
// RUN: %cudalift --check -std=c++17 -arch=sm_90 %s 2>&1 | FileCheck %s
// CHECK: capture_host_copy_constructor.cu:[[#@LINE+13]]:5: warning: device code copies the closure '(lambda at {{.*}}capture_host_copy_constructor.cu:33:12)', and a variable it captures has a __host__ copy constructor: nvcc builds it with a warning (#20011-D), but the copy cannot run on the device (such kernels do nothing and report no error); give that constructor __host__ __device__
// CHECK-NOT: error
// RUN: %cudalift --emit-lowered=%t.lowered.cu -std=c++17 -arch=sm_90 %s
// RUN: %nvcc-verdict -std=c++17 -arch=sm_90 -c %t.lowered.cu -o %t.o 2>&1 | FileCheck --check-prefix=NVCC %s
// NVCC: warning #20011-D: calling a __host__ function("H::H(const H&)")
#include <cstdio>
struct H {
  H() : v(7) {}
  H(const H &o) : v(o.v) {}
  __host__ __device__ int get() const { return v; }
  int v;
};
template <class F> __global__ void k(F f) {
  F g(f);
  printf("%d\n", g(0));
}
int main() {
  H h;
  auto l = [=] __device__(int i) { return h.get() + i; };
  k<<<1, 1>>>(l);
  cudaDeviceSynchronize();
}
