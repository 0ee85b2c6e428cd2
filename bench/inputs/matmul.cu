// bench input: a tiled matrix multiply as a class template kernel, a
// device helper, and a host wrapper with streams; no lambdas.
#include <cuda_runtime.h>

template <int Tile>
struct TileLoader {
  __device__ static float at(const float *m, int rows, int cols, int r, int c) {
    return r < rows && c < cols ? m[r * cols + c] : 0.0f;
  }
};

template <int Tile>
__global__ void matmul(const float *a, const float *b, float *c, int m, int n, int k) {
  __shared__ float ta[Tile][Tile];
  __shared__ float tb[Tile][Tile];
  int row = blockIdx.y * Tile + threadIdx.y;
  int col = blockIdx.x * Tile + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (k + Tile - 1) / Tile; ++t) {
    ta[threadIdx.y][threadIdx.x] = TileLoader<Tile>::at(a, m, k, row, t * Tile + threadIdx.x);
    tb[threadIdx.y][threadIdx.x] = TileLoader<Tile>::at(b, k, n, t * Tile + threadIdx.y, col);
    __syncthreads();
#pragma unroll
    for (int i = 0; i < Tile; ++i)
      acc += ta[threadIdx.y][i] * tb[i][threadIdx.x];
    __syncthreads();
  }
  if (row < m && col < n)
    c[row * n + col] = acc;
}

cudaError_t multiply(const float *a, const float *b, float *c, int m, int n, int k,
                     cudaStream_t stream) {
  constexpr int tile = 16;
  dim3 block(tile, tile);
  dim3 grid((n + tile - 1) / tile, (m + tile - 1) / tile);
  matmul<tile><<<grid, block, 0, stream>>>(a, b, c, m, n, k);
  return cudaGetLastError();
}
