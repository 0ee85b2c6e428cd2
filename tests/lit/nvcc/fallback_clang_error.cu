// Code clang rejects inside an extended lambda, where nvcc accepts it (here
// code only clang sees, standing for clang's stricter rules): the parse
// cannot model the lambda, the drop-in builds the original with nvcc
// --extended-lambda and warns with clang's first error.  nvcc 13.0
// --extended-lambda accepts this file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: env STANDIN_LOG=%t/log CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-fallback=auto %fast -c %s -o %t/a.o 2>&1 | FileCheck %s
// RUN: test -e %t/a.o && FileCheck --check-prefix=CMD %s < %t/log
// CHECK: fallback_clang_error.cu:25:9: warning: clang: cannot initialize a variable of type 'int' with an lvalue of type 'const char[5]'; built from the original by nvcc --extended-lambda instead [fallback]
// CHECK-NOT: error
// CMD: nvcc -c {{.*}}/fallback_clang_error.cu -o {{.*}}/.a.cudalift-{{[0-9]+}}.o --extended-lambda
//
// When nvcc rejects the original as well, the user reads nvcc's messages
// on their own file, and the exit status is nvcc's.
// RUN: %expect-exit 1 env STANDIN_REJECT=all CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-fallback=auto %fast -c %s -o %t/b.o 2>&1 | FileCheck --check-prefix=BOTH %s
// RUN: test ! -e %t/b.o
// BOTH: fallback_clang_error.cu:25:9: warning: clang: {{.*}} [fallback]
// BOTH-NEXT: {{.*}}/fallback_clang_error.cu(3): error: stand-in nvcc rejects this file
#include <cstdio>
template <typename F> __global__ void k(F f) { f(threadIdx.x); }
int main() {
  k<<<1, 1>>>([] __device__ (int i) {
#ifdef __clang__
    int clang_only = "text";
#endif
    printf("%d\n", i + 5);
  });
  cudaDeviceSynchronize();
}
