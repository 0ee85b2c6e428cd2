// nvcc rejects the lowered file and accepts the original (a stand-in nvcc
// that refuses files under cudalift's job folder stands for a lowering
// defect): the drop-in builds the original with --extended-lambda, warns
// [fallback], and keeps nvcc's messages on the lowered file for
// --cudalift-verbose.  nvcc 13.0 --extended-lambda accepts this file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: env STANDIN_REJECT=lowered STANDIN_LOG=%t/log CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-fallback=auto --cudalift-early=off %fast -c %s -o %t/a.o 2>&1 | FileCheck %s
// RUN: test -e %t/a.o && FileCheck --check-prefix=CMD %s < %t/log
// CHECK-NOT: stand-in nvcc rejects
// CHECK: cudalift: warning: '{{.*}}fallback_lowered_rejected.cu': nvcc rejected the lowered file and accepts the original; built from the original by nvcc --extended-lambda instead [fallback]
// CHECK-NOT: error
// CMD: nvcc -c {{.*}}/cudalift-{{.*}}/fallback_lowered_rejected.cu -o
// CMD-NEXT: nvcc -c {{.*}}/tests/lit/nvcc/fallback_lowered_rejected.cu -o {{.*}} --extended-lambda
//
// RUN: env STANDIN_REJECT=lowered CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-verbose --cudalift-fallback=auto --cudalift-early=off %fast -c %s -o %t/v.o 2>&1 | FileCheck --check-prefix=VERBOSE %s
// VERBOSE: cudalift: nvcc's messages on the lowered files:
// VERBOSE-NEXT: {{.*}}fallback_lowered_rejected.cu(3): error: stand-in nvcc rejects this file
// VERBOSE: [fallback]
//
// The original fails too: nvcc's messages on the user's file, nvcc's exit
// status, no [fallback] line, no output.
// RUN: %expect-exit 1 env STANDIN_REJECT=all CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-fallback=auto %fast -c %s -o %t/b.o 2>&1 | FileCheck --check-prefix=BOTH %s
// RUN: test ! -e %t/b.o
// BOTH: {{^}}/{{.*}}/tests/lit/nvcc/fallback_lowered_rejected.cu(3): error: stand-in nvcc rejects this file
// BOTH-NOT: [fallback]
//
// With the fallback off, nvcc's messages on the lowered file, as before.
// RUN: %expect-exit 1 env STANDIN_REJECT=lowered CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast -c %s -o %t/c.o 2>&1 | FileCheck --check-prefix=NEVER %s
// NEVER: fallback_lowered_rejected.cu(3): error: stand-in nvcc rejects this file
// NEVER-NOT: [fallback]
#include <cstdio>
template <typename F> __global__ void k(F f) { f(threadIdx.x); }
int main() {
  k<<<1, 1>>>([] __device__ (int i) { printf("%d\n", i + 5); });
  cudaDeviceSynchronize();
}
