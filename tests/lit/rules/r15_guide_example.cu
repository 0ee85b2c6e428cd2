// nvcc 13.0: error (host compiler, nvcc_internal_extended_lambda_implementation:218) "static assertion failed: nvcc internal error: unexpected number of captures in __host__ __device__ lambda!"
// Guide 5.3.7.4 rule 15, the guide's example: "x1" is captured only when
// __CUDA_ARCH__ is defined.
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

__device__ int result;
template <typename T>
__global__ void kernel(T in) { result = in(); }

void foo(void) {
  int x1 = 1;
  // CHECK: r15_guide_example.cu:[[@LINE+1]]:18: error: the captures of this extended lambda depend on __CUDA_ARCH__: nothing when it is undefined, 'x1' when it is defined [R15]
  auto lambda1 = [=] __host__ __device__ { // expected-error {{the captures of this extended lambda depend on __CUDA_ARCH__: nothing when it is undefined, 'x1' when it is defined}}
#ifdef __CUDA_ARCH__
    // CHECK: r15_guide_example.cu:[[@LINE+1]]:12: note: 'x1' is captured here when __CUDA_ARCH__ is defined
    return x1 + 1;
#else
    return 10;
#endif
  };
  kernel<<<1, 1>>>(lambda1);
}
// RUN: %cudalift --check -verify %fast %s
