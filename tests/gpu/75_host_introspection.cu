// 75_host_introspection: host code that asks __device__ lambdas what they
// are before it picks a kernel: std::is_invocable_v with two arguments,
// SFINAE on a call expression, std::is_copy_assignable_v, and
// std::invoke_result_t.  C++ answers from the lambda's own signature and
// its closure type (not copy-assignable), and so do cudalift's parse and
// its lowered wrappers.  nvcc's host compiler answers "invocable" for any
// arguments and "copy-assignable" for every extended lambda, so its build
// launches the two-argument kernel with a one-argument lambda and the
// copying kernel with a closure (see 75_host_introspection.expected-nvcc).
#include <cstdio>
#include <type_traits>
#include <utility>

#include "launch_result.h"

template <class F> __global__ void two_d(F f, int *o) { o[threadIdx.x] = f(threadIdx.x, 10); }
template <class F> __global__ void one_d(F f, int *o) { o[threadIdx.x] = f(threadIdx.x); }
template <class F> __global__ void copying(F f, int *o) {
  F g = f;
  g = f;
  o[threadIdx.x] = g(threadIdx.x);
}

// std::is_invocable_v
template <class F> const char *by_trait(F f) {
  if constexpr (std::is_invocable_v<F, int, int>) {
    two_d<<<1, 3>>>(f, out);
    return "is_invocable<F, int, int>: two_d";
  } else {
    one_d<<<1, 3>>>(f, out);
    return "is_invocable<F, int, int>: one_d";
  }
}

// SFINAE on the call expression: the int overload needs f(0, 0).
template <class F>
auto by_sfinae(F f, int) -> decltype(std::declval<F &>()(0, 0), (const char *)nullptr) {
  two_d<<<1, 3>>>(f, out);
  return "decltype(f(0, 0)): two_d";
}
template <class F> const char *by_sfinae(F f, long) {
  one_d<<<1, 3>>>(f, out);
  return "decltype(f(0, 0)): one_d";
}

// std::is_copy_assignable_v: a closure type is not, a functor is.
template <class F> const char *by_assignable(F f) {
  if constexpr (std::is_copy_assignable_v<F>) {
    copying<<<1, 3>>>(f, out);
    return "is_copy_assignable<F>: copying";
  } else {
    one_d<<<1, 3>>>(f, out);
    return "is_copy_assignable<F>: one_d";
  }
}

struct Scale {
  int by;
  __device__ int operator()(int i) const { return by * i; }
};

int main() {
  cudaMallocManaged(&out, 3 * sizeof(int));
  int c = 3;
  auto two = [=] __device__ (int i, int j) { return i * j + c; };
  auto one = [=] __device__ (int i) { return i + c; };
  auto typed = [=] __device__ (int i) -> long { return i - c; };
  show(by_trait(two));            // i * 10 + 3
  show(by_trait(one));            // i + 3
  show(by_sfinae(two, 0));
  show(by_sfinae(one, 0));
  show(by_assignable(one));
  show(by_assignable(Scale{5}));  // 5i
  std::printf("invoke_result_t<typed, int> is long: %d\n",
              (int)std::is_same_v<std::invoke_result_t<decltype(typed), int>, long>);
  std::printf("is_invocable: two(int, int) %d, one(int, int) %d, one(int) %d\n",
              (int)std::is_invocable_v<decltype(two), int, int>,
              (int)std::is_invocable_v<decltype(one), int, int>,
              (int)std::is_invocable_v<decltype(one), int>);
  std::printf("is_copy_assignable: one %d, Scale %d\n",
              (int)std::is_copy_assignable_v<decltype(one)>, (int)std::is_copy_assignable_v<Scale>);
  cudaFree(out);
  return 0;
}
