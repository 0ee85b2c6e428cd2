// A macro use that holds an extended lambda is expanded in the lowered
// file, so its `#param` and `a ## b` are done as the preprocessor does them:
// a string literal with the argument's spelling (white space as one space,
// quotes and backslashes in literals escaped), and one token pasted from
// two; a local constant the expansion names without capturing it (here
// through the pasted name) is carried into the wrapper.  Here the macro
// exists for the host pass only (rule 13 broken on
// purpose, under -Wno-error=R13), as in an assertion macro.  nvcc 13.0
// --extended-lambda compiles the file; the lowered file compiles with plain
// nvcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: %cudalift --emit-lowered=%t/low.cu -Wno-error=R13 %fast %s 2>&1 | FileCheck --check-prefix=DIAG %s
// DIAG: warning: extended lambda exists only when __CUDA_ARCH__ is undefined, {{.*}} [R13]
// RUN: FileCheck %s < %t/low.cu
// RUN: %nvcc-verdict -c %t/low.cu -o %t/low.o
#ifdef __CUDA_ARCH__
#define EXPECT(tag, cond) ((void)0)
#define TAGGED(tag, cond) ((void)0)
#else
template <class P> bool expect_that(P p, const char *what, const char *text) { return p() && what && text; }
#define EXPECT(tag, cond) expect_that([=] __host__ __device__ () { return (bool)(cond); }, #tag, #cond)
#define TAGGED(tag, cond) expect_that([=] __host__ __device__ () { return tag##_limit > (cond); }, "x", #tag "_" #cond)
#endif
template <class F> __global__ void each(F f, int n) { f(n); }
void scale(int *out, int n) {
  const int size_limit = 32;
  // The wrappers come first, each body with its operators kept apart.
  // CHECK: {{^}}{return size_limit>(n- -1);}
  // CHECK: {{^}}expect_that( (__cudalift_L_{{[0-9a-f]+}}{n}) ,"range","n > 0 && n <= 32")
  EXPECT(range, n > 0 &&
                  n <= 32);
  // CHECK: {{^}}expect_that( (__cudalift_L_{{[0-9a-f]+}}{}) ,"text","sizeof(\"a \\\"q\\\" b\") == 8 && '\\'' == 39")
  EXPECT(text, sizeof("a \"q\" b") == 8 && '\'' == 39);
  // size_limit is a constant: not captured.
  // CHECK: {{^}}expect_that( (__cudalift_L_{{[0-9a-f]+}}{n}) ,"x","size""_""n - -1")
  TAGGED(size, n - -1);
  each<<<1, 1>>>([=] __device__ (int i) { out[0] = i; }, n);
}
