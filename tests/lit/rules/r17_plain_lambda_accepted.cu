// nvcc 13.0: accepted
// Guide 5.3.7.4 rule 17 is about extended closure types: a plain lambda's
// traits, and other traits of an extended one, are host facts.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

#include <type_traits>

void host_function() {
  auto plain = [] { };
  auto d = [] __device__ { };
  static_assert(std::is_trivially_copyable<decltype(plain)>::value, "plain");
  static_assert(std::is_class<decltype(d)>::value, "class");
  static_assert(std::is_trivially_copyable<int>::value, "int");
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
