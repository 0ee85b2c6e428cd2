// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic; `second` is ordinal 0 in the host pass but 1 in the device pass, so its launch runs `first`'s device code
// Rule 13: the same number of extended lambdas in both passes, in another
// order.  The first ordinal already differs: `first` exists only when
// __CUDA_ARCH__ is defined, `first_again` only when it is undefined.
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

template <typename F>
__global__ void kernel(F f) { f(); }

void host_function() {
#ifdef __CUDA_ARCH__
  // CHECK: r13_reordered.cu:[[@LINE+1]]:16: error: extended lambda exists only when __CUDA_ARCH__ is defined, so the number and order of extended lambdas in 'host_function' depend on it [R13]
  auto first = [] __device__ { return 1; };
  // CHECK: r13_reordered.cu:[[@LINE-3]]:1: note: the conditional block that holds it starts here
#endif
  auto second = [] __device__ { return 2; };
#ifndef __CUDA_ARCH__
  auto first_again = [] __device__ { return 1; };
#endif
  kernel<<<1, 1>>>(second);
}
