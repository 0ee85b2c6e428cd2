// nvcc 13.0: error (line 12) "static assertion failed with "a functor""
// T1: the builtins answer false for any type that is not an extended
// lambda's closure type: a functor with a __device__ call operator, a
// class that holds a closure.  A static_assert that expects true fails,
// as under nvcc, in a file whose builtins are never asked about a closure
// (one parse).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct functor { __device__ int operator()(int x) const { return x; } };
void host_function() {
  // CHECK: t1_functor_false.cu:[[@LINE+1]]:17: error: static assertion failed due to requirement '__nv_is_extended_device_lambda_closure_type(functor)': a functor
  static_assert(__nv_is_extended_device_lambda_closure_type(functor), "a functor");
}
