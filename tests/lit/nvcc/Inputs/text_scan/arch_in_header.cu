// Architecture tests in a project header, and in this file's function
// bodies only: nothing for cudalift.
#include "arch_header.h"
__global__ void k(int *p) { p[0] = where(); }
int main() {
  int *d = nullptr;
#ifndef __CUDA_ARCH__
  d = nullptr;
#endif
  k<<<1, 1>>>(d);
  return 0;
}
