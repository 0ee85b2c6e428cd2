// SIGINT, SIGTERM or SIGHUP while nvcc runs: the temporary folder goes, nvcc gets
// the signal too, and cudalift ends by the signal (128 + its number).
// RUN: rm -rf %t.int %t.term %t.hup && mkdir -p %t.int %t.term %t.hup
// RUN: bash %S/Inputs/interrupt.sh %cudalift INT %s %t.int | FileCheck --check-prefix=INT %s
// INT: status 130
// INT-NEXT: left: 0
// RUN: bash %S/Inputs/interrupt.sh %cudalift TERM %s %t.term | FileCheck --check-prefix=TERM %s
// TERM: status 143
// TERM-NEXT: left: 0
// RUN: bash %S/Inputs/interrupt.sh %cudalift HUP %s %t.hup | FileCheck --check-prefix=HUP %s
// HUP: status 129
// HUP-NEXT: left: 0

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
void launch(int *out, int k) { apply<<<1, 4>>>([=] __device__ (int i) { return i + k; }, out); }
