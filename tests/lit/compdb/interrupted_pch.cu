// A --check run cut short while it builds the shared precompiled header
// (SIGINT, SIGTERM, SIGHUP): the header's folder goes at once, and cudalift
// ends by the signal (128 + its number).
// RUN: rm -rf %t && split-file %s %t && mkdir %t/int %t/term %t/hup
// RUN: bash %S/Inputs/interrupt_pch.sh %cudalift INT %t/int %t/a.cu %t/b.cu | FileCheck --check-prefix=INT %s
// INT: status 130
// INT-NEXT: left: 0
// RUN: bash %S/Inputs/interrupt_pch.sh %cudalift TERM %t/term %t/a.cu %t/b.cu | FileCheck --check-prefix=TERM %s
// TERM: status 143
// TERM-NEXT: left: 0
// RUN: bash %S/Inputs/interrupt_pch.sh %cudalift HUP %t/hup %t/a.cu %t/b.cu | FileCheck --check-prefix=HUP %s
// HUP: status 129
// HUP-NEXT: left: 0

//--- a.cu
#include <cuda_runtime.h>
void a(int n) { auto f = [=] __device__ () { return n; }; }

//--- b.cu
#include <cuda_runtime.h>
void b(int n) { auto f = [=] __device__ () { return n + 1; }; }
