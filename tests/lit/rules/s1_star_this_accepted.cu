// nvcc 13.0: accepted
// S1: `[=, *this]` copies the object into the closure, and a lambda that
// captures `this` but never reaches a kernel is no concern.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <class F> __global__ void kernel(F f) { f(); }

struct Scale {
  int v;
  void go() {
    auto copy = [=, *this] __device__ { (void)v; };
    kernel<<<1, 1>>>(copy);
    auto local = [=] __host__ __device__ { return v; };
    (void)local();
  }
};
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
