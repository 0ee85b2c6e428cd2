template <typename F> __global__ void k(F f) { f(); }
int main() { k<<<1, 1>>>([] __device__ () {}); }
