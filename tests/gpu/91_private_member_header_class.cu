// Member functions defined here of classes a header defines
// (`private_class.h`), as MFEM splits `.hpp` and `.cpp`: their extended
// lambdas name a private static constant, a private member type, a private
// static function, a private data member through `*this`, a protected
// member of a base and a class template's private member; a private member
// type in a lambda's parameters (a private alias of a public type in a
// host-device lambda's, as XGBoost's GPUHistEvaluator) and in a carried
// alias.  The wrapper is the class's friend: the header's lowered copy
// declares it.
#include <cstdio>
#include "check.h"
#include "private_class.h"

namespace pc {
void Interp::eval(int *d, int n) {
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { Pair p{MAX, i}; d[i] = p.a + twice(p.b); });
}
void Interp::scale(int *d, int n) {
  pc_each<<<1, n>>>(n, [=, *this] __device__ (int i) { d[i] *= factor; });
}
template <typename T> void Interp::fill(T *d, int n) {
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { d[i] += (T)MAX * 10; });
}
void Interp::shift(int *d, int n) {
  pc_each<<<1, n>>>(n, [=, *this] __device__ (int i) { d[i] -= this->bias; });
}
template <typename T> void Grid<T>::set(T *d, int n) {
  pc_each<<<1, n>>>(n, [=, *this] __device__ (int i) { d[i] = step * i + (T)0.5; });
}
void Sorter::sig(int *d, int n) {
  auto first = [=] __host__ __device__ (Pair const &a) { return a.first * 2 + a.second; };
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { d[i] = first({d[i], i}); });
}
void Sorter::alias(int *d, int n) {
  using K = Key;
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { K x{i, 1}; d[i] += x.k * 100; });
}
void Sorter::param(int *d, int n) {
  auto f = [=] __device__ (Key const &a) { return a.k + a.v; };
  pc_each<<<1, n>>>(n, [=] __device__ (int i) { d[i] += f({i, 1000}); });
}
} // namespace pc

int main() {
  const int n = 4;
  int *d;
  float *g;
  CHECK(cudaMallocManaged(&d, n * sizeof(int)));
  CHECK(cudaMallocManaged(&g, n * sizeof(float)));
  pc::Interp x;
  pc::Interp::eval(d, n);
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < n; i++) printf("%d ", d[i]);
  printf("\n");
  x.scale(d, n);
  x.fill(d, n);
  x.shift(d, n);
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < n; i++) printf("%d ", d[i]);
  printf("\n");
  pc::Grid<float> grid;
  grid.set(g, n);
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < n; i++) printf("%.1f ", g[i]);
  printf("\n");
  pc::Sorter sorter;
  for (int i = 0; i < n; i++) d[i] = i;
  sorter.sig(d, n);
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < n; i++) printf("%d ", d[i]);
  printf("\n");
  sorter.alias(d, n);
  sorter.param(d, n);
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < n; i++) printf("%d ", d[i]);
  printf("\n");
  CHECK(cudaFree(d));
  CHECK(cudaFree(g));
}
