// nvcc 13.0: error (line 11) "The closure type for a lambda ("lambda []()->void", defined at g1_explicit_template_argument.cu:9) c..." (3 errors)
// Guide 5.3.7.1: the closure type named explicitly (`kernel<decltype(l)>`)
// without a launch instantiates the kernel too.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void kernel(F f) { f(); }

void host_function() {
  auto l = [] { };
  // CHECK: g1_explicit_template_argument.cu:[[@LINE+1]]:28: error: __global__ function template 'kernel' is instantiated with the closure type of the lambda at line [[@LINE-1]], which is not an extended lambda (no execution-space annotation) [G1]
  void (*p)(decltype(l)) = kernel<decltype(l)>; // expected-error {{__global__ function template 'kernel' is instantiated with the closure type of the lambda at line 9, which is not an extended lambda (no execution-space annotation)}}
  (void)p;
}
// RUN: %cudalift --check -verify %fast %s
