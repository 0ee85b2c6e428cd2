// 22_class_template_lambda: extended lambdas in class templates: a static
// member function, a member function template of a class template, and a
// member of a nested class template, each instantiated twice.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void for_each_index(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    f(i);
}

template <typename T>
struct Scaler {
  static void apply(T *d, int n, T s) {
    auto f = [=] __device__(int i) { d[i] = d[i] * s + T(1); };
    for_each_index<<<1, 32>>>(n, f);
    CHECK(cudaGetLastError());
  }

  // A local copy of the member: naming `offset` in the lambda would capture
  // `this`, a host pointer, and the kernel would fault.
  template <typename U>
  void shift(T *d, int n, U by) const {
    T off = offset;
    auto f = [=] __device__(int i) { d[i] = d[i] + T(by) + off; };
    for_each_index<<<1, 32>>>(n, f);
    CHECK(cudaGetLastError());
  }

  T offset;
};

template <typename T>
struct Outer {
  template <int K>
  struct Inner {
    void fill(T *d, int n) {
      auto f = [=] __device__(int i) { d[i] = T(K * i); };
      for_each_index<<<1, 32>>>(n, f);
      CHECK(cudaGetLastError());
    }
  };
};

template <typename T>
void run(const char *name, const char *fmt) {
  const int n = 4;
  T *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(T)));
  typename Outer<T>::template Inner<3> inner;
  inner.fill(d, n);
  Scaler<T>::apply(d, n, T(2));
  Scaler<T>{T(10)}.shift(d, n, 0.5);
  Scaler<T>{T(0)}.shift(d, n, 1);
  T h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%s:", name);
  for (int i = 0; i < n; i++)
    std::printf(fmt, h[i]);
  std::printf("\n");
  CHECK(cudaFree(d));
}

int main() {
  run<int>("int", " %d");
  run<double>("double", " %.1f");
  return 0;
}
