// Dependency output names the user's files, never the temporary ones:
// -M on stdout, -MD with -MF into a file, -MD without -MF, and -M or -E
// into the file -o names.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %cudalift -std=c++17 -arch=sm_90 -M %s | FileCheck %s
// RUN: %cudalift -std=c++17 -arch=sm_90 -MD -MF %t.d -c %s -o %t.o
// RUN: FileCheck %s < %t.d
// RUN: cd %t.dir && %cudalift -std=c++17 -arch=sm_90 -MD -c %s -o out.o
// RUN: FileCheck %s < %t.dir/out.d
// -M and -E written to a file with -o:
// RUN: %cudalift -std=c++17 -arch=sm_90 -M %s -o %t.M.d
// RUN: FileCheck %s < %t.M.d
// RUN: %cudalift -std=c++17 -arch=sm_90 -E %s -o %t.ii
// RUN: FileCheck %s < %t.ii
// CHECK-NOT: cudalift-{{[0-9]+}}/
// CHECK: {{.*}}nvcc/dependencies.cu
// CHECK-NOT: cudalift-{{[0-9]+}}/

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
void launch(int *out) { apply<<<1, 1>>>([] __device__ (int i) { return i; }, out); }
