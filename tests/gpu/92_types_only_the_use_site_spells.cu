// Types the wrapper cannot spell at namespace scope, named inside an
// extended lambda: a block-scope alias of `decltype(q)` where `q` is an
// `auto` local of a function template (XGBoost's linalg_op.cuh), an alias
// of it used by another alias, a `sizeof` of such a local, the alias of a
// captured `auto` local, a `decltype(q)` parameter and result type of a
// host-device lambda, and, outside templates, an alias of an extended
// lambda's closure type.  The use site, where each is in scope, passes the
// type.
#include <cstdio>
#include <type_traits>
#include <utility>
#include "check.h"

template <typename F> __global__ void each(int n, F f) {
  int i = threadIdx.x;
  if (i < n)
    f(i);
}

template <typename T> void alias_of_auto(T *p, int n) {
  auto q = p + 1;
  using Q = std::remove_pointer_t<decltype(q)>;
  using R = std::add_const_t<Q>;
  each<<<1, n>>>(n, [=] __device__ (int i) { R v = static_cast<Q>(i * 3); p[i] = v; });
  CHECK(cudaDeviceSynchronize());
}

template <typename T> void sizeof_of_auto(T *p, int n) {
  auto q = std::make_pair(*p, 1.0);
  using A = std::integral_constant<int, (int)sizeof(q)>;
  each<<<1, n>>>(n, [=] __device__ (int i) { p[i] = A::value + i; });
  CHECK(cudaDeviceSynchronize());
}

template <typename T> void captured_auto(T *p, int n) {
  auto q = p;
  using Q = decltype(q);
  each<<<1, n>>>(n, [=] __device__ (int i) { Q r = q; r[i] = i * 7; });
  CHECK(cudaDeviceSynchronize());
}

template <typename T> void parameter_of_auto(T *p, int n) {
  auto q = *p;
  auto g = [=] __host__ __device__ (decltype(q) x) -> decltype(q) { return x + 100; };
  each<<<1, n>>>(n, [=] __device__ (int i) { p[i] = g(i); });
  CHECK(cudaDeviceSynchronize());
  std::printf("host %d\n", (int)g(5));
}

void closure_type(int *p, int n) {
  int k = 3;
  double w = 0.5;
  auto add = [k, w] __host__ __device__ (int x) { return x + k + (int)(w * 4); };
  using Add = decltype(add);
  each<<<1, n>>>(n, [=] __device__ (int i) { const Add &f = add; p[i] = f(i) * 10; });
  CHECK(cudaDeviceSynchronize());
  std::printf("host %d\n", add(1));
}

void print(const char *what, const int *d, int n) {
  std::printf("%s", what);
  for (int i = 0; i < n; i++)
    std::printf(" %d", d[i]);
  std::printf("\n");
}

int main() {
  int *d;
  CHECK(cudaMallocManaged(&d, 8 * sizeof(int)));
  d[0] = 1;
  alias_of_auto(d, 4);
  print("alias", d, 4);
  sizeof_of_auto(d, 4);
  print("sizeof", d, 4);
  captured_auto(d, 4);
  print("captured", d, 4);
  parameter_of_auto(d, 4);
  print("parameter", d, 4);
  closure_type(d, 4);
  print("closure", d, 4);
  CHECK(cudaFree(d));
  return 0;
}
