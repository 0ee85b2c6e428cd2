// 23_macro_lambda: extended lambdas written through macros, as Kokkos-style
// code does: DEV_LAMBDA and HD_LAMBDA expand to the capture default and
// the annotation, PARALLEL_FOR/PARALLEL_SUM take the lambda as a macro
// argument, and MAKE_ADDER builds a whole lambda from its argument.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

#define DEV_LAMBDA [=] __device__
#define HD_LAMBDA [=] __host__ __device__
#define PARALLEL_FOR(n, body) parallel_for((n), body)
#define PARALLEL_SUM(n, body, result) parallel_sum((n), body, (result))
#define MAKE_ADDER(k) [=] __device__(int x) { return x + (k); }

template <typename F>
__global__ void for_each_index(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    f(i);
}

template <typename F>
__global__ void sum_kernel(int n, int *acc, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(acc, f(i));
}

template <typename F>
void parallel_for(int n, F f) {
  for_each_index<<<(n + 63) / 64, 64>>>(n, f);
  CHECK(cudaGetLastError());
}

template <typename F>
void parallel_sum(int n, F f, int &result) {
  int *acc = nullptr;
  CHECK(cudaMalloc(&acc, sizeof(int)));
  CHECK(cudaMemset(acc, 0, sizeof(int)));
  sum_kernel<<<(n + 63) / 64, 64>>>(n, acc, f);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(&result, acc, sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(acc));
}

int main() {
  const int n = 200;
  int a = 2;
  int *x = nullptr, *y = nullptr;
  CHECK(cudaMalloc(&x, n * sizeof(int)));
  CHECK(cudaMalloc(&y, n * sizeof(int)));

  PARALLEL_FOR(n, DEV_LAMBDA(int i) { x[i] = i; y[i] = 1; });
  PARALLEL_FOR(n, DEV_LAMBDA(int i) { y[i] = a * x[i] + y[i]; });
  int total = 0;
  PARALLEL_SUM(n, DEV_LAMBDA(int i) { return y[i]; }, total);
  std::printf("sum of a*x+y = %d\n", total);

  auto square = HD_LAMBDA(int i) { return i * i; };
  PARALLEL_SUM(10, square, total);
  std::printf("sum of squares below 10 = %d (host square(9) = %d)\n", total, square(9));

  auto add5 = MAKE_ADDER(5);
  auto add_a = MAKE_ADDER(a * 10);
  PARALLEL_SUM(4, add5, total);
  std::printf("sum of add5 over 0..3 = %d\n", total);
  PARALLEL_SUM(4, add_a, total);
  std::printf("sum of add_a over 0..3 = %d\n", total);
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  return 0;
}
