// An object-like macro that writes a lambda's introducer (`#define
// HD_LAMBDA [=] __host__ __device__`, as hypre's HYPRE_LAMBDA and
// XGBoost's device macros are used), inside a function-like macro's text
// that holds the whole lambda (`LOOP(n, i, body)`): the macro use's
// expansion expands the introducer macro too, so the lambda's captures and
// annotations are read.  The same macro written directly in code was
// already read.  nvcc 13.0 --extended-lambda compiles the file; the lowered
// file compiles with plain nvcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: %cudalift --emit-lowered=%t/low.cu %fast %s
// RUN: FileCheck %s < %t/low.cu
// RUN: %nvcc-verdict -c %t/low.cu -o %t/low.o
#define HD_LAMBDA [=] __host__ __device__
template <typename F> __global__ void kernel(int n, F f) { int i = threadIdx.x; if (i < n) f(i); }
template <typename F> void forall(int n, F f) { kernel<<<1, 128>>>(n, f); }
#define LOOP(n, i, ...) forall(n, HD_LAMBDA(int i) { __VA_ARGS__ });
// CHECK: {{^}}  forall(n, (__cudalift_L_{{[0-9a-f]+}}{y, a, x}) );
void axpy(int n, double a, const double *x, double *y) {
  LOOP(n, i, y[i] += a * x[i];)
}
// CHECK: {{^}}  forall(n, (__cudalift_L_{{[0-9a-f]+}}{y, a, x}));
void axpy_direct(int n, double a, const double *x, double *y) {
  forall(n, HD_LAMBDA(int i) { y[i] += a * x[i]; });
}
