// Generic lambdas (auto parameters, auto... packs) are modelled like any
// other; an extended __device__ lambda may be generic (only __host__
// __device__ extended lambdas may not, guide restriction).
// nvcc 13.0: g2 device trait true; g1/g3/g4/g5/g6 both traits false; a
// __device__ call is rejected in g1/g3 "from a __host__ function", in g6
// "from a __host__ __device__ function".
// clang 19 AST: g2 fields a; g3 fields a.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

void host_function() {
  int a = 1;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=-
  auto g1 = [](auto x) { return x; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=yes enclosing=host_function captures=a
  auto g2 = [a] __device__ (auto x) { return x + a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=a
  auto g3 = [=](auto... xs) { return a + sizeof...(xs); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=-
  auto g4 = [](auto x, int y) { return x * y; };
  g1(1); g3(1, 2); g4(1.0, 2);
}

__device__ void device_function() {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=no enclosing=device_function captures=-
  auto g5 = [](auto x) { return x; };
  g5(1);
}

__host__ __device__ void host_device_function() {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host-device extended=no enclosing=host_device_function captures=-
  auto g6 = [](auto &&x) { return x; };
  g6(1);
}
