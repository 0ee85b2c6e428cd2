// nvcc 13.0: error (line 12) "The closure type for a lambda ("lambda []()->void", defined at g1_wrapped_closure.cu:10) cannot be u..." (2 errors)
// Guide 5.3.7.1: the closure type inside a class template argument
// (`Holder<closure>`) counts as well; so does a lambda written in the launch.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class F> struct Holder { F f; };
template <class F> __global__ void kernel(F f) { }

void host_function() {
  auto l = [] { };
  // CHECK: g1_wrapped_closure.cu:[[@LINE+1]]:3: error: __global__ function template 'kernel' is instantiated with the closure type of the lambda at line [[@LINE-1]], which is not an extended lambda (no execution-space annotation) [G1]
  kernel<<<1, 1>>>(Holder<decltype(l)>{l}); // expected-error {{__global__ function template 'kernel' is instantiated with the closure type of the lambda at line 10, which is not an extended lambda (no execution-space annotation)}}
  // CHECK: g1_wrapped_closure.cu:[[@LINE+1]]:3: error: __global__ function template 'kernel' is instantiated with the closure type of the lambda at line [[@LINE+1]], which is not an extended lambda (annotated __host__ only) [G1]
  kernel<<<1, 1>>>([] __host__ { }); // expected-error {{__global__ function template 'kernel' is instantiated with the closure type of the lambda at line 14, which is not an extended lambda (annotated __host__ only)}}
}
// RUN: %cudalift --check -verify %fast %s
