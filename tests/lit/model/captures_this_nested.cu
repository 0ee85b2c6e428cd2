// `this` through nested lambdas: an inner lambda naming a member makes
// every enclosing lambda capture `this` at that point (in first-use order:
// in outer, inner's use of `out` comes before the use of k).
// clang 19 AST: field order matches every captures= list below.
// nvcc 13.0: outer device trait true, the rest both traits false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

struct Acc {
  int base = 0;
  int *out = nullptr;
  void go(int k) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:18: lambda space=device extended=yes enclosing=Acc::go captures=this,k
    auto outer = [=] __device__ (int i) {
      // CHECK: {{.*}}.cu:[[@LINE+1]]:20: lambda space=device extended=no enclosing=Acc::go captures=this,i
      auto inner = [=] { out[i] = base; };
      int r = k;
      inner();
      return r;
    };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:16: lambda space=host extended=no enclosing=Acc::go captures=&k,this
    auto ref = [&] {
      // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=host extended=no enclosing=Acc::go captures=&k,this
      return [&] { return k + this->base; }();
    };
  }
};
