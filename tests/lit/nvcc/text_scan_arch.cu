// The text scan and architecture-dependent code in a unit that makes no
// extended lambda: it goes to nvcc unparsed when that code cannot change
// what nvcc's two passes see, by the test the parse applies (archcode.c)
// read on the text alone: a config block of macros, a type per pass in a
// project header, a test inside a function body.  It is parsed when the
// code holds a launch, a macro that launches, or an #include, and where
// the text cannot tell: code outside every function body (whether a
// kernel template's name reaches it takes a parse), a function body the
// braces of an #if's branches leave uncertain, a class head whose '{'
// follows a template argument's parentheses.
// nvcc 13.0 --extended-lambda: compiles every input (arch_member.cu's
// launch then fails at run time: K1).
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/arch.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/arch_in_header.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/arch_namespace.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/arch_launch.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/arch_macro_launch.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/arch_include.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/arch_unbalanced.cu -o %t.o
// RUN: %nvcc-verdict --extended-lambda -isystem %S/Inputs/text_scan/sys -c %S/Inputs/text_scan/arch_member.cu -o %t.o
// RUN: rm -rf %t && mkdir -p %t
//
// Unparsed, and the parse agrees: no device-side parse.
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c arch.cu -o %t/a.o 2>&1 | FileCheck %s --check-prefix=UNPARSED
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c arch_in_header.cu -o %t/b.o 2>&1 | FileCheck %s --check-prefix=UNPARSED
// UNPARSED: cudalift: no extended lambda and nothing else for cudalift (text scan): nvcc runs on the files as they are
// UNPARSED-NOT: parse
// RUN: cd %S/Inputs/text_scan && %cudalift --check %fast --cudalift-verbose -isystem sys arch.cu 2>&1 | FileCheck %s --check-prefix=HARMLESS
// RUN: cd %S/Inputs/text_scan && %cudalift --check %fast --cudalift-verbose -isystem sys arch_in_header.cu 2>&1 | FileCheck %s --check-prefix=HARMLESS
// HARMLESS: names __CUDA_ARCH__, no device-side parse
//
// Parsed, at the code that may matter.
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c arch_namespace.cu -o %t/c.o 2>&1 | FileCheck %s --check-prefix=NAMESPACE
// NAMESPACE: the text scan leaves arch_namespace.cu to the parse: arch_namespace.cu:3: architecture-dependent code
// NAMESPACE: arch_namespace.cu: parse
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c arch_launch.cu -o %t/d.o 2>&1 | FileCheck %s --check-prefix=LAUNCH
// LAUNCH: the text scan leaves arch_launch.cu to the parse: arch_launch.cu:4: architecture-dependent code
// LAUNCH: warning: no device code for kernel 'put<int>'
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c arch_macro_launch.cu -o %t/e.o 2>&1 | FileCheck %s --check-prefix=MACRO
// MACRO: the text scan leaves arch_macro_launch.cu to the parse: arch_macro_launch.cu:5: architecture-dependent code
// MACRO: warning: no device code for kernel 'put<int>'
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c arch_include.cu -o %t/f.o 2>&1 | FileCheck %s --check-prefix=INCLUDE
// INCLUDE: the text scan leaves arch_include.cu to the parse: {{.*}}arch_include_header.h:3: architecture-dependent code
// INCLUDE: arch_include.cu: {{.*}}parse {{.*}}device side {{.*}}(for the code at {{.*}}arch_include_header.h:3)
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c arch_unbalanced.cu -o %t/g.o 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// UNBALANCED: the text scan leaves arch_unbalanced.cu to the parse: arch_unbalanced.cu:4: architecture-dependent code
// RUN: cd %S/Inputs/text_scan && env CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift %fast --cudalift-verbose -isystem sys -c arch_member.cu -o %t/h.o 2>&1 | FileCheck %s --check-prefix=MEMBER
// MEMBER: the text scan leaves arch_member.cu to the parse: arch_member.cu:5: architecture-dependent code
// MEMBER: warning: no device code for kernel 'put<double>'
