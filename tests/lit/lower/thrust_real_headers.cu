// With the real CUDA headers: thrust algorithms taking device lambdas,
// lowered, then compiled by plain nvcc; the original needs
// --extended-lambda (nvcc 13.0 accepts it so).
// RUN: %cudalift --emit-lowered=%t.cu %s
// RUN: %nvcc-verdict -c %t.cu -o %t.o
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>

float saxpy_sum(float a, thrust::device_vector<float> &x, thrust::device_vector<float> &y) {
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(),
                    [a] __device__ (float xi, float yi) { return a * xi + yi; });
  return thrust::reduce(y.begin(), y.end(), 0.0f,
                        [] __host__ __device__ (float p, float q) { return p + q; });
}
// REQUIRES: cuda-thrust
