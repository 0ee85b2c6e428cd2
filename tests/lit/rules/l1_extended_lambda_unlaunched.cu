// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict nvcc compiles an extended lambda's body for the device only once something launches it; the call is wrong wherever it runs
// Guide 5.3.6 in an extended __device__ lambda nobody launches yet.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <cstring>

void host_function(const char *s) {
  // CHECK: l1_extended_lambda_unlaunched.cu:[[@LINE+1]]:36: error: device code calls the C library function 'strlen', which exists only on the host [L1]
  auto l = [=] __device__ { return strlen(s); }; // expected-error {{device code calls the C library function 'strlen', which exists only on the host}}
}
// RUN: %cudalift --check -verify %fast %s
