// nvcc 13.0: error (line 8) "kernel launch from __device__ or __global__ functions requires separate compilation mode"
// P1: a __host__ __device__ function template called from host code only
// is still compiled for the device.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

__global__ void child() {}
// CHECK: p1_launch_in_hd_template.cu:[[@LINE+1]]:59: error: kernel 'child' is launched from device code, which needs separate compilation [P1]
template <class T> __host__ __device__ void launcher(T) { child<<<1, 1>>>(); }
void host_function() { launcher(1); }
