// nvcc 13.0: error (line 9) "kernel launch from __device__ or __global__ functions requires separate compilation mode"
// P1: a kernel launched from a __global__ function needs separate
// compilation; with -rdc=true it is accepted (the second RUN line).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// RUN: %cudalift --check %fast -rdc=true %s 2>&1 | count 0

__global__ void child() {}
// CHECK: p1_launch_in_kernel.cu:[[@LINE+1]]:28: error: kernel 'child' is launched from device code, which needs separate compilation [P1]
__global__ void parent() { child<<<1, 1>>>(); }
