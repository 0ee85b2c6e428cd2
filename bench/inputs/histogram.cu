// bench input: a shared-memory histogram with atomics, no lambdas; host
// code with <vector> and <cstdio>, error checks through a macro.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess)                                                   \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(err_));       \
  } while (0)

constexpr int kBins = 256;

__global__ void histogram(const unsigned char *in, int n, unsigned *bins) {
  __shared__ unsigned local[kBins];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[in[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    atomicAdd(&bins[b], local[b]);
}

std::vector<unsigned> count_bytes(const std::vector<unsigned char> &data) {
  unsigned char *d_in = nullptr;
  unsigned *d_bins = nullptr;
  CHECK(cudaMalloc(&d_in, data.size()));
  CHECK(cudaMalloc(&d_bins, kBins * sizeof(unsigned)));
  CHECK(cudaMemcpy(d_in, data.data(), data.size(), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_bins, 0, kBins * sizeof(unsigned)));
  histogram<<<64, 256>>>(d_in, static_cast<int>(data.size()), d_bins);
  std::vector<unsigned> bins(kBins);
  CHECK(cudaMemcpy(bins.data(), d_bins, kBins * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_bins));
  return bins;
}
