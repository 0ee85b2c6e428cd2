// nvcc 13.0: accepted (warning, line 8: "calling a __host__ function("strlen") from a __host__ __device__ function("both") is not allowed")
// Guide 5.3.6: a __host__ __device__ function that nothing calls from device
// code may call host C library functions (nvcc compiles it for the host only).
// RUN: %expect-exit 0 %cudalift --check %fast %s | count 0

#include <cstring>

__host__ __device__ int both(const char *s) { return (int)strlen(s); }

int host_function(const char *s) { return both(s) + (int)strlen(s); }
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
