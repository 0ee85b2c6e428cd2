// nvcc 13.0: error (line 9) "calling a __host__ function("memcmp") from a __device__ function("device_function") is not allowed" (2 errors)
// Guide 5.3.6: where cuda::std has a device version, the message names it.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <cstring>

__device__ int device_function(const char *a, const char *b) {
  // CHECK: l1_cuda_std_alternative.cu:[[@LINE+1]]:10: error: device code calls the C library function 'memcmp', which exists only on the host; use cuda::std::memcmp from <cuda/std/cstring> [L1]
  return memcmp(a, b, 4); // expected-error {{device code calls the C library function 'memcmp', which exists only on the host; use cuda::std::memcmp from <cuda/std/cstring>}}
}
// RUN: %cudalift --check -verify %fast %s
