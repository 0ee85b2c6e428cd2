// nvcc 13.0: accepted
// agreement: cudalift-stricter nvcc gives no diagnostic; `work` is ordinal 0 in the host pass but 1 in the device pass
// Rule 13 through a project header: the macro expands to an extended
// lambda only when __CUDA_ARCH__ is defined.  No #if in this file holds
// it, so the note names the enclosing function.  The launch of `work`
// gets K1 too: the passes number it differently, so the host's
// kernel<work> is not the kernel the device pass instantiates (nvcc
// mangles the closure by its ordinal in each pass).
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
#include "../Inputs/arch_trace.h"

template <typename F>
__global__ void kernel(F f) { f(1); }

void host_function() {
  // CHECK: r13_macro_from_header.cu:[[@LINE+1]]:3: error: extended lambda exists only when __CUDA_ARCH__ is defined, so the number and order of extended lambdas in 'host_function' depend on it [R13]
  TRACE_LAMBDA // expected-error {{extended lambda exists only when __CUDA_ARCH__ is defined, so the number and order of extended lambdas in 'host_function' depend on it}}
  // CHECK: r13_macro_from_header.cu:[[@LINE-3]]:6: note: 'host_function' is declared here
  auto work = [] __device__ (int v) { return 2 * v; };
  // CHECK: r13_macro_from_header.cu:[[@LINE+1]]:3: warning: no device code for kernel 'kernel<(lambda at {{.*}}r13_macro_from_header.cu:[[@LINE-1]]:15)>'
  kernel<<<1, 1>>>(work); // expected-warning {{no device code for kernel 'kernel<(lambda at}}
}
// RUN: %cudalift --check -verify %fast %s
