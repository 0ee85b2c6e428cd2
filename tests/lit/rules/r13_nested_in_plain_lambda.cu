// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic; the enclosing function of `inner` is host_function, whose count differs
// Rule 13: an extended lambda nested in a plain lambda belongs to the
// enclosing function (guide 5.3.7.4), so it counts there.  `after` is
// launched through a kernel template (r13_no_kernel_template_accepted.cu).
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void launch(F f) { f(); }

void host_function() {
  auto outer = [] {
#ifndef __CUDA_ARCH__
    // CHECK: r13_nested_in_plain_lambda.cu:[[@LINE+1]]:18: error: extended lambda exists only when __CUDA_ARCH__ is undefined, so the number and order of extended lambdas in 'host_function' depend on it [R13]
    auto inner = [] __device__ { return 1; }; // expected-error {{extended lambda exists only when __CUDA_ARCH__ is undefined, so the number and order of extended lambdas in 'host_function' depend on it}}
    // CHECK: r13_nested_in_plain_lambda.cu:[[@LINE-3]]:1: note: the conditional block that holds it starts here
#endif
  };
  auto after = [] __device__ { return 2; };
  launch<<<1, 1>>>(after);
}
// RUN: %cudalift --check -verify %fast %s
