// In a member function template of a class template, a __host__
// __device__ mutable lambda calls a member of a captured parameter whose
// type is a template parameter (`nr.set_value()`), and a __device__
// lambda destroys elements through a pointer expression
// (`(data + i)->~T()`).  Neither uses `this`: clang places such dependent
// member expressions at their start, not at the member's name.  A member
// named through the implicit `this` is still rewritten.  nvcc 13.0
// --extended-lambda accepts this file; plain nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F> __global__ void run(F f, int n) { for (int i = 0; i < n; i++) f(i); }

struct Rec { int x = 0; __host__ __device__ void set_value() { x = 1; } };

template <class T> struct Holder {
  T scale = 2;
  // CHECK: {{^}}static constexpr {{.*}} auto operator()(int) {
  // CHECK-NEXT: #line
  // CHECK-NEXT: {{^}}{ nr.set_value(); }
  template <class R> void fill(R nr) {
    run<<<1, 1>>>([=] __host__ __device__ (int) mutable { nr.set_value(); }, 1);
  }
  // CHECK: {{^}}{ (data + i)->~E(); }
  template <class E> void destroy(E *data, int n) {
    run<<<1, 1>>>([=] __device__ (int i) { (data + i)->~E(); }, n);
  }
  // CHECK: {{^}}{ data[i] = data[i] * __cudalift_self->scale; }
  void times(T *data, int n) {
    run<<<1, 1>>>([=] __device__ (int i) { data[i] = data[i] * scale; }, n);
  }
};

void use(int *p, Rec *r) {
  Holder<int> h;
  h.fill(Rec{});
  h.destroy(r, 0);
  h.times(p, 0);
}
