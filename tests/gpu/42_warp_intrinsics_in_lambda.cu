// 42_warp_intrinsics_in_lambda: an extended __device__ lambda whose body
// uses warp and block primitives (__shfl_xor_sync, __ballot_sync,
// __syncthreads, a __shared__ array owned by the kernel and passed in),
// called by every thread of a 64-thread block.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

template <typename F>
__global__ void block_run(int *out, F f) {
  __shared__ int partial[2];
  f(threadIdx.x, partial, out);
}

int main() {
  int scale = 2;
  auto reduce = [=] __device__(int tid, int *partial, int *out) {
    int v = (tid + 1) * scale;
    for (int off = 16; off > 0; off /= 2)
      v += __shfl_xor_sync(0xffffffffu, v, off);
    unsigned odd = __ballot_sync(0xffffffffu, tid % 2 == 1);
    if (tid % 32 == 0)
      partial[tid / 32] = v;
    __syncthreads();
    if (tid == 0) {
      out[0] = partial[0];
      out[1] = partial[1];
      out[2] = partial[0] + partial[1];
      out[3] = __popc(odd);
    }
  };
  int *d = nullptr;
  CHECK(cudaMalloc(&d, 4 * sizeof(int)));
  block_run<<<1, 64>>>(d, reduce);
  CHECK(cudaGetLastError());
  int h[4];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("warp 0: %d, warp 1: %d, block: %d, odd lanes: %d\n", h[0], h[1], h[2], h[3]);
  CHECK(cudaFree(d));
  return 0;
}
