// gpu-check: low-only; env: CUDALIFT_DEVICE_STACK_SIZE=1T CUDALIFT_PRINTF_FIFO_SIZE=lots
// 58_limit_refused: a stack size the device refuses (1 TiB per thread)
// and a value that is no size, from the environment: both are reported on
// stderr, the defaults stay in force (1024-byte stack), the refusal is not
// left pending for the program's own error checks, and kernels still run.
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
  std::printf("pending error at main: %s\n", cudaGetErrorName(cudaGetLastError()));
  size_t stack = 0;
  CHECK(cudaDeviceGetLimit(&stack, cudaLimitStackSize));
  std::printf("stack %zu\n", stack);
  std::printf("1 MiB device malloc: %s\n", fits(1));
  return 0;
}
