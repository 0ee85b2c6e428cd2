// Files of one run that parse with the same flags share one precompiled
// header of the implicit CUDA includes (real headers only).  It changes
// nothing in what is reported, and is gone when the run ends.
// nvcc 13.0 (a.cu): error "An extended __device__ lambda cannot capture variables by reference"
// nvcc 13.0 (b.cu): error "The enclosing parent function ("Holder") for an extended __device__ lambda must allow its address to be taken"
// RUN: rm -rf %t && split-file %s %t && mkdir %t/tmp
// RUN: not %cudalift --check %t/a.cu > %t/single.txt 2>&1
// RUN: not %cudalift --check %t/b.cu >> %t/single.txt 2>&1
// RUN: env TMPDIR=%t/tmp not %cudalift --check -j 2 %t/a.cu %t/b.cu > %t/shared.txt 2>&1
// RUN: FileCheck %s --check-prefix=SUMMARY < %t/shared.txt
// SUMMARY: cudalift: 2 files, 2 errors, 0 warnings
// RUN: grep -v '^cudalift: 2 files' %t/shared.txt | diff %t/single.txt -
// RUN: ls %t/tmp | count 0
// RUN: env TMPDIR=%t/tmp not %cudalift --check --cudalift-verbose %t/a.cu %t/b.cu 2>&1 | FileCheck %s --check-prefix=USED
// USED: libclang arguments: {{.*}} -include-pch {{[^ ]*}}/tmp/cudalift-pch-{{[^ ]*}}.pch
// USED: libclang arguments: {{.*}} -include-pch {{[^ ]*}}/tmp/cudalift-pch-{{[^ ]*}}.pch
// One file alone gets none: there is nothing to share.
// RUN: not %cudalift --check --cudalift-verbose %t/a.cu 2>&1 | FileCheck %s --check-prefix=ALONE
// ALONE-NOT: -include-pch

//--- a.cu
#include <cuda_runtime.h>
void a(int n) {
  auto f = [&n] __device__ () { return n; };
}

//--- b.cu
#include <cstdio>
struct Holder {
  Holder() {
    auto f = [] __device__ () { std::printf("x"); };
  }
};
