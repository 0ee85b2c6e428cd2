// Local classes that move out with what they need: a using-directive of
// the function goes into their namespace; a local class naming another
// (as a base, a member type, a member's member type) moves after it; an
// enum class named only by a parameter moves too.  nvcc 13.0 --extended-lambda accepts this file;
// plain nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F, class A> __global__ void apply(F f, A a, int *out) { *out = f(a); }

namespace q { struct Q { int v = 2; }; }

// CHECK: namespace [[Q:__cudalift_T_[0-9a-f]+]] {
// CHECK-NEXT: using namespace q;
// CHECK: struct S { Q q; __device__ int get() const { return q.v; } };
void with_using(int *out) {
  using namespace q;
  struct S { Q q; __device__ int get() const { return q.v; } };
  auto l = [] __device__ (int x) { S s; return s.get() + x; };
  apply<<<1, 1>>>(l, 1, out);
}

// CHECK: namespace [[A:__cudalift_T_[0-9a-f]+]] {
// CHECK: struct A { struct In { int w = 2; }; int a = 1; };
// CHECK: namespace {{__cudalift_T_[0-9a-f]+}} {
// CHECK-NEXT: using A = [[A]]::A;
// CHECK: struct B : A { A::In x; __device__ int get() const { return x.w + a; } };
void chained(int *out) {
  struct A { struct In { int w = 2; }; int a = 1; };
  struct B : A { A::In x; __device__ int get() const { return x.w + a; } };
  auto l = [] __device__ (int x) { B b; return b.get() + x; };
  apply<<<1, 1>>>(l, 2, out);
}

// CHECK: namespace [[M:__cudalift_T_[0-9a-f]+]] {
// CHECK: enum class Mode : int { A = 1, B };
// CHECK: using Mode = [[M]]::Mode; static __device__ auto __cudalift_call(Mode m)
// CHECK: __device__ auto operator()(Mode m) const -> ::cudalift::id_t<int> {
void enum_parameter() {
  enum class Mode : int { A = 1, B };
  auto l = [] __device__ (Mode m) { return 3; };
  (void)l;
}
