// The file opens with a UTF-8 byte-order mark (EF BB BF), as editors on
// Windows write it; nvcc takes it as the file's first bytes only, so the
// lowered file keeps it first, before the runtime's include.
#include <cstdio>
#include "check.h"

template <class F> __global__ void each(int n, F f) {
  int i = threadIdx.x;
  if (i < n) f(i);
}

int main() {
  int *d;
  CHECK(cudaMallocManaged(&d, 4 * sizeof(int)));
  int k = 7;
  each<<<1, 4>>>(4, [=] __device__ (int i) { d[i] = i * k; });
  CHECK(cudaDeviceSynchronize());
  auto twice = [] __host__ __device__ (int x) { return 2 * x; };
  printf("%d %d %d %d %d\n", d[0], d[1], d[2], d[3], twice(d[3]));
  CHECK(cudaFree(d));
  return 0;
}
