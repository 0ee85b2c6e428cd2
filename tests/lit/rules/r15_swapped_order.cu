// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic; the closure layouts differ (x2, x1 on the host; x1, x2 on the device), so the kernel reads x1 as x2
// Rule 15: the same variables, captured in another order.  The closure
// layout follows the order of first use.
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

__device__ int result;
template <typename T>
__global__ void kernel(T in) { result = in(); }

void host_function() {
  int x1 = 1, x2 = 2;
  // CHECK: r15_swapped_order.cu:[[@LINE+1]]:18: error: the captures of this extended lambda depend on __CUDA_ARCH__: 'x2, x1' when it is undefined, 'x1, x2' when it is defined [R15]
  auto lambda1 = [=] __device__ { // expected-error {{the captures of this extended lambda depend on __CUDA_ARCH__: 'x2, x1' when it is undefined, 'x1, x2' when it is defined}}
#ifdef __CUDA_ARCH__
    // CHECK: r15_swapped_order.cu:[[@LINE+1]]:12: note: 'x1' is captured here when __CUDA_ARCH__ is defined
    return x1 - x2;
#else
    return x2 - x1;
#endif
  };
  kernel<<<1, 1>>>(lambda1);
}
// RUN: %cudalift --check -verify %fast %s
