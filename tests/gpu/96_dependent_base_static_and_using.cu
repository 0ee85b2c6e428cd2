// A class template reaches its dependent base from lambdas in
// out-of-class member functions, as TNL's segments do: a static member
// function of the base through the base's alias (`Base::warp()`, no
// object needed, no `this` captured), a non-static one through a copy of
// the object (`[=, *this]`, `Base::scale()`), and a parameter typed by
// `using typename Base::IndexType;`.
#include <cstdio>
#include "check.h"

template <class F> __global__ void each(int n, F f) {
  if ((int)threadIdx.x < n)
    f((int)threadIdx.x);
}
template <class I> struct SegBase {
  using IndexType = I;
  __host__ __device__ static constexpr int warp() { return 4; }
  template <class T> __host__ __device__ static T twice(T v) { return v + v; }
  __host__ __device__ int scale() const { return s; }
  int s = 3;
};
template <class I> struct Seg : SegBase<I> {
  using Base = SegBase<I>;
  using typename Base::IndexType;
  IndexType *p = nullptr;
  template <class H> void fill(const H &h);
  void grow();
};
template <class I> template <class H> void Seg<I>::fill(const H &h) {
  IndexType *q = p;
  each<<<1, 4>>>(4, [=] __device__(IndexType i) mutable { q[i] = i * Base::warp() + Base::twice(h); });
  CHECK(cudaDeviceSynchronize());
}
template <class I> void Seg<I>::grow() {
  each<<<1, 4>>>(4, [=, *this] __device__(IndexType i) { p[i] += Base::scale(); });
  CHECK(cudaDeviceSynchronize());
}

int main() {
  Seg<int> s;
  CHECK(cudaMallocManaged(&s.p, 4 * sizeof(int)));
  s.fill(1);
  printf("fill %d %d %d %d\n", s.p[0], s.p[1], s.p[2], s.p[3]);
  s.s = 10;
  s.grow();
  printf("grow %d %d %d %d\n", s.p[0], s.p[1], s.p[2], s.p[3]);
  Seg<long> t;
  CHECK(cudaMallocManaged(&t.p, 4 * sizeof(long)));
  t.fill(5L);
  printf("fill %ld %ld %ld %ld\n", t.p[0], t.p[1], t.p[2], t.p[3]);
  CHECK(cudaFree(s.p));
  CHECK(cudaFree(t.p));
  return 0;
}
