// nvcc 13.0: error (line 12) "calling a __host__ function("strlen") from a __global__ function("kernel") is not allowed" (2 errors)
// Guide 5.3.6: device code may call only a few C library functions; strlen
// exists only on the host.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// RUN: %expect-exit 1 %cudalift --check %s | FileCheck %s --implicit-check-not=error:

#include <cstring>

__global__ void kernel(const char *s, int *out) {
  // CHECK: l1_strlen_in_kernel.cu:[[@LINE+2]]:15: error: device code calls the C library function 'strlen', which exists only on the host [L1]
  // CHECK: note: device code may call only printf, malloc, free, memcpy, memset, alloca, clock, clock64, assert and __nv_aligned_device_malloc of the C library (CUDA Programming Guide 5.3.6)
  *out = (int)strlen(s); // expected-error {{device code calls the C library function 'strlen', which exists only on the host}} expected-note {{device code may call only printf, malloc, free, memcpy, memset, alloca, clock, clock64, assert and __nv_aligned_device_malloc of the C library}}
}
// RUN: %cudalift --check -verify %fast %s
