// Where a drop-in build's time goes: with --cudalift-verbose, or nvcc's own
// -v, cudalift prints the seconds of each stage per input (parse, split
// into libclang's parse and the walk of its tree; check; lower; and
// whether the file was also parsed as device code, and how long that
// took, split the same way) and of nvcc; without them, nothing.
// nvcc 13.0 --extended-lambda: compiles.
// RUN: %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o -v 2>&1 | FileCheck %s
// RUN: %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o --cudalift-verbose 2>&1 | FileCheck %s
// CHECK: cudalift: {{.*}}stage_timings.cu: parse {{[0-9]+\.[0-9][0-9][0-9]}} s (clang {{[0-9]+\.[0-9][0-9][0-9]}} s, walk {{[0-9]+\.[0-9][0-9][0-9]}} s; no device-side parse), check {{[0-9]+\.[0-9][0-9][0-9]}} s, lower {{[0-9]+\.[0-9][0-9][0-9]}} s
// CHECK: cudalift: nvcc {{[0-9]+\.[0-9][0-9][0-9]}} s
// RUN: %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o 2>&1 | count 0
// RUN: %cudalift -std=c++17 -arch=sm_90 -DARCH_LAMBDA -c %s -o %t.o --cudalift-verbose 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TWO
// TWO: stage_timings.cu: parse {{[0-9]+\.[0-9][0-9][0-9]}} s (clang {{[0-9]+\.[0-9][0-9][0-9]}} s, walk {{[0-9]+\.[0-9][0-9][0-9]}} s; device side {{[0-9]+\.[0-9][0-9][0-9]}} s: clang {{[0-9]+\.[0-9][0-9][0-9]}} s, walk {{[0-9]+\.[0-9][0-9][0-9]}} s (for the code at {{.*}}stage_timings.cu:{{[0-9]+}})), check

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
void launch(int *out, int k) {
  apply<<<1, 32>>>([=] __device__ (int i) { return i * k; }, out);
}
#ifdef ARCH_LAMBDA
// Architecture-dependent code inside a lambda: the device side is parsed too.
void launch_arch(int *out, int k) {
  apply<<<1, 32>>>([=] __device__ (int i) {
#ifdef __CUDA_ARCH__
    return i * k;
#else
    return k;
#endif
  }, out);
}
#endif
