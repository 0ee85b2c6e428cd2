// nvcc 13.0: accepted
// K1: the kernel template is launched with a lambda only when
// __CUDA_ARCH__ is undefined.  The device pass never instantiates
// kernel<closure>: nvcc's object has no device code for it (no .entry in
// its PTX, no registration), and the launch fails at run time with
// "invalid device function".  A warning: the code is valid C++.
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

template <typename F>
__global__ void kernel(F f) { f(); }

__device__ int result;

void host_function() {
  auto l = [] __device__ { result = 1; };
// CHECK: k1_ifndef_lambda.cu:[[@LINE+2]]:3: warning: no device code for kernel 'kernel<(lambda at {{.*}}k1_ifndef_lambda.cu:[[@LINE-1]]:12)>': the device pass (__CUDA_ARCH__ defined) never instantiates it, so the launch fails at run time (invalid device function) [K1]
#ifndef __CUDA_ARCH__
  kernel<<<1, 1>>>(l); // expected-warning {{k1_ifndef_lambda.cu:15:12)>': the device pass (__CUDA_ARCH__ defined) never instantiates it, so the launch fails at run time (invalid device function)}}
  // CHECK: k1_ifndef_lambda.cu:[[@LINE-2]]:1: note: the device pass skips this conditional block
#endif
}
// RUN: %cudalift --check -verify %fast %s
