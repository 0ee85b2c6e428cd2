// Explicit simple captures by copy and by reference are laid out in the
// order written (C++ [expr.prim.lambda.capture]; clang's closure fields).
// clang 19 AST: field order matches every captures= list below.
// nvcc 13.0: l7 device trait true; l1-l6 both traits false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

void host_function() {
  int a = 1, b = 2, c = 3;
  float arr[4] = {};
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=a
  auto l1 = [a] { return a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=b,a
  auto l2 = [b, a] { return a + b; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=&a
  auto l3 = [&a] { return a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=&b,a,&c
  auto l4 = [&b, a, &c] { return a + b + c; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=arr
  auto l5 = [arr] { return arr[0]; };
  // explicit captures are laid out even when the body never uses them
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=c,&b
  auto l6 = [c, &b] { return 0; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=yes enclosing=host_function captures=c,arr,a
  auto l7 = [c, arr, a] __device__ { return a + c + arr[1]; };
}
