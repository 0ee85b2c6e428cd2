// nvcc 13.0: accepted
// CUDA's math functions are device functions, and so are the integer abs
// family and the C library functions of guide 5.3.6: no L1 with the real
// headers, where clang sees CUDA's own declarations.
// RUN: %expect-exit 0 %cudalift --check %s | count 0

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void kernel(float *out, const float *in, int n) {
  float x = in[0];
  out[0] = sinf(x) + sqrtf(x) + std::sqrt(x) + expf(x) + (float)abs(n) + fabsf(x);
  char buf[8];
  memset(buf, 0, sizeof buf);
  memcpy(buf, "ok", 2);
  printf("%s %f\n", buf, (double)out[0]);
  int *p = (int *)malloc(4);
  free(p);
}
