// [&]: implicit captures by reference, in order of first use.
// Extended lambdas may not capture by reference (guide restriction), so all
// of these are plain lambdas.
// clang 19 AST: field order matches every captures= list below.
// nvcc 13.0: all traits false; spaces as listed (l3 in a __device__
// function: a __device__ call is accepted).
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

void host_function() {
  int a = 1, b = 2, c = 3;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=&c,&a,&b
  auto l1 = [&] { c = a + b; return a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=host_function captures=&b
  auto l2 = [&] { b++; };
}

__device__ int device_function(int x, int y) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=no enclosing=device_function captures=&y,&x
  auto l3 = [&] { y += x; return y; };
  return l3();
}
