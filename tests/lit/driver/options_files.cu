// nvcc's options files, read the same way by every command line cudalift
// takes: `-optf F`, `-optf=F`, `--options-file F`, `--options-file=F` and
// `@F`, a comma-separated list, files that name further files.  Here the
// include folder that holds the annotation macro and a -D are only in the
// files: a parse that misses them would not see the lambda as extended
// (and --print-lambdas once read `-optf F` as `-o` with the value `ptf`).
// nvcc 13.0 --extended-lambda compiles the file with each form.
// RUN: rm -rf %t && mkdir -p %t/inc
// RUN: printf '#define MY_DEVICE __device__\n' > %t/inc/my_macros.h
// RUN: printf -- '-I%t/inc\n' > %t/inc.rsp
// RUN: printf -- '-DSCALE=3 --options-file %t/inc.rsp\n' > %t/flags.rsp
// RUN: printf -- '-DOTHER=1\n' > %t/other.rsp
// RUN: %nvcc-verdict --extended-lambda -optf %t/flags.rsp -c %s -o %t/ref.o
// RUN: %cudalift --print-lambdas %fast -optf %t/flags.rsp %s | FileCheck %s
// RUN: %cudalift --print-lambdas %fast -optf=%t/flags.rsp %s | FileCheck %s
// RUN: %cudalift --print-lambdas %fast --options-file %t/flags.rsp %s | FileCheck %s
// RUN: %cudalift --print-lambdas %fast --options-file=%t/other.rsp,%t/flags.rsp %s | FileCheck %s
// RUN: %cudalift --print-lambdas %fast @%t/flags.rsp %s | FileCheck %s
// RUN: %cudalift --check %fast -optf=%t/flags.rsp %s
// RUN: %cudalift --emit-lowered=%t/low.cu %fast -optf=%t/flags.rsp %s
// RUN: env CUDALIFT_NVCC=%S/../nvcc/Inputs/standin_nvcc.sh STANDIN_LOG=%t/log %cudalift %fast -optf=%t/flags.rsp -c %s -o %t/a.o
// RUN: FileCheck --check-prefix=NVCC %s < %t/log
// CHECK: options_files.cu:[[@LINE+8]]:{{[0-9]+}}: lambda space=device extended=yes
// NVCC: nvcc -DSCALE=3 -I{{.*}}/inc {{.*}}/cudalift-{{.*}}/options_files.cu
// A file that is not there: exit 2, naming it.
// RUN: %expect-exit 2 %cudalift --check %fast -optf %t/missing.rsp %s 2>&1 | FileCheck --check-prefix=MISSING %s
// RUN: %expect-exit 2 %cudalift %fast -optf=%t/missing.rsp -c %s -o %t/b.o 2>&1 | FileCheck --check-prefix=MISSING %s
// MISSING: cudalift: error: cannot read the options file '{{.*}}missing.rsp': No such file or directory
#include "my_macros.h"
template <class F> __global__ void k(F f) { f(); }
void g(int *p) { k<<<1, 1>>>([=] MY_DEVICE () { *p = SCALE; }); }
