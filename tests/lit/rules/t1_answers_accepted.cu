// nvcc 13.0: accepted
// T1: the three traits' answers for a host-device lambda (in a template),
// a __device__ lambda with a trailing return type, a plain lambda and a
// non-closure type; every static_assert holds, as under nvcc.
// RUN: %cudalift --check %fast %s 2>&1 | count 0
// RUN: %cudalift --check %s 2>&1 | count 0

template <class F> void check_hd(F) {
  static_assert(__nv_is_extended_host_device_lambda_closure_type(F), "hd");
  static_assert(!__nv_is_extended_device_lambda_closure_type(F), "not device");
}

void host_function() {
  auto hd = [] __host__ __device__ (int x) { return x; };
  check_hd(hd);
  auto d = [] __device__ (int x) -> int { return x; };
  static_assert(__nv_is_extended_device_lambda_closure_type(decltype(d)), "");
  static_assert(__nv_is_extended_device_lambda_with_preserved_return_type(decltype(d)), "");
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(decltype(d)), "");
  auto plain = [](int x) { return x; };
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(decltype(plain)), "");
  static_assert(!__nv_is_extended_device_lambda_closure_type(int), "");
}
