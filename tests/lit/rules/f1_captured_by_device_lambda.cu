// nvcc 13.0: accepted
// agreement: cudalift-stricter verdict F1: nvcc accepts an extended lambda that captures a host-made nvstd::function
// F1: an extended lambda (device or host-device) captures an nvstd::function
// built in host code.  (The toolkit on the build machines lacks
// <nvfunctional>; the prelude stands in for it.)
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

#include <nvfunctional>

template <class F> __global__ void kernel(F f) { f(1); }

void host_function() {
  nvstd::function<int(int)> f = [](int x) { return x; };
  // CHECK: f1_captured_by_device_lambda.cu:[[@LINE+1]]:44: error: extended lambda captures 'f', an nvstd::function object made in host code [F1]
  auto d = [=] __device__ (int x) { return f(x); }; // expected-error {{extended lambda captures 'f', an nvstd::function object made in host code}}
  kernel<<<1, 1>>>(d);
  // CHECK: f1_captured_by_device_lambda.cu:[[@LINE+1]]:14: error: extended lambda captures 'f', an nvstd::function object made in host code [F1]
  auto hd = [f] __host__ __device__ (int x) { return f(x); }; // expected-error {{extended lambda captures 'f', an nvstd::function object made in host code}}
  (void)hd;
}
// RUN: %cudalift --check -verify %fast %s
