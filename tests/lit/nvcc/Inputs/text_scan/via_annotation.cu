// An ordinary-looking lambda made extended by a library's annotation macro.
#include <sys_annotations.h>
template <typename F> __global__ void each(int n, F f) { if ((int)threadIdx.x < n) f(threadIdx.x); }
int main() { int *d = nullptr; each<<<1, 4>>>(4, [=] SYS_HD (int i) { d[i] = i; }); return 0; }
