// nvcc 13.0: accepted
// F1: nvstd::function used on one side only: built and called in device
// code, built and called in host code (also through a host lambda), or a
// kernel that only declares one.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

#include <nvfunctional>

__global__ void kernel(int *out) {
  nvstd::function<int(int)> f = [](int x) { return x + 1; };
  *out = f(1);
}

__global__ void declared_only(nvstd::function<int(int)> f) { }

void host_function() {
  nvstd::function<int(int)> f = [](int x) { return x; };
  auto host_lambda = [=](int x) { return f(x); };
  (void)host_lambda(1);
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
