// A project header that asks to be a system header after its first line
// (`#pragma clang system_header`) stays the project's: whether a file is
// the user's is asked of its first byte.  With the precompiled header two
// files share, the front end finds that byte from a location it already
// holds in the header; the verdict is the one a file alone gets.
// nvcc 13.0 (a.cu): error "An extended __device__ lambda cannot capture variables by reference" at lib.h(7)
// RUN: rm -rf %t && split-file %s %t && mkdir %t/tmp
// RUN: not %cudalift --check -std=c++17 -I %t/inc %t/a.cu > %t/single.txt 2>&1
// RUN: FileCheck %s < %t/single.txt
// CHECK: lib.h:7:8: error: extended lambda captures 'n' by reference [R12a]
// RUN: env TMPDIR=%t/tmp not %cudalift --check -std=c++17 -I %t/inc -j 1 %t/a.cu %t/b.cu > %t/shared.txt 2>&1
// RUN: env TMPDIR=%t/tmp not %cudalift --check --cudalift-verbose -std=c++17 -I %t/inc %t/a.cu %t/b.cu 2>&1 | FileCheck %s --check-prefix=USED
// USED: -include-pch
// RUN: FileCheck %s --check-prefix=SUMMARY < %t/shared.txt
// SUMMARY: cudalift: 2 files, 1 error, 0 warnings
// RUN: grep -v '^cudalift: 2 files' %t/shared.txt | diff %t/single.txt -
// RUN: ls %t/tmp | count 0

//--- inc/lib.h
// The first lines of this header are the project's; the pragma makes the
// rest a system header for clang (nvcc's front end does not read it).
#pragma clang system_header

inline void from_header(int n) {
  auto f =
      [&n] __device__ () { return n; };
  (void)f;
}

//--- a.cu
#include <cstdio>
#include <cuda_runtime.h>
#include "lib.h"
int main() { from_header(1); std::printf("a\n"); }

//--- b.cu
#include <cstdio>
#include <vector>
int main() { std::printf("b\n"); }
