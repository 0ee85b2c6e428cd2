// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc compiles a lambda in a kernel for the device only once it is called; the call is wrong wherever it runs
// Guide 5.3.6 in a plain lambda inside a kernel that nothing calls yet.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <cstring>

__global__ void kernel(const char *s) {
  // CHECK: l1_lambda_in_kernel_uncalled.cu:[[@LINE+1]]:25: error: device code calls the C library function 'strlen', which exists only on the host [L1]
  auto l = [=] { return strlen(s); }; // expected-error {{device code calls the C library function 'strlen', which exists only on the host}}
}
// RUN: %cudalift --check -verify %fast %s
