// A lambda that one macro use opens and a later one closes (hypre's
// `hypre_BoxLoop1Begin(...) { body } hypre_BoxLoop1End(...)`): the two uses
// and the text between them are replaced by the expansions around the
// wrapper's construction; the text between the uses moves into the
// wrapper's body as written, with a #line to its place, so its
// `#ifdef __CUDA_ARCH__` and its own macros stay for the preprocessor.
// Each name is an object-like alias of a function-like macro whose
// arguments follow in the file, as hypre's are.  nvcc 13.0 --extended-lambda
// compiles the file; the lowered file compiles with plain nvcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: %cudalift --emit-lowered=%t/low.cu %fast %s
// RUN: FileCheck %s < %t/low.cu
// RUN: %nvcc-verdict -c %t/low.cu -o %t/low.o
#define HD_LAMBDA [=] __host__ __device__
template <typename F> __global__ void kernel(int n, F f) { int i = threadIdx.x; if (i < n) f(i); }
template <typename F> void forall(int n, F f) { kernel<<<1, 128>>>(n, f); }
#define LOOP_DECL(k, i) int base##k = 0; int i = idx + base##k;
#define LOOP1_BEGIN_CUDA(n, i) { int tot = (n); forall(tot, HD_LAMBDA(int idx) { LOOP_DECL(1, i)
#define LOOP1_END_CUDA(i) }); }
#define LOOP1_BEGIN LOOP1_BEGIN_CUDA
#define LOOP1_END LOOP1_END_CUDA

// The wrapper's body: the opening use's part, the file's text, the closing
// use's part.
// CHECK: struct __cudalift_L_[[A:[0-9a-f]+]] {
// CHECK: operator()(int idx) const {
// CHECK-NEXT: #line 48
// CHECK-NEXT: {LOOP_DECL(1,i)
// CHECK-NEXT: #line 48
// CHECK-EMPTY:
// CHECK-NEXT: {{^  }}{
// CHECK-NEXT: #ifdef __CUDA_ARCH__
// CHECK-NEXT: y[i] += a * x[i];
// CHECK-NEXT: #else
// CHECK-NEXT: y[i] += a * x[i] * 1000.0;
// CHECK-NEXT: #endif
// CHECK-NEXT: {{^  }}}
// CHECK-NEXT: {{^  $}}
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}};
// The uses: one line that builds the wrapper, the lines after it kept.
// CHECK: {{^}}void axpy(
// CHECK-NEXT: {{^  }}{int tot=(n);forall(tot, (__cudalift_L_[[A]]{y, a, x}) );}
// CHECK-EMPTY:
void axpy(int n, double a, const double *x, double *y) {
  LOOP1_BEGIN(n, i)
  {
#ifdef __CUDA_ARCH__
    y[i] += a * x[i];
#else
    y[i] += a * x[i] * 1000.0;
#endif
  }
  LOOP1_END(i);
}

// Two in a row, with no braces of their own around the body.
// CHECK: {{^}}void twice(
// CHECK-NEXT: {{^  }}{int tot=(n);forall(tot, (__cudalift_L_{{[0-9a-f]+}}{y, s}) );}
// CHECK-EMPTY:
// CHECK-NEXT: {{^  }}{int tot=(n);forall(tot, (__cudalift_L_{{[0-9a-f]+}}{y}) );}
// CHECK-NEXT: {{^}}}
void twice(int n, double s, double *y) {
  LOOP1_BEGIN(n, k) y[k] *= s;
  LOOP1_END(k)
  LOOP1_BEGIN(n, k) y[k] += 1; LOOP1_END(k)
}

// Opened by a macro, closed by the file's own `}`.
#define FORALL_BEGIN(n, i) forall(n, HD_LAMBDA(int i) {
// CHECK: {{^}}void zero(
// CHECK-NEXT: {{^  }}forall(n, (__cudalift_L_{{[0-9a-f]+}}{y}) {{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}});
void zero(int n, double *y) {
  FORALL_BEGIN(n, i)
    y[i] = 0;
  });
}

// A whole lambda from an object-like alias of a function-like macro: the
// use runs to the alias's arguments.
#define FORALL_IMPL(n, i, ...) forall(n, HD_LAMBDA(int i) { __VA_ARGS__ })
#define FORALL FORALL_IMPL
// CHECK: {{^}}void one(
// CHECK-NEXT: {{^  }}forall(n, (__cudalift_L_{{[0-9a-f]+}}{y}) );
void one(int n, double *y) {
  FORALL(n, j, y[j] = 1;);
}

// Both uses inside one macro's text (hypre's HYPRE_CORE_CASE): the whole
// lambda comes from that use, the aliases in its text expanded.
#define CASE(v) \
  LOOP1_BEGIN(n, i) { y[i] += v; } LOOP1_END(i)
// CHECK: {{^}}void cased(
// CHECK-NEXT: {{^  }}{int tot=(n);forall(tot, (__cudalift_L_{{[0-9a-f]+}}{y}) );};
void cased(int n, double *y) {
  CASE(2);
}
