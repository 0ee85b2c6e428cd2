// 16 cudalift runs at once on 16 files of one folder (make -j16) all
// succeed and leave no temporary files; with ccache in front of nvcc the
// second build of unchanged files hits the cache.
// RUN: rm -rf %t && mkdir -p %t/src %t/tmp %t/ccache
// RUN: env TMPDIR=%t/tmp bash %S/Inputs/parallel.sh 16 %cudalift %s %t/src
// RUN: find %t/src -name "k*.o" | count 16
// RUN: find %t/tmp -mindepth 2 | count 0
// RUN: env CCACHE_DIR=%t/ccache ccache -z > /dev/null
// RUN: env CCACHE_DIR=%t/ccache %cudalift ccache nvcc -std=c++17 -arch=sm_90 -c %t/src/k1.cu -o %t/k1.o
// RUN: env CCACHE_DIR=%t/ccache %cudalift ccache nvcc -std=c++17 -arch=sm_90 -c %t/src/k1.cu -o %t/k1.o
// RUN: env CCACHE_DIR=%t/ccache ccache -s | FileCheck %s
// CHECK: Hits: {{ *}}1 /{{ *}}2

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
void launch_KERNEL_ID(int *out, int k) {
  apply<<<1, 32>>>([=] __device__ (int i) { return i * k + KERNEL_ID; }, out);
}
