// C++20 host code that picks a kernel with a requires-expression and with
// overloads constrained by std::invocable, asked of __device__ lambdas.
// nvcc 13.0 --extended-lambda -std=c++20 compiles the file.  clang's host
// side takes a device-only operator() as not callable, so the first parse
// launches the one-argument kernel with the two-argument lambda; cudalift
// parses again with the lambdas callable from the host for clang, and
// the file checks clean (the real CUDA headers; tests/gpu/76 runs it).
// RUN: %cudalift --check -std=c++20 %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: error
#include <concepts>

template <class F> __global__ void two_d(F f, int *o) { o[threadIdx.x] = f(threadIdx.x, 100); }
template <class F> __global__ void one_d(F f, int *o) { o[threadIdx.x] = f(threadIdx.x); }

template <class F> void by_requires(F f, int *o) {
  if constexpr (requires { f(0, 0); })
    two_d<<<1, 3>>>(f, o);
  else
    one_d<<<1, 3>>>(f, o);
}

template <class F>
  requires std::invocable<F, int, int>
void by_concept(F f, int *o) { two_d<<<1, 3>>>(f, o); }
template <class F>
  requires(!std::invocable<F, int, int>)
void by_concept(F f, int *o) { one_d<<<1, 3>>>(f, o); }

void run(int *o, int c) {
  auto two = [=] __device__ (int i, int j) { return i + j + c; };
  auto one = [=] __device__ (int i) { return 2 * i + c; };
  by_requires(two, o);
  by_requires(one, o);
  by_concept(two, o);
  by_concept(one, o);
}
