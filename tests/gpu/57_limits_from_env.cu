// gpu-check: low-only; cudalift: --device-heap-size=64M --printf-fifo-size=1M; env: CUDALIFT_DEVICE_HEAP_SIZE=96M CUDALIFT_DEVICE_STACK_SIZE=2048
// 57_limits_from_env: limits from the environment at program start win
// over those given to cudalift: the heap is 96 MiB (environment, not the
// 64M flag), the printf FIFO 1 MiB (flag only), the stack 2048 bytes
// (environment only); an 80 MiB device malloc fits.
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
  print_limits();
  std::printf("80 MiB device malloc: %s\n", fits(80));
  return 0;
}
