// [=]: implicit captures by copy, laid out in order of first use in the body
// (repeated uses do not move a capture; unused variables are not captured).
// clang 19 AST: field order matches every captures= list below.
// nvcc 13.0: l4 device trait true, l5 host-device trait true, others false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

void host_function() {
  int a = 1, b = 2, c = 3, unused = 4;
  double d = 0.5;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=c,a,b
  auto l1 = [=] { return c + a + b + a + c; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=b,d,a
  auto l2 = [=] { int t = b; double u = d * t; return u + a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=-
  auto l3 = [=] { return 42; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=yes enclosing=host_function captures=d,c
  auto l4 = [=] __device__ (int i) { return i * d + c; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host-device extended=yes enclosing=host_function captures=a,b
  auto l5 = [=] __host__ __device__ { if (a > 0) return b; return a; };
}
