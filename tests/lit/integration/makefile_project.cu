// A Makefile project (tests/integration/project) that builds with
// `nvcc --extended-lambda` builds unchanged with NVCC=cudalift: device
// lambdas in .cu files and in a project header; the -MD dependency files
// name the user's files.
// RUN: rm -rf %t && cp -r %S/../../integration/project %t
// RUN: make -s -C %t NVCC=%cudalift
// RUN: test -x %t/build/app
// RUN: FileCheck %s < %t/build/kernels.d
// CHECK: build/kernels.o : src/kernels.cu
// CHECK: include/proj/scale.h
// CHECK-NOT: cudalift-{{[0-9]+}}/
