// nvcc 13.0: accepted
// Rule 14: libcu++'s invoke_result is fine for a __device__ lambda with a
// trailing return type, and for a host-device lambda.
// RUN: %cudalift --check %s 2>&1 | count 0

#include <cuda/std/type_traits>

void host_function() {
  auto d = [] __device__ (int i) -> int { return i; };
  auto hd = [] __host__ __device__ (int i) { return i; };
  using R = cuda::std::invoke_result_t<decltype(d), int>;
  using S = cuda::std::invoke_result_t<decltype(hd), int>;
  static_assert(cuda::std::is_same<R, int>::value && cuda::std::is_same<S, int>::value, "");
}
// REQUIRES: cuda-libcudacxx
