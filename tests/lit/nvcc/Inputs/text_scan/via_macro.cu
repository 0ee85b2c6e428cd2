// The extended lambda comes from a library macro (-isystem) only.
#include <sys_annotations.h>
template <typename F> __global__ void each(int n, F f) { if ((int)threadIdx.x < n) f(threadIdx.x); }
int main() { int *d = nullptr; each<<<1, 4>>>(4, SYS_LAMBDA (int i) { d[i] = i; }); return 0; }
