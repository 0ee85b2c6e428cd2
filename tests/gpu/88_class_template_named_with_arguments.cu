// A lambda in a member of a class template names that template with other
// arguments (`View<long, 1>` inside View<T, N>), a variadic template with
// its own arguments, a template of values, and the class template around a
// nested class.  The wrapper, at namespace scope before the template, takes
// each as a template template parameter and the use site passes the
// injected name.
#include <cstdio>
#include "check.h"

template <typename F> __global__ void k(int n, F f) {
  int i = threadIdx.x;
  if (i < n) f(i);
}

template <typename T, int N> struct View {
  T *p;
  template <typename F> void other(F f) {
    View<long, 1> w{nullptr};
    T *q = p; /* [=] would copy `this`, a host pointer, for p */
    k<<<1, N>>>(N, [=] __device__ (int i) { View<long, 1> c = w; f(i, q[i], c.p == nullptr ? 1 : 0); });
    CHECK(cudaDeviceSynchronize());
  }
};

template <class... Ts> struct Pack {
  int *p;
  template <class F> void run(F f) {
    Pack<int, long> other{p};
    k<<<1, 4>>>(4, [=] __device__ (int i) { Pack<int, long> o = other; f(i, o.p[i], (int)sizeof...(Ts)); });
    CHECK(cudaDeviceSynchronize());
  }
};

template <int... Ns> struct Dims {
  int *p;
  template <class F> void run(F f) {
    int *q = p;
    k<<<1, 4>>>(4, [=] __device__ (int i) { f(i, q[i], (int)sizeof(Dims<1, 2>) + (int)sizeof...(Ns)); });
    CHECK(cudaDeviceSynchronize());
  }
};

template <class T, unsigned N> struct Outer {
  struct Inner {
    T *p;
    template <class F> void run(F f) {
      T *q = p;
      k<<<1, 4>>>(4, [=] __device__ (int i) {
        Outer<char, 2u> *none = nullptr;
        f(i, q[i], (int)N + (none == nullptr ? 10 : 0));
      });
      CHECK(cudaDeviceSynchronize());
    }
  };
};

int main() {
  int *d;
  CHECK(cudaMallocManaged(&d, 4 * sizeof(int)));
  for (int i = 0; i < 4; i++) d[i] = i;
  auto add = [] __host__ __device__ (int, int &x, int n) { x += n; };
  View<int, 4>{d}.other(add);
  Pack<float, float, float>{d}.run(add);
  Dims<5>{d}.run(add);
  Outer<int, 7>::Inner{d}.run(add);
  printf("%d %d %d %d\n", d[0], d[1], d[2], d[3]);
  CHECK(cudaFree(d));
  return 0;
}
