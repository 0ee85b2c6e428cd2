// `--check -p` over the compile database CMake writes for a small project
// (tests/integration/project: device lambdas in .cu files and in a
// project header): both CUDA entries are checked with their own flags
// (the include folder), and nothing is wrong in them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cmake -S %S/../../integration/project -B %t -G Ninja -DCMAKE_EXPORT_COMPILE_COMMANDS=ON > %t.log
// RUN: %cudalift --check -p %t 2>&1 | FileCheck %s
// CHECK: cudalift: 2 files, 0 errors, 0 warnings
