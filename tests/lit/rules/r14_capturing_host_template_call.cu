// nvcc 13.0: accepted
// agreement: cudalift-stricter R14: nvcc compiles a host template's call of a __device__ lambda without a word
// A capturing __device__ lambda that host code asks about (is_invocable,
// allowed) and then passes to a host function template that calls it
// (device code only).  nvcc checks calls in non-template host functions
// only, and its program would run the lambda's host stub.  cudalift
// answers the question as nvcc does and reports the call where the
// template makes it, naming the instantiation.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// CHECK: r14_capturing_host_template_call.cu:[[@LINE+3]]:44: error: calling the __device__ lambda of line [[@LINE+7]] from host function 'apply<(lambda at {{.*}}r14_capturing_host_template_call.cu:[[@LINE+7]]:12)>': it runs on the device only
#include <type_traits>

template <class F> int apply(F f) { return f(1); }

int host_function() {
  int k = 2;
  auto d = [k] __device__ (int x) { return x + k; };
  static_assert(std::is_invocable_v<decltype(d), int>);
  return apply(d);
}
