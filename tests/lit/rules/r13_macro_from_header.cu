// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic; `work` is ordinal 0 in the host pass but 1 in the device pass
// Rule 13 through a project header: the macro expands to an extended
// lambda only when __CUDA_ARCH__ is defined.  No #if in this file holds
// it, so the note names the enclosing function.  Under nvcc the launch
// of `work` has no device code (nvcc mangles the closure by its ordinal
// in each pass); cudalift names it by its place, the same in both passes,
// so its build has that kernel and no K1 is reported.
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
#include "../Inputs/arch_trace.h"

template <typename F>
__global__ void kernel(F f) { f(1); }

void host_function() {
  // CHECK: r13_macro_from_header.cu:[[@LINE+1]]:3: error: extended lambda exists only when __CUDA_ARCH__ is defined, so the number and order of extended lambdas in 'host_function' depend on it [R13]
  TRACE_LAMBDA // expected-error {{extended lambda exists only when __CUDA_ARCH__ is defined, so the number and order of extended lambdas in 'host_function' depend on it}}
  // CHECK: r13_macro_from_header.cu:[[@LINE-3]]:6: note: 'host_function' is declared here
  auto work = [] __device__ (int v) { return 2 * v; };
  kernel<<<1, 1>>>(work);
}
// RUN: %cudalift --check -verify %fast %s
