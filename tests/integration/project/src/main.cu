#include <cstdio>
#include "proj/scale.h"

void offset_then_scale(int *out, int n, int off);

int main() {
  int *out = nullptr;
  if (cudaMallocManaged(&out, 4 * sizeof(int)) != cudaSuccess) {
    std::printf("no GPU\n");
    return 0;
  }
  offset_then_scale(out, 4, 1);
  cudaDeviceSynchronize();
  std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}
