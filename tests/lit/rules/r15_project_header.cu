// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc gives no diagnostic; the device closure holds `bias` after `x`, the host closure only `x`
// Rule 15 through a project header: the macro that adds a capture is
// defined under __CUDA_ARCH__ in the header, not in this file.
// RUN: %expect-exit 1 %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include "../Inputs/arch_bias.h"

// A kernel template in the translation unit: a closure could reach the
// device (rule 15 is about closures passed to kernels).
template <class F> __global__ void run_on_device(F f);

void host_function() {
  int x = 1, bias = 2;
  // CHECK: r15_project_header.cu:[[@LINE+1]]:12: error: the captures of this extended lambda depend on __CUDA_ARCH__: 'x' when it is undefined, 'x, bias' when it is defined [R15]
  auto l = [=] __device__ { return x ADD_BIAS; }; // expected-error {{the captures of this extended lambda depend on __CUDA_ARCH__: 'x' when it is undefined, 'x, bias' when it is defined}}
}
// RUN: %cudalift --check -verify %fast %s
