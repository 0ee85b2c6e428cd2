// No temporary path shows in what nvcc writes: preprocessed output (-E),
// nvcc's own warnings (at the user's file and line, body and after), host
// and device debug information (-g, -G, -lineinfo; objects and a linked
// program); --cudalift-keep keeps the folder and says where.
// RUN: %cudalift -std=c++17 -arch=sm_90 -E %s | FileCheck --check-prefix=PRE %s
// PRE-NOT: cudalift-{{[0-9]+}}/
// PRE: # 1 "{{.*}}no_temporary_paths.cu"
// PRE-NOT: cudalift-{{[0-9]+}}/
// RUN: %cudalift -std=c++17 -arch=sm_90 -g -c %s -o %t.o 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: strings %t.o | not grep -q "cudalift-[0-9]*/"
// RUN: %cudalift -std=c++17 -arch=sm_90 -G -g -c %s -o %t.G.o
// RUN: strings %t.G.o | not grep -q "cudalift-[0-9]*/"
// RUN: %cudalift -std=c++17 -arch=sm_90 -lineinfo -c %s -o %t.lineinfo.o
// RUN: strings %t.lineinfo.o | not grep -q "cudalift-[0-9]*/"
// RUN: %cudalift -std=c++17 -arch=sm_90 -lineinfo %s %S/Inputs/main_stub.cu -o %t.exe
// RUN: strings %t.exe | not grep -q "cudalift-[0-9]*/"
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o --cudalift-keep 2>&1 | FileCheck --check-prefix=KEEP %s
// KEEP: cudalift: kept the temporary files in {{.*}}.tmp/cudalift-{{[0-9]+}}/{{[0-9a-f]+}}
// RUN: find %t.tmp -name no_temporary_paths.cu | count 1

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

void launch(int *out, int c) {
  auto l = [=] __device__ (int i) {
    // WARN: no_temporary_paths.cu([[@LINE+1]]): warning #177-D: variable "unused_in_body"
    int unused_in_body = 0;
    return i + c;
  };
  apply<<<1, 4>>>(l, out);
  // WARN: no_temporary_paths.cu([[@LINE+1]]): warning #177-D: variable "unused_after"
  int unused_after = 0;
}
