// nvcc 13.0: accepted
// Rule 12 (R12g) where a macro writes the constant expression.  A test
// macro in gtest's style opens with `switch (0) case 0: default:`: its
// case label is a constant expression, but the macro's arguments are
// not in it, and an extended lambda's closure passed there is no
// constant use.  A static_assert written by a macro whose argument calls
// the lambda is one (the argument's text is the user's).
// With -DBAD, nvcc 13.0: error "expression must have a constant value"
// at the SA line.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -arch=sm_90 -c %s -o %t/ok.o
// RUN: %cudalift --check %fast -std=c++17 -arch=sm_90 %s 2>&1 | count 0
// RUN: not %nvcc-verdict --extended-lambda -std=c++17 -arch=sm_90 -DBAD -c %s -o %t/bad.o
// RUN: %expect-exit 1 %cudalift --check %fast -std=c++17 -arch=sm_90 -DBAD %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: r12g_macro_constant_contexts.cu:[[#@LINE+19]]:6: error: the extended lambda at line [[#@LINE+16]] is used in a constant expression
int failures;
void fail() { ++failures; }
template <class T> int name_length(const T &) { return (int)sizeof(T); }
#define EXPECT_SAME(a, b) \
  switch (0)              \
  case 0:                 \
  default:                \
    if ((a) != (b)) fail()
#define SA(x) static_assert(x, "")
template <class F> __global__ void each(F f) { f(threadIdx.x); }

void host_function(int *d) {
  auto l = [=] __device__ (int i) { d[i] = i; };
  EXPECT_SAME(name_length(l), (int)sizeof(l));
  each<<<1, 4>>>(l);
  auto h = [] __host__ __device__ (int x) { return x + 1; };
  EXPECT_SAME(h(1), 2);
#ifdef BAD
  SA(h(1) == 2);
#endif
}
