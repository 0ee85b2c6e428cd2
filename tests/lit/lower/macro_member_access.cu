// In a member function, a lambda body that reaches a member through a
// macro (`ARROW(pp, v)` for `pp->v`) names the local `pp`, not the class's
// member of the same name: only members named alone get `this`.  Both
// builds print 8.
// RUN: %nvcc --extended-lambda %s -o %t.ref
// RUN: %t.ref | FileCheck %s
// RUN: %cudalift -std=c++17 -arch=sm_90 %s -o %t.low
// RUN: %t.low | FileCheck %s
// CHECK: 8
#include <cstdio>
#define ARROW(p, f) p->f

struct P { int v; };
struct S {
  P other{100};
  P *pp = &other;
  int go() {
    P q{7};
    P *pp = &q;
    auto b = [=] __host__ __device__ (int x) { return x + 0 * this->other.v + ARROW(pp, v); };
    return b(1);
  }
};

int main() {
  S s;
  std::printf("%d\n", s.go());
  return 0;
}
