// No lambda, and a kernel that calls the C library's host-only fopen:
// nvcc refuses it, so the drop-in parses after all and reports L1.
#include <cstdio>
__global__ void k() { FILE *f = fopen("x", "r"); (void)f; }
int main() { k<<<1, 1>>>(); return 0; }
