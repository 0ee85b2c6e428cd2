// In a class template, a member alias names another class template
// (`using VT = Shape<N>;`, TNL's segments) and the lambda calls a static
// member through it: `VT::size()`.  clang leaves `VT::size` unresolved
// (VT is dependent), which C++ reads as a value.  VT is no base of the
// class, and a static member function has no `this` at all, so the call
// is a static one: `__Self::VT::size()` in the wrapper, without
// `typename` (a type there would make `size()` a construction).  Before,
// both lambdas were refused as "the body uses 'this' without capturing
// it".  An alias of a base (`using B = Base<T>;`) in a non-static member
// function stays a member through the captured object
// (dependent_base_alias_member.cu has more of that).
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -std=c++17 %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -std=c++17 -c %t.cu -o %t.o
template <class F> __global__ void each(int n, F f) { if ((int)threadIdx.x < n) f(threadIdx.x); }
template <int N> struct Shape {
  __host__ __device__ static constexpr int size() { return N; }
};
template <class T> struct Base {
  __host__ __device__ static int scale() { return 2; }
  int m_off = 1;
};
template <class T, int N> struct Seg : Base<T> {
  using VT = Shape<N>;
  using B = Base<T>;
  static void fill(T *p) {
    each<<<1, N>>>(N, [=] __device__(int i) {
      // CHECK: {{^}}      p[i] = T(i * __Self::VT::size()) + __Self::B::scale();
      p[i] = T(i * VT::size()) + B::scale();
    });
  }
  T *q;
  void add(T s) {
    each<<<1, N>>>(N, [=] __device__(int i) {
      // CHECK: {{^}}      __cudalift_self->q[i] += s * __Self::VT::size() + __cudalift_self->B::m_off;
      q[i] += s * VT::size() + B::m_off;
    });
  }
};
template struct Seg<int, 4>;
