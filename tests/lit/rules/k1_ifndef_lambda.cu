// nvcc 13.0: accepted
// K1: the kernel template is launched with a lambda only when
// __CUDA_ARCH__ is undefined.  The device pass never instantiates
// kernel<closure>: nvcc's object registers no device code for it, and the
// launch fails at run time with "invalid device function" (the host
// object's kernel stubs against the device code's functions).  cudalift
// adds, for the device pass only, a function that names
// kernel<wrapper> next to the wrapper, so its build has that device code
// and no K1 is reported.
// RUN: python3 %inputs/device_code_for_launches.py %nvcc --extended-lambda %s | FileCheck %s --check-prefix=NVCC
// NVCC: kernels on the host: 1, without device code: 1
// RUN: %cudalift --check %fast %s 2>&1 | count 0
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: python3 %inputs/device_code_for_launches.py %nvcc %t.cu | FileCheck %s --check-prefix=LOWERED
// LOWERED: kernels on the host: 1, without device code: 0

template <typename F>
__global__ void kernel(F f) { f(); }

__device__ int result;

// CHECK: {{^}}struct [[W:__cudalift_L_[0-9a-f]+]] {
// CHECK: {{^}}#ifdef __CUDA_ARCH__
// CHECK-NEXT: {{^}}static __attribute__((unused)) void __cudalift_K_{{[0-9a-f]+}}() { (void)&::kernel<[[W]]>; }
// CHECK-NEXT: {{^}}#endif
void host_function() {
  auto l = [] __device__ { result = 1; };
#ifndef __CUDA_ARCH__
  kernel<<<1, 1>>>(l);
#endif
}
