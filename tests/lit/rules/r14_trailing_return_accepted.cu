// nvcc 13.0: accepted
// Guide 5.3.7.4 rule 14: with a trailing return type the host may ask; a
// __host__ __device__ lambda may always be asked.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

#include <type_traits>

void host_function() {
  auto d = [] __device__ (int x) -> float { return x * 2.0f; };
  auto hd = [] __host__ __device__ (int x) { return x * 2.0f; };
  using R1 = decltype(d(1));
  using R2 = std::invoke_result_t<decltype(d), int>;
  using R3 = decltype(hd(1));
  using R4 = std::invoke_result_t<decltype(hd), int>;
  static_assert(std::is_same<R1, float>::value, "R1");
  static_assert(std::is_same<R2, float>::value, "R2");
  static_assert(std::is_same<R3, float>::value, "R3");
  static_assert(std::is_same<R4, float>::value, "R4");
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
