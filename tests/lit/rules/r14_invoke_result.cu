// nvcc 13.0: accepted
// nvcc answers std::invoke_result_t for a __device__ lambda in host code without a word; cudalift warns (R14), and both accept.
// Guide 5.3.7.4 rule 14: std::invoke_result_t and std::result_of of a
// __device__ lambda without a trailing return type, in host code.
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <type_traits>

void host_function() {
  auto l = [] __device__ (int x) { return x * 2.0f; };
  // CHECK: r14_invoke_result.cu:[[@LINE+2]]:19: warning: host code asks 'invoke_result_t' for the result type of the __device__ lambda at line 10, which it deduces; the host answer may be wrong [R14]
  // CHECK: r14_invoke_result.cu:10:12: note: the lambda is defined here
  using R1 = std::invoke_result_t<decltype(l), int>; // expected-warning {{host code asks 'invoke_result_t' for the result type of the __device__ lambda at line 10, which it deduces; the host answer may be wrong}}
  using F = decltype(l);
  // CHECK: r14_invoke_result.cu:[[@LINE+1]]:28: warning: host code asks 'result_of' for the result type of the __device__ lambda at line 10
  using R2 = typename std::result_of<F(int)>::type; // expected-warning {{host code asks 'result_of' for the result type of the __device__ lambda at line 10}}
  R1 r1 = 0;
  R2 r2 = 0;
  (void)r1;
  (void)r2;
}
// RUN: %cudalift --check -verify %fast %s
