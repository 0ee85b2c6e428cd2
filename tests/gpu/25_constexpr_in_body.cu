// 25_constexpr_in_body: constants the lambda body uses without capturing
// them: a block-scope constexpr int and float of the enclosing function,
// a namespace-scope constexpr, a static constexpr data member, a variable
// template, a constexpr __host__ __device__ function, and a constexpr
// value as an array bound inside the body.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

constexpr int kBase = 1000;

struct Limits {
  static constexpr int kMax = 50;
};

template <int N>
constexpr int pow2 = 1 << N;

__host__ __device__ constexpr int tri(int v) { return v * (v + 1) / 2; }

template <typename F>
__global__ void tabulate(int n, int *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

int main() {
  constexpr int kTile = 4;
  constexpr float kHalf = 0.5f;
  int offset = 7;
  auto f = [=] __device__(int i) {
    int scratch[kTile];
    for (int t = 0; t < kTile; t++)
      scratch[t] = t * i;
    int s = 0;
    for (int t = 0; t < kTile; t++)
      s += scratch[t];
    int v = kBase + s + int(kHalf * 10) + pow2<3> + tri(kTile) + offset;
    return v < Limits::kMax * 100 ? v : Limits::kMax;
  };
  static_assert(tri(kTile) == 10, "tri is constexpr on the host");
  const int n = 3;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  tabulate<<<1, 32>>>(n, d, f);
  CHECK(cudaGetLastError());
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("f: %d %d %d\n", h[0], h[1], h[2]);
  CHECK(cudaFree(d));
  return 0;
}
