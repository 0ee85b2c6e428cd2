// docs/SPEC.md quirk: lambdas defined inside an extended __device__ lambda are
// never extended (an annotated one is accepted by nvcc and keeps its
// annotated space); unannotated lambdas take the space of the innermost
// enclosing operator(). The enclosing function skips all lambdas.
// nvcc 13.0 (traits via static_assert in each body, spaces via a __device__
// call): outer device trait true, inner/plain/hd/plain2/plain3 both false;
// hd and plain2 are "__host__ __device__", plain and plain3 device;
// outer2 host-device trait true; mid device trait true.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

void host_function() {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:16: lambda space=device extended=yes enclosing=host_function captures=-
  auto outer = [] __device__ {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:18: lambda space=device extended=no enclosing=host_function captures=-
    auto inner = [] __device__ { return 1; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:18: lambda space=device extended=no enclosing=host_function captures=-
    auto plain = [] { return 2; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host-device extended=no enclosing=host_function captures=-
    auto hd = [] __host__ __device__ { return 3; };
    return inner() + plain() + hd();
  };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:17: lambda space=host-device extended=yes enclosing=host_function captures=-
  auto outer2 = [] __host__ __device__ {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:19: lambda space=host-device extended=no enclosing=host_function captures=-
    auto plain2 = [] { return 2; };
    return plain2();
  };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:17: lambda space=host extended=no enclosing=host_function captures=-
  auto outer3 = [] {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:16: lambda space=device extended=yes enclosing=host_function captures=-
    auto mid = [] __device__ {
      // CHECK: {{.*}}.cu:[[@LINE+1]]:21: lambda space=device extended=no enclosing=host_function captures=-
      auto plain3 = [] { return 2; };
      return plain3();
    };
  };
}
