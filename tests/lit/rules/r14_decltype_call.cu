// nvcc 13.0: error (line 10) "A non-constexpr __device__ function ("operator()") with "auto" deduced return type cannot be directl..."
// Guide 5.3.7.4 rule 14: host code calls a __device__ lambda without a
// trailing return type to learn its result type.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  auto l = [] __device__ (int x) { return x * 2.0f; };
  // CHECK: r14_decltype_call.cu:[[@LINE+2]]:22: error: host code calls the __device__ lambda at line 7 to find its result type, which it deduces [R14]
  // CHECK: note: add a trailing return type '-> T' to the lambda
  using R = decltype(l(1)); // expected-error {{host code calls the __device__ lambda at line 7 to find its result type, which it deduces}}
  R r = 0;
  (void)r;
}
// RUN: %cudalift --check -verify %fast %s
