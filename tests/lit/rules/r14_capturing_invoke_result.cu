// nvcc 13.0: accepted
// nvcc answers std::invoke_result_t for a __device__ lambda in host code without a word; cudalift warns (R14), and both accept.
// Guide 5.3.7.4 rule 14: invoke_result of a capturing __device__ lambda
// without a trailing return type, in host code: a warning, not the parse
// error clang's own view of the device-only call operator would give.
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
#include <type_traits>

void host_function() {
  int k = 3;
  auto l = [k] __device__ (int x) { return x * 2.0f + k; };
  // CHECK: r14_capturing_invoke_result.cu:[[@LINE+2]]:18: warning: host code asks 'invoke_result_t' for the result type of the __device__ lambda at line 11, which it deduces; the host answer may be wrong [R14]
  // CHECK: r14_capturing_invoke_result.cu:11:12: note: the lambda is defined here
  using R = std::invoke_result_t<decltype(l), int>; // expected-warning {{host code asks 'invoke_result_t' for the result type of the __device__ lambda at line 11}}
  R r = 0;
  (void)r;
}
// RUN: %cudalift --check -verify %fast %s
