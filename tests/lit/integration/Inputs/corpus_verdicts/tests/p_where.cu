#include <cassert>
template <typename F> __global__ void k(F f) { f(); }
int main() { int x = 1; k<<<1, 1>>>([] __device__ () {}); assert(x == 1); }
