// Real CUDA headers with Thrust: thrust::transform with extended lambdas,
// the common real-world use of __device__ and __host__ __device__ lambdas.
// nvcc 13.0: the transform lambdas: device trait true resp. host-device
// trait true; thrust's own lambdas are in system headers (not listed).
// RUN: %cudalift --print-lambdas %s | FileCheck %s --implicit-check-not=lambda
#include <thrust/device_vector.h>
#include <thrust/transform.h>

void saxpy(float a, thrust::device_vector<float> &x, thrust::device_vector<float> &y) {
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(),
  // CHECK: {{.*}}.cu:[[@LINE+1]]:21: lambda space=device extended=yes enclosing=saxpy captures=a
                    [a] __device__ (float xi, float yi) { return a * xi + yi; });
  thrust::transform(x.begin(), x.end(), x.begin(),
  // CHECK: {{.*}}.cu:[[@LINE+1]]:21: lambda space=host-device extended=yes enclosing=saxpy captures=a
                    [=] __host__ __device__ (float v) { return v * a; });
}
// REQUIRES: cuda-thrust
