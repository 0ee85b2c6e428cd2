// gpu-check: cudalift: --device-malloc-check
// 46_guide_malloc_per_block: guide 5.3.6.4, per-block allocation: thread 0
// of each block mallocs a buffer the block shares through a __shared__
// pointer, every thread fills its column, thread 0 sums and frees it.
// (The guide allocates blockDim.x * 64 bytes for blockDim.x * 64 ints;
// here the size is in ints.)  10 blocks of 32 threads: each sum is
// 64 * (0 + 1 + ... + 31) = 31744.  Lowered with --device-malloc-check;
// nothing fails, stderr stays empty.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

__global__ void mallocTest(long *sums) {
  __shared__ int *data;
  if (threadIdx.x == 0) {
    size_t size = blockDim.x * 64 * sizeof(int);
    data = (int *)malloc(size);
  }
  __syncthreads();
  if (data == NULL) {
    if (threadIdx.x == 0)
      sums[blockIdx.x] = -1;
    return;
  }
  int *ptr = data;
  for (int i = 0; i < 64; ++i)
    ptr[i * blockDim.x + threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) {
    long s = 0;
    for (unsigned i = 0; i < 64 * blockDim.x; ++i)
      s += data[i];
    sums[blockIdx.x] = s;
    free(data);
  }
}

int main() {
  const int blocks = 10;
  long *sums;
  CHECK(cudaMallocManaged(&sums, blocks * sizeof *sums));
  CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128 * 1024 * 1024));
  mallocTest<<<blocks, 32>>>(sums);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  for (int b = 0; b < blocks; b++)
    std::printf("block %d: sum %ld\n", b, sums[b]);
  CHECK(cudaFree(sums));
  return 0;
}
