// nvcc 13.0: error (line 9) "kernel launch from __device__ or __global__ functions requires separate compilation mode"
// P1: a launch inside an extended __device__ lambda, even one that is
// never called.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

__global__ void child() {}
void host_function() {
  // CHECK: p1_launch_in_device_lambda.cu:[[@LINE+1]]:31: error: kernel 'child' is launched from device code, which needs separate compilation [P1]
  auto l = [] __device__ () { child<<<1, 1>>>(); };
  (void)l;
}
