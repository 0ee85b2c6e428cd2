// --print-lambdas on code that clang refuses and nvcc's front end accepts
// (a dependent member template named without `template`, `this->member` in
// an `if constexpr` condition), as --check does: when every error of the
// parse is outside the extended lambdas, nvcc's front end (`nvcc -cuda`)
// judges the file; accepted, the errors become a note and the lambdas are
// listed.  Refused, or no nvcc: clang's errors stand, exit 1, no listing.
//
// The input is nvcc/clang_stricter_left_to_nvcc.cu, whose header gives
// nvcc 13.0's verdicts: compiles (no flag); BROKEN_OUTSIDE: error
// "identifier "no_such_name" is undefined" at line 54, exit 2.
//
// RUN: %cudalift --print-lambdas -std=c++17 -arch=sm_90 %S/../nvcc/clang_stricter_left_to_nvcc.cu > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=LIST %s < %t.out
// LIST: clang_stricter_left_to_nvcc.cu:59:17: lambda space=device extended=yes enclosing=scale captures=r
// RUN: FileCheck --check-prefix=NOTE --implicit-check-not=error: %s < %t.err
// NOTE: cudalift: note: 2 errors of the parse outside the extended lambdas that nvcc's front end accepts
// RUN: %expect-exit 1 %cudalift --print-lambdas -DBROKEN_OUTSIDE -std=c++17 -arch=sm_90 %S/../nvcc/clang_stricter_left_to_nvcc.cu > %t.bad 2>&1
// RUN: FileCheck --check-prefix=BAD %s < %t.bad
// BAD-NOT: lambda space=
// BAD: clang_stricter_left_to_nvcc.cu:54:8: error: use of undeclared identifier 'no_such_name'
// BAD-NOT: lambda space=
// RUN: env CUDALIFT_NVCC=%t.none/nvcc %expect-exit 1 %cudalift --print-lambdas -std=c++17 -arch=sm_90 %S/../nvcc/clang_stricter_left_to_nvcc.cu > %t.nonvcc 2>&1
// RUN: FileCheck --check-prefix=NONVCC %s < %t.nonvcc
// NONVCC: clang_stricter_left_to_nvcc.cu:51:33: error: use 'template' keyword to treat 'rebind' as a dependent template name
// NONVCC-NOT: lambda space=
