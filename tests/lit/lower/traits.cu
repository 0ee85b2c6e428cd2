// Guide 5.3.7.3's table, after lowering: the trait builtins answer through
// cudalift's runtime traits, and plain nvcc (no --extended-lambda) checks
// every static_assert.  nvcc 13.0 --extended-lambda accepts the original.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o

auto lambda0 = [] __host__ __device__ { };

void host_function() {
  auto lambda1 = [] { };
  auto lambda2 = [] __device__ { };
  auto lambda3 = [] __host__ __device__ { };
  auto lambda4 = [] __device__ () -> double { return 3.14; };
  auto lambda5 = [] __device__ (int x) -> decltype(&x) { return 0; };

  using lambda0_t = decltype(lambda0);
  using lambda1_t = decltype(lambda1);
  using lambda2_t = decltype(lambda2);
  using lambda3_t = decltype(lambda3);
  using lambda4_t = decltype(lambda4);
  using lambda5_t = decltype(lambda5);

  static_assert(!__nv_is_extended_device_lambda_closure_type(lambda0_t), "");
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda0_t), "");
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda0_t), "");

  static_assert(!__nv_is_extended_device_lambda_closure_type(lambda1_t), "");
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda1_t), "");
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda1_t), "");

  static_assert(__nv_is_extended_device_lambda_closure_type(lambda2_t), "");
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda2_t), "");
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda2_t), "");

  static_assert(!__nv_is_extended_device_lambda_closure_type(lambda3_t), "");
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda3_t), "");
  static_assert(__nv_is_extended_host_device_lambda_closure_type(lambda3_t), "");

  static_assert(__nv_is_extended_device_lambda_closure_type(lambda4_t), "");
  static_assert(__nv_is_extended_device_lambda_with_preserved_return_type(lambda4_t), "");
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda4_t), "");

  static_assert(__nv_is_extended_device_lambda_closure_type(lambda5_t), "");
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda5_t), "");
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda5_t), "");

  // Not class types at all.
  static_assert(!__nv_is_extended_device_lambda_closure_type(int), "");
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(void), "");
}
