// In a member of a class template, a lambda names the template itself with
// other arguments (`View<long, 1>` inside View<T, N>), not the injected
// class name: the wrapper, defined at namespace scope before the template,
// takes it as a template template parameter of the template's parameter
// kinds (types, values, packs) and the use site passes the injected name.
// A class template around a nested class likewise.  A partial
// specialization that names its primary template needs nothing: the
// primary is declared before it.  nvcc 13.0 --extended-lambda compiles the
// file; the lowered file compiles with plain nvcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: %cudalift --emit-lowered=%t/low.cu %fast %s
// RUN: FileCheck %s < %t/low.cu
// RUN: %nvcc-verdict -c %t/low.cu -o %t/low.o
template <typename F> __global__ void k(int n, F f) { f(n); }

// CHECK: {{^}}template <class __Self, template <typename, int> class __SelfT1, class __C0
// CHECK: {{^}}{ __SelfT1<long, 1> c = w; (void)c; __cudalift_self->p[i] = 0; }
template <typename T, int N> struct View {
  T *p;
  void other() {
    View<long, 1> w{nullptr};
    k<<<1, N>>>(N, [=] __device__ (int i) { View<long, 1> c = w; (void)c; p[i] = 0; });
  }
};
// CHECK: {{^}}template <class __Self, template <typename...> class __SelfT1,
// CHECK: {{^}}{ __SelfT1<int, long> o{__cudalift_self->p}; (void)o; }
template <class... Ts> struct Pack {
  int *p;
  void run() { k<<<1, 1>>>(1, [=] __device__ (int) { Pack<int, long> o{p}; (void)o; }); }
};
// CHECK: {{^}}template <class __Self, template <int...> class __SelfT1,
template <int... Ns> struct Dims {
  int *p;
  void run() { k<<<1, 1>>>(1, [=] __device__ (int i) { p[i] = sizeof(Dims<1, 2>); }); }
};
// CHECK: {{^}}template <class __Self, template <typename, unsigned int> class __SelfT2,
template <class T, unsigned N> struct Outer {
  struct Inner {
    T *p;
    void run() { k<<<1, 1>>>(1, [=] __device__ (int i) { Outer<char, 2u> *o = nullptr; p[i] = o ? 1 : N; }); }
  };
};
// CHECK-NOT: {{^}}template <class __Self, template
template <typename T> struct View<T, 0> {
  T *p;
  void other() { k<<<1, 1>>>(1, [=] __device__ (int i) { View<long, 1> c{nullptr}; p[i] = c.p ? 1 : 0; }); }
};
template struct View<int, 4>;
template struct Pack<float>;
template struct Dims<3>;
template struct Outer<int, 7>::Inner;
template struct View<int, 0>;
