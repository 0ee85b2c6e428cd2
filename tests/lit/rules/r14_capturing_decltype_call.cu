// nvcc 13.0: error (line 13) "A non-constexpr __device__ function ("operator()") with "auto" deduced return type cannot be directly referenced outside the bodies of device functions, except if the reference is absent when __CUDA_ARCH__ is undefined"
// Guide 5.3.7.4 rule 14: host code calls a capturing __device__ lambda
// without a trailing return type to learn its result type.  clang refuses
// the call outright (the operator is device-only for it); cudalift parses
// again to see the call and reports R14, as for a lambda without captures.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

void host_function() {
  int k = 2;
  auto l = [k] __device__ (int x) { return x * 2.0f + k; };
  // CHECK: r14_capturing_decltype_call.cu:[[@LINE+2]]:22: error: host code calls the __device__ lambda at line 10 to find its result type, which it deduces [R14]
  // CHECK: note: add a trailing return type '-> T' to the lambda
  using R = decltype(l(1)); // expected-error {{host code calls the __device__ lambda at line 10 to find its result type, which it deduces}}
  R r = 0;
  (void)r;
}
// RUN: %cudalift --check -verify %fast %s
