// nvcc 13.0: accepted
// K1 with `#if !defined(__CUDA_ARCH__)` and an ordinary template argument:
// kernel<int> has no device code either (nvcc's host stub then launches a
// null function).  kernel<float>, launched where both passes see it, is
// fine.
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

template <typename T>
__global__ void kernel(T t) { }

void host_function() {
  kernel<<<1, 1>>>(1.0f);
#if !defined(__CUDA_ARCH__)
  // CHECK: k1_not_defined_type.cu:[[@LINE+1]]:3: warning: no device code for kernel 'kernel<int>': the device pass (__CUDA_ARCH__ defined) never instantiates it, so the launch fails at run time (invalid device function); cudalift cannot add it: no extended lambda's closure type is among its arguments [K1]
  kernel<<<1, 1>>>(42); // expected-warning {{no device code for kernel 'kernel<int>': the device pass (__CUDA_ARCH__ defined) never instantiates it, so the launch fails at run time (invalid device function)}}
  // CHECK: k1_not_defined_type.cu:[[@LINE-3]]:1: note: the device pass skips this conditional block
  kernel<<<1, 1>>>(2.0f);
#endif
}
// RUN: %cudalift --check -verify %fast %s
