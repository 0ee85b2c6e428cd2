// A capture-less lambda converted to a function pointer: the pointer and
// the lambda call one body, so a static local counts the calls of both, as
// with nvcc's closure; the lambda passes its parameters on as they came (a
// move-only one moves).  The program prints 3 and 9 either way.
// RUN: %nvcc --extended-lambda %s -o %t.ref
// RUN: %t.ref | FileCheck %s
// RUN: %cudalift -std=c++17 -arch=sm_90 %s -o %t.low
// RUN: %t.low | FileCheck %s
// CHECK: 3
// CHECK-NEXT: 9
#include <cstdio>
#include <memory>

int main() {
  auto count = [] __host__ __device__ () { static int n = 0; return ++n; };
  int (*p)() = count;
  count();
  count();
  std::printf("%d\n", p());
  auto take = [] __host__ __device__ (std::unique_ptr<int> q) { return *q; };
  std::printf("%d\n", take(std::make_unique<int>(9)));
  return 0;
}
