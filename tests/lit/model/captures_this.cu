// `this` and `*this` captures, explicit and implicit (C++17: [=] and [&]
// capture `this` implicitly when a member is named).
// clang 19 AST: fields match (a pointer for this, a copy of S for *this).
// nvcc 13.0: l8 and l9 device trait true; l1-l7 both traits false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

struct S {
  int v = 0;
  int w = 1;
  void method() {
    int a = 2;
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=S::method captures=this
    auto l1 = [this] { return v; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=S::method captures=*this
    auto l2 = [*this] { return v; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=S::method captures=a,this
    auto l3 = [=] { return a + v; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=S::method captures=this,&a
    auto l4 = [&] { return w + a; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=S::method captures=*this,a
    auto l5 = [=, *this] { return v + a; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=S::method captures=this,&a
    auto l6 = [&, this] { return a + v; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host extended=no enclosing=S::method captures=this,k=a+1
    auto l7 = [this, k = a + 1] { return v + k; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=device extended=yes enclosing=S::method captures=this
    auto l8 = [=] __device__ { return v; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=device extended=yes enclosing=S::method captures=*this,a
    auto l9 = [=, *this] __device__ { return w * a; };
  }
};
