// More odr-use cases. A variable usable in constant expressions (const int
// with a constant initializer) is captured only if the full-expression
// odr-uses it, and clang decides that at the end of the full-expression:
// so in l3 `a` (captured at once) precedes K. Unevaluated operands (sizeof,
// decltype) capture neither variables nor this; a discarded `if constexpr`
// branch captures nothing. Init-captures keep literal tokens as written.
// clang 19 AST: field order matches every captures= list below.
// nvcc 13.0: unannotated, so not extended; all host.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

int by_ref(const int &r) { return r; }

struct S {
  int v;
  void m() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=S::m captures=-
    auto l1 = [=] { return sizeof(v); };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=S::m captures=-
    auto l2 = [=] { return decltype(v)(1); };
  }
};

void f(bool flag) {
  const int K = 5;
  int a = 1;
  constexpr int N = 3;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=a,K
  auto l3 = [=] { return by_ref(K) + a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=flag,a
  auto l4 = [=] { return flag ? K : a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=s="a b",c='x'
  auto l5 = [s = "a b", c = 'x'] { return s[0] + c; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=-
  auto l6 = [=] { if constexpr (N > 5) { return a; } else { return 0; } };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=K,a
  auto l7 = [=] { const int &q = K; return q + a; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host extended=no enclosing=f captures=flag,a
  auto l8 = [=] { return (flag ? K : N) + a; };
}
