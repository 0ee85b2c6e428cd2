// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic; the host's __device__ lambda and the device's __host__ __device__ lambda share ordinal 0
// Rule 13: alternative definitions under #ifdef/#else whose execution
// spaces differ are two different extended lambdas.  `l` is launched
// through a kernel template (r13_no_kernel_template_accepted.cu).
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void launch(F f) { f(); }

void host_function() {
#ifdef __CUDA_ARCH__
  auto l = [] __host__ __device__ { return 1; };
#else
  // CHECK: r13_space_differs.cu:[[@LINE+1]]:12: error: extended lambda exists only when __CUDA_ARCH__ is undefined, so the number and order of extended lambdas in 'host_function' depend on it [R13]
  auto l = [] __device__ { return 1; }; // expected-error {{extended lambda exists only when __CUDA_ARCH__ is undefined, so the number and order of extended lambdas in 'host_function' depend on it}}
  // CHECK: r13_space_differs.cu:[[@LINE-3]]:1: note: the conditional block that holds it starts here
#endif
  launch<<<1, 1>>>(l);
}
// RUN: %cudalift --check -verify %fast %s
