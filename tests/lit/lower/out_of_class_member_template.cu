// A member template of a class template defined outside the class
// (`template <class T> template <int N> T Box<T>::scaled()`): the
// declaration starts at its first template header, and the wrapper goes
// before that, not between the two headers.  A template header in a
// comment just above is not taken for one.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

template <class T> struct Box {
  T v;
  template <int N> void scaled(int *out) const;
};

// CHECK: {{^}}struct __cudalift_L_{{[0-9a-f]+}} {
// CHECK: {{^}}#line [[#@LINE+4]]
// CHECK-NEXT: {{^}}template <class T>
// CHECK-NEXT: {{^}}template <int N>
// template <class U>
template <class T>
template <int N>
void Box<T>::scaled(int *out) const {
  T base = v;
  each<<<1, N>>>([=] __device__ (int i) { return int(base) * N + i; }, out);
}

template void Box<float>::scaled<4>(int *) const;
