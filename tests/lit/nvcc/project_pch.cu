// A file that starts with a project header: once a second build starts
// the same way, the -include files, the library headers before it and
// that header (with all it includes) go into a kept precompiled header,
// function bodies kept, and the walk reads the header's declarations from
// it.  Its lambdas are lowered just as without it, its
// architecture-dependent code still starts the device-side parse, and a
// header edited since is parsed again.
// nvcc 13.0 --extended-lambda: compiles.
// RUN: rm -rf %t && mkdir -p %t/tmp %t/src && cp -r %S/Inputs/project_pch %t/src/ && cp %s %t/src/main.cu
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h -c %t/src/main.cu -o %t/ref.o
//
// The first build parses without one and notes the file's start.
// RUN: bash -c 'd=$(env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h --cudalift-verbose --cudalift-keep -E %t/src/main.cu -o %t/a.ii 2>&1 | tee %t/first.log | sed -n "s/.*kept the temporary files in //p") && cp -r "$d" %t/keep1'
// RUN: FileCheck %s --check-prefix=FIRST < %t/first.log
// FIRST-NOT: -include-pch
// FIRST: main.cu: parse {{.*}}device side
// RUN: find %t/tmp -path "*/pch/*.pch" | count 0
// RUN: find %t/tmp -path "*/pch/*.seen" | count 1
//
// The second makes it and loads it.
// RUN: bash -c 'd=$(env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h --cudalift-verbose --cudalift-keep -E %t/src/main.cu -o %t/a.ii 2>&1 | tee %t/second.log | sed -n "s/.*kept the temporary files in //p") && cp -r "$d" %t/keep2'
// RUN: FileCheck %s --check-prefix=SECOND < %t/second.log
// SECOND: -include-pch {{.*}}/pch/{{[0-9a-f]+}}.pch
// SECOND-NOT: -include {{.*}}config.h
// SECOND: precompiled header's includes (bodies kept, walked): -include {{/.*}}/src/project_pch/config.h <cstdio> "project_pch/grid.h"{{$}}
// SECOND: main.cu: parse {{.*}}device side
// The device-side parse loads one of its own, made on first need.
// RUN: find %t/tmp -path "*/pch/????????????????.pch" | count 1
// RUN: find %t/tmp -path "*/pch/*.dev.pch" | count 1
// RUN: rm %t/keep1/.owner %t/keep2/.owner && diff -r %t/keep1 %t/keep2
// RUN: grep -rl "struct __cudalift_L_" %t/keep2 | FileCheck %s --check-prefix=LOWERED
// LOWERED-DAG: /src/project_pch/grid.h
// LOWERED-DAG: /main.cu
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h -c %t/src/main.cu -o %t/b.o
//
// An edited header: the kept one is refused, removed, and the file parsed
// without it; the next build makes it again.
// RUN: sed -i 's/by \* GRID_FACTOR/by * GRID_FACTOR + 100/' %t/src/project_pch/grid.h
// RUN: bash -c 'd=$(env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h --cudalift-keep -E %t/src/main.cu -o %t/a.ii 2>&1 | sed -n "s/.*kept the temporary files in //p") && cp -r "$d" %t/keep3'
// RUN: grep -rl --include=grid.h "GRID_FACTOR + 100" %t/keep3 | count 1
// RUN: find %t/tmp -path "*/pch/*.pch" | count 0
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h -E %t/src/main.cu -o %t/a.ii
// RUN: find %t/tmp -path "*/pch/*.pch" | count 2
//
// A precompiled header names its files by absolute paths: where the file
// or a folder the flags name is relative, its headers stay out of it.
// RUN: mkdir -p %t/rel
// RUN: bash -c 'cd %t/src && for i in 1 2; do env TMPDIR=%t/rel %cudalift -std=c++17 -arch=sm_90 -include project_pch/config.h --cudalift-verbose -E main.cu -o %t/a.ii 2>&1; done' | FileCheck %s --check-prefix=OFF
// RUN: find %t/rel -path "*/pch/*" | count 0
//
// A header another live process is making (its .lock) is not made again
// at once: the build parses without it.  A lock whose process is gone is
// taken over.
// RUN: mkdir -p %t/lock
// RUN: env TMPDIR=%t/lock %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h -E %t/src/main.cu -o %t/a.ii
// RUN: bash -c 'for s in %t/lock/cudalift-*/pch/*.seen; do echo $$ > "${s%%.seen}.pch.lock"; done; env TMPDIR=%t/lock %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h -E %t/src/main.cu -o %t/a.ii'
// RUN: find %t/lock -path "*/pch/????????????????.pch" | count 0
// RUN: bash -c 'for s in %t/lock/cudalift-*/pch/*.seen; do echo 2147483000 > "${s%%.seen}.pch.lock"; done'
// RUN: env TMPDIR=%t/lock %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h -E %t/src/main.cu -o %t/a.ii
// RUN: find %t/lock -path "*/pch/????????????????.pch" | count 1
// RUN: find %t/lock -name "*.lock" | count 0
//
// --cudalift-pch=library keeps only leading library includes (none here,
// after an -include file); none keeps nothing; another value is refused.
// RUN: env TMPDIR=%t/tmp %cudalift --cudalift-pch=library -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h --cudalift-verbose -E %t/src/main.cu -o %t/a.ii 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env TMPDIR=%t/tmp %cudalift --cudalift-pch=none -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h --cudalift-verbose -E %t/src/main.cu -o %t/a.ii 2>&1 | FileCheck %s --check-prefix=OFF
// OFF-NOT: -include-pch
// OFF: main.cu: parse
// RUN: not %cudalift --cudalift-pch=all -c %t/src/main.cu -o %t/c.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: cudalift: error: unknown value in '--cudalift-pch=all' (expected project, library or none)
//
// CUDALIFT_PCH_CACHE_SIZE bounds the folder: the least recently used go
// first (never the one just made); 0 keeps none.
// RUN: mkdir -p %t/small %t/none
// RUN: bash -c 'for i in 1 2; do env TMPDIR=%t/small CUDALIFT_PCH_CACHE_SIZE=1 %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h -E %t/src/main.cu -o %t/a.ii; done'
// RUN: find %t/small -path "*/pch/????????????????.pch" | count 1
// RUN: bash -c 'for i in 1 2; do env TMPDIR=%t/small CUDALIFT_PCH_CACHE_SIZE=1 %cudalift -std=c++17 -arch=sm_90 -DOTHER -include %t/src/project_pch/config.h -E %t/src/main.cu -o %t/a.ii; done'
// RUN: find %t/small -path "*/pch/????????????????.pch" | count 1
// RUN: find %t/small -path "*/pch/*.dev.pch" | count 1
// RUN: bash -c 'for i in 1 2; do env TMPDIR=%t/none CUDALIFT_PCH_CACHE_SIZE=0 %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h -E %t/src/main.cu -o %t/a.ii; done'
// RUN: find %t/none -path "*/pch/*" | count 0
#include <cstdio>
#include "project_pch/grid.h"

int main() {
  int *out = nullptr, k = 3;
  grid_offset(out, k);
  grid_touch(out);
  grid_run([=] __device__ (int i) { return i * k; }, out);
  std::printf("%d\n", k);
}
