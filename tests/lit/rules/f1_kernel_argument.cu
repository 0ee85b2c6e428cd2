// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict F1: nvcc accepts an nvstd::function built in host code as a kernel argument
// F1: an nvstd::function object made in host code passed to a kernel, by
// a plain parameter or a template parameter.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <nvfunctional>

__global__ void apply(nvstd::function<int(int)> f) { }
template <class F> __global__ void apply_any(F f) { }

void host_function() {
  nvstd::function<int(int)> f = [](int x) { return x; };
  // CHECK: f1_kernel_argument.cu:[[@LINE+1]]:3: error: kernel 'apply' is given 'nvstd::function<int (int)>', an nvstd::function object made in host code [F1]
  apply<<<1, 1>>>(f); // expected-error {{kernel 'apply' is given 'nvstd::function<int (int)>', an nvstd::function object made in host code}}
  // CHECK: f1_kernel_argument.cu:[[@LINE+1]]:3: error: kernel 'apply_any' is given 'nvstd::function<int (int)>', an nvstd::function object made in host code [F1]
  apply_any<<<1, 1>>>(f); // expected-error {{kernel 'apply_any' is given 'nvstd::function<int (int)>', an nvstd::function object made in host code}}
}
// RUN: %cudalift --check -verify %fast %s
