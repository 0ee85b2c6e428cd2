// nvcc 13.0: accepted
// Rule 12 forbids the specifier, not C++17's implicit constexpr-ness; a
// plain lambda may say constexpr.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  auto l = [] __device__ () { return 1; };
  auto h = [] __host__ __device__ () { return 2; };
  constexpr auto p = [] () constexpr { return 3; };
  static_assert(p() == 3, "");
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
