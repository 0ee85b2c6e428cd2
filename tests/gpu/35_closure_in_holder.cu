// 35_closure_in_holder: extended lambdas handed through host code before
// they reach a kernel: perfect-forwarded (as lvalue and as rvalue) through
// two function templates, stored in a struct template member and returned
// inside it from a function with a declared return type; a plain functor
// goes the same way for comparison.
#include <type_traits>
#include <utility>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
struct Holder {
  F fn;
  int extra;
  __device__ int call(int i) const { return fn(i) + extra; }
};

template <typename F>
__global__ void run_holder(int n, int *out, Holder<F> h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = h.call(i);
}

template <typename F>
Holder<std::decay_t<F>> make_holder(F &&f, int extra) {
  return Holder<std::decay_t<F>>{std::forward<F>(f), extra};
}

template <typename F>
void forward_and_run(const char *name, F &&f, int extra) {
  auto h = make_holder(std::forward<F>(f), extra);
  const int n = 4;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  run_holder<<<1, 32>>>(n, d, h);
  CHECK(cudaGetLastError());
  int out[n];
  CHECK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
  std::printf("%s: %d %d %d %d\n", name, out[0], out[1], out[2], out[3]);
  CHECK(cudaFree(d));
}

struct Doubler {
  int k;
  __device__ int operator()(int i) const { return 2 * i * k; }
};

int main() {
  int k = 5;
  auto f = [=] __device__(int i) { return i + k; };
  forward_and_run("lvalue", f, 100);
  forward_and_run("rvalue", [=] __device__(int i) { return i * k; }, 0);
  auto hd = [k] __host__ __device__(int i) { return k - i; };
  forward_and_run("hd", hd, -1);
  forward_and_run("functor", Doubler{k}, 1);
  return 0;
}
