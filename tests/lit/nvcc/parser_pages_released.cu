// While nvcc runs, the drop-in holds none of the code of libclang and
// LLVM that its parse ran: those pages are handed back before it waits,
// so the build's memory is nvcc's plus a small driver.  A stand-in nvcc
// reads the drop-in's resident code pages of the two libraries.  The
// build then goes on (the stand-in's output put in place).
// nvcc 13.0 --extended-lambda accepts this file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t/ref.o
// RUN: env STANDIN_LOG=%t/log CUDALIFT_NVCC=%S/Inputs/parent_code_pages.sh %cudalift --cudalift-early=off %fast -c %s -o %t/a.o
// RUN: test -e %t/a.o
// RUN: FileCheck %s < %t/log
// CHECK: parent's libclang and LLVM code resident: {{[0-9]{1,3}|10[01][0-9]|102[0-3]}} kB
template <typename F> __global__ void k(F f) { f(); }
void launch(int *p) { k<<<1, 1>>>([=] __device__ () { *p = 1; }); }
