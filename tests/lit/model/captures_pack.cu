// Pack captures: `args...` by copy, `&args...` by reference, explicitly or
// implicitly (a pack expansion naming the pack). Extended lambdas cannot
// capture pack elements (nvcc 13.0: "An extended __device__ lambda cannot
// capture an element of a parameter pack"), so these are plain lambdas.
// clang 19 AST of f<int, float> / g<int, int>: one field per pack element,
// in the order listed below (x before the elements of args in l5).
// nvcc 13.0: all traits false; the __device__ function template's lambdas
// accept a __device__ call.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

template <class... Args> __host__ __device__ int sum(Args... args) { return (0 + ... + args); }

template <class... Args> int f(int x, Args... args) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=args...
  auto l1 = [args...] { return sum(args...); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=&args...
  auto l2 = [&args...] { return sum(args...); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=args...
  auto l3 = [=] { return sum(args...); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=&args...
  auto l4 = [&] { return sum(args...); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=x,args...
  auto l5 = [x, args...] { return x + sum(args...); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=args...,x
  auto l6 = [=] { return sum(args...) * x; };
  return l1() + l2() + l3() + l4() + l5() + l6();
}

template <class... Ts> __device__ int g(Ts... ts) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=no enclosing=g captures=ts...
  auto l7 = [ts...] { return sum(ts...); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=device extended=no enclosing=g captures=&ts...
  auto l8 = [&] { return sum(ts...); };
  return l7() + l8();
}

int use_f() { return f(1, 2, 3.0f); }
__device__ int use_g() { return g(1, 2); }
