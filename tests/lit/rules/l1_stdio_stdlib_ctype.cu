// nvcc 13.0: error (line 13) "calling a __host__ function("puts") from a __device__ function("device_function") is not allowed" (8 errors)
// Guide 5.3.6: puts, rand, qsort and toupper are host-only too, in a __device__ function.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <cctype>
#include <cstdio>
#include <cstdlib>

__device__ int cmp(const void *, const void *) { return 0; }

__device__ int device_function(int *a, const char *s) {
  // CHECK: l1_stdio_stdlib_ctype.cu:[[@LINE+1]]:3: error: device code calls the C library function 'puts', which exists only on the host [L1]
  puts(s); // expected-error {{device code calls the C library function 'puts', which exists only on the host}}
  // CHECK: l1_stdio_stdlib_ctype.cu:[[@LINE+1]]:3: error: device code calls the C library function 'qsort', which exists only on the host [L1]
  qsort(a, 4, sizeof(int), cmp); // expected-error {{device code calls the C library function 'qsort', which exists only on the host}}
  // CHECK: l1_stdio_stdlib_ctype.cu:[[@LINE+2]]:10: error: device code calls the C library function 'rand', which exists only on the host [L1]
  // CHECK: l1_stdio_stdlib_ctype.cu:[[@LINE+1]]:19: error: device code calls the C library function 'toupper', which exists only on the host [L1]
  return rand() + toupper(s[0]); // expected-error {{device code calls the C library function 'rand', which exists only on the host}} expected-error {{device code calls the C library function 'toupper', which exists only on the host}}
}
// RUN: %cudalift --check -verify %fast %s
