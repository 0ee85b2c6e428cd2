// A class template's members name the class without arguments (the
// injected class name).  The wrapper is defined before the class, where
// that name means nothing: it becomes `__Self` (the enclosing class, a
// template parameter of the wrapper) in the lambda's parameters, body,
// trailing return type and the local aliases it carries; the class around
// a nested class becomes `__Self1`, passed by the use site by its own name.
// nvcc 13.0 --extended-lambda: compiles this file.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: FileCheck %s --check-prefix=USE < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o

template <class F> __global__ void each(int n, F f) { f(n); }

template <class T, int N> struct View {
  T *p;
  template <class F> void for_each(F f) {
    // CHECK: operator{{\(\)}}(int i,F fn,__Self view) const
    auto g = [=] __host__ __device__ (int i, F fn, View view) { fn(i, view.p[i]); };
    View self = *this;
    // USE: __cudalift_{{c}}<View, ::cudalift::cap_t<decltype(g)>
    each<<<1, N>>>(N, [=] __device__ (int i) { g(i, f, self); });
  }
  void shift(T by) {
    using Same = View;
    View self = *this;
    // CHECK: using Same{{ ?}}={{ ?}}__Self;{{.*}} operator{{\(\)}}(int i) const -> __Self {
    auto at = [=] __host__ __device__ (int i) -> View { Same s = self; s.p += i; return s; };
    each<<<1, N>>>(N, [=] __device__ (int i) { *at(i).p += by; });
  }
};

template <class T> struct Outer {
  T base;
  template <int N> struct Inner {
    T *p;
    void run(Outer o) {
      Inner me = *this;
      // CHECK: template <class __Self, class __Self{{1}}, class __C0, class __C1>
      // CHECK: { __Self x = me; __Self1 {{y}} = o; x.p[i] += y.base; }
      // USE: __cudalift_{{c}}<Inner, Outer, ::cudalift::cap_t<decltype(me)>
      each<<<1, N>>>(N, [=] __device__ (int i) { Inner x = me; Outer y = o; x.p[i] += y.base; });
    }
  };
};

template <class T, class U> struct Pair {};
template <class T> struct Pair<T, int> {
  T *p;
  void run() {
    Pair self = *this;
    // CHECK: { __Self {{q}} = self; q.p[i] *= 2; }
    each<<<1, 4>>>(4, [=] __device__ (int i) { Pair q = self; q.p[i] *= 2; });
  }
};

void use(int *d) {
  View<int, 4> v{d};
  v.for_each([] __host__ __device__ (int i, int &x) { x = i; });
  v.shift(1);
  Outer<int>::Inner<4>{d}.run(Outer<int>{1});
  Pair<int, int>{d}.run();
}
