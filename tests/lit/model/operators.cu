// Operators as enclosing functions: member operators (`Vec2::operator+`,
// `Saxpy::operator()`, `Vec2::operator[]`), a namespace-scope operator and
// a hidden friend (its qualified name is that of the enclosing namespace;
// it is not found by a qualified name, so nvcc's host compiler rejects an
// extended lambda there: "'::operator==' has not been declared").
// nvcc 13.0: the [] __device__ lambdas device trait true; the plain
// lambdas both false, operator[]'s "__host__ __device__", operator=='s
// "__host__".
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

struct Vec2 {
  float x, y;
  Vec2 operator+(const Vec2 &o) const {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=device extended=yes enclosing=Vec2::operator+ captures=o,this
    auto l = [=] __device__ { return o.x + x; };
    return Vec2{x + o.x, y + o.y};
  }
  __host__ __device__ float operator[](int i) const {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host-device extended=no enclosing=Vec2::operator[] captures=i,this
    return [=] { return i ? y : x; }();
  }
  friend bool operator==(const Vec2 &a, const Vec2 &b) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=host extended=no enclosing=operator== captures=a,b
    auto l = [a, b] { return a.x == b.x; };
    return l();
  }
};

struct Saxpy {
  float a;
  void operator()(float *x, const float *y, int n) const {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=device extended=yes enclosing=Saxpy::operator() captures=x,this,y
    auto l = [=] __device__ (int i) { x[i] = a * x[i] + y[i]; };
  }
};

namespace geo {
struct P { int v; };
P operator*(P p, int s) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=geo::operator* captures=p,s
  auto l = [p, s] __device__ { return p.v * s; };
  return P{p.v * s};
}
}
