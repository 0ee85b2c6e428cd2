// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic; the device pass numbers `twice` 0, the host pass 1
// Rule 13: `#if !defined(__CUDA_ARCH__)` adds an extended lambda to the
// host pass only, in a __host__ __device__ function.  The file declares a
// kernel template, through which a closure can reach the device (with
// none, no closure can: r13_no_kernel_template_accepted.cu).
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void launch(F f) { f(1); }

__host__ __device__ int host_device_function(int v) {
#if !defined(__CUDA_ARCH__)
  // CHECK: r13_host_only_lambda.cu:[[@LINE+1]]:16: error: extended lambda exists only when __CUDA_ARCH__ is undefined, so the number and order of extended lambdas in 'host_device_function' depend on it [R13]
  auto trace = [] __host__ __device__ (int x) { return x; }; // expected-error {{extended lambda exists only when __CUDA_ARCH__ is undefined, so the number and order of extended lambdas in 'host_device_function' depend on it}}
  // CHECK: r13_host_only_lambda.cu:[[@LINE-3]]:1: note: the conditional block that holds it starts here
  v = trace(v);
#endif
  auto twice = [] __device__ (int x) { return 2 * x; };
  return v;
}
// RUN: %cudalift --check -verify %fast %s
