// nvcc 13.0: accepted
// agreement: cudalift-stricter R14: nvcc compiles a host std::invoke of a __device__ lambda without a word
// A capturing __device__ lambda whose result type host code asks for
// (allowed), and which host code then calls through std::invoke (not
// allowed: device code only).  The result type is answered; the call,
// made inside the library's template, is reported at the user's line.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// CHECK: r14_capturing_host_invoke.cu:[[@LINE+8]]:18: error: calling the __device__ lambda of line [[@LINE+5]] from host function 'host_function': it runs on the device only
#include <functional>

void host_function() {
  int k = 2;
  auto d = [k] __device__ (int x) -> float { return x * 2.0f + k; };
  using R = decltype(d(1));
  (void)sizeof(R);
  float r = std::invoke(d, 1);
  (void)r;
}
