// nvcc 13.0: accepted
// Rule 12: element types that are default constructible and copy
// assignable: a class with its own default constructor and assignment, a
// class template with member initialisers, a scalar, and a const scalar
// (the closure's copy drops the const).
// RUN: %cudalift --check %fast %s 2>&1 | count 0

struct S {
  S() {}
  S(int x) : v(x) {}
  S &operator=(const S &o) { v = o.v; return *this; }
  int v = 0;
};
template <class T> struct W { T v{}; };

void host_function() {
  S a[2];
  W<int> w[3];
  float m[2][3] = {};
  const int c[2] = {1, 2};
  auto l = [=] __device__ () { return a[0].v + w[1].v + (int)m[1][2] + c[1]; };
  (void)l;
}
