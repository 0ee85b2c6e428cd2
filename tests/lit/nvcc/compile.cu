// cudalift as a drop-in nvcc: the file needs --extended-lambda with nvcc
// alone; through cudalift, nvcc runs with the same command line on the
// lowered file, the flag replaced by the macro it defines.  The temporary
// folder is gone after.
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 --extended-lambda --cudalift-verbose -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: cudalift: {{(running|started early, beside the full parse)}}: {{.*}}nvcc -std=c++17 -arch=sm_90 -D__CUDACC_EXTENDED_LAMBDA__=1 -c {{.*}}/cudalift-{{[0-9]+}}/{{[0-9a-f]+}}/0/compile.cu -o {{.*}}.o
// RUN: test -f %t.o
// RUN: find %t.tmp -mindepth 2 | count 0
// nvcc alone refuses the file without the flag:
// RUN: not %nvcc-verdict -c %s -o %t.ref.o 2>&1 | FileCheck --check-prefix=NVCC %s
// NVCC: requires --extended-lambda

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

void launch(int *out, int k) {
  apply<<<1, 32>>>([=] __device__ (int i) { return i * k; }, out);
}
