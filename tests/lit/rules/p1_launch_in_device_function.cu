// nvcc 13.0: error (line 9) "kernel launch from __device__ or __global__ functions requires separate compilation mode"
// P1: a __device__ function that launches a kernel, and a plain lambda in
// a kernel that launches one.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

__global__ void child(int) {}

// CHECK: p1_launch_in_device_function.cu:[[@LINE+1]]:28: error: kernel 'child' is launched from device code, which needs separate compilation [P1]
__device__ void helper() { child<<<1, 1>>>(0); }

__global__ void parent() {
  // CHECK: p1_launch_in_device_function.cu:[[@LINE+1]]:25: error: kernel 'child' is launched from device code, which needs separate compilation [P1]
  auto go = [](int v) { child<<<1, 1>>>(v); };
  go(1);
}
