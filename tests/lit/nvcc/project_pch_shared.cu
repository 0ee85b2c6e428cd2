// A project's files in several folders that start the same way, their
// project header found through -I (not beside them): one kept header
// serves every folder.  A folder where a quoted name of those lines is
// found beside the file gets a header of its own, as does a file whose
// lines ask about files (`__has_include`).  The lowering is the same as
// without a header.  The files are project_pch.cu's program.
// nvcc 13.0 --extended-lambda: compiles.
// RUN: rm -rf %t && mkdir -p %t/tmp %t/inc %t/a %t/b %t/c %t/d
// RUN: cp -r %S/Inputs/project_pch %t/inc/ && cp %S/project_pch.cu %t/a/one.cu && cp %S/project_pch.cu %t/b/two.cu && cp %S/project_pch.cu %t/c/three.cu
// RUN: cp -r %S/Inputs/project_pch %t/c/
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -arch=sm_90 -I %t/inc -include %t/inc/project_pch/config.h -c %t/b/two.cu -o %t/ref.o
//
// a/ leaves the note, b/ makes the header and loads it, a/ loads it too.
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -I %t/inc -include %t/inc/project_pch/config.h --cudalift-verbose -E %t/a/one.cu -o %t/a.ii 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: bash -c 'd=$(env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -I %t/inc -include %t/inc/project_pch/config.h --cudalift-verbose --cudalift-keep -E %t/b/two.cu -o %t/b.ii 2>&1 | tee %t/two.log | sed -n "s/.*kept the temporary files in //p") && cp -r "$d" %t/keep-shared'
// RUN: FileCheck %s --check-prefix=LOADS < %t/two.log
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -I %t/inc -include %t/inc/project_pch/config.h --cudalift-verbose -E %t/a/one.cu -o %t/a.ii 2>&1 | FileCheck %s --check-prefix=LOADS
// LOADS: -include-pch {{.*}}/pch/{{[0-9a-f]+}}.pch
// LOADS: precompiled header's includes (bodies kept, walked): -include {{/.*}}/inc/project_pch/config.h <cstdio> "project_pch/grid.h"{{$}}
// NONE-NOT: -include-pch
// NONE: .cu: parse
// RUN: find %t/tmp -path "*/pch/????????????????.pch" | count 1
//
// c/ holds a project_pch/grid.h of its own: the shared header is not its.
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -I %t/inc -include %t/inc/project_pch/config.h --cudalift-verbose -E %t/c/three.cu -o %t/c.ii 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: find %t/tmp -path "*/pch/*.seen" | count 2
//
// A line that asks about files keeps the header to its folder.
// RUN: bash -c '(echo "#if __has_include(\"extra.h\")"; echo "#endif"; cat %S/project_pch.cu) > %t/d/four.cu' && cp %t/d/four.cu %t/b/five.cu
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -I %t/inc -include %t/inc/project_pch/config.h --cudalift-verbose -E %t/d/four.cu -o %t/d.ii 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -I %t/inc -include %t/inc/project_pch/config.h --cudalift-verbose -E %t/b/five.cu -o %t/d.ii 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: find %t/tmp -path "*/pch/*.seen" | count 4
//
// The lowering with the shared header is the one without a header.
// RUN: bash -c 'd=$(env TMPDIR=%t/tmp CUDALIFT_PCH_CACHE_SIZE=0 %cudalift -std=c++17 -arch=sm_90 -I %t/inc -include %t/inc/project_pch/config.h --cudalift-verbose --cudalift-keep -E %t/b/two.cu -o %t/b.ii 2>&1 | sed -n "s/.*kept the temporary files in //p") && cp -r "$d" %t/keep-none'
// RUN: rm %t/keep-shared/.owner %t/keep-none/.owner && diff -r %t/keep-shared %t/keep-none
// RUN: grep -rl "struct __cudalift_L_" %t/keep-shared | FileCheck %s --check-prefix=LOWERED
// LOWERED-DAG: /inc/project_pch/grid.h
// LOWERED-DAG: /two.cu
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -I %t/inc -include %t/inc/project_pch/config.h -c %t/b/two.cu -o %t/b.o
