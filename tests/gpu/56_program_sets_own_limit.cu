// gpu-check: cudalift: --device-heap-size=64M
// 56_program_sets_own_limit: lowered with --device-heap-size=64M, but the
// program sets its own 16 MiB heap in main, after the device runtime's
// initializer: the program's value is the one in force (a 32 MiB malloc
// returns NULL, 8 MiB fits), in both builds, and nothing is reported.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

static void print_limits() {
  size_t heap = 0, fifo = 0, stack = 0;
  CHECK(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize));
  CHECK(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
  CHECK(cudaDeviceGetLimit(&stack, cudaLimitStackSize));
  std::printf("heap %zu, printf FIFO %zu, stack %zu\n", heap, fifo, stack);
}

__global__ void try_malloc(size_t bytes, int *ok) {
  void *p = malloc(bytes);
  *ok = p != NULL;
  free(p);
}

// Does one device malloc of `mib` MiB succeed?
static const char *fits(size_t mib) {
  int *ok;
  CHECK(cudaMallocManaged(&ok, sizeof *ok));
  try_malloc<<<1, 1>>>(mib << 20, ok);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  const char *r = *ok ? "ok" : "NULL";
  CHECK(cudaFree(ok));
  return r;
}

int main() {
  CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16 << 20));
  size_t heap = 0;
  CHECK(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize));
  std::printf("heap %zu\n", heap);
  std::printf("32 MiB device malloc: %s\n", fits(32));
  std::printf("8 MiB device malloc: %s\n", fits(8));
  return 0;
}
