// A lambda in a class template's member function calls a static member
// of another class through a member alias (`VT::size()`, with `using VT
// = Shape<N>;`), as TNL's segments do: from a static member function,
// which has no `this`, and from a non-static one, beside a member the
// lambda reaches through its copy of the object (`*this`) and a member of
// a base named through the base's alias.
#include <cstdio>
#include "check.h"

template <class F> __global__ void each(int n, F f) {
  if ((int)threadIdx.x < n)
    f((int)threadIdx.x);
}
template <int N> struct Shape {
  __host__ __device__ static constexpr int size() { return N; }
};
template <class T> struct Base {
  __host__ __device__ static int scale() { return 2; }
  T m_off = 1;
};
template <class T, int N> struct Seg : Base<T> {
  using VT = Shape<N>;
  using B = Base<T>;
  T *q = nullptr;
  static void fill(T *p) {
    each<<<1, N>>>(N, [=] __device__(int i) { p[i] = T(i * VT::size()) + B::scale(); });
    CHECK(cudaDeviceSynchronize());
  }
  void add(T s) {
    each<<<1, N>>>(N, [=, *this] __device__(int i) { q[i] += s * VT::size() + B::m_off; });
    CHECK(cudaDeviceSynchronize());
  }
};

int main() {
  int *d;
  CHECK(cudaMallocManaged(&d, 4 * sizeof(int)));
  Seg<int, 4>::fill(d);
  printf("fill %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  Seg<int, 4> s;
  s.q = d;
  s.m_off = 5;
  s.add(10);
  printf("add %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  double *e;
  CHECK(cudaMallocManaged(&e, 3 * sizeof(double)));
  Seg<double, 3>::fill(e);
  printf("fill %g %g %g\n", e[0], e[1], e[2]);
  CHECK(cudaFree(d));
  CHECK(cudaFree(e));
  return 0;
}
