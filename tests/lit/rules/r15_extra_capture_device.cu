// nvcc 13.0: error (host compiler, nvcc_internal_extended_lambda_implementation:174) "static assertion failed: nvcc internal error: unexpected number of captures!"
// Rule 15 for a __device__ lambda: the host pass captures nothing, the
// device pass `x1`.
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

__device__ int result;
template <typename T>
__global__ void kernel(T in) { result = in(); }

void host_function() {
  int x1 = 1;
  // CHECK: r15_extra_capture_device.cu:[[@LINE+1]]:18: error: the captures of this extended lambda depend on __CUDA_ARCH__: nothing when it is undefined, 'x1' when it is defined [R15]
  auto lambda1 = [=] __device__ { // expected-error {{the captures of this extended lambda depend on __CUDA_ARCH__: nothing when it is undefined, 'x1' when it is defined}}
#ifdef __CUDA_ARCH__
    return x1 + 1;
#else
    return 10;
#endif
  };
  kernel<<<1, 1>>>(lambda1);
}
// RUN: %cudalift --check -verify %fast %s
