// nvcc 13.0: accepted
// nvcc answers std::is_trivially_* of an extended closure type in host code without a word; cudalift warns (R17), and both accept.
// Guide 5.3.7.4 rule 17: a std::is_trivially_* trait of an extended
// lambda's closure type, in a static_assert and picking a __global__
// template argument.
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <type_traits>

template <bool Trivial> __global__ void pick() { }

void host_function() {
  auto l = [] __device__ { };
  // CHECK: r17_trivially_copyable.cu:[[@LINE+2]]:22: warning: host code asks 'is_trivially_copyable' about the closure type of the extended lambda at line 13; the answer may differ on the device [R17]
  // CHECK: r17_trivially_copyable.cu:13:12: note: the lambda is defined here
  static_assert(std::is_trivially_copyable<decltype(l)>::value, "copyable"); // expected-warning {{host code asks 'is_trivially_copyable' about the closure type of the extended lambda at line 13; the answer may differ on the device}}
  // CHECK: r17_trivially_copyable.cu:[[@LINE+1]]:13: warning: host code asks 'is_trivially_copy_constructible_v' about the closure type of the extended lambda at line 13
  pick<std::is_trivially_copy_constructible_v<decltype(l)>><<<1, 1>>>(); // expected-warning {{host code asks 'is_trivially_copy_constructible_v' about the closure type of the extended lambda at line 13}}
}
// RUN: %cudalift --check -verify %fast %s
