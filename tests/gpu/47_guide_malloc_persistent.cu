// 47_guide_malloc_persistent: guide 5.3.6.4, allocation persisting between
// kernel launches: one kernel mallocs a buffer per block and keeps it in a
// __device__ array, ten launches of an extended __device__ lambda add each
// thread's index to its element, a last kernel reads the values and frees
// the buffers.  (The guide's last kernel prints from 200 threads in no
// fixed order; here the host prints.)  20 blocks of 10 threads: thread t
// ends with 10 * t.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

#define NUM_BLOCKS 20

__device__ int *dataptr[NUM_BLOCKS];  // per-block pointer

__global__ void allocmem() {
  // Only the first thread in the block does the allocation
  // since we want only one allocation per block.
  if (threadIdx.x == 0)
    dataptr[blockIdx.x] = (int *)malloc(blockDim.x * 4);
  __syncthreads();
  // Check for failure
  if (dataptr[blockIdx.x] == NULL)
    return;
  // Zero the data with all threads in parallel
  dataptr[blockIdx.x][threadIdx.x] = 0;
}

template <typename F>
__global__ void on_blocks(F f) { f(blockIdx.x, threadIdx.x); }

// Read the values, then free the memory (first thread of each block).
__global__ void freemem(int *out) {
  int *ptr = dataptr[blockIdx.x];
  out[blockIdx.x * blockDim.x + threadIdx.x] = ptr != NULL ? ptr[threadIdx.x] : -1;
  __syncthreads();
  if (threadIdx.x == 0)
    free(ptr);
}

int main() {
  const int threads = 10;
  int *out;
  CHECK(cudaMallocManaged(&out, NUM_BLOCKS * threads * sizeof *out));
  CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128 * 1024 * 1024));
  // Allocate memory
  allocmem<<<NUM_BLOCKS, threads>>>();
  // Use memory
  for (int i = 0; i < 10; i++)
    on_blocks<<<NUM_BLOCKS, threads>>>([=] __device__(unsigned b, unsigned t) {
      int *ptr = dataptr[b];
      if (ptr != NULL)
        ptr[t] += t;
    });
  // Free memory
  freemem<<<NUM_BLOCKS, threads>>>(out);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  for (int b = 0; b < NUM_BLOCKS; b++) {
    std::printf("block %d:", b);
    for (int t = 0; t < threads; t++)
      std::printf(" %d", out[b * threads + t]);
    std::printf("\n");
  }
  CHECK(cudaFree(out));
  return 0;
}
