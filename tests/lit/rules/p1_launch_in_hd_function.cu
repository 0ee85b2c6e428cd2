// nvcc 13.0: error (line 9) "kernel launch from __device__ or __global__ functions requires separate compilation mode"
// P1: a __host__ __device__ function is compiled for the device too, so its
// launch needs separate compilation (-dc gives it).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:
// RUN: %cudalift --check %fast -dc %s 2>&1 | count 0

__global__ void child() {}
// CHECK: p1_launch_in_hd_function.cu:[[@LINE+1]]:33: error: kernel 'child' is launched from device code, which needs separate compilation [P1]
__host__ __device__ void hd() { child<<<1, 1>>>(); }
