// A macro whose text launches a kernel, used where the passes differ.
template <class T> __global__ void put(T *p) { p[0] = T(1); }
#define LAUNCH_PUT(p) put<int><<<1, 1>>>(p)
void go(int *d) {
#if !defined(__CUDA_ARCH__)
  LAUNCH_PUT(d);
#endif
}
int main() { go(nullptr); return 0; }
