// A class names itself in its members without template arguments (the
// injected class name): in an extended lambda's parameters, its body, a
// capture's type, a trailing return type and a local alias the body uses;
// the members of a nested class template name the class around them too;
// a partial specialization names itself; a class that is no template
// names itself too.
#include <cstdio>
#include "check.h"

template <class F> __global__ void each(int n, F f) {
  int i = threadIdx.x;
  if (i < n) f(i);
}

template <class T, int N> struct View {
  T *p;
  template <class F> void for_each(F f) {
    auto g = [=] __host__ __device__ (int i, F fn, View view) { fn(i, view.p[i]); };
    View self = *this;
    each<<<1, N>>>(N, [=] __device__ (int i) { g(i, f, self); });
    CHECK(cudaDeviceSynchronize());
  }
  void shift(T by) {
    using Same = View;
    View self = *this;
    auto at = [=] __host__ __device__ (int i) -> View { Same s = self; s.p += i; return s; };
    each<<<1, N>>>(N, [=] __device__ (int i) { *at(i).p += by; });
    CHECK(cudaDeviceSynchronize());
  }
};

template <class T> struct Outer {
  T base;
  template <int N> struct Inner {
    T *p;
    void run(Outer o) {
      Inner me = *this;
      each<<<1, N>>>(N, [=] __device__ (int i) { Inner x = me; Outer y = o; x.p[i] += y.base; });
      CHECK(cudaDeviceSynchronize());
    }
  };
};

template <class T, class U> struct Pair {};
template <class T> struct Pair<T, int> {
  T *p;
  void run() {
    Pair self = *this;
    each<<<1, 4>>>(4, [=] __device__ (int i) { Pair q = self; q.p[i] *= 2; });
    CHECK(cudaDeviceSynchronize());
  }
};

struct Plain {
  int *p;
  void run() {
    Plain self = *this;
    each<<<1, 4>>>(4, [=] __device__ (int i) { Plain q = self; q.p[i] -= 1; });
    CHECK(cudaDeviceSynchronize());
  }
};

int main() {
  int *d;
  CHECK(cudaMallocManaged(&d, 4 * sizeof(int)));
  View<int, 4> v{d};
  v.for_each([] __host__ __device__ (int i, int &x) { x = i * 2; });
  printf("for_each: %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  v.shift(10);
  printf("shift: %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  Outer<int>::Inner<4>{d}.run(Outer<int>{100});
  printf("inner: %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  Pair<int, int>{d}.run();
  printf("pair: %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  Plain{d}.run();
  printf("plain: %d %d %d %d\n", d[0], d[1], d[2], d[3]);
  CHECK(cudaFree(d));
  return 0;
}
