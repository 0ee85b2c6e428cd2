// 15_lambda_captures_lambda: extended lambdas that capture other extended
// lambdas by copy: a __device__ lambda capturing a __host__ __device__
// one, a __device__ lambda capturing a __device__ one, a
// __host__ __device__ composition called on both sides, and three levels.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void tabulate(int n, int *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

template <typename F>
void show(const char *name, F f) {
  const int n = 5;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  tabulate<<<1, 32>>>(n, d, f);
  CHECK(cudaGetLastError());
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%s: %d %d %d %d %d\n", name, h[0], h[1], h[2], h[3], h[4]);
  CHECK(cudaFree(d));
}

int main() {
  int off = 100, k = 7;
  auto sq = [] __host__ __device__(int x) { return x * x; };
  auto inc = [k] __host__ __device__(int x) { return x + k; };
  auto add_k = [k] __device__(int x) { return x + k; };

  auto outer = [=] __device__(int i) { return sq(i) + off; };
  auto twice = [add_k] __device__(int i) { return add_k(i) * 2; };
  auto compose = [sq, inc] __host__ __device__(int x) { return inc(sq(x)); };
  auto level3 = [compose, twice] __device__(int i) { return twice(compose(i)); };

  show("outer", outer);
  show("twice", twice);
  show("compose", compose);
  show("level3", level3);
  std::printf("compose on the host: %d %d %d\n", compose(0), compose(2), compose(4));
  return 0;
}
