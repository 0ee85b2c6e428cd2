// nvcc 13.0: accepted
// A capturing __device__ lambda that host code asks about (is_invocable,
// allowed) and then passes to a host function template that calls it
// (device code only).  nvcc checks calls in non-template host functions
// only, and its program would run the lambda's host stub.  cudalift
// answers the question as nvcc does and reports the call where the
// template makes it, naming the instantiation: a warning, since nvcc
// builds it; the drop-in says the same.
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: rm -rf %t && mkdir -p %t
// RUN: env CUDALIFT_NVCC=%S/../nvcc/Inputs/standin_nvcc.sh %cudalift %fast -c %s -o %t/a.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test -e %t/a.o
// CHECK: r14_capturing_host_template_call.cu:[[@LINE+3]]:44: warning: calling the __device__ lambda of line [[@LINE+7]] from host function 'apply<(lambda at {{.*}}r14_capturing_host_template_call.cu:[[@LINE+7]]:12)>': it runs on the device only (nvcc builds it: it does not check the calls made in a template's instantiation)
#include <type_traits>

template <class F> int apply(F f) { return f(1); }

int host_function() {
  int k = 2;
  auto d = [k] __device__ (int x) { return x + k; };
  static_assert(std::is_invocable_v<decltype(d), int>);
  return apply(d);
}
