// Capture-default plus explicit captures: the explicit ones come first in
// written order, then the implicit ones in order of first use.
// clang 19 AST: field order matches every captures= list below.
// nvcc 13.0: l5 device trait true; the others both traits false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

void host_function() {
  int a = 1, b = 2, c = 3, x = 4;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=&x,a,c
  auto l1 = [=, &x] { x = a + c; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=x,&c,&a,&b
  auto l2 = [&, x] { c = a + b + x; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=&b,&x,c,a
  auto l3 = [=, &b, &x] { b = c + x; x = a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=c,n=a*2,&b
  auto l4 = [&, c, n = a * 2] { b = c + n; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=yes enclosing=host_function captures=k=b,x,a
  auto l5 = [=, k = b] __device__ { return x + k + a; };
}
