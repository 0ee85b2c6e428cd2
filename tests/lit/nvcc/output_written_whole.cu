// -o is written whole or not at all: nvcc writes the object under another
// name in -o's folder (.NAME.cudalift-PID.o), renamed over -o once it
// succeeded.  16 builds of one file to one -o at once leave one complete
// object (an ELF whose sm_90 device code and host function are all
// there) and no other file; a build that fails leaves the previous object
// byte for byte; -MD keeps naming -o in the dependency file, and the
// dependency file keeps nvcc's name for it (NAME.d).
// nvcc 13.0 --extended-lambda: compiles (the copy with #error: error at line 2).
// RUN: rm -rf %t && mkdir -p %t/src %t/tmp
// RUN: env TMPDIR=%t/tmp bash %S/../integration/Inputs/parallel.sh 16 %cudalift %s %t/src same
// RUN: ls -A %t/src | FileCheck %s --check-prefix=FILES --implicit-check-not=cudalift
// FILES: k.cu
// FILES-NEXT: k.o
// RUN: bash %S/../integration/Inputs/object_ok.sh %t/src/k.o "launch_1(int*, int)" _Z5apply | count 0
// RUN: cp %t/src/k.o %t/before.o
// A file cudalift's parse accepts and nvcc refuses (the #error is only
// for nvcc): nvcc fails, the object stays.
// RUN: printf '#ifdef __NVCC__\n#error only nvcc stops here\n#endif\n' > %t/src/broken.cu && cat %t/src/k.cu >> %t/src/broken.cu
// RUN: not %cudalift -std=c++17 -arch=sm_90 -c %t/src/broken.cu -o %t/src/k.o 2> %t/broken.err
// RUN: FileCheck %s --check-prefix=BROKEN < %t/broken.err
// BROKEN: only nvcc stops here
// RUN: cmp %t/before.o %t/src/k.o
// RUN: ls -A %t/src | FileCheck %s --check-prefix=FILES --implicit-check-not=cudalift
// RUN: cd %t/src && %cudalift -std=c++17 -arch=sm_90 -MD -c k.cu -o k.o --cudalift-verbose 2>&1 | FileCheck %s --check-prefix=ASIDE
// ASIDE: cudalift: {{(running|started early, beside the full parse)}}: {{.*}} -o .k.cudalift-{{[0-9]+}}.o -MT k.o -MF {{(k.d|.*/early.d)$}}
// RUN: ls -A %t/src | FileCheck %s --check-prefix=DEP --implicit-check-not=cudalift
// DEP: k.d
// RUN: head -n 1 %t/src/k.d | FileCheck %s --check-prefix=TARGET
// TARGET: {{^}}k.o : k.cu

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
void launch_KERNEL_ID(int *out, int k) {
  apply<<<1, 32>>>([=] __device__ (int i) { return i * k + KERNEL_ID; }, out);
}
