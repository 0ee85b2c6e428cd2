// A __device__ function defined without its annotation is still device
// code (nvcc: "redeclared without __device__, hence treated as a
// __host__ __device__ function"): its printf is device printf.
#include <cstdio>
__device__ void say(int v);
void say(int v) { printf("%d\n", v); }
__global__ void k() { say(1); }
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); return 0; }
