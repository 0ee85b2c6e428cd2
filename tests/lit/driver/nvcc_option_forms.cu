// nvcc's options as every command line reads them (src/driver/nvcc_options.def):
// a list option's value split at its commas as nvcc splits it
// (`-DA=1,B=2` defines both, `-Ia,b` adds two folders, --define-macro=),
// and options cudalift's modes once refused as unknown (`-arbin PATH`,
// `-time FILE`, `-lto`, `--Werror all-warnings`, `-MF FILE`, and
// `-Xcudafe`, `-Xcicc`, `-Xfatbin`, which nvcc takes without listing them in
// its --help): the next
// argument is the option's value, not an input.  Here the macros the
// lambda's annotation needs come only through such lists: a parse that
// missed them would see no extended lambda (or an #error).
// nvcc 13.0 --extended-lambda compiles the file with these options.
// RUN: rm -rf %t && mkdir -p %t/one %t/two
// RUN: printf '#define MY_DEVICE __device__\n' > %t/one/first.h
// RUN: printf '#define MY_SCALE 3\n' > %t/two/second.h
// RUN: %nvcc-verdict --extended-lambda -DA=1,B=2 -I%t/one,%t/two --define-macro=C=3,D -c %s -o %t/ref.o
// RUN: %cudalift --print-lambdas %fast -DA=1,B=2 -I%t/one,%t/two --define-macro=C=3,D %s | FileCheck %s
// RUN: %cudalift --print-lambdas %fast -DA=1,B=2 -I %t/one,%t/two --define-macro C=3,D -arbin /usr/bin/ar -time %t/t.csv -lto --Werror all-warnings -MF %t/x.d -Xcudafe --display_error_number -Xcicc -O3 --fatbin-options=-compress-all %s | FileCheck %s
// RUN: %cudalift --check %fast -DA=1,B=2 -I%t/one,%t/two --define-macro=C=3,D %s
// RUN: env CUDALIFT_NVCC=%S/../nvcc/Inputs/standin_nvcc.sh STANDIN_LOG=%t/log %cudalift %fast -DA=1,B=2 -I%t/one,%t/two --define-macro=C=3,D -c %s -o%t/a.o
// RUN: FileCheck --check-prefix=NVCC %s < %t/log
// RUN: test -e %t/a.o
// CHECK: nvcc_option_forms.cu:[[@LINE+10]]:{{[0-9]+}}: lambda space=device extended=yes
// NVCC: nvcc -DA=1,B=2 -I{{.*}}/one,{{.*}}/two --define-macro=C=3,D -c {{.*}}/cudalift-{{.*}}/nvcc_option_forms.cu -o{{.*}}
#include "first.h"
#include "second.h"
#if A != 1 || B != 2 || C != 3 || !defined(D)
#error the list options did not reach the parse
#endif
template <class F> __global__ void k(F f) { f(); }
void run(int *p) {
  int s = MY_SCALE;
  k<<<1, 1>>>([=] MY_DEVICE () { *p = s; });
}
