// A lambda cudalift cannot lower (here a local class declared before its
// definition, src/refusals.def) does not stop the build: the drop-in
// builds the original with nvcc --extended-lambda and the same flags, and
// says so in one warning line that names the file, the reason and
// [fallback].  nvcc 13.0 --extended-lambda accepts this file (the first
// RUN line runs the real nvcc through the fallback).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cudalift --cudalift-fallback=auto -std=c++17 -arch=sm_90 -c %s -o %t/real.o 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: test -s %t/real.o
// WARN: fallback_refusal.cu:38:39: warning: cannot lower this extended lambda: the body uses a local class declared before its definition; declare it at namespace scope; built from the original by nvcc --extended-lambda instead [fallback]
// WARN-NOT: error
//
// The command nvcc ran: the user's file and flags, --extended-lambda
// added, -o written aside and renamed (a stand-in nvcc logs its arguments).
// RUN: env STANDIN_LOG=%t/log CUDALIFT_FALLBACK=auto CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast -O2 -c %s -o %t/a.o
// RUN: test -e %t/a.o && FileCheck --check-prefix=CMD %s < %t/log
// CMD: nvcc -O2 -c {{.*}}/fallback_refusal.cu -o {{.*}}/.a.cudalift-{{[0-9]+}}.o --extended-lambda
//
// Off (the lit default is CUDALIFT_FALLBACK=never; the option wins over
// the variable): the reason is an error, exit 1, nvcc never runs.
// RUN: rm -f %t/log
// RUN: %expect-exit 1 env STANDIN_LOG=%t/log CUDALIFT_FALLBACK=auto CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-fallback=never %fast -c %s -o %t/b.o 2>&1 | FileCheck --check-prefix=NEVER %s
// RUN: %expect-exit 1 env STANDIN_LOG=%t/log CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast -c %s -o %t/b.o 2>&1 | FileCheck --check-prefix=NEVER %s
// RUN: test ! -e %t/log && test ! -e %t/b.o
// NEVER: fallback_refusal.cu:38:39: error: cannot lower this extended lambda: the body uses a local class declared before its definition
// NEVER-NOT: [fallback]
//
// A value that is neither auto nor never is a usage error.
// RUN: %expect-exit 2 %cudalift --cudalift-fallback=sometimes %fast -c %s -o %t/c.o 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: %expect-exit 2 env CUDALIFT_FALLBACK=maybe %cudalift %fast -c %s -o %t/c.o 2>&1 | FileCheck --check-prefix=BADENV %s
// BAD: cudalift: error: unknown value in '--cudalift-fallback=sometimes' (expected auto or never)
// BADENV: cudalift: error: unknown value in '$CUDALIFT_FALLBACK' (expected auto or never)
#include <cstdio>
template <typename F> __global__ void k(F f) { f(threadIdx.x); }
int main() {
  struct Later;
  struct Later { int v; };
  k<<<1, 1>>>([] __device__ (int i) { Later s{i + 7}; printf("%d\n", s.v); });
  cudaDeviceSynchronize();
}
