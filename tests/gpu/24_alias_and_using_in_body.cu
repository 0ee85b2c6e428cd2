// 24_alias_and_using_in_body: names that the lambda body finds through
// block-scope declarations: a type alias and a typedef declared in the
// enclosing function, a using-directive and a namespace alias in the
// enclosing function, and an alias and a using-declaration inside the
// lambda body itself.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

namespace mathx {
__host__ __device__ inline int cube(int v) { return v * v * v; }
struct Pair {
  int lo, hi;
};
namespace deep {
__host__ __device__ inline int negate(int v) { return -v; }
}  // namespace deep
}  // namespace mathx

namespace other {
__host__ __device__ inline int twice(int v) { return 2 * v; }
}  // namespace other

template <typename F>
__global__ void tabulate(int n, long long *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

int main() {
  using wide_t = long long;
  typedef mathx::Pair range_t;
  using namespace mathx;
  namespace md = mathx::deep;
  range_t r{2, 5};

  auto f = [=] __device__(int i) -> wide_t {
    using other::twice;
    using small_t = short;
    wide_t big = wide_t(cube(i + r.lo)) * 1000;
    small_t s = small_t(md::negate(twice(i)));
    return big + s + r.hi;
  };
  const int n = 4;
  long long *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(long long)));
  tabulate<<<1, 32>>>(n, d, f);
  CHECK(cudaGetLastError());
  long long h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    std::printf("f(%d) = %lld\n", i, h[i]);
  CHECK(cudaFree(d));
  return 0;
}
