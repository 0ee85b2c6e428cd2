// A body that names a local variable without capturing it (here in
// sizeof, an unevaluated operand) cannot move out of the function: a clear
// error at the lambda, exit 1, and no output file.  nvcc 13.0
// --extended-lambda accepts this file.
// RUN: rm -f %t.cu
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.o
// RUN: %expect-exit 1 %cudalift --emit-lowered=%t.cu %fast %s 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

struct Big { double d[4]; };

unsigned long size_of(Big b) {
  // CHECK: unsupported_uncaptured.cu:[[@LINE+1]]:15: error: cannot lower this extended lambda: the body names 'b' of the enclosing function without capturing it; capture it or make it a constexpr constant
  auto size = [] __device__ { return sizeof(b); };
  return sizeof(size);
}
