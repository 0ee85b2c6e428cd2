// Load: 64 drop-in builds of 64 different files at once (make -j64) on
// one machine.  Every run succeeds; every object is complete and is its
// own file's (its host function and its kernel's device code, for
// sm_90, are in it); the 64 objects and a main link into one program;
// no temporary folder is left behind.
// nvcc 13.0 --extended-lambda: compiles (each file).
// RUN: rm -rf %t && mkdir -p %t/src %t/tmp
// RUN: env TMPDIR=%t/tmp bash %S/Inputs/parallel.sh 64 %cudalift %s %t/src
// RUN: find %t/tmp -mindepth 2 | count 0
// RUN: find %t/src -name "k*.o" | count 64
// RUN: bash -c 'for i in $(seq 1 64); do bash %S/Inputs/object_ok.sh %t/src/k$i.o "launch_$i(int*, int)" _Z5apply; done' | count 0
// RUN: bash -c 'for i in $(seq 1 64); do echo "void launch_$i(int *, int);"; done; echo "int main() { return 0; }"; echo "void all(int *o) {"; for i in $(seq 1 64); do echo "  launch_$i(o, $i);"; done; echo "}"' > %t/main.cu
// RUN: %nvcc -c %t/main.cu -o %t/main.o
// RUN: %nvcc %t/main.o %t/src/k*.o -o %t/prog
// RUN: test -x %t/prog

template <class F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
void launch_KERNEL_ID(int *out, int k) {
  apply<<<1, 32>>>([=] __device__ (int i) { return i * k + KERNEL_ID; }, out);
}
