// An unscoped enum declared in the enclosing function (unnamed or named,
// its enumerators computed from the function's template parameters, as
// libraries write compile-time constants), named in a __device__ lambda's
// body: the wrapper declares the enum again as a member, so the body finds
// the enumerators by the same names, with the values of each
// instantiation.  nvcc 13.0 --extended-lambda accepts this file; plain
// nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
// The real headers (std::is_same) as well:
// RUN: %cudalift --emit-lowered=%t.real.cu -DREAL %s
// RUN: %nvcc-verdict -c %t.real.cu -o %t.real.o

#ifdef REAL
#include <type_traits>
#define SAME(a, b) std::is_same<a, b>::value
#else
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };
#define SAME(a, b) same<a, b>::value
#endif

struct empty_t {};
template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

// CHECK: {{^}}template <class V>
// CHECK-NEXT: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
// CHECK: {{^}}static constexpr {{.*}}; enum{has_values=!SAME(V,empty_t),width=sizeof(V)}; enum Mode{Fast=3,Slow=7};
template <class V> void run(int *out) {
  enum { has_values = !SAME(V, empty_t), width = sizeof(V) };
  enum Mode { Fast = 3, Slow = 7 };
  int m = Slow;
  each<<<1, 2>>>([=] __device__ (int i) { return has_values ? i * width + m : Fast; }, out);
}

// Not in a template: the same.
// CHECK: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
// CHECK: {{^}}static constexpr {{.*}}; enum{Lanes=32};
void plain(int *out) {
  enum { Lanes = 32 };
  each<<<1, 2>>>([=] __device__ (int i) { return i % Lanes; }, out);
}

template void run<int>(int *);
template void run<empty_t>(int *);
