// The launcher forms (CMake's CMAKE_CUDA_COMPILER_LAUNCHER): nvcc named as
// the first word, by path or by name; a response file (@file) is read.
// Several inputs with -c give objects named as nvcc names them.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/one.cu && cp %s %t.dir/two.cu
// RUN: cd %t.dir && %cudalift %cuda_dir/bin/nvcc -std=c++17 -arch=sm_90 -c one.cu two.cu
// RUN: test -f %t.dir/one.o && test -f %t.dir/two.o
// RUN: echo "-std=c++17 -arch=sm_90 -c one.cu -o via_rsp.o" > %t.dir/args.rsp
// RUN: cd %t.dir && %cudalift nvcc @args.rsp && test -f %t.dir/via_rsp.o
// Linking is nvcc's alone:
// RUN: cd %t.dir && %cudalift -arch=sm_90 one.o -o prog --cudalift-verbose 2>&1 | FileCheck %s
// CHECK: cudalift: running: {{.*}}nvcc -arch=sm_90 one.o -o prog
// RUN: test -x %t.dir/prog
// nvcc's --version goes to nvcc:
// RUN: %cudalift --version | FileCheck --check-prefix=VERSION %s
// VERSION: Cuda compilation tools

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
int *buffer;
void launch_one() { apply<<<1, 1>>>([] __device__ (int i) { return i; }, buffer); }
int main() { launch_one(); }
