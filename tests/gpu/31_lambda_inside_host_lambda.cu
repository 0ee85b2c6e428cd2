// 31_lambda_inside_host_lambda: extended lambdas defined inside plain host
// lambdas (guide 5.3.7.4: the enclosing function is the function that
// holds the outermost lambda).  One host lambda is called twice with
// different values to capture; another nests two host lambdas deep.
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

void host_function(int *d, int n, int *h) {
  auto launch_with = [&](int k) {
    auto f = [=] __device__(int i) { return i * k + n; };
    tabulate<<<1, 32>>>(n, d, f);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    std::printf("k = %d: %d %d %d %d\n", k, h[0], h[1], h[2], h[3]);
  };
  launch_with(2);
  launch_with(5);

  int base = 1000;
  auto outer = [=](int a) {
    auto inner = [=](int b) {
      auto g = [=] __host__ __device__(int i) { return base + a * 10 + b + i; };
      tabulate<<<1, 32>>>(n, d, g);
      CHECK(cudaGetLastError());
      return g(0);
    };
    return inner(a + 1);
  };
  int host_value = outer(3);
  CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("nested: host %d, device %d %d %d %d\n", host_value, h[0], h[1], h[2], h[3]);
}

int main() {
  const int n = 4;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  int h[n];
  host_function(d, n, h);
  CHECK(cudaFree(d));
  return 0;
}
