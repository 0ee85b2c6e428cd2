// A loop macro used inside a lambda's body, in a member function
// (AMReX's AMREX_LOOP_3D in a reduction lambda): the expansion reads
// members of its own local object (`lo.x`), which need no `this`.  A
// macro that reaches a member through `this` is still refused, with a
// reason (lower/macro_member_access.cu).
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class F> __global__ void each(F f, float *out) { out[threadIdx.x] = f(threadIdx.x); }

struct Dim { int x, y; };
#define LOOP_2D(d, i, j, block) \
  { const Dim lo_ = d; for (int j = 0; j < lo_.y; ++j) for (int i = 0; i < lo_.x; ++i) block }

struct Register {
  float scale = 2;
  void sum(float *out, Dim d) {
// CHECK: {{^}}{
// CHECK-NEXT: {{^}}      float r = 0;
// CHECK-NEXT: {{^}}      LOOP_2D(d, i, j, { r += i * j * s; });
    float s = scale;
    each<<<1, 4>>>([=] __device__ (int t) {
      float r = 0;
      LOOP_2D(d, i, j, { r += i * j * s; });
      return r + t;
    }, out);
  }
};
