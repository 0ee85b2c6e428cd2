// A body that uses a class declared in the enclosing function cannot move
// to namespace scope: a clear error, exit 1.  nvcc 13.0 --extended-lambda
// accepts this file.
// RUN: %nvcc --extended-lambda -c %s -o %t.o
// RUN: %expect-exit 1 %cudalift --emit-lowered=%t.cu %fast %s 2>&1 | FileCheck %s

int local_type() {
  struct Pair { int a, b; };
  // CHECK: unsupported_local_type.cu:[[@LINE+1]]:39: error: cannot lower this extended lambda: the body uses a type declared in the enclosing function; declare it at namespace scope
  auto make = [] __device__ (int x) { Pair p{x, x}; return p.a + p.b; };
  return sizeof(make);
}
