template <typename F> __global__ void k(F f) { f(); }
int main() { int v = 1; k<<<1, 1>>>([v] __device__ () { (void)v; }); }
