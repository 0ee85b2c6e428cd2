// 04_guide_traits: guide 5.3.7.3.  The guide's six closures (lambda0 at
// namespace scope, lambda1 plain, lambda2 __device__, lambda3
// __host__ __device__, lambda4 __device__ with a trailing return type,
// lambda5 whose trailing return type names a parameter) and a few more,
// with the guide's static_asserts and a printed table of the three
// __nv_is_extended_* answers, asked both directly and through a template.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void call_once(double *out, F f) { *out = f(); }

// Asks the traits about the type of its argument, inside a template.
template <typename T>
void print_row(const char *name, const T &) {
  std::printf("%-8s %6d %9d %11d\n", name,
              int(__nv_is_extended_device_lambda_closure_type(T)),
              int(__nv_is_extended_device_lambda_with_preserved_return_type(T)),
              int(__nv_is_extended_host_device_lambda_closure_type(T)));
}

auto lambda0 = [] __host__ __device__ { };

void host_function() {
  auto lambda1 = [] { };
  auto lambda2 = [] __device__ { };
  auto lambda3 = [] __host__ __device__ { };
  auto lambda4 = [] __device__ () -> double { return 3.14; };
  auto lambda5 = [] __device__ (int x) -> decltype(&x) { return 0; };
  int k = 2;
  auto lambda6 = [=] __host__ __device__ (int x) -> int { return x + k; };
  auto lambda7 = [k] __device__ (int x) mutable { return k += x; };
  auto lambda8 = [] __device__ (auto x) { return x; };
  auto lambda9 = [k] __device__ () -> float { return k * 0.5f; };

  using lambda0_t = decltype(lambda0);
  using lambda1_t = decltype(lambda1);
  using lambda2_t = decltype(lambda2);
  using lambda3_t = decltype(lambda3);
  using lambda4_t = decltype(lambda4);
  using lambda5_t = decltype(lambda5);

  // The guide's assertions, verbatim in meaning.
  static_assert(!__nv_is_extended_device_lambda_closure_type(lambda0_t));
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda0_t));
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda0_t));
  static_assert(!__nv_is_extended_device_lambda_closure_type(lambda1_t));
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda1_t));
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda1_t));
  static_assert(__nv_is_extended_device_lambda_closure_type(lambda2_t));
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda2_t));
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda2_t));
  static_assert(!__nv_is_extended_device_lambda_closure_type(lambda3_t));
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda3_t));
  static_assert(__nv_is_extended_host_device_lambda_closure_type(lambda3_t));
  static_assert(__nv_is_extended_device_lambda_closure_type(lambda4_t));
  static_assert(__nv_is_extended_device_lambda_with_preserved_return_type(lambda4_t));
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda4_t));
  static_assert(__nv_is_extended_device_lambda_closure_type(lambda5_t));
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(lambda5_t));
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(lambda5_t));

  std::printf("closure  device  preserved  host_device\n");
  print_row("lambda0", lambda0);
  print_row("lambda1", lambda1);
  print_row("lambda2", lambda2);
  print_row("lambda3", lambda3);
  print_row("lambda4", lambda4);
  print_row("lambda5", lambda5);
  print_row("lambda6", lambda6);
  print_row("lambda7", lambda7);
  print_row("lambda8", lambda8);
  print_row("lambda9", lambda9);
  print_row("int", k);
  std::printf("direct: %d %d %d\n",
              int(__nv_is_extended_device_lambda_closure_type(decltype(lambda9))),
              int(__nv_is_extended_device_lambda_with_preserved_return_type(decltype(lambda9))),
              int(__nv_is_extended_host_device_lambda_closure_type(decltype(lambda6))));

  // The preserved return type is usable on the host.
  using r4 = decltype(lambda4());
  std::printf("sizeof(lambda4 result) = %zu\n", sizeof(r4));

  double *d = nullptr;
  CHECK(cudaMalloc(&d, sizeof(double)));
  call_once<<<1, 1>>>(d, lambda4);
  CHECK(cudaGetLastError());
  double h = 0;
  CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("lambda4() on the device = %.2f\n", h);
  call_once<<<1, 1>>>(d, lambda9);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("lambda9() on the device = %.2f\n", h);
  CHECK(cudaFree(d));
}

int main() {
  host_function();
  return 0;
}
