// nvcc 13.0: accepted
// agreement: cudalift-stricter R14: nvcc compiles a host std::invoke of a __device__ lambda without a word
// A capturing __device__ lambda whose result type host code asks for
// (allowed), and which host code then calls through std::invoke (not
// allowed: device code only).  clang refuses both; cudalift's second
// parse would accept both, so it keeps the first parse and its errors.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s
// CHECK: r14_capturing_host_invoke.cu:[[@LINE+8]]:13: error: no matching function for call to 'invoke'
#include <functional>

void host_function() {
  int k = 2;
  auto d = [k] __device__ (int x) -> float { return x * 2.0f + k; };
  using R = decltype(d(1));
  (void)sizeof(R);
  float r = std::invoke(d, 1);
  (void)r;
}
