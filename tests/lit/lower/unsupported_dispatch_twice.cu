// A lambda written once in a macro argument that the macro expands twice,
// each time under its own `scalar_t` (AT_DISPATCH over two types): one
// wrapper cannot mean both types, so cudalift refuses it at the lambda
// with the way out.  nvcc 13.0 --extended-lambda accepts this file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.o
// RUN: %expect-exit 1 %cudalift --emit-lowered=%t.cu %fast %s 2>&1 | FileCheck %s
#define DISPATCH(kind, ...)                                               \
  [&] {                                                                   \
    if (kind == 0) { using scalar_t = float; return __VA_ARGS__(); }      \
    else { using scalar_t = double; return __VA_ARGS__(); }               \
  }()

double third(int kind) {
  int n = 3;
  return DISPATCH(kind, [&] {
    // CHECK: unsupported_dispatch_twice.cu:[[@LINE+1]]:14: error: cannot lower this extended lambda: the lambda is a macro's argument that the macro expands more than once, and its body names a type alias the macro declares: each expansion may mean another type; write the lambda outside the macro
    auto f = [=] __host__ __device__ (int i) -> double { scalar_t a = scalar_t(1) / scalar_t(3); return (double)a * i * n; };
    return f(1);
  });
}
