// nvcc 13.0: error (line 10) "kernel launch from __device__ or __global__ functions requires separate compilation mode"
// P1: an extended __host__ __device__ lambda is compiled for the device
// too, so its launch needs separate compilation.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

__global__ void child() {}

void host_function() {
  // CHECK: p1_launch_in_hd_lambda.cu:[[@LINE+1]]:40: error: kernel 'child' is launched from device code, which needs separate compilation [P1]
  auto l = [] __host__ __device__ () { child<<<1, 1>>>(); };
  l();
}
