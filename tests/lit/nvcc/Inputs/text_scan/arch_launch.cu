// A launch that only the host pass sees, in a function body.
template <class T> __global__ void put(T *p) { p[0] = T(1); }
void go(int *d) {
#ifndef __CUDA_ARCH__
  put<int><<<1, 1>>>(d);
#endif
}
int main() { go(nullptr); return 0; }
