// A lambda's body names a macro that the function around it #defines
// before the lambda (hypre's solvers define their loop helpers so): the
// wrapper goes before the function, where the macro is not defined yet.
// It is defined around the wrapper, between push_macro and pop_macro, so
// a macro of the same name before (STEP, with another meaning at file
// scope) and after is as it was; a macro that a needed one names comes
// too (ADD names ONE); one #undef'd before the lambda, or defined in an #if
// branch the parse skips, does not.  nvcc 13.0 --extended-lambda compiles
// the file; the lowered file compiles with plain nvcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: %cudalift --emit-lowered=%t/low.cu %fast %s
// RUN: FileCheck %s < %t/low.cu
// RUN: %nvcc-verdict -c %t/low.cu -o %t/low.o
template <typename F> __global__ void kernel(int n, F f) { int i = threadIdx.x; if (i < n) f(i); }
template <typename F> void forall(int n, F f) { kernel<<<1, 128>>>(n, f); }
#define STEP "file scope"
static const char *where = STEP;

// CHECK: {{^}}#pragma push_macro("STEP")
// CHECK-NEXT: {{^}}#undef STEP
// CHECK-NEXT: {{^}}#define STEP(v) ((v) * 2)
// CHECK-NEXT: {{^}}#pragma push_macro("ONE")
// CHECK-NEXT: {{^}}#undef ONE
// CHECK-NEXT: {{^}}#define ONE 1
// CHECK-NEXT: {{^}}#pragma push_macro("ADD")
// CHECK-NEXT: {{^}}#undef ADD
// CHECK-NEXT: {{^}}#define ADD(v) \
// CHECK-NEXT: {{^  }}((v) + ONE)
// CHECK-NEXT: {{^}}struct __cudalift_L_
// CHECK: {{^}}{ y[i] = ADD(STEP(y[i])); }
// CHECK: {{^}}};
// CHECK-NEXT: {{^}}#pragma pop_macro("STEP")
// CHECK-NEXT: {{^}}#pragma pop_macro("ONE")
// CHECK-NEXT: {{^}}#pragma pop_macro("ADD")
// CHECK-NOT: {{^}}#define GONE
// CHECK-NOT: {{^}}#define SKIPPED
// CHECK: {{^}}void f(
void f(int n, double *y) {
#undef STEP
#define STEP(v) ((v) * 2)
#define ONE 1
#define ADD(v) \
  ((v) + ONE)
#define GONE 3
#undef GONE
#if 0
#define SKIPPED 4
#endif
  forall(n, [=] __device__ (int i) { y[i] = ADD(STEP(y[i])); });
#undef STEP
#define STEP "after"
}
static const char *after = STEP;
