// Implicit capture order is the order of first use, and a use inside a
// nested lambda counts where it appears: the outer lambda captures the
// variable at that point so that the inner lambda can capture it from it
// (in outer2, in3's explicit [a] is the first use of a, before d).
// clang 19 AST: field order matches every captures= list below.
// nvcc 13.0: outer2 device trait true, the lambdas inside it both traits
// false; the rest both false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

void host_function() {
  int a = 1, b = 2, c = 3, d = 4;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:16: lambda space=host extended=no enclosing=host_function captures=c,a,b
  auto outer = [=] {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=host_function captures=c
    auto in = [=] { return c; };
    return in() + a + b + c;
  };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:17: lambda space=device extended=yes enclosing=host_function captures=b,a,d
  auto outer2 = [=] __device__ {
    int r = b;
    // CHECK: {{.*}}.cu:[[@LINE+1]]:16: lambda space=device extended=no enclosing=host_function captures=a,d
    auto in2 = [=] {
      // CHECK: {{.*}}.cu:[[@LINE+1]]:18: lambda space=device extended=no enclosing=host_function captures=a
      auto in3 = [a] { return a; };
      return d + in3();
    };
    return r + in2() + b;
  };
  // explicit captures in the outer lambda; the inner [&] captures both by
  // reference (b refers to outer3's copy)
  // CHECK: {{.*}}.cu:[[@LINE+1]]:17: lambda space=host extended=no enclosing=host_function captures=&d,b
  auto outer3 = [&d, b] {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host extended=no enclosing=host_function captures=&d,&b
    return [&] { return d + b; }();
  };
}
