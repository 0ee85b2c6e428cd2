// gpu-check: cudalift: --no-printf-flush
// 52_printf_no_flush: 50's program lowered with --no-printf-flush: the
// device runtime leaves the buffer alone, so the lowered program loses
// the device lines exactly as nvcc's own build does (both variants print
// the host line only).
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

// The kernel waits about a second before it prints, so that main has
// returned by then in both variants: without a flush the lines are lost
// every time, not only when the exit wins the race (seen on the H200: a
// kernel that printed at once sometimes made it out).
__global__ void late(int n) {
  long long start = clock64();
  while (clock64() - start < 2000000000LL) {
  }
  printf("device: thread %d of %d\n", threadIdx.x, n);
}

int main() {
  std::printf("host: launching\n");
  std::fflush(stdout);
  late<<<1, 4>>>(4);
  return 0;
}
