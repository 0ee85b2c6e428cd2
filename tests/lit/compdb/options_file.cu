// nvcc's options files in a database entry (CMake's Makefile generator
// writes `--options-file CMakeFiles/T.dir/includes_CUDA.rsp`): read from
// the entry's directory, split at blanks with "..." grouping,
// nested and comma-separated lists followed (as nvcc does); one that cannot
// be read is that entry's error, with its path.
// nvcc 13.0 (a.cu): error "An extended __device__ lambda cannot capture variables by reference"
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: sed 's|@DIR@|%t|g' %t/db.json > %t/compile_commands.json
// RUN: cd / && %expect-exit 2 %cudalift --check -p %t %fast | FileCheck %s --implicit-check-not=error:
// CHECK: {{^}}{{.*}}/a.cu:[[#]]:13: error: extended lambda captures 'n' by reference [R12a]
// CHECK: {{^}}{{.*}}compile_commands.json: error: the entry for '{{.*}}/b.cu': cannot read the options file '{{.*}}/build/missing.rsp': No such file or directory
// CHECK: cudalift: 2 files, 1 error, 0 warnings (1 file not checked)

//--- db.json
[
{"directory": "@DIR@/build",
 "command": "nvcc -forward-unknown-to-host-compiler -DFOO=1 --options-file CMakeFiles/k.dir/includes_CUDA.rsp -optf=more.rsp,last.rsp -x cu -c @DIR@/a.cu -o a.o",
 "file": "@DIR@/a.cu"},
{"directory": "@DIR@/build",
 "command": "nvcc --options-file missing.rsp -c @DIR@/b.cu",
 "file": "@DIR@/b.cu"}
]

//--- build/CMakeFiles/k.dir/includes_CUDA.rsp
-I"../with space/inc" -isystem ../sys
--options-file nested.rsp

//--- build/nested.rsp
-DNESTED=1

//--- build/more.rsp
-D "MORE=2"

//--- build/last.rsp
-DLAST

//--- with space/inc/project.h
#define PROJECT 1

//--- sys/system.h
#define SYSTEM 1

//--- a.cu
#include "project.h"
#include <system.h>
#if !PROJECT || !SYSTEM || !NESTED || !defined(LAST)
#error "an options file did not arrive"
#endif
static_assert(MORE == 2, "a quoted -D value");
void a(int n) {
  auto f = [&n] __device__ () { return n; };
}

//--- b.cu
int b() { return 0; }
