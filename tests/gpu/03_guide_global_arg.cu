// 03_guide_global_arg: guide 5.3.7.1.  Extended __device__ and
// __host__ __device__ lambdas written directly in the argument list of a
// launch of a __global__ function template; a namespace-scope
// __host__ __device__ lambda (not extended, so never a kernel argument)
// called on the host only.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename T>
__global__ void kernel(T input) { input(); }

auto global_lambda = [] __host__ __device__() { return 7; };

void host_function() {
  std::fflush(stdout);
  kernel<<<1, 1>>>([] __device__() { printf("extended __device__ lambda ran\n"); });
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  kernel<<<1, 1>>>([] __host__ __device__() { printf("extended __host__ __device__ lambda ran\n"); });
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::fflush(stdout);
}

int main() {
  host_function();
  std::printf("global_lambda() on the host = %d\n", global_lambda());
  return 0;
}
