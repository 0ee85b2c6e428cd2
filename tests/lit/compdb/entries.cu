// --check -p DIR: every CUDA entry of DIR/compile_commands.json (a .cu file,
// or one compiled with -x cu / -x cuda) with its own flags, nvcc's and
// clang's spellings alike, relative paths starting at the entry's
// directory; reported in the database's order whatever -j finishes first,
// then one summary line on stderr.  A relative "directory" counts from
// the database's own directory.  The C++ entry is not checked (its file
// has an #error).  No progress line when stderr is not a terminal.
// nvcc 13.0 (first.cu, fourth.cu): error "An extended __device__ lambda cannot capture variables by reference"
// nvcc 13.0 (second.cc as -x cu, relative.cu): accepted
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: sed 's|@DIR@|%t|g' %t/db.json > %t/compile_commands.json
// RUN: cd / && %expect-exit 1 %cudalift --check -p %t -j 3 %fast > %t/j3.txt
// RUN: FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: < %t/j3.txt
// RUN: cd / && %expect-exit 1 %cudalift --check -p %t -j 1 %fast > %t/j1.txt
// RUN: diff %t/j1.txt %t/j3.txt
// RUN: not grep -F '[1/3]' %t/j3.txt
// Two spellings of -p and -j.
// RUN: cd / && %expect-exit 1 %cudalift --check -p=%t -j2 %fast | FileCheck %s --check-prefix=SPELL
// SPELL: cudalift: 4 files, 2 errors, 0 warnings

//--- db.json
[
{"directory": "@DIR@/sub",
 "command": "/usr/local/cuda/bin/nvcc -forward-unknown-to-host-compiler -DFROM_ENTRY=1 -Iinc --generate-code=arch=compute_90,code=[compute_90,sm_90] -std=c++17 -x cu -c first.cu -o first.o",
 "file": "first.cu"},
{"directory": "@DIR@",
 "arguments": ["clang++", "-x", "cuda", "--cuda-gpu-arch=sm_90", "-std=gnu++17", "-DSECOND=2", "-Xclang", "-DSECOND=3", "-o", "-DSECOND=4", "-c", "second.cc"],
 "file": "@DIR@/second.cc"},
{"directory": "@DIR@",
 "arguments": ["g++", "-c", "third.cc"],
 "file": "third.cc"},
{"directory": "@DIR@",
 "arguments": ["nvcc", "--define-macro", "FOURTH", "-c", "fourth.cu"],
 "file": "fourth.cu"},
{"directory": "sub",
 "arguments": ["nvcc", "-DFROM_ENTRY=1", "-Iinc", "-c", "relative.cu"],
 "file": "relative.cu"}
]

//--- sub/inc/flags.h
#if FROM_ENTRY != 1
#error "the entry's -D did not arrive"
#endif

//--- sub/first.cu
#include "flags.h"
void first(int n) {
  auto f = [&n] __device__ () { return n; };
}
// CHECK: {{^}}{{.*}}sub/first.cu:[[@LINE-2]]:13: error: extended lambda captures 'n' by reference [R12a]

//--- second.cc
#if SECOND != 2
#error "-Xclang and -o took their values"
#endif
template <class F> __global__ void run(F f) { f(); }
void second(int *p) {
  run<<<1, 1>>>([=] __device__ () { p[0] = 1; });
}

//--- third.cc
#error "a C++ entry is not checked"

//--- fourth.cu
#ifndef FOURTH
#error "--define-macro did not arrive"
#endif
void fourth(int n) {
  auto f = [&n] __device__ () { return n; };
}
// CHECK: {{^}}{{.*}}fourth.cu:[[@LINE-2]]:13: error: extended lambda captures 'n' by reference [R12a]

//--- sub/relative.cu
#include "flags.h"
int relative() { return 0; }
// CHECK: cudalift: 4 files, 2 errors, 0 warnings
