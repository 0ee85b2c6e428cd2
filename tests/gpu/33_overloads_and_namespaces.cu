// 33_overloads_and_namespaces: extended lambdas whose enclosing functions
// share a name or live in unusual places: two overloads of one function,
// each with two lambdas; a function in a nested namespace; one in an
// unnamed namespace; a static member function; an operator() of a
// functor; and an overloaded operator+.
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

int calc(int a) {
  auto first = [=] __device__(int x) { return x + a; };
  auto second = [=] __device__(int x) { return x * a; };
  return on_device(first, 1) * 100 + on_device(second, 2);
}

int calc(double a) {
  auto first = [=] __device__(int x) { return x - int(a); };
  auto second = [=] __host__ __device__(int x) { return x * int(a * 2); };
  return on_device(first, 1) * 100 + on_device(second, 2);
}

namespace outer {
namespace inner {
int calc(int a) {
  auto f = [=] __device__(int x) { return x * 1000 + a; };
  return on_device(f, 7);
}
}  // namespace inner
}  // namespace outer

namespace {
int hidden(int a) {
  auto f = [=] __device__(int x) { return a - x; };
  return on_device(f, 50);
}
}  // namespace

struct Tool {
  static int run(int a) {
    auto f = [=] __device__(int x) { return a * a + x; };
    return on_device(f, 1);
  }
  int operator()(int a) const {
    int fac = factor;  // not `factor`: that would capture the host `this`
    auto f = [=] __device__(int x) { return (a + x) * fac; };
    return on_device(f, 1);
  }
  int factor;
};

struct Money {
  int cents;
};

Money operator+(Money l, Money r) {
  auto f = [=] __device__(int x) { return l.cents + r.cents + x; };
  return Money{on_device(f, 0)};
}

int main() {
  std::printf("calc(int 5) = %d\n", calc(5));
  std::printf("calc(double 2.5) = %d\n", calc(2.5));
  std::printf("outer::inner::calc(3) = %d\n", outer::inner::calc(3));
  std::printf("hidden(80) = %d\n", hidden(80));
  std::printf("Tool::run(6) = %d\n", Tool::run(6));
  std::printf("Tool{3}(4) = %d\n", Tool{3}(4));
  std::printf("Money sum = %d\n", (Money{150} + Money{275}).cents);
  return 0;
}
