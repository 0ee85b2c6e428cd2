// 40_lambdas_in_nested_blocks: several extended lambdas in one function,
// in nested block scopes: inside if/else branches, a for loop (one
// closure type, launched with a different capture each iteration), a
// switch, and a plain block; their order in the function is what a
// lowering numbers them by.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void eval(int x, int *out, F f) { *out = f(x); }

template <typename F>
int on_device(F f, int x) {
  int *d = nullptr;
  CHECK(cudaMalloc(&d, sizeof(int)));
  eval<<<1, 1>>>(x, d, f);
  CHECK(cudaGetLastError());
  int h = 0;
  CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
  return h;
}

int dispatch(int mode) {
  int total = 0;
  if (mode > 0) {
    auto f = [=] __device__(int x) { return x + mode; };
    total += on_device(f, 10);
  } else {
    auto f = [=] __device__(int x) { return x - mode; };
    total += on_device(f, 20);
  }
  for (int step = 1; step <= 3; step++) {
    auto g = [=] __device__(int x) { return x * step; };
    total += on_device(g, 100);
  }
  switch (mode) {
  case 1: {
    auto h = [] __device__(int x) { return x + 1000; };
    total += on_device(h, 0);
    break;
  }
  default: {
    auto h = [] __host__ __device__(int x) { return x + 2000; };
    total += on_device(h, 0) + h(1);
    break;
  }
  }
  {
    int inner = 5;
    auto last = [inner] __device__(int x) { return x * inner; };
    total += on_device(last, 2);
  }
  return total;
}

int main() {
  std::printf("dispatch(1) = %d\n", dispatch(1));
  std::printf("dispatch(-2) = %d\n", dispatch(-2));
  return 0;
}
