// nvcc 13.0: error (line 12) "The closure type for a lambda ("lambda []()->void", defined at g1_namespace_scope.cu:8) cannot be us..."
// Guide 5.3.7.1: a `[] __device__` lambda at namespace scope is silently a
// plain lambda; launching a kernel with it is the error.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class F> __global__ void kernel(F f) { f(); }

auto ns_lambda = [] __device__ { };

void host_function() {
  // CHECK: g1_namespace_scope.cu:[[@LINE+1]]:3: error: __global__ function template 'kernel' is instantiated with the closure type of the lambda at line 8, which is not an extended lambda (not defined in a function's block scope) [G1]
  kernel<<<1, 1>>>(ns_lambda); // expected-error {{__global__ function template 'kernel' is instantiated with the closure type of the lambda at line 8, which is not an extended lambda (not defined in a function's block scope)}}
}
// RUN: %cudalift --check -verify %fast %s
