// nvcc 13.0: error (line 11) "calling a __host__ function("strlen") from a __device__ function("host_function(const char *)::[lambda() (i..." (2 errors)
// Guide 5.3.6: an extended __device__ lambda's body is device code.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <cstring>

template <class F> __global__ void run(F f) { f(); }

void host_function(const char *s) {
  // CHECK: l1_extended_lambda_launched.cu:[[@LINE+1]]:36: error: device code calls the C library function 'strlen', which exists only on the host [L1]
  auto l = [=] __device__ { return strlen(s); }; // expected-error {{device code calls the C library function 'strlen', which exists only on the host}}
  run<<<1, 1>>>(l);
}
// RUN: %cudalift --check -verify %fast %s
