// Code that depends on the architecture: the device-side parse's business.
#include <cstdio>
__global__ void k(int *p) {
#ifdef __CUDA_ARCH__
  *p = __CUDA_ARCH__;
#endif
}
int main() { int *d = nullptr; k<<<1, 1>>>(d); return 0; }
