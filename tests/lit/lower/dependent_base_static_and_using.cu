// A class template reaches its dependent base's members from a lambda in
// an out-of-class member function (TNL's segments): `Base::warp()`, with
// `Base` a member alias of the base, a static member function there; and
// a parameter whose type is `using typename Base::IndexType;`.  A static
// member of the base needs no object: `__Self::Base::warp()`, and the
// lambda need not capture `this` (before, it was refused: "the body uses
// 'this' without capturing it").  A non-static one (`Base::scale()`)
// stays a member through the captured object.  The using-declaration's
// type is qualified like any member type: `typename __Self::IndexType`
// (before, nvcc said "identifier IndexType is undefined").
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast -std=c++17 %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -std=c++17 -c %t.cu -o %t.o
template <class F> __global__ void each(int n, F f) { if ((int)threadIdx.x < n) f(threadIdx.x); }
template <class I> struct SegBase {
  using IndexType = I;
  __host__ __device__ static constexpr int warp() { return 4; }
  template <class T> __host__ __device__ static T twice(T v) { return v + v; }
  __host__ __device__ int scale() const { return s; }
  int s = 3;
};
template <class I> struct Seg : SegBase<I> {
  using Base = SegBase<I>;
  using typename Base::IndexType;
  IndexType *p;
  template <class H> void fill(const H &h);
  void grow();
};
template <class I> template <class H> void Seg<I>::fill(const H &h) {
  IndexType *q = p;
  // CHECK: operator()(typename __Self::IndexType i) {
  // CHECK: {{^}}{ q[i] = i * __Self::Base::warp() + __Self::Base::twice(h); }
  each<<<1, 4>>>(4, [=] __device__(IndexType i) mutable { q[i] = i * Base::warp() + Base::twice(h); });
}
template <class I> void Seg<I>::grow() {
  // CHECK: operator()(typename __Self::IndexType i) const {
  // CHECK: {{^}}{ __cudalift_obj.p[i] += __cudalift_obj.Base::scale(); }
  each<<<1, 4>>>(4, [=, *this] __device__(IndexType i) { p[i] += Base::scale(); });
}
template void Seg<int>::fill<int>(const int &);
template void Seg<int>::grow();
