#include <cstdio>
#include "pkg/ops.cuh"

int main() {
  const int n = 8;
  int *d = nullptr;
  if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess) {
    std::printf("no GPU\n");
    return 0;
  }
  int h[n];
  pkg_square(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("square: %d %d %d\n", h[1], h[2], h[7]);
  pkg_offset(d, n, 10);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("offset: %d %d %d\n", h[1], h[2], h[7]);
  cudaFree(d);
  return 0;
}
