// nvcc 13.0: error (line 9) "calling a __host__ function("strlen") from a __device__ function("device_function") is not allowed" (2 errors)
// Guide 5.3.6: std::strlen is the same host function.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <cstring>

__device__ int device_function(const char *s) {
  // CHECK: l1_std_qualified.cu:[[@LINE+1]]:15: error: device code calls the C library function 'strlen', which exists only on the host [L1]
  return (int)std::strlen(s); // expected-error {{device code calls the C library function 'strlen', which exists only on the host}}
}
// RUN: %cudalift --check -verify %fast %s
