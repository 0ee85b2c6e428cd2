// nvcc 13.0: error (line 9) "static assertion failed with "plain""
// T1: __nv_is_extended_device_lambda_closure_type is false for a plain
// lambda's closure, so this static_assert fails, as under nvcc.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto l = [] (int x) { return x; };
  // CHECK: t1_plain_lambda_false.cu:[[@LINE+1]]:17: error: static assertion failed due to requirement '__nv_is_extended_device_lambda_closure_type((lambda at {{.*}}t1_plain_lambda_false.cu:[[@LINE-1]]:12))': plain
  static_assert(__nv_is_extended_device_lambda_closure_type(decltype(l)), "plain");
}
