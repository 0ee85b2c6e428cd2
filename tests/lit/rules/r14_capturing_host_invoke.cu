// nvcc 13.0: accepted
// A capturing __device__ lambda whose result type host code asks for
// (allowed), and which host code then calls through std::invoke (device
// code only).  The result type is answered; the call, made inside the
// library's template, is reported at the user's line: a warning, since
// nvcc builds it (it checks the calls of non-template functions only) and
// no rule of the guide forbids it.
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: r14_capturing_host_invoke.cu:[[@LINE+8]]:18: warning: calling the __device__ lambda of line [[@LINE+5]] from host function 'host_function': it runs on the device only (nvcc builds it: it does not check the calls made in a template's instantiation, here '__invoke_impl<
#include <functional>

void host_function() {
  int k = 2;
  auto d = [k] __device__ (int x) -> float { return x * 2.0f + k; };
  using R = decltype(d(1));
  (void)sizeof(R);
  float r = std::invoke(d, 1);
  (void)r;
}
