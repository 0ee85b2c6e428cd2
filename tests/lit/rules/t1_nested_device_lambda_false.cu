// nvcc 13.0: error (line 10) "static assertion failed with "nested""
// T1: a __device__ lambda inside an extended lambda is not extended
// itself (it is in device code), so the trait is false for it.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto outer = [] __device__ () {
    auto inner = [] __device__ (int x) { return x; };
    // CHECK: t1_nested_device_lambda_false.cu:[[@LINE+1]]:19: error: static assertion failed due to requirement '__nv_is_extended_device_lambda_closure_type((lambda at {{.*}}:[[@LINE-1]]:18))': nested
    static_assert(__nv_is_extended_device_lambda_closure_type(decltype(inner)), "nested");
    return inner(1);
  };
  (void)outer;
}
