// nvcc 13.0: error (line 11) "static assertion failed with "hd""
// T1: each trait answers for its own kind only: a host-device lambda is
// not an extended __device__ lambda, and a __device__ lambda without a
// trailing return type has no preserved return type.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto hd = [] __host__ __device__ (int x) { return x; };
  auto d = [] __device__ (int x) { return x; };
  // CHECK: t1_wrong_kind_false.cu:[[@LINE+1]]:17: error: static assertion failed due to requirement '__nv_is_extended_device_lambda_closure_type((lambda at {{.*}}:8:13))': hd
  static_assert(__nv_is_extended_device_lambda_closure_type(decltype(hd)), "hd");
  // CHECK: t1_wrong_kind_false.cu:[[@LINE+1]]:17: error: static assertion failed due to requirement '__nv_is_extended_device_lambda_with_preserved_return_type((lambda at {{.*}}:9:12))': d
  static_assert(__nv_is_extended_device_lambda_with_preserved_return_type(decltype(d)), "d");
}
