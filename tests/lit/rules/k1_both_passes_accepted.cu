// nvcc 13.0: accepted
// K1 does not apply: a non-template kernel always has device code, and a
// specialization that the device pass also instantiates (here through
// the launch outside the #ifndef) has it too.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <typename F>
__global__ void kernel(F f) { f(); }
__global__ void plain_kernel(int) { }

__device__ int result;

void host_function() {
  auto l = [] __device__ { result = 1; };
  kernel<<<1, 1>>>(l);
#ifndef __CUDA_ARCH__
  kernel<<<1, 1>>>(l);
  plain_kernel<<<1, 1>>>(3);
#endif
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
