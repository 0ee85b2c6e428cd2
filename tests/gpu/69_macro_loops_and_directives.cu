// 69_macro_loops_and_directives: lambdas where library code puts them.
// A loop macro that goes through a second one and holds a __device__
// lambda and a host lambda with one body (the body a macro argument that
// names a member type of the class, calls a member template of a
// capture, and uses a member through `this`); two introducers under
// #ifdef/#else with one body after #endif; a member template of a class
// template defined outside the class.
#include <cstdio>

#include <cuda_runtime.h>

template <class F> __global__ void each(F f, int n) {
  int i = threadIdx.x;
  if (i < n)
    f(i);
}
template <class F> void parallel_for(int n, F f) {
  each<<<1, 32>>>(f, n);
  cudaDeviceSynchronize();
}
template <class F> void loop_on_cpu(int n, F f) {
  for (int i = 0; i < n; i++)
    f(i);
}
bool on_device = true;

#define GPU_DEVICE __device__
#define GPU_FOR_1D(n, i, block) \
{ \
    auto const& n_ = n; \
    if (on_device) { \
        parallel_for(n_, [=] GPU_DEVICE (int i) noexcept block); \
    } else { \
        loop_on_cpu(n_, [=] (int i) noexcept block); \
    } \
}
#define HOST_DEVICE_FOR_1D(...) GPU_FOR_1D(__VA_ARGS__)

struct Table {
  int v[4];
  template <class T> __host__ __device__ T get(int i) const { return T(v[i]); }
};
template <class U> struct Pair { U a, b; };

template <class T> struct Grid {
  using value_type = T;
  T *data;
  int scale;
  void fill(Table t, int n) {
    using Cell = Pair<value_type>;
    HOST_DEVICE_FOR_1D(n, i,
    {
        Cell c;
        c.a = t.get<value_type>(i % 4);
        c.b = value_type(scale);
        data[i] = c.a * c.b + value_type(0.5);
    });
  }
  template <int N> void shifted(int n) const;
};

template <class T>
template <int N>
void Grid<T>::shifted(int n) const {
  T *d = data;
#ifdef NEVER_DEFINED
  parallel_for(n, [=] __device__ (int i) {
    d[i] = -1;
#else
  parallel_for(n, [=] __device__ (int i) {
#endif
    d[i] += N;
  });
}

int main() {
  const int n = 6;
  /* The device loop reaches `data` and `scale` through `this`: the
   * object lives in managed memory. */
  Grid<float> *gp;
  cudaMallocManaged(&gp, sizeof *gp);
  Grid<float> &g = *gp;
  cudaMallocManaged(&g.data, n * sizeof(float));
  g.scale = 3;
  Table t{{1, 2, 3, 4}};
  g.fill(t, n);
  for (int i = 0; i < n; i++)
    printf("%g%c", g.data[i], i + 1 < n ? ' ' : '\n');
  on_device = false;
  g.scale = 10;
  g.fill(t, n);
  for (int i = 0; i < n; i++)
    printf("%g%c", g.data[i], i + 1 < n ? ' ' : '\n');
  g.shifted<7>(n);
  for (int i = 0; i < n; i++)
    printf("%g%c", g.data[i], i + 1 < n ? ' ' : '\n');
  cudaFree(g.data);
  cudaFree(gp);
}
