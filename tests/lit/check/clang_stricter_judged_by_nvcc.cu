// --check on code that clang refuses and nvcc's front end accepts (a
// dependent member template named without `template`, `this->member` in an
// `if constexpr` condition): when every error of the parse is outside the
// extended lambdas, --check asks nvcc's front end (`nvcc -cuda`, no code
// generation) with the options that reach it, and says what a build
// through the drop-in would: the errors become a note and the rules run.
// Where nvcc's front end refuses the file too, or no nvcc is found,
// clang's errors stand.  A -p run does the same with each entry's options.
//
// The input is nvcc/clang_stricter_left_to_nvcc.cu, whose header gives
// nvcc 13.0's verdicts: compiles (no flag); BROKEN_OUTSIDE: error
// "identifier "no_such_name" is undefined" at line 54, exit 2;
// BROKEN_INSIDE (host_only called in the __device__ lambda): error
// "calling a __host__ function ... from a __device__ function" at line 57,
// exit 1.
//
// RUN: %cudalift --check -std=c++17 -arch=sm_90 %S/../nvcc/clang_stricter_left_to_nvcc.cu > %t.out 2>&1
// RUN: FileCheck --check-prefix=OK --implicit-check-not=error: %s < %t.out
// OK: cudalift: note: 2 errors of the parse outside the extended lambdas that nvcc's front end accepts (--cudalift-verbose shows them)
// RUN: %cudalift --check --cudalift-verbose -std=c++17 -arch=sm_90 %S/../nvcc/clang_stricter_left_to_nvcc.cu 2>&1 | FileCheck --check-prefix=VERBOSE %s
// VERBOSE: cudalift: clang's errors are all outside the extended lambdas; asking nvcc's front end: {{.*}}nvcc -std=c++17 -arch=sm_90 --extended-lambda -x cu -cuda {{.*}}clang_stricter_left_to_nvcc.cu -o /dev/null
// VERBOSE: cudalift: nvcc's front end accepts the file
// VERBOSE: clang_stricter_left_to_nvcc.cu:51:33: note: clang: use 'template' keyword to treat 'rebind' as a dependent template name
// RUN: %expect-exit 1 %cudalift --check -DBROKEN_OUTSIDE -std=c++17 -arch=sm_90 %S/../nvcc/clang_stricter_left_to_nvcc.cu > %t.bad 2>&1
// RUN: FileCheck --check-prefix=BAD %s < %t.bad
// BAD: clang_stricter_left_to_nvcc.cu:54:8: error: use of undeclared identifier 'no_such_name'
// No nvcc: clang's errors stand.
// RUN: env CUDALIFT_NVCC=%t.none/nvcc %expect-exit 1 %cudalift --check -std=c++17 -arch=sm_90 %S/../nvcc/clang_stricter_left_to_nvcc.cu > %t.nonvcc 2>&1
// RUN: FileCheck --check-prefix=NONVCC %s < %t.nonvcc
// NONVCC: clang_stricter_left_to_nvcc.cu:51:33: error: use 'template' keyword to treat 'rebind' as a dependent template name
// An error inside an extended lambda is cudalift's to report: nvcc's front
// end is not asked.
// RUN: %expect-exit 1 %cudalift --check --cudalift-verbose -DBROKEN_INSIDE -std=c++17 -arch=sm_90 %S/../nvcc/clang_stricter_left_to_nvcc.cu > %t.rule 2>&1
// RUN: FileCheck --check-prefix=RULE %s < %t.rule
// RULE-NOT: asking nvcc's front end
// RULE: clang_stricter_left_to_nvcc.cu:57:{{[0-9]+}}: error:
// A compilation database's entry: its own options reach nvcc's front end.
// RUN: rm -rf %t.db && mkdir -p %t.db
// RUN: printf '[{"directory": "%S", "file": "%S/../nvcc/clang_stricter_left_to_nvcc.cu", "arguments": ["nvcc", "-std=c++17", "-arch=sm_90", "-c", "%S/../nvcc/clang_stricter_left_to_nvcc.cu", "-o", "x.o"]}]\n' > %t.db/compile_commands.json
// RUN: %cudalift --check -p %t.db 2>&1 | FileCheck --check-prefix=OK %s
