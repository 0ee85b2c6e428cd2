// A project header whose parse by clang has an error that nvcc does not
// share, of the kind the front end judges by more than its place (its text
// names an execution space): no precompiled header is kept of it (an error
// judged by place alone is kept with one: project_pch_errors.cu).  The
// second build tries once and leaves a mark; builds in the next day do not
// try again, a later one does.  Every build gives nvcc the file.
// nvcc 13.0 --extended-lambda: compiles.
// RUN: rm -rf %t && mkdir -p %t/tmp
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -arch=sm_90 -I%S/Inputs/project_pch -c %s -o %t/ref.o
// RUN: env TMPDIR=%t/tmp %cudalift --cudalift-verbose -std=c++17 -arch=sm_90 -I%S/Inputs/project_pch -E %s -o %t/a.ii 2>&1 | FileCheck %s
// RUN: env TMPDIR=%t/tmp %cudalift --cudalift-verbose -std=c++17 -arch=sm_90 -I%S/Inputs/project_pch -E %s -o %t/a.ii 2>&1 | FileCheck %s
// CHECK-NOT: -include-pch
// CHECK: cudalift: 1 error of the parse left for nvcc to judge:
// CHECK: clang_only_error.h:7:{{[0-9]+}}: note: clang: "this header's __device__ code is for nvcc"
// RUN: find %t/tmp -path "*/pch/*.pch.failed" | count 1
// RUN: find %t/tmp -path "*/pch/*.pch" | count 0
// A mark an hour old: not tried (the mark is left as it is).
// RUN: bash -c 'touch -d "1 hour ago" %t/tmp/cudalift-*/pch/*.failed; stat -c %%Y %t/tmp/cudalift-*/pch/*.failed' > %t/before
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -I%S/Inputs/project_pch -c %s -o %t/b.o
// RUN: bash -c 'stat -c %%Y %t/tmp/cudalift-*/pch/*.failed' | diff - %t/before
// Two days old: tried again (and marked again).
// RUN: bash -c 'touch -d "2 days ago" %t/tmp/cudalift-*/pch/*.failed; stat -c %%Y %t/tmp/cudalift-*/pch/*.failed' > %t/before
// RUN: env TMPDIR=%t/tmp %cudalift -std=c++17 -arch=sm_90 -I%S/Inputs/project_pch -E %s -o %t/a.ii
// RUN: bash -c 'stat -c %%Y %t/tmp/cudalift-*/pch/*.failed' | not diff - %t/before
#include <clang_only_error.h>
#include <cstdio>

template <class F> __global__ void k(F f, int *o) { *o = f(); }

int main() {
  int *o = nullptr;
  int v = pick<holder>();
  k<<<1, 1>>>([=] __device__ () { return v; }, o);
  std::printf("%d\n", v);
}
