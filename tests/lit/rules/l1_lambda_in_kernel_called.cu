// nvcc 13.0: error (line 9) "calling a __host__ function("strlen") from a __device__ function("kernel(const char *, int *)::[lambda() (i..." (2 errors)
// Guide 5.3.6: a plain lambda in a kernel runs on the device.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <cstring>

__global__ void kernel(const char *s, int *out) {
  // CHECK: l1_lambda_in_kernel_called.cu:[[@LINE+1]]:25: error: device code calls the C library function 'strlen', which exists only on the host [L1]
  auto l = [=] { return strlen(s); }; // expected-error {{device code calls the C library function 'strlen', which exists only on the host}}
  *out = (int)l();
}
// RUN: %cudalift --check -verify %fast %s
