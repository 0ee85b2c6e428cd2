// The include lines a kept project header holds may sit inside #if
// blocks: some test suites write their whole file inside one
// (`#if !_CCCL_COMPILER(MSVC)` ... `#endif` at its end).  The header holds
// the same directives, evaluated after the same includes, and closes the
// blocks still open where its lines stop; a false block's includes are
// left out there as in the file.  The lowering is the same as without it.
// nvcc 13.0 --extended-lambda: compiles.
// RUN: rm -rf %t && mkdir -p %t/tmp %t/src && cp -r %S/Inputs/project_pch %t/src/ && cp %s %t/src/main.cu
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h -c %t/src/main.cu -o %t/ref.o
//
// RUN: bash -c 'd=$(env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h --cudalift-verbose --cudalift-keep -E %t/src/main.cu -o %t/a.ii 2>&1 | tee %t/first.log | sed -n "s/.*kept the temporary files in //p") && cp -r "$d" %t/keep1'
// RUN: FileCheck %s --check-prefix=FIRST < %t/first.log
// FIRST-NOT: -include-pch
// FIRST: main.cu: parse
// RUN: bash -c 'd=$(env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h --cudalift-verbose --cudalift-keep -E %t/src/main.cu -o %t/a.ii 2>&1 | tee %t/second.log | sed -n "s/.*kept the temporary files in //p") && cp -r "$d" %t/keep2'
// RUN: FileCheck %s --check-prefix=SECOND < %t/second.log
// SECOND: -include-pch {{.*}}/pch/{{[0-9a-f]+}}.pch
// SECOND: precompiled header's includes (bodies kept, walked): -include {{/.*}}/src/project_pch/config.h <cstdio> <vector> <cstdlib> "project_pch/grid.h"{{$}}
// SECOND: main.cu: parse
// RUN: rm %t/keep1/.owner %t/keep2/.owner && diff -r %t/keep1 %t/keep2
// RUN: grep -rl "struct __cudalift_L_" %t/keep2 | FileCheck %s --check-prefix=LOWERED
// LOWERED-DAG: /src/project_pch/grid.h
// LOWERED-DAG: /main.cu
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -include %t/src/project_pch/config.h -c %t/src/main.cu -o %t/b.o
#include <cstdio>
#ifdef CUDALIFT_TEST_UNDEFINED
#  include <vector>
#endif
#if !defined(CUDALIFT_TEST_OFF) /* the rest of the file */
#  ifndef CUDALIFT_TEST_UNDEFINED
#    include <cstdlib>
#  endif
#  include "project_pch/grid.h"
#  include "project_pch/config.h"

int main() {
  int *out = nullptr, k = 3;
  grid_offset(out, k);
  grid_touch(out);
  grid_run([=] __device__ (int i) { return i * k; }, out);
  std::printf("%d\n", k);
}
#endif // !defined(CUDALIFT_TEST_OFF)
