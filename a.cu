#include <cstdio>
template <class F> __global__ void k(int n, F f) { int i = threadIdx.x; if (i < n) f(i); }
// 1. capture of the injected type, result type deduced, alias carried
template <class T, int N> struct View {
  T *p;
  void run() {
    using Self = View;
    View self = *this;
    auto make = [=] __host__ __device__ (int i) { Self s = self; s.p += i; return s; };
    k<<<1, N>>>(N, [=] __device__ (int i) { View v = make(i); *v.p = (T)(i * 3); });
    cudaDeviceSynchronize();
  }
  auto twice() -> View { return *this; }
};
// 2. a non-template class: its name, a capture of its type
struct Plain {
  int *p;
  void run(int n) {
    Plain self = *this;
    k<<<1, 4>>>(n, [=] __device__ (int i) { Plain q = self; q.p[i] += 100; });
    cudaDeviceSynchronize();
  }
};
int main() {
  int *d; cudaMallocManaged(&d, 4 * sizeof(int));
  View<int, 4>{d}.run();
  Plain{d}.run(4);
  printf("%d %d %d %d\n", d[0], d[1], d[2], d[3]);
}
