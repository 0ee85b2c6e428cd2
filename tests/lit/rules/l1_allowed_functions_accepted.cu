// nvcc 13.0: accepted
// Guide 5.3.6: the C library functions device code may call.
// RUN: %expect-exit 0 %cudalift --check %fast %s | count 0

#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void kernel(int *a) {
  int *p = (int *)malloc(16);
  memset(p, 0, 16);
  memcpy(p, a, 4);
  free(p);
  void *q = __nv_aligned_device_malloc(64, 32);
  free(q);
  printf("%d\n", (int)clock());
  long long t = clock64();
  assert(t >= 0);
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
