// A rule's diagnostic is the user's to fix: it never falls back, whatever
// --cudalift-fallback says (-Wno-error=ID is the way to build on).  nvcc
// 13.0 --extended-lambda rejects this file too (rule 12: a captured
// variable whose type is local to the function).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 2 %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: %expect-exit 1 env STANDIN_LOG=%t/log CUDALIFT_FALLBACK=auto CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-fallback=auto %fast -c %s -o %t/a.o 2>&1 | FileCheck %s
// RUN: test ! -e %t/log && test ! -e %t/a.o
// CHECK: fallback_never_for_rules.cu:[[@LINE+7]]:{{[0-9]+}}: error: captured variable 'p' has a type that uses the function-local type 'P' [R12d]
// CHECK-NOT: [fallback]
#include <cstdio>
template <typename F> __global__ void k(F f) { f(threadIdx.x); }
int main() {
  struct P { int a; };
  P p{3};
  k<<<1, 1>>>([=] __device__ (int i) { printf("%d\n", p.a + i); });
  cudaDeviceSynchronize();
}
