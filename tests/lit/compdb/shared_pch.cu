// Files of one run that parse with the same flags share one precompiled
// header of the implicit CUDA includes and of every file's leading library
// includes, once each, in the order first met (real headers only).  It
// changes nothing in what is reported, and is gone when the run ends.  A
// command line with -include gets the implicit includes only (a -include
// file must come before the library's headers).
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
// USED-NEXT: cudalift: precompiled header's library includes (bodies skipped): <cuda_runtime.h> <cstdio> <vector>{{$}}
// USED: libclang arguments: {{.*}} -include-pch {{[^ ]*}}/tmp/cudalift-pch-{{[^ ]*}}.pch
// USED-NEXT: cudalift: precompiled header's library includes (bodies skipped): <cuda_runtime.h> <cstdio> <vector>{{$}}
// RUN: env TMPDIR=%t/tmp not %cudalift --check --cudalift-verbose -include %t/cfg.h %t/a.cu %t/b.cu 2>&1 | FileCheck %s --check-prefix=INCLUDE
// INCLUDE: libclang arguments: {{.*}} -include-pch {{[^ ]*}}/tmp/cudalift-pch-{{[^ ]*}}.pch
// INCLUDE-NOT: library includes
// One file alone gets none: there is nothing to share.
// RUN: not %cudalift --check --cudalift-verbose %t/a.cu 2>&1 | FileCheck %s --check-prefix=ALONE
// ALONE-NOT: -include-pch

//--- a.cu
#include <cuda_runtime.h>
void a(int n) {
  auto f = [&n] __device__ () { return n; };
}

//--- cfg.h
#define CONFIGURED 1

//--- b.cu
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>
struct Holder {
  Holder() {
    auto f = [] __device__ () { std::printf("x"); };
  }
};
