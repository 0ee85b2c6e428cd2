// A __host__ __device__ lambda taking a class by value, called on the
// host, copies the argument as often as a C++ closure does: once, with or
// without captures.  (nvcc 13.0 --extended-lambda copies it 2 and 3
// times, seen when this test was written; its count is not checked.)
// The program runs on the host only, so no GPU is needed.
// RUN: %cudalift -std=c++17 -arch=sm_90 %s -o %t && %t | FileCheck %s
// CHECK: captureless: 1 copies
// CHECK-NEXT: capturing: 1 copies
// CHECK-NEXT: plain closure: 1 copies
#include <cstdio>

struct Counter {
  static int copies;
  int v = 0;
  Counter() = default;
  __host__ __device__ Counter(const Counter &o) : v(o.v) {
#ifndef __CUDA_ARCH__
    ++copies;
#endif
  }
};
int Counter::copies = 0;

template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(Counter{}); }

int main() {
  int k = 2;
  auto a = [] __host__ __device__ (Counter c) { return c.v; };
  auto b = [k] __host__ __device__ (Counter c) { return c.v + k; };
  auto plain = [](Counter c) { return c.v; };
  Counter c;
  a(c);
  std::printf("captureless: %d copies\n", Counter::copies);
  Counter::copies = 0;
  b(c);
  std::printf("capturing: %d copies\n", Counter::copies);
  Counter::copies = 0;
  plain(c);
  std::printf("plain closure: %d copies\n", Counter::copies);
  if (k < 0) { // never: the kernels only make both variants device code
    each<<<1, 1>>>(a, nullptr);
    each<<<1, 1>>>(b, nullptr);
  }
}
