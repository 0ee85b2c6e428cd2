// gpu-check: low-only
// 50_printf_flush_at_return: main launches a kernel that prints and
// returns without synchronizing.  Built by nvcc alone the device lines
// are lost (the buffer is never flushed); the device runtime flushes it at
// exit, so the lowered program prints them.  One warp: thread order.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

__global__ void late(int n) { printf("device: thread %d of %d\n", threadIdx.x, n); }

int main() {
  std::printf("host: launching\n");
  std::fflush(stdout);
  late<<<1, 4>>>(4);
  return 0;
}
