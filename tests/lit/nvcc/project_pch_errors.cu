// A project header that clang parses with an error nvcc does not share
// (a dependent member template named without `template`): the parse
// leaves that error to nvcc, as it leaves any error outside every
// extended lambda.  Its precompiled header is kept all the same, with the
// error listed beside it (PCH.err); a build that loads it reports the same
// error, lowers the same files, and nvcc builds them.
// nvcc 13.0 --extended-lambda: compiles.
// RUN: rm -rf %t && mkdir -p %t/tmp %t/src && cp -r %S/Inputs/project_pch_errors %t/src/ && cp %s %t/src/main.cu
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -arch=sm_90 -c %t/src/main.cu -o %t/ref.o
//
// The first build parses without a header; the second makes it and loads
// it, the third loads it.
// RUN: bash -c 'for i in 1 2 3; do d=$(env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 --cudalift-verbose --cudalift-keep -E %t/src/main.cu -o %t/a.ii 2>&1 | tee %t/build$i.log | sed -n "s/.*kept the temporary files in //p") && cp -r "$d" %t/keep$i && rm %t/keep$i/.owner; done'
// RUN: FileCheck %s --check-prefixes=FIRST,ERR < %t/build1.log
// RUN: FileCheck %s --check-prefixes=LOADS,ERR < %t/build2.log
// RUN: FileCheck %s --check-prefixes=LOADS,ERR < %t/build3.log
// FIRST-NOT: -include-pch
// LOADS: -include-pch {{.*}}/pch/{{[0-9a-f]+}}.pch -Xclang -fallow-pch-with-compiler-errors
// ERR: cudalift: 1 error of the parse left for nvcc to judge:
// ERR-NEXT: {{.*}}project_pch_errors/lib.h:9:27: note: clang: use 'template' keyword to treat 'ref_type' as a dependent template name
// RUN: find %t/tmp -path "*/pch/????????????????.pch" | count 1
// RUN: find %t/tmp -path "*/pch/*.pch.err" | count 1
// RUN: find %t/tmp -path "*/pch/*.failed" | count 0
// RUN: diff -r %t/keep1 %t/keep3
// RUN: grep -rl "struct __cudalift_L_" %t/keep3 | FileCheck %s --check-prefix=LOWERED
// LOWERED-DAG: /src/project_pch_errors/lib.h
// LOWERED-DAG: /main.cu
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -c %t/src/main.cu -o %t/b.o
#include <cstdio>
#include "project_pch_errors/lib.h"

int main() {
  int *out = nullptr, k = 3;
  lib_lambda(out);
  launch([=] __device__ (int i) { return i * k; }, out);
  std::printf("%d\n", k);
}
