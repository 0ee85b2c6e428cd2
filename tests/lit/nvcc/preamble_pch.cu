// The library includes a file starts with are parsed once, into a
// precompiled header kept under $TMPDIR/cudalift-<uid>/pch/ and reused by
// later builds; the lowering is the same with it as without it
// (--emit-lowered parses without).
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o
// RUN: find %t.tmp -path "*/pch/*.pch" | count 1
// Beside it, the names of its system files, which a parse that loads it
// then need not search its entries for.
// RUN: cat %t.tmp/cudalift-*/pch/*.pch.sys | FileCheck %s --check-prefix=SYS
// SYS-DAG: {{^}}/{{.*}}/cuda_runtime.h{{$}}
// SYS-DAG: {{^}}/{{.*}}/cstdio{{$}}
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o --cudalift-keep 2>&1 | FileCheck %s
// CHECK: cudalift: kept the temporary files in [[DIR:.*]]
// RUN: %cudalift --emit-lowered=%t.lowered.cu -std=c++17 %s
// RUN: bash -c 'cmp "$(find %t.tmp -name preamble_pch.cu)" %t.lowered.cu'
// RUN: find %t.tmp -name preamble_pch.cu | count 1
#include <cstdio>
#include <cuda_runtime.h>

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

int main() {
  int *out = nullptr, k = 3;
  apply<<<1, 4>>>([=] __device__ (int i) { return i * k; }, out);
  std::printf("%d\n", k);
}
// A kept header that libclang cannot read (left by an older cudalift, or
// damaged) is removed and the file parsed without it; the next build
// makes a new one.
// RUN: bash -c 'for f in $(find %t.tmp -path "*/pch/*.pch"); do echo damaged > $f; done'
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o 2>&1 | count 0
// RUN: find %t.tmp -path "*/pch/*.pch" | count 0
// RUN: find %t.tmp -path "*/pch/*.pch.sys" | count 0
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o
// RUN: find %t.tmp -path "*/pch/*.pch" | count 1
