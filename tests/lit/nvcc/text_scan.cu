// The drop-in's text scan (--cudalift-scan=auto, the default): a unit
// whose text, and that of every header it includes, can hold no extended
// lambda and nothing else cudalift reports or changes goes to nvcc at
// once, unparsed.  A lambda that comes only through a project header, a
// library's macro or a library's annotation is still found; so are device
// printf (through a macro, or in a __device__ function defined without its
// annotation), architecture-dependent code that may change what nvcc's two
// passes see (text_scan_arch.cu) and a cudalift comment.  When
// nvcc fails on an unparsed unit, the drop-in parses it after all and the
// user reads cudalift's diagnostic.
// nvcc 13.0 --extended-lambda: compiles every input but host_call.cu
// ("calling a __host__ function("fopen") from a __global__ function").
// Without the flag, ext_macro.cu stops at its header's #error.
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/plain.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/via_header.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/via_macro.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/via_annotation.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/device_printf.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/redeclared.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/arch_launch.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/suppression.cu -o %t.o
// RUN: not %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/host_call.cu -o %t.o
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh STANDIN_LOG=%t/plain.log %cudalift %fast --cudalift-verbose -isystem sys -c plain.cu -o %t/plain.o 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN: cudalift: no extended lambda and nothing else for cudalift (text scan): nvcc runs on the files as they are
// PLAIN-NOT: parse
// RUN: FileCheck %s --check-prefix=PLAIN-NVCC < %t/plain.log
// PLAIN-NVCC: nvcc {{.*}}-c plain.cu -o {{.*}}/.{{plain|kept}}.cudalift-{{[0-9]+}}.o
// RUN: test -f %t/plain.o
// nvcc runs from cudalift-finish, which holds no libclang (cudalift execs
// it); with --cudalift-keep, from cudalift itself: the same command.
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh STANDIN_LOG=%t/kept.log %cudalift %fast --cudalift-keep -isystem sys -c plain.cu -o %t/kept.o 2>&1 | FileCheck %s --check-prefix=KEEP
// KEEP: cudalift: kept the temporary files in
// RUN: test -f %t/kept.o
// RUN: FileCheck %s --check-prefix=PLAIN-NVCC < %t/kept.log
//
// Each of these is parsed, and the line says why.
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh STANDIN_LOG=%t/header.log %cudalift %fast --cudalift-verbose -isystem sys -c via_header.cu -o %t/h.o 2>&1 | FileCheck %s --check-prefix=HEADER
// HEADER: cudalift: the text scan leaves via_header.cu to the parse: {{.*}}lambda_in_header.h:3: an extended lambda may begin here
// HEADER: via_header.cu: parse
// RUN: FileCheck %s --check-prefix=LOWERED < %t/header.log
// LOWERED: nvcc {{.*}}/cudalift-{{[0-9]+}}/{{.*}}via_header.cu
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c via_macro.cu -o %t/m.o 2>&1 | FileCheck %s --check-prefix=MACRO
// MACRO: the text scan leaves via_macro.cu to the parse: via_macro.cu:4: an extended lambda may begin here
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c via_annotation.cu -o %t/a.o 2>&1 | FileCheck %s --check-prefix=ANNOTATION
// ANNOTATION: the text scan leaves via_annotation.cu to the parse: via_annotation.cu:4: an extended lambda may begin here
// RUN: mkdir -p %t/keep && cd %S/Inputs/text_scan && env TMPDIR=%t/keep CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose --cudalift-keep -isystem sys -c device_printf.cu -o %t/p.o 2>&1 | FileCheck %s --check-prefix=PRINTF
// PRINTF: the text scan leaves device_printf.cu to the parse: device_printf.cu:4: device printf, malloc or new
// RUN: grep -rl --include=device_printf.cu "cudalift/device_runtime.h" %t/keep | count 1
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c redeclared.cu -o %t/r.o 2>&1 | FileCheck %s --check-prefix=REDECLARED
// REDECLARED: the text scan leaves redeclared.cu to the parse: redeclared.cu:6: device printf, malloc or new
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c arch_launch.cu -o %t/c.o 2>&1 | FileCheck %s --check-prefix=ARCH
// ARCH: the text scan leaves arch_launch.cu to the parse: arch_launch.cu:4: architecture-dependent code
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c suppression.cu -o %t/s.o 2>&1 | FileCheck %s --check-prefix=COMMENT
// COMMENT: the text scan leaves suppression.cu to the parse: suppression.cu:2: a cudalift comment
// COMMENT: warning: 'cudalift: ignore(L2)' silences nothing
//
// A header that tests __CUDACC_EXTENDED_LAMBDA__ (cuCollections' config
// check): cudalift's build defines it, as nvcc --extended-lambda does, so
// without the flag the unit is parsed (the lowering defines it); with it,
// nvcc's command defines it and the unit goes unparsed.  nvcc 13.0: the
// #error without --extended-lambda, compiles with it.
// RUN: not %nvcc-verdict -c %S/Inputs/text_scan/ext_macro.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -c %S/Inputs/text_scan/ext_macro.cu -o %t.o
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -c ext_macro.cu -o %t/ext1.o 2>&1 | FileCheck %s --check-prefix=EXTMACRO
// EXTMACRO: the text scan leaves ext_macro.cu to the parse: {{.*}}ext_config.h:3: names __CUDACC_EXTENDED_LAMBDA__, which cudalift's build defines
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --extended-lambda --cudalift-verbose -c ext_macro.cu -o %t/ext2.o 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: cd %S/Inputs/text_scan && %cudalift -c ext_macro.cu -o %t/ext.o
//
// nvcc fails on the unparsed file: the drop-in parses it and reports L1;
// nvcc's own messages on the unparsed run are not shown.
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh STANDIN_REJECT=all %expect-exit 1 %cudalift %fast --cudalift-verbose -isystem sys -c host_call.cu -o %t/x.o > %t/host_call.out 2>&1
// RUN: FileCheck %s --check-prefix=HOSTCALL < %t/host_call.out
// HOSTCALL: cudalift: no extended lambda and nothing else for cudalift (text scan)
// HOSTCALL-NEXT: cudalift: running:
// HOSTCALL: cudalift: nvcc failed on the unparsed files: parsing them
// HOSTCALL: host_call.cu:4:33: error: device code calls the C library function 'fopen', which exists only on the host [L1]
// RUN: not grep -q "stand-in nvcc rejects" %t/host_call.out
// RUN: test ! -e %t/x.o
//
// --cudalift-scan=off and CUDALIFT_SCAN=off parse every unit; a wrong
// value is an error.
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose --cudalift-scan=off -isystem sys -c plain.cu -o %t/plain.o 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_SCAN=off CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c plain.cu -o %t/plain.o 2>&1 | FileCheck %s --check-prefix=OFF
// OFF-NOT: text scan
// OFF: plain.cu: parse
// RUN: cd %S/Inputs/text_scan && not %cudalift %fast --cudalift-scan=maybe -c plain.cu -o %t/plain.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: cudalift: error: unknown value in '--cudalift-scan=maybe' (expected auto or off)
