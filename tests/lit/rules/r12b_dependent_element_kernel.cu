// nvcc 13.0: error (line 20) "An extended __device__ lambda cannot capture an array variable whose element type ("Conv") is not ..."
// Rule 12 with the CUDA headers: a function template builds an array of its
// argument type and launches a kernel with a lambda that captures it.
// run<int> is fine; run<Conv> is not (Conv has no default constructor).
// The drop-in stops with the same error before nvcc runs.
// RUN: %expect-exit 1 %cudalift --check %s | FileCheck %s --implicit-check-not=error:
// RUN: %expect-exit 1 %cudalift %nvcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.o
#include <cstdio>

struct Conv {
  Conv(int x) : v(x) {}
  __host__ __device__ operator int() const { return v; }
  int v;
};
template <class K> __global__ void kernel(K f) { f(); }
template <class T> void run(T a, T b) {
  T arr[2] = {a, b};
  // CHECK: r12b_dependent_element_kernel.cu:[[@LINE+1]]:55: error: extended lambda captures array 'arr', whose element type 'Conv' is not default constructible on the host [R12b]
  auto l = [=] __device__ () { printf("%d %d\n", (int)arr[0], (int)arr[1]); };
  kernel<<<1, 1>>>(l);
}
int main() {
  run(3, 4);
  // CHECK: r12b_dependent_element_kernel.cu:[[@LINE+1]]:3: note: in the instantiation of 'run' here
  run(Conv(1), Conv(2));
  cudaDeviceSynchronize();
}
