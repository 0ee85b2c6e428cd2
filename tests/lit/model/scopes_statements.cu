// Lambdas in conditions, loop headers, switch cases, return statements and
// launch configurations keep the enclosing function and its space.
// nvcc 13.0: in_if device trait true; the others both traits false; a
// __device__ call is rejected "from a __host__ function" in the plain ones.
// clang 19 AST: field order matches every captures= list below.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

__global__ void k(int) {}

int host_function(int n, int sel) {
  int acc = 0;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:17: lambda space=host extended=no enclosing=host_function captures=n
  if (auto ok = [n] { return n > 0; }; ok()) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:18: lambda space=device extended=yes enclosing=host_function captures=acc
    auto in_if = [acc] __device__ { return acc; };
  }
  // CHECK: {{.*}}.cu:[[@LINE+1]]:23: lambda space=host extended=no enclosing=host_function captures=&n
  for (int i = 0; i < [&] { return n; }(); ++i) acc += i;
  switch (sel) {
  case 0: {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=host_function captures=acc,sel
    return [=] { return acc + sel; }();
  }
  default:
    break;
  }
  // CHECK: {{.*}}.cu:[[@LINE+1]]:7: lambda space=host extended=no enclosing=host_function captures=n
  k<<<[n] { return n; }(), 1>>>(0);
  return acc;
}
