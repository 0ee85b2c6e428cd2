// gpu-check: std: c++20
// 76_requires_dispatch: C++20 host code that picks a kernel by asking
// whether a __device__ lambda can be called with two arguments: a
// requires-expression in `if constexpr`, and overloads constrained with
// std::invocable.  cudalift's parse and its lowered wrappers answer from
// the lambda's parameters.  nvcc's host compiler takes every extended
// lambda as callable with anything, so its build launches the two-argument
// kernel with the one-argument lambda (75_host_introspection asks the
// same through C++17 traits).
#include <concepts>
#include <cstdio>

#include "launch_result.h"

template <class F> __global__ void two_d(F f, int *o) { o[threadIdx.x] = f(threadIdx.x, 100); }
template <class F> __global__ void one_d(F f, int *o) { o[threadIdx.x] = f(threadIdx.x); }

template <class F> const char *by_requires(F f) {
  if constexpr (requires { f(0, 0); }) {
    two_d<<<1, 3>>>(f, out);
    return "requires { f(0, 0); }: two_d";
  } else {
    one_d<<<1, 3>>>(f, out);
    return "requires { f(0, 0); }: one_d";
  }
}

template <class F>
  requires std::invocable<F, int, int>
const char *by_concept(F f) {
  two_d<<<1, 3>>>(f, out);
  return "std::invocable<F, int, int>: two_d";
}
template <class F>
  requires(!std::invocable<F, int, int>)
const char *by_concept(F f) {
  one_d<<<1, 3>>>(f, out);
  return "std::invocable<F, int, int>: one_d";
}

int main() {
  cudaMallocManaged(&out, 3 * sizeof(int));
  int c = 7;
  auto two = [=] __device__ (int i, int j) { return i + j + c; };
  auto one = [=] __device__ (int i) { return 2 * i + c; };
  show(by_requires(two));  // i + 107
  show(by_requires(one));  // 2i + 7
  show(by_concept(two));
  show(by_concept(one));
  cudaFree(out);
  return 0;
}
