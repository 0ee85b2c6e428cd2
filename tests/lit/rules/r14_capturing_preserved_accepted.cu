// nvcc 13.0: accepted
// RUN: %cudalift --check %fast %s 2>&1 | count 0
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
// Guide 5.3.7.4 rule 14: a capturing __device__ lambda with a trailing
// return type: host code may ask for its result type (decltype and
// invoke_result), as for one without captures.
#include <type_traits>

void host_function() {
  int k = 3;
  auto d = [k] __device__ (int x) -> float { return x * 2.0f + k; };
  using R1 = decltype(d(1));
  using R2 = std::invoke_result_t<decltype(d), int>;
  using R3 = decltype(std::declval<decltype(d)>()(1));
  static_assert(std::is_same<R1, float>::value, "R1");
  static_assert(std::is_same<R2, float>::value, "R2");
  static_assert(std::is_same<R3, float>::value, "R3");
}
