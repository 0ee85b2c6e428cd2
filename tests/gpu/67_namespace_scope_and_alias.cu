// gpu-check: std: c++20
// 67_namespace_scope_and_alias: a __host__ __device__ lambda and a
// __device__ lambda defined at namespace scope, called on the host and,
// through their closure types (default-constructible in C++20), in
// kernels and in a __host__ __device__ function; and a block-scope alias
// that names a variable of the enclosing function in an unevaluated
// operand (`using R = decltype(fetch(0, 1));`), used in a __device__
// lambda's body.
#include <cstdio>

#include <cuda_runtime.h>

#include "check.h"

auto square_plus = [] __host__ __device__ (int x) { return x * x + 1; };
namespace shapes {
auto triple = [] __device__ (int x) -> long { return 3L * x; };
}
using square_plus_t = decltype(square_plus);
using triple_t = decltype(shapes::triple);

__host__ __device__ int twice_square(int x) { return 2 * square_plus_t{}(x); }

__global__ void direct(int *out) {
  int i = threadIdx.x;
  out[i] = square_plus_t{}(i) + (int)triple_t{}(i) + twice_square(i);
}

template <class F> __global__ void each(F f, long *out) { out[threadIdx.x] = f(threadIdx.x); }

struct Fetch {
  int base;
  __host__ __device__ long operator()(unsigned i, int k) const { return base + 10L * i + k; }
};

template <class G> void run_fetch(const G &fetch, long *out) {
  using R = decltype(fetch(0, 1));
  using P = decltype(fetch);
  each<<<1, 4>>>([=] __device__ (unsigned i) { P f = fetch; R v = f(i, 1); return v * 2; }, out);
}

int main() {
  int *a;
  long *b;
  CHECK(cudaMallocManaged(&a, 4 * sizeof *a));
  CHECK(cudaMallocManaged(&b, 4 * sizeof *b));
  direct<<<1, 4>>>(a);
  CHECK(cudaDeviceSynchronize());
  std::printf("device: %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  std::printf("host: %d %d\n", square_plus(5), twice_square(3));
  run_fetch(Fetch{100}, b);
  CHECK(cudaDeviceSynchronize());
  std::printf("alias: %ld %ld %ld %ld\n", b[0], b[1], b[2], b[3]);
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  return 0;
}
