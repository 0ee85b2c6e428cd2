// 44_guide_printf_one_thread: guide 5.3.6.2, its second example: only
// thread 0 prints, whatever the launch (5 threads, then 4 blocks of 64
// where only block 0's thread 0 prints), so the output is one line per
// launch.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

__global__ void helloCUDA(float f) {
  if (threadIdx.x == 0)
    printf("Hello thread %d, f=%f\n", threadIdx.x, f);
}

__global__ void first_of_grid(int blocks) {
  if (threadIdx.x == 0 && blockIdx.x == 0)
    printf("block %d of %d, %d threads each\n", blockIdx.x, blocks, blockDim.x);
}

int main() {
  helloCUDA<<<1, 5>>>(1.2345f);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  first_of_grid<<<4, 64>>>(4);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  return 0;
}
