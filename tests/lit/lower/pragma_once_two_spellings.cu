// A `#pragma once` header with an extended lambda in a class template,
// reached by three spellings: <inc/grid.h> (through -I), "../inc/grid.h"
// and "link/grid.h" (a link to its folder).  It is one file: lowered once,
// and every include of it points at that one copy, so nvcc reads it once
// (two copies: "function template grid_kernel has already been defined").
// nvcc 13.0 --extended-lambda: compiles the original.
// RUN: rm -rf %t && mkdir -p %t && cp -R %S/Inputs/once %t/src && ln -s ../inc %t/src/other/link
// RUN: %cudalift --emit-lowered=%t/out.cu %fast -I%t/src %t/src/main.cu
// RUN: find %t/out.cu.d -name grid.h | count 1
// RUN: grep -h '#include .*grid.h' %t/out.cu.d -r | sort -u | count 1
// RUN: grep -rh '#include .*grid.h' %t/out.cu.d | FileCheck %s
// CHECK: #include "{{.*}}out.cu.d{{.*}}/src/inc/grid.h"
// RUN: %nvcc-verdict -I%t/src -c %t/out.cu -o %t/out.o
// RUN: %nvcc-verdict --extended-lambda -I%t/src -c %t/src/main.cu -o %t/ref.o
