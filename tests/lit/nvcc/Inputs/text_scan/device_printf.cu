// Device printf through a library macro: the device runtime's business.
#include <cstdio>
#include <sys_annotations.h>
__global__ void hello(int v) { SYS_LOG("hello %d\n", v); }
int main() { hello<<<1, 1>>>(7); cudaDeviceSynchronize(); return 0; }
