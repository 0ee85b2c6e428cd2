// Nested plain lambdas: each takes the space of the innermost enclosing
// function (an enclosing lambda's operator() counts for the space, not for
// the enclosing name); captures propagate outward through the nest.
// nvcc 13.0: all traits false; a __device__ call is rejected "from a
// __host__ function" in the host ones and "from a __host__ __device__
// function" in the hd ones, accepted in the kernel's.
// clang 19 AST: field order matches every captures= list below.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

int host_function(int n) {
  int a = 2;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=&n,a
  auto l1 = [&n, a] {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=host_function captures=&n,a
    auto l2 = [=, &n] {
      // CHECK: {{.*}}.cu:[[@LINE+1]]:17: lambda space=host extended=no enclosing=host_function captures=&n
      auto l3 = [&] { return n++; };
      return a + l3();
    };
    return l2();
  };
  return l1();
}

__host__ __device__ int hd_function(int n) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: lambda space=host-device extended=no enclosing=hd_function captures=n
  return [n] {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host-device extended=no enclosing=hd_function captures=n
    return [=] { return n * 2; }();
  }();
}

__global__ void kernel(int *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=no enclosing=kernel captures=out
  auto w = [=] {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:5: lambda space=device extended=no enclosing=kernel captures=out
    [out] { out[threadIdx.x] = 1; }();
  };
  w();
}
