// gpu-check: low-only; cudalift: --device-heap-size=64M --printf-fifo-size=4M --device-stack-size=4K
// 55_limits_from_flags: limits given to cudalift, applied before main:
// main reads them back (64 MiB heap, 4 MiB printf FIFO, 4 KiB stack), no
// error is left pending, and a 48 MiB device malloc fits (it would not
// in the default 8 MiB heap).
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
  print_limits();
  std::printf("48 MiB device malloc: %s\n", fits(48));
  return 0;
}
